import { ApiProperty } from './api-docs.js';
import { IsIn, IsInt, IsNotEmpty, IsOptional, IsString, MaxLength, Min, MinLength } from 'class-validator';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, USERNAME_MAX_LENGTH, USER_ROLES, type UserRole } from '@lora/api';
import type { NewUserFields, OwnPasswordChange, UserCommand } from '../contract.js';
import { IdQuery, RequiredText, WellFormedText } from './fields.js';

type FieldDecorator = (target: object, key: string) => void;

const roleMessage = `role must be one of ${USER_ROLES.join(', ')}`;

/** A new password: never trimmed (spaces are characters too), 12 to 200 characters. */
function NewPassword(): FieldDecorator {
  return (target, key) => {
    ApiProperty({ type: String, minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH, example: 'correct horse battery staple' })(
      target,
      key,
    );
    IsString({ message: `${key} is required and must be text` })(target, key);
    WellFormedText()(target, key);
    MinLength(PASSWORD_MIN_LENGTH, { message: `${key} must be at least ${PASSWORD_MIN_LENGTH} characters` })(target, key);
    MaxLength(PASSWORD_MAX_LENGTH, { message: `${key} must be at most ${PASSWORD_MAX_LENGTH} characters` })(target, key);
  };
}

function Role(): FieldDecorator {
  return (target, key) => {
    ApiProperty({ enum: [...USER_ROLES], description: 'admin may use /admin; user may not' })(target, key);
    IsIn([...USER_ROLES], { message: roleMessage })(target, key);
  };
}

/** POST /api/admin/users: a new account with its initial password. */
export class NewUserInput implements NewUserFields {
  @RequiredText(USERNAME_MAX_LENGTH) username: string;
  @NewPassword() password: string;
  @Role() role: UserRole;
}

export class UserRoleInput {
  @Role() role: UserRole;
}

export class PasswordResetInput {
  @NewPassword() password: string;
}

export class OwnPasswordInput {
  @ApiProperty({ type: String, maxLength: PASSWORD_MAX_LENGTH })
  @MaxLength(PASSWORD_MAX_LENGTH, { message: `currentPassword must be at most ${PASSWORD_MAX_LENGTH} characters` })
  @IsNotEmpty({ message: 'currentPassword is required' })
  @IsString({ message: 'currentPassword is required and must be text' })
  currentPassword: string;

  @NewPassword() newPassword: string;
}

/** What identity hears: the change and the admin who makes it. */
export class UserCommandDto extends IdQuery implements UserCommand {
  @IsInt() @Min(1) actorId: number;
  @IsOptional() @IsInt() @Min(1) expectedVersion?: number;
}

export class UserRoleCommand extends UserCommandDto {
  @Role() role: UserRole;
}

export class PasswordResetCommand extends UserCommandDto {
  @NewPassword() password: string;
}

export class OwnPasswordCommand extends OwnPasswordInput implements OwnPasswordChange {
  @IsInt() @Min(1) userId: number;
  @IsString() @IsNotEmpty() @MaxLength(200) keepToken: string;
}
