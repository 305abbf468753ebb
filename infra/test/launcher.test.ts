import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { randomBytes } from 'node:crypto';
import { dropDatabases, ensureDatabase, withDatabase } from '../src/providers/postgres.js';
import { freePort } from '../src/providers/net.js';
import { testInfrastructure } from '../src/testing/stack.js';
import { LaunchedStack, listeningAddresses } from '../src/testing/launched-stack.js';
import { APP_SERVICES } from '../src/paths.js';

/**
 * `npm start` end to end on the machine's Postgres and NATS: everything comes up, the seed lands, only
 * loopback addresses are bound, a crashed service comes back, and Ctrl-C leaves no process behind.
 */
const infra = testInfrastructure();
const name = `lora_t_${infra.runId}_launcher${randomBytes(2).toString('hex')}`;
let stack: LaunchedStack;
let port: number;
let imagesDir: string;

async function answers(url: string): Promise<number> {
  return fetch(url, { signal: AbortSignal.timeout(2000) }).then(
    (res) => res.status,
    () => 0,
  );
}

/** Waits until `name` runs under a pid other than `previous`, and returns it. */
async function nextPid(service: (typeof APP_SERVICES)[number], previous: number | undefined, timeoutMs = 20_000): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const pid = stack.servicePid(service);
    if (pid && pid !== previous) return pid;
    if (Date.now() > deadline) throw new Error(`${service} did not come back within ${timeoutMs} ms:\n${stack.output.slice(-20).join('\n')}`);
    await sleep(20);
  }
}

beforeAll(async () => {
  const databaseUrl = await ensureDatabase(infra.serverUrl, name);
  port = await freePort();
  imagesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'launcher-images-'));
  stack = LaunchedStack.start({
    PATH: process.env.PATH,
    DATABASE_URL: databaseUrl,
    NATS_URL: infra.natsUrl,
    NATS_SUBJECT_PREFIX: `t_${infra.runId}_launcher`,
    PORT: String(port),
    ADMIN_PASSWORD: 'launcher-test-password',
    STORAGE_DIR: imagesDir,
  });
  await stack.waitUntilUp(90_000);
}, 120_000);

afterAll(async () => {
  await stack?.kill();
  await dropDatabases(withDatabase(infra.serverUrl, 'postgres'), name);
  fs.rmSync(imagesDir, { recursive: true, force: true });
});

describe('npm start', () => {
  it('prints the URL and the admin sign-in', () => {
    expect(stack.output).toContain(`  The site is running at  http://localhost:${port}`);
    expect(stack.output).toContain('  Admin sign-in:          admin / launcher-test-password');
  });

  it('serves the page, the API and the seeded catalogue', async () => {
    const page = await fetch(`http://127.0.0.1:${port}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<!doctype html>');
    expect((await fetch(`http://127.0.0.1:${port}/readyz`)).status).toBe(200);
    const products = (await (await fetch(`http://127.0.0.1:${port}/api/products`)).json()) as unknown[];
    expect(products.length).toBeGreaterThanOrEqual(12);
    expect(stack.output.some((l) => /seed: 6 categories and \d+ products created/.test(l))).toBe(true);
  });

  it('binds the gateway and every internal port to 127.0.0.1 only (HOST unset)', () => {
    const bound = Object.fromEntries(APP_SERVICES.map((service) => [service, listeningAddresses(stack.servicePid(service)!)]));
    expect(bound.gateway).toEqual([`127.0.0.1:${port}`]);
    for (const service of APP_SERVICES) {
      expect(bound[service]).toHaveLength(1);
      expect(bound[service][0]).toMatch(/^127\.0\.0\.1:\d+$/);
    }
  });

  it('restarts a service killed with SIGKILL after 0.5 s and logs it; the API answers again without a restart of the stack', async () => {
    const gateway = stack.servicePid('gateway');
    const killed = stack.servicePid('catalog')!;
    process.kill(killed, 'SIGKILL');
    await stack.waitForLine((l) => l.includes('catalog restarted and ready'), 30_000);
    expect(await nextPid('catalog', killed)).not.toBe(killed);
    expect(stack.output).toContain('start    | catalog exited (SIGKILL); restarting it in 0.5 s (crash 1 of 5 before giving up)');
    expect(await answers(`http://127.0.0.1:${port}/api/products`)).toBe(200);
    expect(stack.servicePid('gateway')).toBe(gateway);
  });

  it('gives up on a service after 5 quick crashes in a row, says so, and keeps the rest running', async () => {
    let pid = stack.servicePid('media');
    for (let crash = 1; crash <= 5; crash++) {
      pid = await nextPid('media', crash === 1 ? undefined : pid);
      process.kill(pid, 'SIGKILL');
    }
    await stack.waitForLine((l) => l.includes('Giving up on media'), 10_000);
    expect(stack.output.filter((l) => l.startsWith('start    | media exited'))).toEqual([
      'start    | media exited (SIGKILL); restarting it in 0.5 s (crash 1 of 5 before giving up)',
      'start    | media exited (SIGKILL); restarting it in 1 s (crash 2 of 5 before giving up)',
      'start    | media exited (SIGKILL); restarting it in 2 s (crash 3 of 5 before giving up)',
      'start    | media exited (SIGKILL); restarting it in 4 s (crash 4 of 5 before giving up)',
      'start    | media exited (SIGKILL): 5 crashes in a row, each within 30 s of starting. ' +
        'Giving up on media; the other services keep running and the API answers 503 for it (its last lines are above).',
    ]);
    await sleep(1000);
    expect(stack.servicePid('media')).toBeUndefined();
    expect(await answers(`http://127.0.0.1:${port}/api/products`)).toBe(200);
    const status = (await (await fetch(`http://127.0.0.1:${port}/api/status`)).json()) as { services: Record<string, string> };
    expect(status.services).toEqual({ identity: 'up', catalog: 'up', content: 'up', media: 'down' });
  });

  it('stops every process it started on Ctrl-C (SIGINT to its process group), prints "stopped" and exits 0', async () => {
    const result = await stack.stop('ctrl-c');
    expect(result).toMatchObject({ code: 0, stopped: true, left: [] });
  });
});
