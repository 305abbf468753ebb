import { ForbiddenException, Inject, Injectable, UnauthorizedException, type NestMiddleware } from '@nestjs/common';
import type { NextFunction, Response } from 'express';
import { ADMIN_ROLE, requestContext } from '@lora/contracts';
import { SessionService } from './session.service.js';
import type { GatewayRequest } from '../http/request.js';

/**
 * Guards everything under /api/admin before routing: 401 without a session, 403 for any role
 * other than admin. Routes added later inherit it without a decorator to forget.
 */
@Injectable()
export class AdminAccessMiddleware implements NestMiddleware {
  constructor(@Inject(SessionService) private readonly sessions: SessionService) {}

  async use(req: GatewayRequest, _res: Response, next: NextFunction): Promise<void> {
    try {
      const session = await this.sessions.current(req);
      if (!session) return next(new UnauthorizedException('Sign in required'));
      if (session.user.role !== ADMIN_ROLE) return next(new ForbiddenException('Admin role required'));
      // What the services record as who saved (history) travels with every message of this request.
      const context = requestContext.getStore();
      if (context) context.actor = session.user.username;
      next();
    } catch (err) {
      next(err);
    }
  }
}
