import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

/** A user as every API answer shows it: never the password hash. */
export interface UserView {
  id: number;
  username: string;
  role: string;
  createdAt: string;
}

export const ADMIN_ROLE = 'admin';
export const DEFAULT_ROLE = 'user';

export class LoginDto {
  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  username: string;

  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  password: string;
}

export class SessionTokenDto {
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
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
