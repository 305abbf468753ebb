import fs from 'node:fs';
import path from 'node:path';
import { createLogger, startService, type RunningService, type ServiceDefinition, type ServiceRuntimeConfig } from '@lora/runtime';
import { dataDir } from '../paths.js';
import { TEST_ADMIN, TestDatabase, TestScope, newTestId, testInfrastructure } from './environment.js';

export interface InProcessOptions {
  /** Settings beside the test defaults (LOG_LEVEL, say, to see the services' lines). */
  env?: Record<string, string | undefined>;
}

/**
 * Services started inside the test's own process, from source: no build, no child process. Each test file
 * gets its database and NATS subject prefix, as with TestStack, on the Postgres and NATS the run uses.
 */
export class InProcessStack extends TestScope {
  /** The services started, in order. */
  readonly running: RunningService[] = [];

  private constructor(
    id: string,
    database: TestDatabase,
    prefix: string,
    private readonly env: Record<string, string | undefined>,
  ) {
    super(id, database, env.NATS_URL!, prefix);
  }

  /** Starts a service (`add` starts more) with a database and subject prefix of the stack's own. */
  static async start<C extends ServiceRuntimeConfig>(service: ServiceDefinition<C>, options: InProcessOptions = {}): Promise<InProcessStack> {
    const id = newTestId();
    const database = await TestDatabase.create(id);
    const prefix = `t_${id}`;
    const env = {
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATABASE_URL: database.url,
      NATS_URL: testInfrastructure().natsUrl,
      NATS_SUBJECT_PREFIX: prefix,
      INTERNAL_HTTP_PORT: '0',
      INTERNAL_HTTP_HOST: '127.0.0.1',
      DB_POOL_SIZE: '4',
      ADMIN_USERNAME: TEST_ADMIN.username,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      STORAGE_DIR: path.join(dataDir, 'test', 'media', id),
      ...options.env,
    };
    const stack = new InProcessStack(id, database, prefix, env);
    try {
      await stack.add(service);
    } catch (err) {
      await stack.stop();
      throw err;
    }
    return stack;
  }

  /** Starts one more instance of a service (a second replica on the same queue group, say). */
  async add<C extends ServiceRuntimeConfig>(def: ServiceDefinition<C>, env: Record<string, string | undefined> = {}): Promise<RunningService> {
    const config = def.config.load({ ...this.env, ...env });
    const service = await startService(def, config, createLogger(def.name, config.logLevel));
    this.running.push(service);
    return service;
  }

  async stop(): Promise<void> {
    await this.closeClients();
    await Promise.all(this.running.map((s) => s.close()));
    await this.database.drop();
    fs.rmSync(path.join(dataDir, 'test', 'media', this.id), { recursive: true, force: true });
  }
}
