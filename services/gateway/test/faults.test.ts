import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { TEST_ADMIN, TestStack } from '../../../infra/src/testing/stack.js';

const TIMEOUT_MS = 1500;
let stack: TestStack;
let api: string;

beforeAll(async () => {
  stack = await TestStack.start({
    services: ['identity', 'catalog', 'content', 'media', 'gateway'],
    serviceEnv: { gateway: { REQUEST_TIMEOUT_MS: String(TIMEOUT_MS) } },
  });
  api = stack.url();
});

afterAll(async () => {
  await stack?.stop();
});

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await work();
  return [result, performance.now() - started];
}

describe('GET /readyz', () => {
  it('answers 200 when NATS and every service answer', async () => {
    const res = await request(api).get('/readyz').expect(200);
    expect(res.body).toEqual({
      status: 'ready',
      checks: { nats: 'up', identity: 'up', catalog: 'up', content: 'up', media: 'up' },
    });
  });
});

describe('a service that is down', () => {
  it('stopped: the service drains and exits 0 on SIGTERM', async () => {
    const content = stack.process('content');
    expect(await content.stop()).toBe(0);
    expect(await content.waitForLine((l) => l.includes('"msg":"Stopped"'))).toContain('"service":"content"');
    await content.restart();
  });

  it('stopped: 503 naming the service in under 1 s, and /readyz says which', async () => {
    await stack.process('content').stop();
    try {
      const [res, ms] = await timed(() => request(api).get('/readyz'));
      expect(res.status).toBe(503);
      expect(res.body.checks.content).toBe('down');
      expect(res.body.checks.identity).toBe('up');

      await stack.process('identity').stop();
      const [login, loginMs] = await timed(() => request(api).post('/api/auth/login').send(TEST_ADMIN));
      expect(login.status).toBe(503);
      expect(login.body.message).toBe('The identity service is unavailable');
      expect(loginMs).toBeLessThan(1000);
      expect(ms).toBeLessThan(TIMEOUT_MS);
    } finally {
      await stack.process('content').restart();
    }
  });

  it('restarted: requests succeed again without restarting the gateway', async () => {
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
    try {
      const res = await request(api).get('/api/admin/ping').set('Cookie', 'sid=some-token').expect(503);
      expect(res.body.message).toBe('The identity service is unavailable');
    } finally {
      await stack.process('identity').restart();
    }
  });
});
