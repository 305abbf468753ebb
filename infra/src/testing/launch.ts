import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { dropDatabases, ensureDatabase, withDatabase } from '../providers/postgres.js';
import { freePort } from '../providers/net.js';
import type { AppService } from '../paths.js';
import { testInfrastructure } from './environment.js';
import { eventually } from './wait.js';
import { LaunchedStack, makeDataDir } from './launched-stack.js';

export interface TestLaunch {
  stack: LaunchedStack;
  port: number;
  /** Kills what is left of the run and removes its database and images. */
  cleanup(): Promise<void>;
}

/** `npm start` on the run's Postgres and NATS, with a database, subject prefix, port, data and image folder of its own, once it is up. */
export async function launchOnTestInfra(label: string, adminPassword: string): Promise<TestLaunch> {
  const infra = testInfrastructure();
  const name = `lora_t_${infra.runId}_${label}${randomBytes(2).toString('hex')}`;
  const databaseUrl = await ensureDatabase(infra.serverUrl, name);
  const port = await freePort();
  const imagesDir = fs.mkdtempSync(path.join(os.tmpdir(), `${label}-images-`));
  // A data folder of its own: two runs in one folder are one too many (the second finds the first's lock and exits).
  const dataDir = makeDataDir(`lora-${label}-`);
  const stack = LaunchedStack.start({
    PATH: process.env.PATH,
    LORA_DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    NATS_URL: infra.natsUrl,
    NATS_SUBJECT_PREFIX: `t_${name.slice('lora_t_'.length)}`,
    PORT: String(port),
    ADMIN_PASSWORD: adminPassword,
    STORAGE_DIR: imagesDir,
  });
  const cleanup = async () => {
    await stack.kill();
    await dropDatabases(withDatabase(infra.serverUrl, 'postgres'), name);
    fs.rmSync(imagesDir, { recursive: true, force: true });
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await stack.waitUntilUp(90_000);
  } catch (err) {
    await cleanup();
    throw err;
  }
  return { stack, port, cleanup };
}

/** The status code `url` answers with, or 0 when it does not answer within 2 s. */
export function answers(url: string): Promise<number> {
  return fetch(url, { signal: AbortSignal.timeout(2000) }).then(
    (res) => res.status,
    () => 0,
  );
}

/** Waits until `service` runs under a pid other than `previous`, and returns it. */
export async function nextPid(stack: LaunchedStack, service: AppService, previous: number | undefined, timeoutMs = 20_000): Promise<number> {
  let pid: number | undefined;
  await eventually(
    () => {
      pid = stack.servicePid(service);
      return !!pid && pid !== previous;
    },
    timeoutMs,
    `${service} running again`,
  ).catch((err: Error) => {
    throw new Error(`${err.message}:\n${stack.output.slice(-20).join('\n')}`);
  });
  return pid!;
}
