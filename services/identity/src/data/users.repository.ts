import type { EntityManager } from 'typeorm';
import { Not } from 'typeorm';
import { ADMIN_ROLE, type UserRole } from '@lora/contracts';
import { User } from './user.entity.js';

/** The identity service's queries of accounts, over a connection or a transaction's manager. */
export class UsersRepository {
  constructor(private readonly manager: EntityManager) {}

  private get repo() {
    return this.manager.getRepository(User);
  }

  /** Accounts by username, from `offset`; with how many there are. */
  page(offset: number, limit: number): Promise<[User[], number]> {
    return this.repo.findAndCount({ order: { username: 'ASC', id: 'ASC' }, skip: offset, take: limit });
  }

  findById(id: number): Promise<User | null> {
    return this.repo.findOneBy({ id });
  }

  findByUsername(username: string): Promise<User | null> {
    return this.repo.findOneBy({ username });
  }

  exists(username: string): Promise<boolean> {
    return this.repo.existsBy({ username });
  }

  hasAdmin(): Promise<boolean> {
    return this.repo.existsBy({ role: ADMIN_ROLE });
  }

  /** `password` is the hash. */
  insert(fields: { username: string; password: string; role?: string }): Promise<User> {
    return this.repo.save(this.repo.create(fields));
  }

  /** The admins, locked for the rest of the transaction. */
  lockAdmins(): Promise<User[]> {
    return this.repo.createQueryBuilder('u').setLock('pessimistic_write').where('u.role = :role', { role: ADMIN_ROLE }).getMany();
  }

  /** The account, locked for the rest of the transaction. */
  findForUpdate(id: number): Promise<User | null> {
    return this.repo.findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  /** How many admins there are besides this account. */
  countOtherAdmins(id: number): Promise<number> {
    return this.repo.countBy({ role: ADMIN_ROLE, id: Not(id) });
  }

  async setRole(id: number, role: UserRole): Promise<void> {
    await this.repo.update({ id }, { role });
  }

  /** `hash` is the new password's hash. */
  async setPassword(id: number, hash: string): Promise<void> {
    await this.repo.update({ id }, { password: hash });
  }

  async delete(id: number): Promise<void> {
    await this.repo.delete({ id });
  }
}
