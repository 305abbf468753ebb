import argon2 from 'argon2';
import { freePort } from '../providers/net.js';
import { ServiceProcess } from '../processes.js';
import { dataDir, type AppService } from '../paths.js';
import fs from 'node:fs';
import { Kvm } from '@nats-io/kv';
import path from 'node:path';
import { signInOverApi } from './admin-api.js';
import { TEST_ADMIN, TestDatabase, TestScope, newTestId, testInfrastructure } from './environment.js';

export { TEST_ADMIN, testInfrastructure };

/**
 * A private copy of the product for one test file: its own database and its own NATS subject
 * prefix, so test files neither see each other's data nor answer each other's requests.
 */
export interface StackOptions {
  services: AppService[];
  env?: NodeJS.ProcessEnv;
  /** Per-service extra environment. */
  serviceEnv?: Partial<Record<AppService, NodeJS.ProcessEnv>>;
  /** A NATS server of the test's own instead of the shared one. */
  natsUrl?: string;
}

export class TestStack extends TestScope {
  private readonly replicas = new Map<AppService, ServiceProcess[]>();

  private constructor(
    id: string,
    database: TestDatabase,
    natsUrl: string,
    prefix: string,
    private readonly env: NodeJS.ProcessEnv,
    private readonly options: StackOptions,
  ) {
    super(id, database, natsUrl, prefix);
  }

  static async start(options: StackOptions): Promise<TestStack> {
    const id = newTestId();
    const database = await TestDatabase.create(id);
    const prefix = `t_${id}`;
    const natsUrl = options.natsUrl ?? testInfrastructure().natsUrl;
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      DATABASE_URL: database.url,
      NATS_URL: natsUrl,
      NATS_SUBJECT_PREFIX: prefix,
      ADMIN_USERNAME: TEST_ADMIN.username,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      // Media's files go to a folder of this stack's own, removed by stop().
      STORAGE_DIR: path.join(dataDir, 'test', 'media', id),
      ...options.env,
    };
    const stack = new TestStack(id, database, natsUrl, prefix, env, options);
    try {
      // Identity first: it owns the admin bootstrap, which other services' tests may rely on.
      const [first, ...rest] = options.services;
      if (first) await stack.add(first);
      await Promise.all(rest.map((name) => stack.add(name)));
    } catch (err) {
      await stack.stop();
      throw err;
    }
    return stack;
  }

  /** Starts one more replica of a service and waits until it is ready. */
  async add(name: AppService, extraEnv: NodeJS.ProcessEnv = {}): Promise<ServiceProcess> {
    const port = await freePort();
    // The gateway's metrics are on a port of their own; a service's internal port is also its probe port.
    const internalPort = name === 'gateway' ? await freePort() : port;
    const env = {
      ...this.env,
      ...this.options.serviceEnv?.[name],
      ...extraEnv,
      ...(name === 'gateway' ? { PORT: String(port) } : {}),
      INTERNAL_HTTP_PORT: String(internalPort),
    };
    const proc = new ServiceProcess({ name, env, probePort: port, internalPort });
    const list = this.replicas.get(name) ?? [];
    list.push(proc);
    this.replicas.set(name, list);
    proc.start();
    await proc.waitReady();
    return proc;
  }

  process(name: AppService, replica = 0): ServiceProcess {
    const proc = this.replicas.get(name)?.[replica];
    if (!proc) throw new Error(`No ${name} replica ${replica} in this stack`);
    return proc;
  }

  /** Brings every replica back to running, whatever an earlier test stopped or froze. */
  async restoreAll(): Promise<void> {
    await Promise.all([...this.replicas.values()].flat().map((p) => p.ensureRunning()));
  }

  /** Signs in through the gateway and answers the session cookie (`sid=…`) to send back. */
  signIn(credentials: { username: string; password: string }, replica = 0): Promise<string> {
    return signInOverApi(this.url(replica), credentials);
  }

  /** The gateway's base URL (first replica unless another is named). */
  url(replica = 0): string {
    return `http://127.0.0.1:${this.process('gateway', replica).options.probePort}`;
  }

  /** A process's internal HTTP server (`/metrics`): the gateway's own port for it, a service's probe port. */
  internalUrl(name: AppService, replica = 0): string {
    const { internalPort, probePort } = this.process(name, replica).options;
    return `http://127.0.0.1:${internalPort ?? probePort}`;
  }

  /** Adds an account straight to identity's table, without the API's rules. */
  async createUser(username: string, password: string, role = 'user'): Promise<void> {
    const db = await this.db();
    await db.query('INSERT INTO identity.users (username, password, role) VALUES ($1, $2, $3)', [
      username,
      await argon2.hash(password, { type: argon2.argon2id }),
      role,
    ]);
  }

  async stop(): Promise<void> {
    await Promise.all([...this.replicas.values()].flat().map((p) => p.stop()));
    await this.dropStores().catch(() => undefined);
    await this.closeClients();
    await this.database.drop();
    fs.rmSync(path.join(dataDir, 'test', 'media', this.id), { recursive: true, force: true });
  }

  /** The JetStream buckets this stack's gateways made (their shared counters), so the NATS server keeps none of them. */
  private async dropStores(): Promise<void> {
    const bus = await this.bus();
    const kvm = new Kvm(bus.connection);
    const mine = `${bus.storeName('')}_`;
    for await (const status of kvm.list()) {
      if (status.bucket.startsWith(mine)) await (await kvm.open(status.bucket)).destroy();
    }
  }
}
