import { ensureNats, type NatsHandle } from './nats.js';
import { ensurePostgres, type PostgresHandle } from './postgres.js';

export interface Infrastructure {
  postgres: PostgresHandle;
  nats: NatsHandle;
  stop(): Promise<void>;
}

/**
 * LORA_LOCAL_INFRA: `auto` (the default) uses servers that answer on the standard local ports; `own` skips
 * them and starts an embedded Postgres and a nats-server of its own. DATABASE_URL and NATS_URL win over both.
 */
export function useStandardPorts(): boolean {
  const mode = process.env.LORA_LOCAL_INFRA || 'auto';
  if (mode !== 'auto' && mode !== 'own') throw new Error(`LORA_LOCAL_INFRA must be auto or own, got "${mode}"`);
  return mode === 'auto';
}

/** Finds or starts Postgres and NATS; `stop` stops only what it started. */
export async function ensureInfrastructure(dataDir: string, log: (line: string) => void): Promise<Infrastructure> {
  const useStandardPort = useStandardPorts();
  const [pgResult, natsResult] = await Promise.allSettled([
    ensurePostgres({ dataDir, log, databaseUrl: process.env.DATABASE_URL, useStandardPort }),
    ensureNats({ dataDir, log, natsUrl: process.env.NATS_URL, useStandardPort }),
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
