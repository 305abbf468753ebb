import { Controller, Inject } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { Handles } from '@lora/runtime';
import { NewUserInput, OwnPasswordCommand, PageQuery, PasswordResetCommand, Patterns, UserCommandDto, UserRoleCommand } from '@lora/contracts';
import { UsersService } from './users.service.js';

@Controller()
export class UsersHandler {
  constructor(@Inject(UsersService) private readonly users: UsersService) {}

  @Handles(Patterns.identity.listUsers)
  list(@Payload() query: PageQuery) {
    return this.users.list(query);
  }

  @Handles(Patterns.identity.createUser)
  create(@Payload() input: NewUserInput) {
    return this.users.create(input);
  }

  @Handles(Patterns.identity.setUserRole)
  setRole(@Payload() command: UserRoleCommand) {
    return this.users.setRole(command.actorId, command.id, command.role, command.expectedVersion);
  }

  @Handles(Patterns.identity.resetUserPassword)
  resetPassword(@Payload() command: PasswordResetCommand) {
    return this.users.resetPassword(command.actorId, command.id, command.password, command.expectedVersion);
  }

  @Handles(Patterns.identity.changeOwnPassword)
  changeOwnPassword(@Payload() command: OwnPasswordCommand) {
    return this.users.changeOwnPassword(command.userId, command.currentPassword, command.newPassword, command.keepToken);
  }

  @Handles(Patterns.identity.deleteUser)
  remove(@Payload() command: UserCommandDto) {
    return this.users.remove(command.actorId, command.id, command.expectedVersion);
  }
}
