import { Inject, Injectable } from '@nestjs/common';
import type { CookieOptions, Response } from 'express';
import { Patterns, ServiceBus, type LoginResult, type SessionView } from '@lora/contracts';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config.js';
import type { GatewayRequest } from '../http/request.js';
import { SESSION_COOKIE, sessionCookieOf } from '../http/session-cookie.js';
import { SessionCache } from './session-cache.js';

/** Identity issues far shorter tokens; a longer value is never worth a lookup. */
const MAX_TOKEN_LENGTH = 200;

/** Reads and writes the session cookie; identity owns the sessions themselves. */
@Injectable()
export class SessionService {
  constructor(
    @Inject(ServiceBus) private readonly bus: ServiceBus,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
    @Inject(SessionCache) private readonly cache: SessionCache,
  ) {}

  token(req: GatewayRequest): string | undefined {
    const value = sessionCookieOf(req.headers);
    return value && value.length <= MAX_TOKEN_LENGTH ? value : undefined;
  }

  /** The caller's session, looked up once per request, from this gateway's session cache when it holds it. */
  async current(req: GatewayRequest): Promise<SessionView | null> {
    if (req.sessionView !== undefined) return req.sessionView;
    const token = this.token(req);
    req.sessionView = token ? await this.cache.lookup(token, () => this.bus.send(Patterns.identity.resolveSession, { token })) : null;
    return req.sessionView;
  }

  login(username: string, password: string): Promise<LoginResult> {
    return this.bus.send(Patterns.identity.login, { username, password });
  }

  async logout(req: GatewayRequest): Promise<void> {
    const token = this.token(req);
    if (token) await this.bus.send(Patterns.identity.logout, { token });
  }

  setCookie(req: GatewayRequest, res: Response, result: LoginResult): void {
    res.cookie(SESSION_COOKIE, result.token, { ...this.cookieOptions(req), expires: new Date(result.expiresAt) });
  }

  clearCookie(req: GatewayRequest, res: Response): void {
    res.clearCookie(SESSION_COOKIE, this.cookieOptions(req));
  }

  private cookieOptions(req: GatewayRequest): CookieOptions {
    const secure = this.config.cookieSecure === 'auto' ? req.secure : this.config.cookieSecure;
    return { httpOnly: true, sameSite: 'lax', secure, path: '/' };
  }
}
