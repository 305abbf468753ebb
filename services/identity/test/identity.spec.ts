import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createHash } from 'node:crypto';
import pg from 'pg';
import { Patterns, type LoginRequest, type ServiceBus } from '@lora/contracts';
import { InProcessStack } from '../../../infra/src/testing/in-process.js';
import { TEST_ADMIN } from '../../../infra/src/testing/environment.js';
import { serviceFailure } from '../../../infra/src/testing/service-failure.js';
import { identityService } from '../src/service.js';

let stack: InProcessStack;
let bus: ServiceBus;
let db: pg.Client;

beforeAll(async () => {
  stack = await InProcessStack.start(identityService);
  bus = await stack.bus();
  db = await stack.db();
});

afterAll(async () => {
  await stack?.stop();
});

describe('identity schema', () => {
  it('has the users table of SPEC §3 in its own schema', async () => {
    const { rows } = await db.query(
      `SELECT column_name, data_type, is_nullable, column_default FROM information_schema.columns
        WHERE table_schema = 'identity' AND table_name = 'users' ORDER BY ordinal_position`,
    );
    expect(rows.map((r) => [r.column_name, r.data_type, r.is_nullable])).toEqual([
      ['id', 'integer', 'NO'],
      ['username', 'text', 'NO'],
      ['password', 'text', 'NO'],
      ['role', 'text', 'NO'],
      ['createdAt', 'timestamp with time zone', 'NO'],
      // Beyond SPEC: moves on every change, so a stale one is refused (412).
      ['version', 'integer', 'NO'],
    ]);
    expect(rows.find((r) => r.column_name === 'role').column_default).toBe("'user'::text");
  });

  it('rejects a second user with the same username', async () => {
    await expect(db.query(`INSERT INTO identity.users (username, password) VALUES ('admin', 'x')`)).rejects.toThrow(/unique/);
  });

  it('bootstraps the admin from ADMIN_USERNAME/ADMIN_PASSWORD with an argon2id hash', async () => {
    const { rows } = await db.query(`SELECT username, password, role FROM identity.users WHERE username = $1`, [TEST_ADMIN.username]);
    expect(rows).toHaveLength(1);
    expect(rows[0].role).toBe('admin');
    expect(rows[0].password).toMatch(/^\$argon2id\$/);
  });
});

describe('identity.health', () => {
  it('reports database and NATS up', async () => {
    const report = await bus.send(Patterns.identity.health, {});
    expect(report).toEqual({ service: 'identity', status: 'ok', checks: { database: 'up', nats: 'up' } });
  });
});

describe('identity.login / session.resolve / logout', () => {
  it('signs in with the right password and stores only a hash of the token', async () => {
    const result = await bus.send(Patterns.identity.login, TEST_ADMIN);
    expect(result.user).toEqual({
      id: expect.any(Number),
      username: 'admin',
      role: 'admin',
      version: expect.any(Number),
      createdAt: expect.any(String),
    });
    expect(result.user).not.toHaveProperty('password');
    expect(result.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const { rows } = await db.query(`SELECT "tokenHash" FROM identity.sessions WHERE "expiresAt" = $1`, [result.expiresAt]);
    expect(rows).toEqual([{ tokenHash: createHash('sha256').update(result.token).digest('hex') }]);
  });

  it('answers 401 "Invalid username or password" for a wrong password and for an unknown user', async () => {
    const wrong = await serviceFailure(bus.send(Patterns.identity.login, { username: 'admin', password: 'wrong-password' }));
    expect([wrong.status, wrong.message]).toEqual([401, 'Invalid username or password']);
    const unknown = await serviceFailure(bus.send(Patterns.identity.login, { username: 'nobody', password: 'whatever-pw' }));
    expect([unknown.status, unknown.message]).toEqual([401, 'Invalid username or password']);
  });

  it('answers 400 naming the field for a malformed payload', async () => {
    const err = await serviceFailure(bus.send(Patterns.identity.login, { username: 'admin' } as LoginRequest));
    expect(err.status).toBe(400);
    expect(err.messages).toEqual(['password must be a string']);
  });

  it('resolves a live session and forgets it at once after logout', async () => {
    const { token } = await bus.send(Patterns.identity.login, TEST_ADMIN);
    const session = await bus.send(Patterns.identity.resolveSession, { token });
    expect(session?.user.username).toBe('admin');
    expect(await bus.send(Patterns.identity.logout, { token })).toEqual({ revoked: true });
    expect(await bus.send(Patterns.identity.resolveSession, { token })).toBeNull();
    const { rowCount } = await db.query(`SELECT 1 FROM identity.sessions WHERE "tokenHash" = encode(sha256($1::bytea), 'hex')`, [token]);
    expect(rowCount).toBe(0);
  });

  it('does not resolve an expired session', async () => {
    const { token } = await bus.send(Patterns.identity.login, TEST_ADMIN);
    await db.query(`UPDATE identity.sessions SET "expiresAt" = now() - interval '1 second' WHERE "tokenHash" = encode(sha256($1::bytea), 'hex')`, [
      token,
    ]);
    expect(await bus.send(Patterns.identity.resolveSession, { token })).toBeNull();
  });
});
