import { Module } from '@nestjs/common';
import { AuthController } from './auth.controller.js';
import { LoginThrottle } from './login-throttle.js';
import { AdminController } from './admin.controller.js';

/** Sign-in, sign-out, the current user, and the admin area's own check. */
@Module({
  controllers: [AuthController, AdminController],
  providers: [LoginThrottle],
})
export class AuthModule {}
