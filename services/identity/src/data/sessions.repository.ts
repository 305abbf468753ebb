import { LessThan, Not, type EntityManager } from 'typeorm';
import { User } from './user.entity.js';
import { Session } from './session.entity.js';

/** The identity service's queries of sessions, over a connection or a transaction's manager. */
export class SessionsRepository {
  constructor(private readonly manager: EntityManager) {}

  private get repo() {
    return this.manager.getRepository(Session);
  }

  async insert(fields: { tokenHash: string; userId: number; expiresAt: Date }): Promise<void> {
    await this.repo.insert(fields);
  }

  /** The unexpired session of the token hash, with its user. */
  async findLive(tokenHash: string): Promise<{ session: Session; user: User } | null> {
    // The user is mapped onto the row by innerJoinAndMapOne, a property the entity does not declare.
    const row: (Session & { user?: User }) | null = await this.repo
      .createQueryBuilder('s')
      .innerJoinAndMapOne('s.user', User, 'u', 'u.id = s.userId')
      .where('s.tokenHash = :hash', { hash: tokenHash })
      .andWhere('s.expiresAt > now()')
      .getOne();
    const user = row?.user;
    return row && user ? { session: row, user } : null;
  }

  /** Whether there was such a session. */
  async delete(tokenHash: string): Promise<boolean> {
    return ((await this.repo.delete({ tokenHash })).affected ?? 0) > 0;
  }

  async deleteExpired(userId: number): Promise<void> {
    await this.repo.delete({ userId, expiresAt: LessThan(new Date()) });
  }

  /** Ends every session of the user, or every one but `keepTokenHash`. */
  async deleteOfUser(userId: number, keepTokenHash?: string): Promise<void> {
    await this.repo.delete(keepTokenHash === undefined ? { userId } : { userId, tokenHash: Not(keepTokenHash) });
  }
}
