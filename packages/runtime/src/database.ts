import { DataSource, type EntitySchema, type MixedList } from 'typeorm';
import pg from 'pg';

export interface ServiceDatabaseOptions {
  url: string;
  /** The service's own schema: no service reads another's tables. */
  schema: string;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  entities: MixedList<Function | string | EntitySchema>;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  migrations: MixedList<Function | string>;
  poolSize?: number;
}

export function createServiceDataSource(options: ServiceDatabaseOptions): DataSource {
  return new DataSource({
    type: 'postgres',
    // The pg this module imports, rather than the copy TypeORM would load by name (a bundle holds its own).
    driver: pg,
    url: options.url,
    schema: options.schema,
    entities: options.entities,
    migrations: options.migrations,
    migrationsTableName: 'migrations',
    migrationsTransactionMode: 'all',
    synchronize: false,
    logging: false,
    extra: {
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: 5000,
      application_name: options.schema,
      // Raw SQL in migrations and queries lands in the service's own schema.
      options: `-c search_path="${options.schema}"`,
    },
  });
}

/**
 * Creates the schema and runs pending migrations under a Postgres advisory lock, so replicas
 * starting together migrate once and the others wait, then find nothing to do.
 */
export async function migrate(dataSource: DataSource, url: string, schema: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url, application_name: `${schema}-migrate` });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock(hashtext($1))', [`migrations:${schema}`]);
    // Created only when missing: a service's own role owns its schema but may not create schemas in the database,
    // and Postgres checks that right before it looks whether the schema exists.
    const { rows } = await client.query<{ missing: boolean }>('SELECT to_regnamespace($1) IS NULL AS missing', [`"${schema.replace(/"/g, '')}"`]);
    if (rows[0].missing) await client.query(`CREATE SCHEMA "${schema.replace(/"/g, '')}"`);
    if (!dataSource.isInitialized) await dataSource.initialize();
    const applied = await dataSource.runMigrations({ transaction: 'all' });
    return applied.map((m) => m.name);
  } finally {
    await client.query('SELECT pg_advisory_unlock(hashtext($1))', [`migrations:${schema}`]).catch(() => undefined);
    await client.end();
  }
}

/** A LIKE / ILIKE pattern that matches any text containing `term` as typed: its `%`, `_` and `\` match only themselves. */
export const containing = (term: string): string => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
