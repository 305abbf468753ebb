import { Module } from '@nestjs/common';
import { SessionsHandler } from './sessions/sessions.handler.js';
import { SessionsService } from './sessions/sessions.service.js';

@Module({
  controllers: [SessionsHandler],
  providers: [SessionsService],
})
export class IdentityModule {}
