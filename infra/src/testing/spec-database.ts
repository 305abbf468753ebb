import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach } from '@jest/globals';
import type { DataSource } from 'typeorm';
import { createServiceDataSource, migrate, type ServiceDatabaseOptions } from '@lora/runtime';
import { dropDatabases, ensureDatabase } from '../providers/postgres.js';
import { testInfrastructure } from './stack.js';

export interface SpecDatabase {
  dataSource: DataSource;
  /** Closes the connections and drops the database. */
  drop(): Promise<void>;
}

/**
 * A database of one spec's own on the test Postgres, with a service's schema migrated into it, for specs of
 * code that holds queries: they run against Postgres itself, never a stand-in. Named like the test stacks'
 * databases, so a run's leftovers are dropped with theirs.
 */
export async function specDatabase(schema: string, database: Pick<ServiceDatabaseOptions, 'entities' | 'migrations'>): Promise<SpecDatabase> {
  const infra = testInfrastructure();
  const name = `lora_t_${infra.runId}_spec_${randomBytes(3).toString('hex')}`;
  const url = await ensureDatabase(infra.serverUrl, name);
  const dataSource = createServiceDataSource({ url, schema, ...database, poolSize: 4 });
  try {
    await migrate(dataSource, url, schema);
  } catch (err) {
    await dropDatabases(infra.serverUrl, name);
    throw err;
  }
  return {
    dataSource,
    drop: async () => {
      if (dataSource.isInitialized) await dataSource.destroy();
      await dropDatabases(infra.serverUrl, name);
    },
  };
}

/**
 * The spec file's own database, as hooks of the file: made and migrated before its tests, `tables` emptied
 * before each test, dropped after them all. Its `dataSource` is there from the spec's own `beforeAll` on.
 */
export function useSpecDatabase(
  schema: string,
  database: Pick<ServiceDatabaseOptions, 'entities' | 'migrations'>,
  tables: string,
): { readonly dataSource: DataSource } {
  let db: SpecDatabase | undefined;
  beforeAll(async () => {
    db = await specDatabase(schema, database);
  });
  afterAll(async () => {
    await db?.drop();
  });
  beforeEach(async () => {
    await db!.dataSource.query(`TRUNCATE ${tables} RESTART IDENTITY CASCADE`);
  });
  return {
    get dataSource() {
      return db!.dataSource;
    },
  };
}
