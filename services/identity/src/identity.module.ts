import { Module } from '@nestjs/common';
import { SessionsHandler } from './sessions/sessions.handler.js';
import { SessionsService } from './sessions/sessions.service.js';
import { UsersService } from './users/users.service.js';

@Module({
  controllers: [SessionsHandler],
  providers: [SessionsService, UsersService],
})
export class IdentityModule {}
