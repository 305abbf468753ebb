import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { setTimeout as sleep } from 'node:timers/promises';
import { TEST_ADMIN, TestStack } from '../../../infra/src/testing/stack.js';
import { PrivateNatsServer } from '../../../infra/src/providers/nats.js';
import { SERVICE_NAMES } from '@lora/contracts';

const PROCESSES = [...SERVICE_NAMES, 'gateway'] as const;
const LOST = 'lost the connection to NATS';
const REGAINED = 'Reconnected to NATS';
let nats: PrivateNatsServer;
let stack: TestStack;
let api: string;

beforeAll(async () => {
  nats = await PrivateNatsServer.start();
  stack = await TestStack.start({ services: [...PROCESSES], natsUrl: nats.url });
  api = stack.url();
});

afterAll(async () => {
  await stack?.stop();
  await nats?.kill();
});

async function eventually(check: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await sleep(100);
  }
}

const readyz = (name: (typeof PROCESSES)[number]) => {
  const port = stack.process(name).options.probePort;
  return fetch(`http://127.0.0.1:${port}/readyz`).then((res) => res.status);
};

const linesContaining = (name: (typeof PROCESSES)[number], text: string) => stack.process(name).recentLines.filter((line) => line.includes(text));

describe('the message bus goes down', () => {
  beforeAll(async () => {
    await request(api).post('/api/auth/login').send(TEST_ADMIN).expect(200);
    await nats.kill();
    await eventually(async () => (await readyz('gateway')) === 503);
  });

  it('every process reports not ready, the gateway from a measured round trip', async () => {
    const res = await request(api).get('/readyz').expect(503);
    expect(res.body).toEqual({ status: 'not ready', checks: { nats: 'down' } });
    for (const name of SERVICE_NAMES) await eventually(async () => (await readyz(name)) === 503);
  });

  it('answers 503 "The message bus is unavailable" at once, not a 504 blaming a service', async () => {
    const started = performance.now();
    const res = await request(api).post('/api/auth/login').send(TEST_ADMIN);
    expect(res.status).toBe(503);
    expect(res.body.message).toBe('The message bus is unavailable');
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('says so on the status route', async () => {
    await sleep(2100); // past the status page's reuse window
    const res = await request(api).get('/api/status').expect(200);
    expect(res.body).toMatchObject({
      status: 'degraded',
      bus: 'down',
      services: { identity: 'down', catalog: 'down', content: 'down', media: 'down' },
    });
  });

  it('every process logs the lost connection once', async () => {
    for (const name of PROCESSES) await eventually(() => linesContaining(name, LOST).length > 0);
    await sleep(1500); // reconnect attempts keep failing meanwhile
    for (const name of PROCESSES) expect([name, linesContaining(name, LOST).length]).toEqual([name, 1]);
  });
});

describe('the message bus comes back', () => {
  beforeAll(async () => {
    await nats.resume();
  });

  it('every process is ready again and logs the reconnection once', async () => {
    for (const name of PROCESSES) await eventually(async () => (await readyz(name)) === 200);
    for (const name of PROCESSES) expect([name, linesContaining(name, REGAINED).length]).toEqual([name, 1]);
  });

  it('requests succeed again without restarting anything', async () => {
    await eventually(async () => (await request(api).post('/api/auth/login').send(TEST_ADMIN)).status === 200);
    // The status page reuses a check for 2 s, so the first answers after recovery may still be the outage's.
    await eventually(async () => (await request(api).get('/api/status').expect(200)).body.status === 'operational', 5000);
    expect((await request(api).get('/api/status')).body).toMatchObject({ status: 'operational', bus: 'up' });
  });
});
