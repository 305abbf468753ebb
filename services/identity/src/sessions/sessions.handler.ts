import { Controller, Inject } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { Handles } from '@lora/runtime';
import { LoginDto, Patterns, SessionTokenDto } from '@lora/contracts';
import { SessionsService } from './sessions.service.js';

@Controller()
export class SessionsHandler {
  constructor(@Inject(SessionsService) private readonly sessions: SessionsService) {}

  @Handles(Patterns.identity.login)
  login(@Payload() dto: LoginDto) {
    return this.sessions.login(dto.username, dto.password);
  }

  @Handles(Patterns.identity.resolveSession)
  resolve(@Payload() dto: SessionTokenDto) {
    return this.sessions.resolve(dto.token);
  }

  @Handles(Patterns.identity.logout)
  logout(@Payload() dto: SessionTokenDto) {
    return this.sessions.logout(dto.token);
  }
}
