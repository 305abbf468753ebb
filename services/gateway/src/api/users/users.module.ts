import { Module } from '@nestjs/common';
import { AdminUsersController } from './admin-users.controller.js';

/** Accounts and their roles, kept by identity. */
@Module({ controllers: [AdminUsersController] })
export class UsersModule {}
