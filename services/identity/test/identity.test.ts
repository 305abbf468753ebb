import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { Patterns, type ServiceBus } from '@lora/contracts';
import { InProcessStack } from '../../../infra/src/testing/in-process.js';
import { repoRoot, serviceEntry } from '../../../infra/src/paths.js';
import { identityService } from '../src/service.js';

// The built service and command-line tool, each run as a process against a database the in-process service migrated.
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
