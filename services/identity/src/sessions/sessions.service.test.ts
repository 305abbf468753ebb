import { beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { sessionTokenHash, type ServiceBus } from '@lora/contracts';
import { useSpecDatabase } from '../../../../infra/src/testing/spec-database.js';
import { identityDatabase } from '../data/database.js';
import type { IdentityConfig } from '../config.js';
import { IdentityStore } from '../data/identity.store.js';
import { createUser } from '../users/users.service.js';
import { INVALID_CREDENTIALS, SessionsService } from './sessions.service.js';

const db = useSpecDatabase('identity', identityDatabase, 'users, sessions');
let store: IdentityStore;
let sessions: SessionsService;
const revoked: unknown[] = [];

beforeAll(() => {
  store = new IdentityStore(db.dataSource);
  const bus = { announce: (_event: string, data: unknown) => Promise.resolve(void revoked.push(data)) } as unknown as ServiceBus;
  sessions = new SessionsService(store, bus, { sessionTtlMs: 60_000 } as IdentityConfig);
});

beforeEach(() => {
  revoked.length = 0;
});

const password = 'correct horse battery';

describe('SessionsService', () => {
  it('signs in with the right password only, storing a hash of the token, never the token', async () => {
    await createUser(store.users, { username: 'ada', password });
    await expect(sessions.login('ada', 'wrong password')).rejects.toMatchObject({ error: { type: 'unauthorized', message: INVALID_CREDENTIALS } });
    await expect(sessions.login('nobody', password)).rejects.toMatchObject({ error: { type: 'unauthorized', message: INVALID_CREDENTIALS } });
    const { token, user, expiresAt } = await sessions.login('ada', password);
    expect(user.username).toBe('ada');
    expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(50_000);
    const stored = await db.dataSource.query('SELECT "tokenHash" FROM sessions');
    expect(stored).toEqual([{ tokenHash: sessionTokenHash(token) }]);
    expect(await sessions.resolve(token)).toEqual({ user, expiresAt });
  });

  it('answers no session for an expired one, and drops the user’s expired sessions at the next sign-in', async () => {
    const user = await createUser(store.users, { username: 'ada', password });
    await store.sessions.insert({ tokenHash: sessionTokenHash('old'), userId: user.id, expiresAt: new Date(Date.now() - 1000) });
    expect(await sessions.resolve('old')).toBeNull();
    const { token } = await sessions.login('ada', password);
    const stored = await db.dataSource.query('SELECT "tokenHash" FROM sessions');
    expect(stored).toEqual([{ tokenHash: sessionTokenHash(token) }]);
  });

  it('revokes a session on logout, and announces it whether or not it existed', async () => {
    await createUser(store.users, { username: 'ada', password });
    const { token } = await sessions.login('ada', password);
    expect(await sessions.logout(token)).toEqual({ revoked: true });
    expect(await sessions.resolve(token)).toBeNull();
    expect(await sessions.logout(token)).toEqual({ revoked: false });
    expect(revoked).toEqual([{ tokenHash: sessionTokenHash(token) }, { tokenHash: sessionTokenHash(token) }]);
  });
});
