import { beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { ADMIN_ROLE, sessionTokenHash, type ServiceBus } from '@lora/contracts';
import { useSpecDatabase } from '../../../../infra/src/testing/spec-database.js';
import { identityDatabase } from '../data/database.js';
import { IdentityStore } from '../data/identity.store.js';
import { LAST_ADMIN, NOT_YOURSELF, UsersService, createUser } from './users.service.js';
import { verifyPassword } from './passwords.js';

const db = useSpecDatabase('identity', identityDatabase, 'users, sessions');
let store: IdentityStore;
let users: UsersService;
const changed: unknown[] = [];

beforeAll(() => {
  store = new IdentityStore(db.dataSource);
  const bus = { announce: (_event: string, data: unknown) => Promise.resolve(void changed.push(data)) } as unknown as ServiceBus;
  users = new UsersService(store, bus);
});

beforeEach(() => {
  changed.length = 0;
});

const password = 'correct horse battery';
const addSession = (userId: number, token: string) =>
  store.sessions.insert({ tokenHash: sessionTokenHash(token), userId, expiresAt: new Date(Date.now() + 60_000) });
const sessionsOf = async (userId: number) =>
  (await db.dataSource.query<Array<{ tokenHash: string }>>('SELECT "tokenHash" FROM sessions WHERE "userId" = $1', [userId])).map((s) => s.tokenHash);

describe('createUser', () => {
  it('stores a trimmed username and a hash of the password, never the password', async () => {
    const user = await createUser(store.users, { username: '  ada ', password });
    expect(user.username).toBe('ada');
    expect(user.password).not.toBe(password);
    expect(await verifyPassword(user.password, password)).toBe(true);
  });

  it('refuses an empty name, a short password and a name that exists', async () => {
    await expect(createUser(store.users, { username: '   ', password })).rejects.toMatchObject({ error: { type: 'validation' } });
    await expect(createUser(store.users, { username: 'ada', password: 'short' })).rejects.toMatchObject({ error: { type: 'validation' } });
    await createUser(store.users, { username: 'ada', password });
    await expect(createUser(store.users, { username: 'ada', password })).rejects.toMatchObject({ error: { type: 'conflict' } });
  });
});

describe('UsersService: at least one admin remains', () => {
  it('refuses to demote or delete the last admin, and to change one’s own role', async () => {
    const admin = await createUser(store.users, { username: 'root', password, role: ADMIN_ROLE });
    const other = await createUser(store.users, { username: 'second', password, role: ADMIN_ROLE });
    await users.remove(admin.id, other.id);
    await expect(users.setRole(admin.id, admin.id, 'user')).rejects.toMatchObject({
      error: { type: 'conflict', message: LAST_ADMIN('root', 'demoted') },
    });
    const third = await createUser(store.users, { username: 'third', password, role: ADMIN_ROLE });
    await expect(users.setRole(admin.id, admin.id, 'user')).rejects.toMatchObject({ error: { type: 'forbidden', message: NOT_YOURSELF.role } });
    await users.setRole(admin.id, third.id, 'user');
    await expect(users.remove(admin.id, admin.id)).rejects.toMatchObject({ error: { type: 'conflict' } });
    // A user who is no admin (any more) changes nobody.
    await expect(users.setRole(third.id, admin.id, 'user')).rejects.toMatchObject({ error: { type: 'forbidden' } });
  });

  it('ends the sessions of a user whose role changes, and announces it; an unchanged role ends nothing', async () => {
    const admin = await createUser(store.users, { username: 'root', password, role: ADMIN_ROLE });
    const user = await createUser(store.users, { username: 'ada', password });
    await addSession(user.id, 'ada-token');
    await users.setRole(admin.id, user.id, 'user');
    expect(await sessionsOf(user.id)).toHaveLength(1);
    expect(changed).toEqual([]);
    await users.setRole(admin.id, user.id, ADMIN_ROLE);
    expect(await sessionsOf(user.id)).toEqual([]);
    expect(changed).toEqual([{ userId: user.id }]);
  });
});

describe('UsersService.changeOwnPassword', () => {
  it('needs the current password, and keeps only the session it was asked from', async () => {
    const user = await createUser(store.users, { username: 'ada', password });
    await addSession(user.id, 'this-one');
    await addSession(user.id, 'another');
    await expect(users.changeOwnPassword(user.id, 'wrong password', 'new password 123', 'this-one')).rejects.toMatchObject({
      error: { type: 'validation' },
    });
    await users.changeOwnPassword(user.id, password, 'new password 123', 'this-one');
    expect(await sessionsOf(user.id)).toEqual([sessionTokenHash('this-one')]);
    expect(await verifyPassword((await store.users.findById(user.id))!.password, 'new password 123')).toBe(true);
  });
});
