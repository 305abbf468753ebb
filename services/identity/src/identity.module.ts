import { Module } from '@nestjs/common';
import { storeProvider } from '@lora/runtime';
import { SessionsHandler } from './sessions/sessions.handler.js';
import { SessionsService } from './sessions/sessions.service.js';
import { UsersHandler } from './users/users.handler.js';
import { UsersService } from './users/users.service.js';
import { IdentityStore } from './data/identity.store.js';

@Module({
  controllers: [SessionsHandler, UsersHandler],
  providers: [storeProvider(IdentityStore), SessionsService, UsersService],
})
export class IdentityModule {}
