import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { TEST_ADMIN, TestStack } from '../../../infra/src/testing/stack.js';
import { eventually } from '../../../infra/src/testing/wait.js';

const TIMEOUT_MS = 1500;
const DRAIN_MS = 1500;
let stack: TestStack;
let api: string;

beforeAll(async () => {
  stack = await TestStack.start({
    services: ['identity', 'catalog', 'content', 'media', 'gateway'],
    serviceEnv: { gateway: { REQUEST_TIMEOUT_MS: String(TIMEOUT_MS), SHUTDOWN_DRAIN_MS: String(DRAIN_MS) } },
  });
  api = stack.url();
});

// Each test starts from a whole stack, whatever the one before it stopped or froze.
beforeEach(async () => {
  await stack.restoreAll();
});

afterAll(async () => {
  await stack?.stop();
});

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await work();
  return [result, performance.now() - started];
}

describe('GET /readyz and GET /api/status', () => {
  it('readyz answers 200 on a round trip to NATS; the status names every service up', async () => {
    const ready = await request(api).get('/readyz').expect(200);
    expect(ready.body).toEqual({ status: 'ready', checks: { nats: 'up' } });
    // A check is reused for 2 s: one an earlier test made while a service was down may still be answered.
    await eventually(async () => (await request(api).get('/api/status')).body.status === 'operational', 5000);
    const status = await request(api).get('/api/status').expect(200);
    expect(status.body).toEqual({
      status: 'operational',
      bus: 'up',
      services: { identity: 'up', catalog: 'up', content: 'up', media: 'up' },
      checkedAt: expect.any(String),
    });
    expect(status.get('Cache-Control')).toBe('no-store');
  });
});

describe('the gateway stopping (SIGTERM)', () => {
  it('answers readiness with 503 and keeps serving, with Connection: close, while it drains; then exits 0 and closes its port', async () => {
    const gateway = stack.process('gateway');
    const exited = gateway.stop();
    await eventually(async () => (await request(api).get('/readyz')).status === 503, DRAIN_MS);
    const ready = await request(api).get('/readyz').expect(503);
    expect(ready.body).toEqual({ status: 'stopping', checks: { nats: 'up' } });
    const products = await request(api).get('/api/products').expect(200);
    expect(products.get('Connection')).toBe('close');
    expect(await gateway.waitForLine((l) => l.includes('"msg":"Shutting down"'), DRAIN_MS + 1000)).toContain('"signal":"SIGTERM"');
    expect(await exited).toBe(0);
    await expect(fetch(`${api}/healthz`)).rejects.toThrow('fetch failed');
  });
});

describe('a service that is down', () => {
  it('stopped: the service drains and exits 0 on SIGTERM', async () => {
    const content = stack.process('content');
    expect(await content.stop()).toBe(0);
    expect(await content.waitForLine((l) => l.includes('"msg":"Stopped"'))).toContain('"service":"content"');
  });

  it('stopped: the gateway stays ready, /api/status says which is down, calls get 503 naming it in under 1 s', async () => {
    await stack.process('content').stop();
    await stack.process('identity').stop();
    await request(api).get('/readyz').expect(200);
    // The status page reuses a check for 2 s: the answer measured is the first one checked during its own call.
    let status!: request.Response;
    let statusMs = 0;
    await eventually(async () => {
      const asked = Date.now();
      [status, statusMs] = await timed(() => request(api).get('/api/status'));
      return Date.parse(status.body.checkedAt) >= asked;
    }, 5000);
    expect(status.body).toMatchObject({ status: 'degraded', bus: 'up', services: { identity: 'down', catalog: 'up', content: 'down', media: 'up' } });
    expect(statusMs).toBeLessThan(TIMEOUT_MS);

    const [login, loginMs] = await timed(() => request(api).post('/api/auth/login').send(TEST_ADMIN));
    expect(login.status).toBe(503);
    expect(login.body.message).toBe('The identity service is unavailable');
    expect(loginMs).toBeLessThan(1000);
  });

  it('stopped catalog: cached public reads are still served', async () => {
    await request(api).get('/api/products').expect(200);
    await stack.process('catalog').stop();
    const res = await request(api).get('/api/products').expect(200);
    expect(res.get('X-Cache')).toBe('HIT');
  });

  it('restarted: requests succeed again without restarting the gateway', async () => {
    await stack.process('identity').stop();
    await request(api).post('/api/auth/login').send(TEST_ADMIN).expect(503);
    await stack.process('identity').restart();
    await request(api).post('/api/auth/login').send(TEST_ADMIN).expect(200);
  });

  it('frozen (never answers): 504 at the timeout', async () => {
    const identity = stack.process('identity');
    identity.pause();
    try {
      const [res, ms] = await timed(() => request(api).post('/api/auth/login').send(TEST_ADMIN));
      expect(res.status).toBe(504);
      expect(res.body.message).toBe(`The identity service did not answer within ${TIMEOUT_MS} ms`);
      expect(ms).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
      expect(ms).toBeLessThan(TIMEOUT_MS + 1000);
    } finally {
      identity.resume();
    }
    await request(api).post('/api/auth/login').send(TEST_ADMIN).expect(200);
  });

  it('guards admin routes with 503, not a hang, while identity is down', async () => {
    await stack.process('identity').stop();
    const res = await request(api).get('/api/admin/ping').set('Cookie', 'sid=some-token').expect(503);
    expect(res.body.message).toBe('The identity service is unavailable');
  });
});
