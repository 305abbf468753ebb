import { describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { lastValueFrom } from 'rxjs';
import pino from 'pino';
import type { ArgumentsHost } from '@nestjs/common';
import { ServiceErrorFilter, isDatabaseUnavailable } from './errors.js';
import { testInfrastructure } from '../../../infra/src/testing/environment.js';
import { freePort } from '../../../infra/src/providers/net.js';

// Errors as pg really raises them: a refused connection and a connection Postgres ends.
async function refusedConnection(): Promise<unknown> {
  const client = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${await freePort()}/postgres` });
  return client.connect().then(
    () => new Error('connected'),
    (err: unknown) => err,
  );
}

async function terminatedConnection(): Promise<unknown> {
  const url = testInfrastructure().serverUrl;
  const [victim, admin] = [new pg.Client({ connectionString: url }), new pg.Client({ connectionString: url })];
  await Promise.all([victim.connect(), admin.connect()]);
  victim.on('error', () => undefined);
  try {
    const pid = (await victim.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0].pid;
    await admin.query('SELECT pg_terminate_backend($1)', [pid]);
    return await victim.query('SELECT 1').then(
      () => new Error('answered'),
      (err: unknown) => err,
    );
  } finally {
    await admin.end();
    await victim.end().catch(() => undefined);
  }
}

const answerOf = (filter: ServiceErrorFilter, err: unknown) =>
  lastValueFrom(filter.catch(err, {} as ArgumentsHost)).then(
    () => undefined,
    (payload: unknown) => payload,
  );

describe('ServiceErrorFilter', () => {
  const filter = new ServiceErrorFilter(pino({ level: 'silent' }), 'catalog');

  it('answers a refused or ended database connection as 503 naming the service database', async () => {
    for (const err of [await refusedConnection(), await terminatedConnection()]) {
      expect(isDatabaseUnavailable(err)).toBe(true);
      expect(await answerOf(filter, err)).toEqual({ type: 'unavailable', message: 'The catalog database is unavailable' });
    }
  });

  it('answers a wrong query as an internal error, with nothing of it in the message', async () => {
    const client = new pg.Client({ connectionString: testInfrastructure().serverUrl });
    await client.connect();
    const err = await client.query('SELECT * FROM no_such_table').catch((e: unknown) => e);
    await client.end();
    expect(isDatabaseUnavailable(err)).toBe(false);
    expect(await answerOf(filter, err)).toEqual({ type: 'internal', message: 'Internal error' });
  });
});
