import { Inject, Injectable } from '@nestjs/common';
import { DataSource, LessThan } from 'typeorm';
import { randomBytes } from 'node:crypto';
import { Events, ServiceBus, sessionTokenHash, type LoginResult, type SessionView } from '@lora/contracts';
import { SERVICE_CONFIG, ServiceError } from '@lora/runtime';
import type { IdentityConfig } from '../config.js';
import { User, toUserView } from '../users/user.entity.js';
import { verifyAgainstDummy, verifyPassword } from '../users/passwords.js';
import { Session } from './session.entity.js';

export const INVALID_CREDENTIALS = 'Invalid username or password';

@Injectable()
export class SessionsService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(ServiceBus) private readonly bus: ServiceBus,
    @Inject(SERVICE_CONFIG) private readonly config: IdentityConfig,
  ) {}

  async login(username: string, password: string): Promise<LoginResult> {
    const user = await this.dataSource.getRepository(User).findOneBy({ username });
    const ok = user ? await verifyPassword(user.password, password) : await verifyAgainstDummy(password);
    if (!user || !ok) throw new ServiceError('unauthorized', INVALID_CREDENTIALS);

    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + this.config.sessionTtlMs);
    const sessions = this.dataSource.getRepository(Session);
    await sessions.delete({ userId: user.id, expiresAt: LessThan(new Date()) });
    await sessions.insert({ tokenHash: sessionTokenHash(token), userId: user.id, expiresAt });
    return { user: toUserView(user), token, expiresAt: expiresAt.toISOString() };
  }

  async resolve(token: string): Promise<SessionView | null> {
    const row: (Session & { user?: User }) | null = await this.dataSource
      .getRepository(Session)
      .createQueryBuilder('s')
      .innerJoinAndMapOne('s.user', User, 'u', 'u.id = s.userId')
      .where('s.tokenHash = :hash', { hash: sessionTokenHash(token) })
      .andWhere('s.expiresAt > now()')
      .getOne();
    const user = row?.user;
    return row && user ? { user: toUserView(user), expiresAt: row.expiresAt.toISOString() } : null;
  }

  /**
   * Deletes the session at once. The revocation reaches every gateway replica before the caller is
   * answered, so a replica's session cache never serves it afterwards.
   */
  async logout(token: string): Promise<{ revoked: boolean }> {
    const tokenHash = sessionTokenHash(token);
    const result = await this.dataSource.getRepository(Session).delete({ tokenHash });
    await this.bus.announce(Events.sessionRevoked, { tokenHash });
    return { revoked: (result.affected ?? 0) > 0 };
  }
}
