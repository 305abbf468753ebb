import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { ServiceBus } from '@lora/contracts';
import { ensureDatabase, dropDatabases, withDatabase } from '../providers/postgres.js';

/** The admin every test stack's identity service is started with. */
export const TEST_ADMIN = { username: 'admin', password: 'admin-test-password' } as const;

/**
 * The servers tests use and the id of this run. `npm test` and `npm run test:unit` find or start Postgres and
 * NATS and say where; jest run by hand uses the standard local ports.
 */
export function testInfrastructure() {
  return {
    serverUrl: process.env.TEST_PG_SERVER_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
    natsUrl: process.env.NATS_URL || 'nats://127.0.0.1:4222',
    runId: process.env.TEST_RUN_ID || `local${Date.now().toString(36)}`,
  };
}

/**
 * A fresh id under this run's: it names a test file's database (`lora_t_<id>`, which the runner drops at the
 * end should the file not) and its NATS subject prefix (`t_<id>`).
 */
export function newTestId(): string {
  return `${testInfrastructure().runId}_${randomBytes(3).toString('hex')}`;
}

/** A database of one test file's own, with one connection to it for setting up and asserting. */
export class TestDatabase {
  private client?: Promise<pg.Client>;

  private constructor(
    readonly name: string,
    readonly url: string,
  ) {}

  static async create(id: string): Promise<TestDatabase> {
    const name = `lora_t_${id}`;
    const { serverUrl } = testInfrastructure();
    const url = await ensureDatabase(serverUrl, name);
    // A test database need not survive a crash: commits that do not wait for the disk make every write faster.
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      await admin.query(`ALTER DATABASE "${name}" SET synchronous_commit = off`);
    } finally {
      await admin.end();
    }
    return new TestDatabase(name, url);
  }

  /** A connection for asserting what was stored; closed by drop(). */
  connection(): Promise<pg.Client> {
    this.client ??= (async () => {
      const client = new pg.Client({ connectionString: this.url });
      await client.connect();
      return client;
    })();
    return this.client;
  }

  /** Empties tables between tests (identities restart from 1). */
  async truncate(...tables: string[]): Promise<void> {
    await (await this.connection()).query(`TRUNCATE ${tables.join(', ')} RESTART IDENTITY CASCADE`);
  }

  async drop(): Promise<void> {
    if (this.client) await (await this.client).end().catch(() => undefined);
    await dropDatabases(withDatabase(this.url, 'postgres'), this.name);
  }
}

/** What every test stack has: a database and a NATS subject prefix of its own, and clients on them for the test. */
export abstract class TestScope {
  private readonly buses: ServiceBus[] = [];

  protected constructor(
    readonly id: string,
    protected readonly database: TestDatabase,
    readonly natsUrl: string,
    readonly prefix: string,
  ) {}

  /** A bus client on this stack's prefix, as a service or the gateway would call it; closed by closeClients(). */
  async bus(): Promise<ServiceBus> {
    const bus = await ServiceBus.connect({ url: this.natsUrl, prefix: this.prefix, name: `test-${this.id}` });
    this.buses.push(bus);
    return bus;
  }

  /** A connection to the stack's database, for setting up and asserting what was stored; closed with the database. */
  db(): Promise<pg.Client> {
    return this.database.connection();
  }

  get databaseName(): string {
    return this.database.name;
  }

  get databaseUrl(): string {
    return this.database.url;
  }

  protected async closeClients(): Promise<void> {
    await Promise.all(this.buses.map((b) => b.close().catch(() => undefined)));
  }
}
