import { Inject, Injectable } from '@nestjs/common';
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
import { ServiceError, assertVersion, conflict, invalid, isUniqueViolation, notFound, pageOffset } from '@lora/runtime';
import { toUserView, type User } from '../data/user.entity.js';
import { hashPassword, verifyPassword } from './passwords.js';
import type { UsersRepository } from '../data/users.repository.js';
import { IdentityStore } from '../data/identity.store.js';

export interface NewUser {
  username: string;
  password: string;
  role?: string;
}

const userExists = (username: string) => conflict(`User "${username}" already exists`);

/** Creates a user with a hashed password; the one place users are created. */
export async function createUser(users: UsersRepository, input: NewUser): Promise<User> {
  const username = input.username.trim();
  if (!username) throw invalid('username should not be empty');
  if (input.password.length < PASSWORD_MIN_LENGTH) {
    throw invalid(`password must be at least ${PASSWORD_MIN_LENGTH} characters`);
  }
  if (await users.exists(username)) throw userExists(username);
  return users.insert({ username, password: await hashPassword(input.password), role: input.role });
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
    @Inject(IdentityStore) private readonly store: IdentityStore,
    @Inject(ServiceBus) private readonly bus: ServiceBus,
  ) {}

  async list(query: PageRequest): Promise<Page<UserView>> {
    const offset = pageOffset(query.cursor);
    const [rows, total] = await this.store.users.page(offset, query.limit ?? PAGE_SIZE_MAX);
    return boundedPage(rows.map(toUserView), offset, total);
  }

  async create(input: { username: string; password: string; role: UserRole }): Promise<UserView> {
    try {
      return toUserView(await createUser(this.store.users, input));
    } catch (err) {
      // Two creates of one name at once: the unique index decides, and the loser hears why.
      if (isUniqueViolation(err)) throw userExists(input.username.trim());
      throw err;
    }
  }

  async setRole(actorId: number, id: number, role: UserRole, expectedVersion?: number): Promise<UserView> {
    const { user, changed } = await this.guardedChange(actorId, id, expectedVersion, async (users, target) => {
      if (target.role === ADMIN_ROLE && role !== ADMIN_ROLE) await assertNotLastAdmin(users, target, 'demoted');
      if (target.id === actorId) throw new ServiceError('forbidden', NOT_YOURSELF.role);
      if (target.role === role) return false;
      await users.setRole(id, role);
      target.role = role;
      return true;
    });
    if (changed) await this.announce(id);
    return user;
  }

  async resetPassword(actorId: number, id: number, password: string, expectedVersion?: number): Promise<UserView> {
    const hash = await hashPassword(password);
    const { user } = await this.guardedChange(actorId, id, expectedVersion, async (users, target) => {
      if (target.id === actorId) throw new ServiceError('forbidden', NOT_YOURSELF.password);
      await users.setPassword(id, hash);
      return true;
    });
    await this.announce(id);
    return user;
  }

  async remove(actorId: number, id: number, expectedVersion?: number): Promise<DeletedView> {
    await this.guardedChange(actorId, id, expectedVersion, async (users, target) => {
      if (target.role === ADMIN_ROLE) await assertNotLastAdmin(users, target, 'deleted');
      if (target.id === actorId) throw new ServiceError('forbidden', NOT_YOURSELF.delete);
      await users.delete(id);
      return true;
    });
    await this.announce(id);
    return { id, deleted: true };
  }

  /** The signed-in user's own change: the current password is required; their other sessions end. */
  async changeOwnPassword(userId: number, currentPassword: string, newPassword: string, keepToken: string): Promise<MessageView> {
    const user = await this.store.users.findById(userId);
    if (!user) throw notFound(`User ${userId} not found`);
    if (!(await verifyPassword(user.password, currentPassword))) throw invalid(WRONG_CURRENT_PASSWORD);
    const hash = await hashPassword(newPassword);
    await this.store.transaction(async (tx) => {
      await tx.users.setPassword(userId, hash);
      await tx.sessions.deleteOfUser(userId, sessionTokenHash(keepToken));
    });
    await this.announce(userId);
    return { message: 'Password changed; your other sessions were signed out' };
  }

  /**
   * Runs a change to another account in a transaction holding the admin rows: the actor must still be an
   * admin when it runs, and the target must exist (at `expectedVersion`, when given: else a 412 with the account as
   * stored). A change that returns true ends the target's sessions. Answers the account as the change left it.
   */
  private async guardedChange(
    actorId: number,
    id: number,
    expectedVersion: number | undefined,
    apply: (users: UsersRepository, target: User) => Promise<boolean>,
  ): Promise<{ user: UserView; changed: boolean }> {
    return this.store.transaction(async (tx) => {
      const admins = await tx.users.lockAdmins();
      if (!admins.some((a) => a.id === actorId)) throw new ServiceError('forbidden', ACTOR_NOT_ADMIN);
      const target = await tx.users.findForUpdate(id);
      if (!target) throw notFound(`User ${id} not found`);
      await assertVersion('This account', target.version, expectedVersion, () => toUserView(target));
      const changed = await apply(tx.users, target);
      if (changed) await tx.sessions.deleteOfUser(id);
      const after = changed ? ((await tx.users.findById(id)) ?? target) : target;
      return { user: toUserView(after), changed };
    });
  }

  /** Every gateway replica drops the user's cached sessions before the caller is answered. */
  private announce(userId: number): Promise<void> {
    return this.bus.announce(Events.userChanged, { userId });
  }
}

async function assertNotLastAdmin(users: UsersRepository, target: User, change: string): Promise<void> {
  if ((await users.countOtherAdmins(target.id)) === 0) throw conflict(LAST_ADMIN(target.username, change));
}
