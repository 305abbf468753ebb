import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { TEST_ADMIN, TestStack } from '../../../infra/src/testing/stack.js';

/** The admin as the API shows it: never with the password hash. */
const ADMIN_VIEW = {
  id: expect.any(Number),
  username: 'admin',
  role: 'admin',
  version: expect.any(Number),
  createdAt: expect.any(String),
};

let stack: TestStack;
let api: string;

beforeAll(async () => {
  stack = await TestStack.start({ services: ['identity', 'gateway'] });
  await stack.createUser('visitor', 'visitor-password', 'user');
  api = stack.url();
});

afterAll(async () => {
  await stack?.stop();
});

describe('GET /api/auth/user', () => {
  it('answers 401 without a session', async () => {
    const res = await request(api).get('/api/auth/user').expect(401);
    expect(res.body).toMatchObject({ statusCode: 401, message: 'Not signed in' });
  });

  it('answers 401 for a made-up session cookie', async () => {
    await request(api).get('/api/auth/user').set('Cookie', 'sid=forged-token').expect(401);
  });

  it('answers the signed-in user without the password hash', async () => {
    const cookie = await stack.signIn(TEST_ADMIN);
    const res = await request(api).get('/api/auth/user').set('Cookie', cookie).expect(200);
    expect(res.body).toEqual(ADMIN_VIEW);
  });
});

describe('POST /api/auth/login', () => {
  it('answers 200 with the user and sets an httpOnly SameSite=Lax session cookie', async () => {
    const res = await request(api).post('/api/auth/login').send(TEST_ADMIN).expect(200);
    expect(res.body).toEqual(ADMIN_VIEW);
    const cookie = res.get('Set-Cookie')!.find((c) => c.startsWith('sid='))!;
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).not.toMatch(/; Secure/);
  });

  it('answers 401 "Invalid username or password" for bad credentials', async () => {
    const res = await request(api).post('/api/auth/login').send({ username: 'admin', password: 'not-the-password' }).expect(401);
    expect(res.body).toMatchObject({ statusCode: 401, message: 'Invalid username or password' });
    expect(res.get('Set-Cookie')).toBeUndefined();
  });

  it('answers 400 naming the field for a malformed body', async () => {
    const missing = await request(api).post('/api/auth/login').send({ username: 'admin' }).expect(400);
    expect(missing.body.message).toEqual(['password must be a string']);
    const wrongType = await request(api).post('/api/auth/login').send({ username: 42, password: 'x' }).expect(400);
    expect(wrongType.body.message).toEqual(['username must be a string']);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const res = await request(api).post('/api/auth/login').set('Content-Type', 'application/json').send('{"username":').expect(400);
    expect(res.body.statusCode).toBe(400);
  });

  it('answers 413 naming the limit for a body over 1 MB', async () => {
    const res = await request(api)
      .post('/api/auth/login')
      .send({ username: 'admin', password: 'x'.repeat(1_100_000) })
      .expect(413);
    expect(res.body.message).toBe('Request body is larger than the 1 MB limit');
  });

  it('refuses a cross-origin browser request with 403', async () => {
    const res = await request(api).post('/api/auth/login').set('Origin', 'https://evil.example').send(TEST_ADMIN).expect(403);
    expect(res.body.message).toBe('Cross-origin request refused: origin https://evil.example is not allowed');
  });

  it('accepts a same-origin browser request', async () => {
    await request(api).post('/api/auth/login').set('Origin', api).send(TEST_ADMIN).expect(200);
  });
});

describe('POST /api/auth/logout', () => {
  it('answers 200 JSON and the old cookie stops working at once', async () => {
    const cookie = await stack.signIn(TEST_ADMIN);
    await request(api).get('/api/admin/ping').set('Cookie', cookie).expect(200);
    const res = await request(api).post('/api/auth/logout').set('Cookie', cookie).expect(200);
    expect(res.body).toEqual({ message: 'Signed out' });
    expect(res.get('Set-Cookie')?.[0]).toMatch(/^sid=;/);
    await request(api).get('/api/auth/user').set('Cookie', cookie).expect(401);
    await request(api).get('/api/admin/ping').set('Cookie', cookie).expect(401);
  });

  it('answers 200 without a session too', async () => {
    await request(api).post('/api/auth/logout').expect(200);
  });
});

describe('GET /api/admin/ping (the guard on /api/admin/*)', () => {
  it('answers 401 to an anonymous caller', async () => {
    const res = await request(api).get('/api/admin/ping').expect(401);
    expect(res.body).toMatchObject({ statusCode: 401, message: 'Sign in required' });
  });

  it('answers 403 to a signed-in user whose role is "user"', async () => {
    const cookie = await stack.signIn({ username: 'visitor', password: 'visitor-password' });
    const res = await request(api).get('/api/admin/ping').set('Cookie', cookie).expect(403);
    expect(res.body).toMatchObject({ statusCode: 403, message: 'Admin role required' });
  });

  it('answers 200 to an admin', async () => {
    const cookie = await stack.signIn(TEST_ADMIN);
    const res = await request(api).get('/api/admin/ping').set('Cookie', cookie).expect(200);
    expect(res.body).toMatchObject({ ok: true, user: { username: 'admin', role: 'admin' } });
  });

  it('guards routes that do not exist yet: 401 before 404', async () => {
    await request(api).delete('/api/admin/anything/here').expect(401);
    const cookie = await stack.signIn(TEST_ADMIN);
    await request(api).get('/api/admin/anything/here').set('Cookie', cookie).expect(404);
  });
});

describe('login throttling', () => {
  const login = (url: string, body: object, client: string) => request(url).post('/api/auth/login').set('X-Forwarded-For', client).send(body);

  it('counts failures per account and address across every gateway: 429 after LOGIN_MAX_FAILURES, saying when; others unaffected', async () => {
    // Two replicas (trusting one proxy, so that each request names its client), as Kubernetes runs them.
    const env = { LOGIN_MAX_FAILURES: '3', TRUST_PROXY: '1' };
    const [one, two] = await Promise.all([stack.add('gateway', env), stack.add('gateway', env)]);
    const [a, b] = [one, two].map((g) => `http://127.0.0.1:${g.options.probePort}`);
    const office = `10.1.${Math.floor(Math.random() * 250)}.7`;
    await login(a, { username: 'admin', password: 'wrong-1' }, office).expect(401);
    await login(b, { username: 'ADMIN ', password: 'wrong-2' }, office).expect(401);
    await login(a, { username: 'admin', password: 'wrong-3' }, office).expect(401);
    for (const url of [a, b]) {
      const res = await login(url, TEST_ADMIN, office).expect(429);
      expect(res.body.message).toMatch(/^Too many failed sign-in attempts for this account from your address\. Try again in \d+ minutes?\.$/);
      expect(Number(res.get('Retry-After'))).toBeGreaterThan(0);
    }
    // A colleague behind the same address, and the same account from elsewhere, still sign in.
    await login(a, { username: 'visitor', password: 'visitor-password' }, office).expect(200);
    await login(b, TEST_ADMIN, `10.2.${Math.floor(Math.random() * 250)}.9`).expect(200);
    // A restarted replica remembers: the count lives in NATS, not in the process.
    await one.restart();
    await login(a, TEST_ADMIN, office).expect(429);
  });

  it('lets exactly LOGIN_MAX_FAILURES parallel wrong passwords through, split over two gateways', async () => {
    const env = { LOGIN_MAX_FAILURES: '4', TRUST_PROXY: '1' };
    const [one, two] = await Promise.all([stack.add('gateway', env), stack.add('gateway', env)]);
    const urls = [one, two].map((g) => `http://127.0.0.1:${g.options.probePort}`);
    const client = `10.3.${Math.floor(Math.random() * 250)}.1`;
    const statuses = await Promise.all(
      Array.from({ length: 12 }, async (_, i) => (await login(urls[i % 2], { username: 'admin', password: `guess-${i}` }, client)).status),
    );
    expect(statuses.filter((s) => s === 401)).toHaveLength(4);
    expect(statuses.filter((s) => s === 429)).toHaveLength(8);
  });
});

describe('cross-cutting HTTP behaviour', () => {
  it('echoes a caller X-Request-Id and makes one otherwise', async () => {
    const given = await request(api).get('/api/auth/user').set('X-Request-Id', 'trace-abc-123');
    expect(given.get('X-Request-Id')).toBe('trace-abc-123');
    expect(given.body.requestId).toBe('trace-abc-123');
    const made = await request(api).get('/api/auth/user');
    expect(made.get('X-Request-Id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('carries the request id into the identity service logs', async () => {
    await request(api).post('/api/auth/login').set('X-Request-Id', 'login-trace-42').send(TEST_ADMIN).expect(200);
    // The service's log line travels through a pipe; give it a moment to arrive.
    const logged = await stack.process('identity').waitForLine((line) => line.includes('"requestId":"login-trace-42"'));
    expect(JSON.parse(logged)).toMatchObject({ service: 'identity', requestId: 'login-trace-42', pattern: 'identity.login', msg: 'handled' });
  });

  it('sets security headers', async () => {
    const res = await request(api).get('/api/auth/user');
    expect(res.get('X-Content-Type-Options')).toBe('nosniff');
    expect(res.get('Content-Security-Policy')).toContain("default-src 'self'");
    expect(res.get('X-Powered-By')).toBeUndefined();
  });

  it('answers JSON 404 for an unknown API path', async () => {
    const res = await request(api).get('/api/no-such-thing').expect(404);
    expect(res.body).toMatchObject({ statusCode: 404, message: 'Cannot GET /api/no-such-thing' });
  });

  it('serves the OpenAPI document at /api/docs', async () => {
    const res = await request(api).get('/api/docs/openapi.json').expect(200);
    expect(Object.keys(res.body.paths)).toEqual(expect.arrayContaining(['/api/auth/user', '/api/auth/login', '/api/auth/logout', '/api/admin/ping']));
    await request(api).get('/api/docs').expect(200).expect('Content-Type', /html/);
  });

  it('serves the frontend with an SPA fallback', async () => {
    const res = await request(api).get('/admin').expect(200).expect('Content-Type', /html/);
    expect(res.text).toContain('<!doctype html>');
  });

  it('a product page while the catalogue is unavailable: 503 with the app, which tries again itself', async () => {
    const res = await request(api).get('/products/42').set('Accept', 'text/html').expect(503).expect('Content-Type', /html/);
    expect(res.text).toContain('<div id="root"><!--app-html--></div>');
    const sitemap = await request(api).get('/sitemap.xml').expect(503);
    expect(sitemap.text).toBe('The catalog service is unavailable');
  });

  it('answers liveness on the site port, and Prometheus metrics only on its internal port (never to the public)', async () => {
    await request(api).get('/healthz').expect(200, { status: 'ok' });
    for (const accept of ['text/plain', 'text/html']) {
      const res = await request(api).get('/metrics').set('Accept', accept).expect(404);
      expect(res.text).not.toContain('http_request_duration_seconds');
    }
    const res = await request(stack.internalUrl('gateway')).get('/metrics').expect(200);
    expect(res.text).toContain('http_request_duration_seconds_bucket');
  });
});
