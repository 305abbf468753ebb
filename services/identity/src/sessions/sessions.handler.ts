import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { LoginDto, Patterns, SessionTokenDto } from '@lora/contracts';
import { SessionsService } from './sessions.service.js';

@Controller()
export class SessionsHandler {
  constructor(@Inject(SessionsService) private readonly sessions: SessionsService) {}

  @MessagePattern(Patterns.identity.login)
  login(@Payload() dto: LoginDto) {
    return this.sessions.login(dto.username, dto.password);
  }

  @MessagePattern(Patterns.identity.resolveSession)
  resolve(@Payload() dto: SessionTokenDto) {
    return this.sessions.resolve(dto.token);
  }

  @MessagePattern(Patterns.identity.logout)
  logout(@Payload() dto: SessionTokenDto) {
    return this.sessions.logout(dto.token);
  }
}
