import { ApiProperty } from './api-docs.js';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import type { LoginRequest } from '../contract.js';
import { WellFormedText } from './fields.js';

export class LoginDto implements LoginRequest {
  @ApiProperty({ example: 'admin', maxLength: 100 })
  // class-validator checks bottom-up: the type first, so a missing field reads "must be a string".
  @WellFormedText()
  @MaxLength(100)
  @IsNotEmpty()
  @IsString()
  username: string;

  @ApiProperty({ example: 'correct horse battery staple', maxLength: 200 })
  @WellFormedText()
  @MaxLength(200)
  @IsNotEmpty()
  @IsString()
  password: string;
}

export class SessionTokenDto {
  @WellFormedText()
  @MaxLength(200)
  @IsNotEmpty()
  @IsString()
  token: string;
}
