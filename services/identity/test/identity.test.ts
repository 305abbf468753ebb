import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { Patterns, type LoginRequest, type ServiceBus } from '@lora/contracts';
import { InProcessStack } from '../../../infra/src/testing/in-process.js';
import { TEST_ADMIN } from '../../../infra/src/testing/environment.js';
import { serviceFailure } from '../../../infra/src/testing/service-failure.js';
import { repoRoot, serviceEntry } from '../../../infra/src/paths.js';
import { identityService } from '../src/service.js';

// The service started in-process from source, answering on the bus; then the built service and command-line tool,
// each run as a process against a database the in-process service migrated.
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

describe('admin bootstrap at start-up', () => {
  function runIdentity(env: NodeJS.ProcessEnv) {
    return spawnSync(process.execPath, [serviceEntry('identity')], {
      env: { PATH: process.env.PATH, NATS_URL: stack.natsUrl, NATS_SUBJECT_PREFIX: `${stack.prefix}_boot`, INTERNAL_HTTP_PORT: '0', ...env },
      encoding: 'utf8',
      timeout: 20_000,
    });
  }

  it('refuses to start in production without ADMIN_PASSWORD when no admin exists, and says why', async () => {
    await db.query(`CREATE DATABASE "${stack.databaseName}_prod"`);
    try {
      const url = stack.databaseUrl.replace(/\/[^/]+$/, `/${stack.databaseName}_prod`);
      const result = runIdentity({ NODE_ENV: 'production', DATABASE_URL: url });
      expect(result.status).toBe(1);
      expect(result.stdout).toContain('No admin account exists and ADMIN_PASSWORD is not set');
    } finally {
      await db.query(`DROP DATABASE "${stack.databaseName}_prod" WITH (FORCE)`);
    }
  });
});

describe('npm run admin:create', () => {
  it('creates an admin from a username and a password read from stdin', async () => {
    const result = spawnSync(process.execPath, [path.join(repoRoot, 'services/identity/dist/cli/create-admin.js'), 'second-admin'], {
      env: { PATH: process.env.PATH, DATABASE_URL: stack.databaseUrl },
      input: 'another-long-password\n',
      encoding: 'utf8',
    });
    expect(result.stderr).toBe('');
    expect(result.stdout).toContain('Created admin "second-admin"');
    const login = await bus.send(Patterns.identity.login, { username: 'second-admin', password: 'another-long-password' });
    expect(login.user.role).toBe('admin');
  });

  it('refuses a username that exists', () => {
    const result = spawnSync(process.execPath, [path.join(repoRoot, 'services/identity/dist/cli/create-admin.js'), 'admin'], {
      env: { PATH: process.env.PATH, DATABASE_URL: stack.databaseUrl, ADMIN_PASSWORD: 'long-enough-password' },
      encoding: 'utf8',
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('User "admin" already exists');
  });
});
