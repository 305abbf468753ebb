import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

/** A user as every API answer shows it: never the password hash. */
export interface UserView {
  id: number;
  username: string;
  role: string;
  createdAt: string;
}

export class UserViewDto implements UserView {
  @ApiProperty({ example: 1 }) id: number;
  @ApiProperty({ example: 'admin' }) username: string;
  @ApiProperty({ example: 'admin', description: "'admin' marks an administrator; the default is 'user'" }) role: string;
  @ApiProperty({ example: '2026-01-20T09:00:00.000Z' }) createdAt: string;
}

export const ADMIN_ROLE = 'admin';
export const DEFAULT_ROLE = 'user';

export class LoginDto {
  @ApiProperty({ example: 'admin', maxLength: 100 })
  // class-validator checks bottom-up: the type first, so a missing field reads "must be a string".
  @MaxLength(100)
  @IsNotEmpty()
  @IsString()
  username: string;

  @ApiProperty({ example: 'correct horse battery staple', maxLength: 200 })
  @MaxLength(200)
  @IsNotEmpty()
  @IsString()
  password: string;
}

export class SessionTokenDto {
  @MaxLength(200)
  @IsNotEmpty()
  @IsString()
  token: string;
}

export interface LoginResult {
  user: UserView;
  token: string;
  expiresAt: string;
}

export interface SessionView {
  user: UserView;
  expiresAt: string;
}

export interface HealthReport {
  service: string;
  status: 'ok' | 'degraded';
  checks: Record<string, 'up' | 'down'>;
}
