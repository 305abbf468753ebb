import { Body, Controller, Headers, HttpCode, Inject, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  DeletedDto,
  NewUserInput,
  PageQuery,
  PasswordResetInput,
  Patterns,
  ServiceBus,
  UserPageDto,
  UserRoleInput,
  UserViewDto,
  type DeletedView,
  type Page,
  type UserView,
} from '@lora/contracts';
import { CurrentUser } from '../../auth/current-user.js';
import { IdParam } from '../../http/id.pipe.js';
import { IfMatchHeader, expectedVersionOf } from '../versions.js';
import { listOrPage } from '../../http/list-or-page.js';
import { Operation } from '../../openapi/operation.js';

/** User accounts (beyond SPEC); /api/admin/* is guarded by AdminAccessMiddleware, identity checks the rules again. */
@ApiTags('admin: users')
@Controller()
export class AdminUsersController {
  constructor(@Inject(ServiceBus) private readonly bus: ServiceBus) {}

  @Operation({
    summary: 'Every account, by username',
    description: 'With limit or cursor: one page.',
    response: { oneOf: [[UserViewDto], UserPageDto] },
    errors: [400],
  })
  list(@Query() query: PageQuery): Promise<UserView[] | Page<UserView>> {
    return listOrPage(query, (limit, cursor) => this.bus.send(Patterns.identity.listUsers, { limit, cursor }));
  }

  @Operation({
    summary: 'Create an account with a role (admin or user) and an initial password of at least 12 characters',
    response: UserViewDto,
    status: 201,
    errors: [409],
  })
  create(@Body() user: NewUserInput): Promise<UserView> {
    return this.bus.send(Patterns.identity.createUser, user);
  }

  @Operation({
    summary: "Change an account's role; its sessions end at once. Never your own, never the last admin",
    response: UserViewDto,
    errors: [403, 404, 409, 412],
  })
  @IfMatchHeader()
  setRole(
    @CurrentUser() actor: UserView,
    @IdParam() id: number,
    @Body() body: UserRoleInput,
    @Headers('if-match') ifMatch?: string,
  ): Promise<UserView> {
    return this.bus.send(Patterns.identity.setUserRole, { actorId: actor.id, id, role: body.role, expectedVersion: expectedVersionOf(ifMatch) });
  }

  @Operation({ summary: "Set another account's password; its sessions end at once", response: UserViewDto, errors: [403, 404, 412] })
  @IfMatchHeader()
  resetPassword(
    @CurrentUser() actor: UserView,
    @IdParam() id: number,
    @Body() body: PasswordResetInput,
    @Headers('if-match') ifMatch?: string,
  ): Promise<UserView> {
    const expectedVersion = expectedVersionOf(ifMatch);
    return this.bus.send(Patterns.identity.resetUserPassword, { actorId: actor.id, id, password: body.password, expectedVersion });
  }

  @HttpCode(200)
  @Operation({
    summary: 'Delete an account and end its sessions. Never your own, never the last admin',
    response: DeletedDto,
    errors: [403, 404, 409, 412],
  })
  @IfMatchHeader()
  remove(@CurrentUser() actor: UserView, @IdParam() id: number, @Headers('if-match') ifMatch?: string): Promise<DeletedView> {
    return this.bus.send(Patterns.identity.deleteUser, { actorId: actor.id, id, expectedVersion: expectedVersionOf(ifMatch) });
  }
}
