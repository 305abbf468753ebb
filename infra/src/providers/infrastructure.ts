import { ensureNats, type NatsHandle } from './nats.js';
import { ensurePostgres, type PostgresHandle } from './postgres.js';

export interface Infrastructure {
  postgres: PostgresHandle;
  nats: NatsHandle;
  stop(): Promise<void>;
}

/** Finds or starts Postgres and NATS; `stop` stops only what it started. */
export async function ensureInfrastructure(dataDir: string, log: (line: string) => void): Promise<Infrastructure> {
  const [pgResult, natsResult] = await Promise.allSettled([
    ensurePostgres({ dataDir, log, databaseUrl: process.env.DATABASE_URL }),
    ensureNats({ dataDir, log, natsUrl: process.env.NATS_URL }),
  ]);
  if (pgResult.status === 'rejected' || natsResult.status === 'rejected') {
    if (pgResult.status === 'fulfilled') await pgResult.value.stop();
    if (natsResult.status === 'fulfilled') await natsResult.value.stop();
    throw pgResult.status === 'rejected' ? pgResult.reason : (natsResult as PromiseRejectedResult).reason;
  }
  const postgres = pgResult.value;
  const nats = natsResult.value;
  log(`postgres: ${postgres.source}, nats: ${nats.source} (${nats.url})`);
  return {
    postgres,
    nats,
    stop: async () => {
      await Promise.allSettled([postgres.stop(), nats.stop()]);
    },
  };
}
