import { Inject, Injectable } from '@nestjs/common';
import { DataSource, Not, type EntityManager, type Repository } from 'typeorm';
import {
  ADMIN_ROLE,
  Events,
  PAGE_SIZE_MAX,
  PASSWORD_MIN_LENGTH,
  ServiceBus,
  boundedPage,
  sessionTokenHash,
  type DeletedView,
  type MessageView,
  type Page,
  type PageRequest,
  type UserRole,
  type UserView,
} from '@lora/contracts';
import { ServiceError, conflict, invalid, isUniqueViolation, notFound, pageOffset } from '@lora/runtime';
import { User, toUserView } from './user.entity.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { Session } from '../sessions/session.entity.js';

export interface NewUser {
  username: string;
  password: string;
  role?: string;
}

export function userRepository(dataSource: DataSource): Repository<User> {
  return dataSource.getRepository(User);
}

const userExists = (username: string) => conflict(`User "${username}" already exists`);

/** Creates a user with a hashed password; the one place users are created. */
export async function createUser(dataSource: DataSource, input: NewUser): Promise<User> {
  const username = input.username.trim();
  if (!username) throw invalid('username should not be empty');
  if (input.password.length < PASSWORD_MIN_LENGTH) {
    throw invalid(`password must be at least ${PASSWORD_MIN_LENGTH} characters`);
  }
  const repo = userRepository(dataSource);
  if (await repo.existsBy({ username })) throw userExists(username);
  return repo.save(repo.create({ username, password: await hashPassword(input.password), role: input.role }));
}

export function hasAdmin(dataSource: DataSource): Promise<boolean> {
  return userRepository(dataSource).existsBy({ role: ADMIN_ROLE });
}

export const LAST_ADMIN = (username: string, change: string) =>
  `"${username}" is the last admin and cannot be ${change}: at least one admin must remain`;
export const NOT_YOURSELF = {
  role: 'You cannot change your own role',
  delete: 'You cannot delete your own account',
  password: 'Change your own password with your current password',
} as const;
export const ACTOR_NOT_ADMIN = 'Admin role required';
export const WRONG_CURRENT_PASSWORD = 'currentPassword is not your current password';

/**
 * Accounts as admins manage them. Every change that could leave no admin runs in one transaction that
 * locks the admin rows first, so two admins demoting each other at once cannot both succeed. A change
 * to a role or password, and a deletion, ends that user's sessions and is announced before the answer,
 * so no gateway replica keeps serving the old role.
 */
@Injectable()
export class UsersService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(ServiceBus) private readonly bus: ServiceBus,
  ) {}

  async list(query: PageRequest): Promise<Page<UserView>> {
    const offset = pageOffset(query.cursor);
    const [rows, total] = await userRepository(this.dataSource).findAndCount({
      order: { username: 'ASC', id: 'ASC' },
      skip: offset,
      take: query.limit ?? PAGE_SIZE_MAX,
    });
    return boundedPage(rows.map(toUserView), offset, total);
  }

  async create(input: { username: string; password: string; role: UserRole }): Promise<UserView> {
    try {
      return toUserView(await createUser(this.dataSource, input));
    } catch (err) {
      // Two creates of one name at once: the unique index decides, and the loser hears why.
      if (isUniqueViolation(err)) throw userExists(input.username.trim());
      throw err;
    }
  }

  async setRole(actorId: number, id: number, role: UserRole): Promise<UserView> {
    const { user, changed } = await this.guardedChange(actorId, id, async (manager, target) => {
      if (target.role === ADMIN_ROLE && role !== ADMIN_ROLE) await this.assertNotLastAdmin(manager, target, 'demoted');
      if (target.id === actorId) throw new ServiceError('forbidden', NOT_YOURSELF.role);
      if (target.role === role) return false;
      await manager.update(User, { id }, { role });
      target.role = role;
      return true;
    });
    if (changed) await this.announce(id);
    return user;
  }

  async resetPassword(actorId: number, id: number, password: string): Promise<UserView> {
    const hash = await hashPassword(password);
    const { user } = await this.guardedChange(actorId, id, async (manager, target) => {
      if (target.id === actorId) throw new ServiceError('forbidden', NOT_YOURSELF.password);
      await manager.update(User, { id }, { password: hash });
      return true;
    });
    await this.announce(id);
    return user;
  }

  async remove(actorId: number, id: number): Promise<DeletedView> {
    await this.guardedChange(actorId, id, async (manager, target) => {
      if (target.role === ADMIN_ROLE) await this.assertNotLastAdmin(manager, target, 'deleted');
      if (target.id === actorId) throw new ServiceError('forbidden', NOT_YOURSELF.delete);
      await manager.delete(User, { id });
      return true;
    });
    await this.announce(id);
    return { id, deleted: true };
  }

  /** The signed-in user's own change: the current password is required; their other sessions end. */
  async changeOwnPassword(userId: number, currentPassword: string, newPassword: string, keepToken: string): Promise<MessageView> {
    const repo = userRepository(this.dataSource);
    const user = await repo.findOneBy({ id: userId });
    if (!user) throw notFound(`User ${userId} not found`);
    if (!(await verifyPassword(user.password, currentPassword))) throw invalid(WRONG_CURRENT_PASSWORD);
    const hash = await hashPassword(newPassword);
    await this.dataSource.transaction(async (manager) => {
      await manager.update(User, { id: userId }, { password: hash });
      await manager.delete(Session, { userId, tokenHash: Not(sessionTokenHash(keepToken)) });
    });
    await this.announce(userId);
    return { message: 'Password changed; your other sessions were signed out' };
  }

  /**
   * Runs a change to another account in a transaction holding the admin rows: the actor must still be an
   * admin when it runs, and the target must exist. A change that returns true ends the target's sessions.
   */
  private async guardedChange(
    actorId: number,
    id: number,
    apply: (manager: EntityManager, target: User) => Promise<boolean>,
  ): Promise<{ user: UserView; changed: boolean }> {
    return this.dataSource.transaction(async (manager) => {
      const admins = await manager
        .getRepository(User)
        .createQueryBuilder('u')
        .setLock('pessimistic_write')
        .where('u.role = :role', { role: ADMIN_ROLE })
        .getMany();
      if (!admins.some((a) => a.id === actorId)) throw new ServiceError('forbidden', ACTOR_NOT_ADMIN);
      const target = await manager.getRepository(User).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!target) throw notFound(`User ${id} not found`);
      const changed = await apply(manager, target);
      if (changed) await manager.delete(Session, { userId: id });
      return { user: toUserView(target), changed };
    });
  }

  private async assertNotLastAdmin(manager: EntityManager, target: User, change: string): Promise<void> {
    const others = await manager.getRepository(User).countBy({ role: ADMIN_ROLE, id: Not(target.id) });
    if (others === 0) throw conflict(LAST_ADMIN(target.username, change));
  }

  /** Every gateway replica drops the user's cached sessions before the caller is answered. */
  private announce(userId: number): Promise<void> {
    return this.bus.announce(Events.userChanged, { userId });
  }
}
