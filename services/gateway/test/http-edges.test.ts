import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { once } from 'node:events';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import zlib from 'node:zlib';
import { SITE_SETTINGS_PLACEHOLDERS, defaultSiteSettings, withSiteSettings, type ProductView } from '@lora/contracts';
import { TEST_ADMIN, TestStack } from '../../../infra/src/testing/stack.js';
import { PRODUCT_BASE, createProduct as createAs } from '../../../infra/src/testing/admin-api.js';
import { repoRoot } from '../../../infra/src/paths.js';
import { LINGER_MS } from '../src/http/server.js';

/** Short limits, so that a trickling request is cut off within the test's time. */
const HEADERS_TIMEOUT_MS = 1000;
const REQUEST_TIMEOUT_MS = 1500;
const KEEP_ALIVE_TIMEOUT_MS = 3000;
const PUBLIC_ORIGIN = 'https://shop.example.test';
const TRUSTED_ORIGIN = 'https://admin.example.test';
/** What the pages take from this gateway's configuration: its origin, and the addresses of its domain. */
const SITE = defaultSiteSettings(PUBLIC_ORIGIN);

let stack: TestStack;
let api: string;
let port: number;
let imagesDir: string;
let adminToken: string;
let admin: string;
let visitor: string;
let published: ProductView;
let draft: ProductView;

const createProduct = (fields: Record<string, unknown>) => createAs(api, admin, fields);

beforeAll(async () => {
  imagesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-images-'));
  fs.mkdirSync(path.join(imagesDir, 'optimized'));
  fs.writeFileSync(path.join(imagesDir, 'optimized', 'probe.webp'), Buffer.from('RIFF\x1a\x00\x00\x00WEBPVP8 '));
  stack = await TestStack.start({
    services: ['identity', 'catalog', 'media', 'gateway'],
    serviceEnv: {
      media: { STORAGE_DIR: imagesDir },
      gateway: {
        PUBLIC_ORIGINS: PUBLIC_ORIGIN,
        TRUSTED_ORIGINS: TRUSTED_ORIGIN,
        HTTP_HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS),
        HTTP_REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
        HTTP_KEEP_ALIVE_TIMEOUT_MS: String(KEEP_ALIVE_TIMEOUT_MS),
      },
    },
  });
  await stack.createUser('visitor', 'visitor-password', 'user');
  api = stack.url();
  port = Number(new URL(api).port);
  admin = await stack.signIn(TEST_ADMIN);
  adminToken = admin.slice('sid='.length);
  visitor = await stack.signIn({ username: 'visitor', password: 'visitor-password' });
  published = await createProduct({ name: 'Published Probe', isPublished: true });
  draft = await createProduct({ name: 'Draft Probe' });
});

afterAll(async () => {
  await stack?.stop();
  if (imagesDir) fs.rmSync(imagesDir, { recursive: true, force: true });
});

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** When the answer's first byte came, from the first byte sent. */
  answeredMs: number;
  /** When the server closed the connection, if it did within the wait. */
  closedMs?: number;
}

/**
 * One HTTP/1.1 exchange on a raw socket, for what supertest cannot send: a head written as given,
 * then (optionally) a body trickled one byte at a time, until the server closes or `waitMs` passes.
 */
function rawExchange(head: string, options: { trickleEveryMs?: number; waitMs: number }): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const started = performance.now();
    let text = '';
    let answeredMs: number | undefined;
    let trickle: NodeJS.Timeout | undefined;
    const finish = (closedMs?: number) => {
      clearInterval(trickle);
      clearTimeout(deadline);
      socket.destroy();
      const [top = '', ...body] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = top.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
      );
      if (answeredMs === undefined) return reject(new Error(`no answer within ${options.waitMs} ms`));
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: body.join('\r\n\r\n'), answeredMs, closedMs });
    };
    const deadline = setTimeout(() => finish(), options.waitMs);
    socket.on('data', (chunk) => {
      answeredMs ??= performance.now() - started;
      text += chunk.toString('utf8');
    });
    socket.on('error', () => undefined); // the server may close while a trickled byte is on its way
    socket.on('close', () => finish(performance.now() - started));
    socket.write(head);
    if (options.trickleEveryMs) trickle = setInterval(() => socket.writable && socket.write('a'), options.trickleEveryMs);
  });
}

describe('GET /api/products/{id}: the cache and the session lookup read the sid cookie alike', () => {
  it('answers a draft to `sid =<admin token>` without keeping it, then 404 to an anonymous reader', async () => {
    const preview = await request(api).get(`/api/products/${draft.id}`).set('Cookie', `sid =${adminToken}`).expect(200);
    expect(preview.body).toMatchObject({ id: draft.id, name: 'Draft Probe', isPublished: false });
    expect([preview.get('X-Cache'), preview.get('Cache-Control')]).toEqual([undefined, 'no-store']);

    const anonymous = await request(api).get(`/api/products/${draft.id}`).expect(404);
    expect(anonymous.body).toEqual({ statusCode: 404, error: 'Not Found', message: `Product ${draft.id} not found`, requestId: expect.any(String) });
    expect(anonymous.get('X-Cache')).toBe('MISS');
  });

  it.each([
    ['SID=<admin> (another cookie: names are case-sensitive)', 404, (token: string) => `SID=${token}`],
    ['sid=<admin>; sid=bogus (the first wins)', 200, (token: string) => `sid=${token}; sid=bogus`],
    ['sid=bogus; sid=<admin> (the first wins)', 404, (token: string) => `sid=bogus; sid=${token}`],
    ['sid="<admin>" (quotes are part of the value)', 404, (token: string) => `sid="${token}"`],
    ['theme=dark;sid=<admin>', 200, (token: string) => `theme=dark;sid=${token}`],
  ])('with Cookie: %s answers %i, and the anonymous reader after it 404', async (_case, status, cookie) => {
    const res = await request(api).get(`/api/products/${draft.id}`).set('Cookie', cookie(adminToken)).expect(status);
    if (status === 200) expect(res.body.name).toBe('Draft Probe');
    else expect(res.body.message).toBe(`Product ${draft.id} not found`);
    const anonymous = await request(api).get(`/api/products/${draft.id}`).expect(404);
    expect(anonymous.body.message).toBe(`Product ${draft.id} not found`);
  });
});

describe('Cache-Control: no-store on admin, auth and session answers', () => {
  const noStore = (res: request.Response) => [res.status, res.get('Cache-Control')];

  it('on every answer under /api/admin, whoever asks', async () => {
    expect(noStore(await request(api).get('/api/admin/products').set('Cookie', admin))).toEqual([200, 'no-store']);
    expect(noStore(await request(api).get('/api/admin/products'))).toEqual([401, 'no-store']);
    expect(noStore(await request(api).get('/api/admin/ping').set('Cookie', visitor))).toEqual([403, 'no-store']);
    expect(
      noStore(
        await request(api)
          .put('/api/admin/products/987654')
          .set('Cookie', admin)
          .send({ ...PRODUCT_BASE, name: 'Ghost' }),
      ),
    ).toEqual([404, 'no-store']);
  });

  it('on every answer under /api/auth', async () => {
    expect(noStore(await request(api).get('/api/auth/user').set('Cookie', admin))).toEqual([200, 'no-store']);
    expect(noStore(await request(api).get('/api/auth/user'))).toEqual([401, 'no-store']);
    expect(noStore(await request(api).post('/api/auth/login').send({ username: 'admin', password: 'wrong-password' }))).toEqual([401, 'no-store']);
    const fresh = await request(api).post('/api/auth/login').send(TEST_ADMIN);
    expect(noStore(fresh)).toEqual([200, 'no-store']);
    const session = fresh
      .get('Set-Cookie')!
      .find((c) => c.startsWith('sid='))!
      .split(';')[0];
    expect(noStore(await request(api).post('/api/auth/logout').set('Cookie', session))).toEqual([200, 'no-store']);
  });

  it('on public reads asked with a session (the admin preview too), never on the anonymous ones', async () => {
    const preview = await request(api).get(`/api/products/${draft.id}`).set('Cookie', admin);
    expect(noStore(preview)).toEqual([200, 'no-store']);
    expect(noStore(await request(api).get(`/api/products/${published.id}`).set('Cookie', visitor))).toEqual([200, 'no-store']);
    expect(noStore(await request(api).get('/api/products').set('Cookie', visitor))).toEqual([200, 'no-store']);
    expect(noStore(await request(api).get(`/api/products/${published.id}`))).toEqual([200, 'no-cache']);
  });
});

describe('conditional GET /api/products/{id}: If-None-Match and 304s', () => {
  /** The headers a 304 must repeat from its 200: all but the body's and the exchange's own. */
  const repeated = (res: request.Response) => {
    const {
      date,
      'x-request-id': id,
      'x-cache': cache,
      connection,
      'keep-alive': keepAlive,
      'content-type': type,
      'content-length': length,
      ...rest
    } = res.headers;
    return rest;
  };

  it.each([
    ['a list holding the tag', (etag: string) => `"stale", ${etag}`],
    ['the tag in its strong form (weak comparison)', (etag: string) => etag.replace(/^W\//, '')],
    ['*', () => '*'],
  ])('answers 304 from the cache to %s, with the same headers as the 200', async (_case, tags) => {
    await request(api).get(`/api/products/${published.id}`).expect(200);
    const full = await request(api).get(`/api/products/${published.id}`).expect(200);
    expect(full.get('X-Cache')).toBe('HIT');
    const etag = full.get('ETag')!;
    expect(etag).toMatch(/^W\/".+"$/);

    const notModified = await request(api).get(`/api/products/${published.id}`).set('If-None-Match', tags(etag)).expect(304);
    expect(notModified.get('X-Cache')).toBe('HIT');
    expect(repeated(notModified)).toEqual(repeated(full));
    expect(notModified.headers).toMatchObject({
      etag,
      'cache-control': 'no-cache',
      'content-security-policy': expect.stringContaining("default-src 'self'"),
      'x-content-type-options': 'nosniff',
      'x-request-id': expect.any(String),
    });
    expect([notModified.get('Content-Type'), notModified.text]).toEqual([undefined, '']);
  });

  it('answers 304 with the same headers when Express answers (a miss after a catalogue write)', async () => {
    const full = await request(api).get(`/api/products/${published.id}`).expect(200);
    await createProduct({ name: 'Cache Invalidator' });
    const notModified = await request(api)
      .get(`/api/products/${published.id}`)
      .set('If-None-Match', `W/"stale", ${full.get('ETag')}`)
      .expect(304);
    expect(notModified.get('X-Cache')).toBe('MISS');
    expect(repeated(notModified)).toEqual(repeated(full));
  });

  it('answers the full 200 when no tag in the list matches', async () => {
    await request(api).get(`/api/products/${published.id}`).expect(200);
    const res = await request(api).get(`/api/products/${published.id}`).set('If-None-Match', '"stale", W/"older"').expect(200);
    expect([res.get('X-Cache'), res.body.name]).toEqual(['HIT', 'Published Probe']);
  });
});

describe('HTTP limits: slow and oversized requests', () => {
  it('cuts off a body sent one byte at a time at HTTP_REQUEST_TIMEOUT_MS with a JSON 408, and closes', async () => {
    const head = `POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n`;
    const res = await rawExchange(head, { trickleEveryMs: 250, waitMs: 10_000 });
    expect(res.status).toBe(408);
    expect(res.headers).toMatchObject({ connection: 'close', 'content-type': 'application/json; charset=utf-8' });
    expect(JSON.parse(res.body)).toEqual({
      statusCode: 408,
      error: 'Request Timeout',
      message: 'The request did not arrive in time: its headers are allowed 1 s and the whole request 1.5 s',
      requestId: res.headers['x-request-id'],
    });
    expect(res.answeredMs).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 50);
    expect(res.answeredMs).toBeLessThan(REQUEST_TIMEOUT_MS + 1500);
    expect(res.closedMs).toBeDefined();
  });

  it('cuts off headers sent one line at a time at HTTP_HEADERS_TIMEOUT_MS', async () => {
    const res = await rawExchange(`GET /api/products HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nX-Slow: `, { trickleEveryMs: 200, waitMs: 10_000 });
    expect(res.status).toBe(408);
    expect(res.answeredMs).toBeGreaterThanOrEqual(HEADERS_TIMEOUT_MS - 50);
    expect(res.answeredMs).toBeLessThan(HEADERS_TIMEOUT_MS + 1500);
  });

  it.each([
    ['an admin JSON write', `POST /api/admin/products HTTP/1.1\r\nCookie: <admin>\r\nContent-Type: application/json\r\n`],
    ['an anonymous body of no declared type', `PUT /api/admin/products/1 HTTP/1.1\r\n`],
  ])('answers 413 from a declared Content-Length over 1 MB before reading the body (%s), and closes', async (_case, start) => {
    const head = `${start.replace('<admin>', admin)}Host: 127.0.0.1:${port}\r\nContent-Length: 99999999\r\n\r\n`;
    const res = await rawExchange(head, { trickleEveryMs: 100, waitMs: 10_000 });
    expect(res.status).toBe(413);
    expect(res.headers.connection).toBe('close');
    expect(JSON.parse(res.body)).toEqual({
      statusCode: 413,
      error: 'Payload Too Large',
      message: 'Request body is larger than the 1 MB limit',
      requestId: res.headers['x-request-id'],
    });
    // Long before the request timeout: the 413 came from the declared length, and the server hung up
    // once its lingering close (reading and dropping what still arrives) was over.
    expect(res.answeredMs).toBeLessThan(REQUEST_TIMEOUT_MS / 2);
    expect(res.closedMs! - res.answeredMs).toBeLessThan(LINGER_MS + 500);
  });

  it('a client that writes its whole oversized body before reading still gets the 413, not a reset', async () => {
    const body = Buffer.from(JSON.stringify({ name: 'x'.repeat(4_000_000) }));
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const answers: Array<number | string> = [];
    for (let i = 0; i < 40; i++) {
      answers.push(
        await new Promise<number | string>((resolve) => {
          const headers = { Cookie: admin, 'Content-Type': 'application/json', 'Content-Length': body.length };
          const req = http.request({ host: '127.0.0.1', port, method: 'POST', path: '/api/admin/categories', headers, agent }, (res) => {
            res.resume();
            res.on('end', () => resolve(res.statusCode ?? 0));
            res.on('error', (err) => resolve(err.message));
          });
          req.on('error', (err) => resolve(err.message));
          req.end(body);
        }),
      );
    }
    agent.destroy();
    expect(answers).toEqual(Array(40).fill(413));
  });

  it('keeps an idle connection past the headers timeout, for a proxy to reuse, and closes it after HTTP_KEEP_ALIVE_TIMEOUT_MS', async () => {
    const socket = net.connect(port, '127.0.0.1');
    const answers: string[] = [];
    socket.on('data', (chunk) => answers.push(chunk.toString('utf8')));
    const closed = new Promise<number>((resolve) => socket.on('close', () => resolve(performance.now())));
    const ask = async () => {
      const answered = once(socket, 'data');
      socket.write(`GET /healthz HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`);
      await answered;
      return answers.at(-1)!;
    };
    expect(await ask()).toMatch(/^HTTP\/1\.1 200 OK\r\n[\s\S]*Keep-Alive: timeout=3\r\n/);
    // What is tested is time itself: the connection stays idle for longer than the headers timeout.
    await new Promise((resolve) => setTimeout(resolve, HEADERS_TIMEOUT_MS + 500));
    expect(await ask()).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    const idleFrom = performance.now();
    const idleMs = (await closed) - idleFrom;
    expect(idleMs).toBeGreaterThanOrEqual(KEEP_ALIVE_TIMEOUT_MS - 1100);
    expect(idleMs).toBeLessThan(KEEP_ALIVE_TIMEOUT_MS + 1500);
  });
});

describe('pages, files and unknown paths', () => {
  /** The answer's bytes as they came over the wire (supertest would decode them). */
  const raw = (target: string, acceptEncoding: string, accept = '*/*') =>
    new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      http
        .get(`${api}${target}`, { headers: { 'accept-encoding': acceptEncoding, accept } }, (res) => {
          const chunks: Buffer[] = [];
          res
            .on('data', (chunk: Buffer) => chunks.push(chunk))
            .on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }))
            .on('error', reject);
        })
        .on('error', reject);
    });
  const decode: Record<string, (body: Buffer) => Buffer> = { br: zlib.brotliDecompressSync, gzip: zlib.gunzipSync, identity: (body) => body };

  it('GET /favicon.ico and /favicon.svg answer the real icons', async () => {
    const ico = await request(api)
      .get('/favicon.ico')
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(ico.get('Content-Type')).toBe('image/vnd.microsoft.icon');
    expect(Buffer.compare(ico.body as Buffer, fs.readFileSync(path.join(repoRoot, 'frontend', 'public', 'favicon.ico')))).toBe(0);
    const svg = await request(api).get('/favicon.svg').expect(200);
    expect(svg.get('Content-Type')).toBe('image/svg+xml');
  });

  it('GET a script of the build: its Brotli copy to a browser that accepts br, gzip to one that accepts only that, the file itself otherwise', async () => {
    const assets = path.join(repoRoot, 'frontend', 'dist', 'assets');
    const script = fs.readdirSync(assets).find((file) => /^shell-[\w-]+\.js$/.test(file))!;
    const file = fs.readFileSync(path.join(assets, script));
    for (const [accepted, sent] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip, deflate', 'gzip'],
      ['identity', 'identity'],
    ] as const) {
      const { headers, body } = await raw(`/assets/${script}`, accepted);
      const encoding = headers['content-encoding'] ?? 'identity';
      expect([
        accepted,
        encoding,
        headers['content-type']?.toLowerCase(),
        headers['cache-control'],
        headers.vary,
        Number(headers['content-length']),
      ]).toEqual([accepted, sent, 'text/javascript; charset=utf-8', 'public, max-age=31536000, immutable', 'Accept-Encoding', body.length]);
      expect(decode[encoding](body).equals(file)).toBe(true);
    }
  });

  it('a page the gateway renders goes out compressed on a cache miss too, and its hits replay the same page', async () => {
    const CHROME = 'gzip, deflate, br, zstd';
    // An address with a query, new to the cache, is kept from the second time it is asked for: the first two are misses.
    const address = `/marketplace?search=${encodeURIComponent(`probe ${Date.now()}`)}`;
    const answers: Array<{ headers: http.IncomingHttpHeaders; body: Buffer }> = [];
    for (const accepted of [CHROME, CHROME, CHROME, 'identity']) answers.push(await raw(address, accepted, 'text/html'));
    expect(answers.map(({ headers }) => [headers['x-cache'], headers['content-encoding'] ?? 'identity', headers.vary])).toEqual([
      ['MISS', 'br', 'Accept-Encoding'],
      ['MISS', 'br', 'Accept-Encoding'],
      ['HIT', 'gzip', 'Accept-Encoding'],
      ['HIT', 'identity', 'Accept-Encoding'],
    ]);
    const pages = answers.map(({ headers, body }) => decode[headers['content-encoding'] ?? 'identity'](body).toString('utf8'));
    expect(new Set(pages).size).toBe(1);
    expect(pages[0]).toContain('<div id="root" data-rendered-path="/marketplace">');
    expect(answers[0].body.length).toBeLessThan(pages[0].length / 3);
  });

  it('GET /optimized/{file} serves optimized images with the caching of /api/images', async () => {
    const res = await request(api).get('/optimized/probe.webp').expect(200);
    expect([res.get('Content-Type'), res.get('Cache-Control'), !!res.get('ETag')]).toEqual(['image/webp', 'public, max-age=86400', true]);
  });

  it.each(['/optimized/x.webp', '/.env', '/package.json', '/assets/missing.js', '/products/1/photo.png'])(
    'GET %s that does not exist: plain-text 404, not the page',
    async (file) => {
      const res = await request(api).get(file).set('Accept', 'text/html,*/*').expect(404);
      expect([res.get('Content-Type'), res.text]).toEqual(['text/plain; charset=utf-8', 'Not found']);
    },
  );

  it.each(['/server/entry-server.js', '/server/entry-server.js.map', '/.vite/manifest.json', '/.vite/bundle-modules.json'])(
    'GET %s, a build internal: plain-text 404',
    async (file) => {
      const res = await request(api).get(file).expect(404);
      expect([res.get('Content-Type'), res.text]).toEqual(['text/plain; charset=utf-8', 'Not found']);
    },
  );

  it.each(['/API/admin/products', '/Api/products', '/api/ADMIN/products', '/api/Admin/categories', '/api/no-such-route'])(
    'GET %s: a JSON 404 for an admin and for a visitor, never a page or data',
    async (unknown) => {
      for (const cookie of [undefined, admin]) {
        const call = request(api).get(unknown).set('Accept', 'text/html');
        const res = await (cookie ? call.set('Cookie', cookie) : call).expect(404);
        expect(res.body).toEqual({ statusCode: 404, error: 'Not Found', message: `Cannot GET ${unknown}`, requestId: res.get('X-Request-Id') });
      }
    },
  );

  it('GET a page with Accept: text/html answers its prerendered HTML, the shell for browser-rendered pages, the 404 page with 404; HEAD too', async () => {
    // The built file, with this gateway's origin and addresses where the build left its placeholders.
    const dist = (file: string) => withSiteSettings(fs.readFileSync(path.join(repoRoot, 'frontend', 'dist', file), 'utf8'), SITE);
    const pages: Array<[string, number, string]> = [
      ['/pricing', 200, 'pricing/index.html'],
      ['/contact/', 200, 'contact/index.html'],
      ['/products/abc', 404, '404.html'],
      ['/admin', 200, 'shell.html'],
      ['/no-such-page', 404, '404.html'],
      ['/platform/nowhere', 404, '404.html'],
    ];
    for (const [page, status, file] of pages) {
      const res = await request(api).get(page).set('Accept', 'text/html,application/xhtml+xml,*/*;q=0.8').expect(status);
      expect([page, res.get('Content-Type'), res.get('Cache-Control'), res.text]).toEqual([page, 'text/html; charset=utf-8', 'no-cache', dist(file)]);
    }
    // Home and the marketplace are rendered with the catalogue's data, which they carry for hydration, and
    // cached: the second answer, under either spelling of the marketplace's address, comes from the cache.
    for (const page of ['/', '/marketplace', '/marketplace/']) {
      const res = await request(api).get(page).set('Accept', 'text/html').expect(200);
      expect([page, res.get('Content-Type'), res.get('Cache-Control')]).toEqual([page, 'text/html; charset=utf-8', 'no-cache']);
      expect(res.text).toContain('<script id="page-data" type="application/json">');
      const again = await request(api).get(page).set('Accept', 'text/html').expect(200);
      expect([page, again.get('X-Cache'), again.text]).toEqual([page, 'HIT', res.text]);
    }
    // Parameters the page does not read change nothing: the same cached page, never a new render or entry.
    const marketplace = await request(api).get('/marketplace').set('Accept', 'text/html').expect(200);
    for (const junk of [`junk=${Math.random()}`, 'utm_source=mail&utm_campaign=x', 'x=%zz&y']) {
      const res = await request(api).get(`/marketplace?${junk}`).set('Accept', 'text/html').expect(200);
      expect([junk, res.get('X-Cache'), res.text]).toEqual([junk, 'HIT', marketplace.text]);
    }
    await request(api).head('/marketplace').set('Accept', 'text/html').expect(200).expect('Content-Type', 'text/html; charset=utf-8');
    await request(api).get('/products').set('Accept', 'text/html').expect(301).expect('Location', '/marketplace');
    await request(api)
      .get('/products?category=Water%20Level')
      .set('Accept', 'text/html')
      .expect(301)
      .expect('Location', '/marketplace?category=Water%20Level');
  });

  it('canonical and og:url name the first PUBLIC_ORIGINS entry on every kind of page: prerendered, rendered with data, a product', async () => {
    const built = fs.readFileSync(path.join(repoRoot, 'frontend', 'dist', 'platform', 'index.html'), 'utf8');
    expect(built).toContain(`<link rel="canonical" href="${SITE_SETTINGS_PLACEHOLDERS.origin}/platform"/>`);
    for (const page of ['/', '/platform', '/solutions/smart-agriculture', '/pricing', '/marketplace', `/products/${published.id}`]) {
      const res = await request(api).get(page).set('Accept', 'text/html').expect(200);
      const head = res.text.slice(0, res.text.indexOf('</head>'));
      const canonical = `${PUBLIC_ORIGIN}${page === '/' ? '/' : page}`;
      expect([page, head.match(/<link rel="canonical" href="([^"]*)"/)?.[1], head.match(/<meta property="og:url" content="([^"]*)"/)?.[1]]).toEqual([
        page,
        canonical,
        canonical,
      ]);
      // The app reads the origin from the page, so its own tags say the same once it runs.
      expect(head).toContain(
        `<script id="site-settings" type="application/json">{"origin":"${PUBLIC_ORIGIN}","salesEmail":"sales@shop.example.test","privacyEmail":"privacy@shop.example.test","legalEmail":"legal@shop.example.test"}</script>`,
      );
      expect([page, res.text.includes(SITE_SETTINGS_PLACEHOLDERS.origin), res.text.includes('localhost')]).toEqual([page, false, false]);
      // A page's ETag is that of what is sent: a revalidation of it is a 304.
      const etag = res.get('ETag')!;
      expect(etag).toMatch(/^W\/"/);
      await request(api).get(page).set('Accept', 'text/html').set('If-None-Match', etag).expect(304);
    }
    const product = (await request(api).get(`/products/${published.id}`).set('Accept', 'text/html')).text;
    expect(product).toContain(`"url":"${PUBLIC_ORIGIN}/products/${published.id}"`);
    // The addresses the pages show follow the origin's domain unless configured (SALES_EMAIL...).
    const contact = (await request(api).get('/contact').set('Accept', 'text/html').expect(200)).text;
    expect(contact).toMatch(/<a [^>]*href="mailto:sales@shop\.example\.test"[^>]*>sales@shop\.example\.test<\/a>/);
    expect((await request(api).get('/privacy-policy').set('Accept', 'text/html').expect(200)).text).toContain('Write to privacy@shop.example.test;');
    expect((await request(api).get('/terms-of-service').set('Accept', 'text/html').expect(200)).text).toContain(
      'these terms: legal@shop.example.test.',
    );
  });

  it('GET /products/{anything but an id of a published product}: a not-found page with 404, which names no canonical address', async () => {
    const notFound = withSiteSettings(fs.readFileSync(path.join(repoRoot, 'frontend', 'dist', '404.html'), 'utf8'), SITE);
    for (const page of ['/products/abc', '/products/-1', '/products/12345678901', '/products/1%20']) {
      const res = await request(api).get(page).set('Accept', 'text/html').expect(404);
      expect([page, res.get('Content-Type'), res.text]).toEqual([page, 'text/html; charset=utf-8', notFound]);
    }
    // An id of no published product: SPEC's Product Not Found page in the server's HTML, as the app shows it.
    for (const page of ['/products/999999', `/products/${draft.id}`]) {
      const res = await request(api).get(page).set('Accept', 'text/html').expect(404);
      expect(res.get('Content-Type')).toBe('text/html; charset=utf-8');
      expect(res.text).toContain('<title>Product Not Found | LoRaWAN Sensors</title>');
      expect(res.text).toContain('<meta name="robots" content="noindex"/>');
      expect(res.text).toMatch(/<h1[^>]*>Product Not Found<\/h1>/);
      // React DOM writes an apostrophe in text as &#x27;, which a browser reads as the apostrophe.
      expect(res.text).toContain('The product you&#x27;re looking for doesn&#x27;t exist or has been removed.');
      expect(res.text).toMatch(/<a [^>]*href="\/marketplace"[^>]*>Back to Product Module<\/a>/);
      expect([res.text.includes('rel="canonical"'), res.text.includes('og:url')]).toEqual([false, false]);
    }
    // A signed-in admin may preview a draft at its address (the app renders it); an address that is no id is not found for anyone.
    await request(api).get(`/products/${draft.id}`).set('Accept', 'text/html').set('Cookie', admin).expect(200);
    expect((await request(api).get('/products/abc').set('Accept', 'text/html').set('Cookie', admin).expect(404)).text).toBe(notFound);

    const head = notFound.slice(0, notFound.indexOf('</head>'));
    expect(head).toContain('<title>404 Page Not Found | LoRaWAN Sensors</title>');
    expect(head).toContain('<meta name="robots" content="noindex"/>');
    expect([head.includes('rel="canonical"'), head.includes('og:url'), /(href|content)="[^"]*\/404"/.test(notFound)]).toEqual([false, false, false]);
  });

  it('a page path asked for as something other than a page, or with another method: plain-text 404', async () => {
    const json = await request(api).get('/about').set('Accept', 'application/json').expect(404);
    expect(json.text).toBe('Not found');
    const post = await request(api).post('/about').set('Accept', 'text/html').send({}).expect(404);
    expect([post.get('Content-Type'), post.text]).toEqual(['text/plain; charset=utf-8', 'Not found']);
  });
});

describe('same-origin check against the configured origins', () => {
  it('refuses a write from Origin http://evil.example even when the Host header says evil.example', async () => {
    const res = await request(api).post('/api/auth/logout').set('Host', 'evil.example').set('Origin', 'http://evil.example').expect(403);
    expect(res.body).toEqual({
      statusCode: 403,
      error: 'Forbidden',
      message: 'Cross-origin request refused: origin http://evil.example is not allowed',
      requestId: expect.any(String),
    });
  });

  it('refuses the address the gateway answers on when it is not a configured origin', async () => {
    const res = await request(api).post('/api/auth/logout').set('Origin', api).expect(403);
    expect(res.body.message).toBe(`Cross-origin request refused: origin ${api} is not allowed`);
  });

  it.each([PUBLIC_ORIGIN, TRUSTED_ORIGIN])('lets a write from %s through, whatever the Host header', async (origin) => {
    const res = await request(api).post('/api/auth/logout').set('Host', 'internal.cluster.local').set('Origin', origin).expect(200);
    expect(res.body).toEqual({ message: 'Signed out' });
    await request(api).post('/api/auth/logout').set('Referer', `${origin}/admin`).expect(200);
  });
});
