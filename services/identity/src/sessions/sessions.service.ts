import { Inject, Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { Events, ServiceBus, sessionTokenHash, type LoginResult, type SessionView } from '@lora/contracts';
import { SERVICE_CONFIG, ServiceError } from '@lora/runtime';
import type { IdentityConfig } from '../config.js';
import { toUserView } from '../data/user.entity.js';
import { verifyAgainstDummy, verifyPassword } from '../users/passwords.js';
import { IdentityStore } from '../data/identity.store.js';

export const INVALID_CREDENTIALS = 'Invalid username or password';

@Injectable()
export class SessionsService {
  constructor(
    @Inject(IdentityStore) private readonly store: IdentityStore,
    @Inject(ServiceBus) private readonly bus: ServiceBus,
    @Inject(SERVICE_CONFIG) private readonly config: IdentityConfig,
  ) {}

  async login(username: string, password: string): Promise<LoginResult> {
    const user = await this.store.users.findByUsername(username);
    const ok = user ? await verifyPassword(user.password, password) : await verifyAgainstDummy(password);
    if (!user || !ok) throw new ServiceError('unauthorized', INVALID_CREDENTIALS);

    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + this.config.sessionTtlMs);
    await this.store.sessions.deleteExpired(user.id);
    await this.store.sessions.insert({ tokenHash: sessionTokenHash(token), userId: user.id, expiresAt });
    return { user: toUserView(user), token, expiresAt: expiresAt.toISOString() };
  }

  async resolve(token: string): Promise<SessionView | null> {
    const live = await this.store.sessions.findLive(sessionTokenHash(token));
    return live ? { user: toUserView(live.user), expiresAt: live.session.expiresAt.toISOString() } : null;
  }

  /**
   * Deletes the session at once. The revocation reaches every gateway replica before the caller is
   * answered, so a replica's session cache never serves it afterwards.
   */
  async logout(token: string): Promise<{ revoked: boolean }> {
    const tokenHash = sessionTokenHash(token);
    const revoked = await this.store.sessions.delete(tokenHash);
    await this.bus.announce(Events.sessionRevoked, { tokenHash });
    return { revoked };
  }
}
