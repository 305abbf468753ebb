import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Registry } from 'prom-client';
import { Events } from '@lora/contracts';
import zlib from 'node:zlib';
import createExpress from 'express';
import compression from 'compression';
import { CachingResponse, PublicReadCache, acceptsGzip } from './public-read-cache.js';

let cache: PublicReadCache;
let server: http.Server;
let base: string;
let computed = 0;
/** Lets a test hold an answer back while it does something else (an invalidation, say). */
let holdAnswer: Promise<void> | undefined;

beforeAll(async () => {
  cache = new PublicReadCache(new Registry(), { maxBytes: 64 * 1024, seenQueries: 100 });
  cache.register({
    domain: 'catalog',
    routes: [{ path: /^\/api\/products$/, params: ['search', 'limit'] }, { path: /^\/api\/products\/\d+$/ }],
    invalidatedBy: [Events.catalogChanged],
  });
  cache.register({ domain: 'content', routes: [{ path: /^\/api\/news$/ }], invalidatedBy: [] });
  server = http.createServer({ ServerResponse: CachingResponse }, (req, res) => void answer(req, res));
  const answer = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (cache.handle(req, res)) return;
    computed++;
    await holdAnswer;
    const status = req.url === '/api/products/404' ? 404 : 200;
    if (req.url === '/api/products/7') res.setHeader('Set-Cookie', 'x=1');
    const cacheControl = req.url === '/api/products/8' ? 'no-store' : 'no-cache';
    res.writeHead(status, { 'Content-Type': 'application/json', ETag: 'W/"v1"', 'Cache-Control': cacheControl, 'X-Frame-Options': 'SAMEORIGIN' });
    // /api/products/9 is a larger answer, worth compressing; /api/products/10 is larger than the cache keeps.
    const text = req.url === '/api/products/9' ? 'a sensor '.repeat(400) : req.url === '/api/products/10' ? 'x'.repeat(40_000) : undefined;
    res.end(JSON.stringify({ url: req.url, n: computed, ...(text ? { text } : {}) }));
  };
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** node:http rather than fetch, which adds `Cache-Control: no-cache` to conditional requests. */
function get(path: string, headers: Record<string, string> = {}, body?: string, origin = base): Promise<Answer & { raw: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = http.request(origin + path, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        resolve({ status: res.statusCode!, headers: res.headers, body: raw.toString('utf8'), raw });
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('PublicReadCache', () => {
  it('answers the second anonymous read of a registered route from memory', async () => {
    cache.invalidate();
    const first = await get('/api/products');
    expect(first.headers['x-cache']).toBe('MISS');
    const second = await get('/api/products');
    expect([second.headers['x-cache'], second.body]).toEqual(['HIT', first.body]);
  });

  it.each(['W/"v1"', '"v1"', '"other", W/"v1"', '"a","v1"', '*'])(
    "answers 304 from memory to If-None-Match: %s, with the 200's headers but no body ones",
    async (tags) => {
      await get('/api/products');
      const full = await get('/api/products');
      const res = await get('/api/products', { 'If-None-Match': tags });
      expect([res.status, res.headers['x-cache'], res.body]).toEqual([304, 'HIT', '']);
      const replayed = ({ headers }: Answer) => {
        const {
          date,
          'x-request-id': id,
          connection,
          'keep-alive': keepAlive,
          'content-length': length,
          'content-type': type,
          'transfer-encoding': encoding,
          ...rest
        } = headers;
        return rest;
      };
      expect(replayed(res)).toEqual(replayed(full));
      expect(res.headers).toMatchObject({
        etag: 'W/"v1"',
        'cache-control': 'no-cache',
        'x-frame-options': 'SAMEORIGIN',
        'x-request-id': expect.any(String),
      });
      expect([res.headers['content-type'], res.headers['content-length']]).toEqual([undefined, undefined]);
    },
  );

  it.each(['"v2"', 'W/"v2", "v3"', 'v1'])('answers the full 200 from memory to a non-matching If-None-Match: %s', async (tags) => {
    await get('/api/products');
    const res = await get('/api/products', { 'If-None-Match': tags });
    expect([res.status, res.headers['x-cache']]).toEqual([200, 'HIT']);
  });

  it.each(['sid=abc', 'theme=dark; sid=abc', 'sid =abc', ' sid=abc', 'theme=dark;sid=abc', 'sid="abc"', 'sid=', 'sid=bad; sid=abc'])(
    'never serves nor stores a request carrying a session cookie (%s)',
    async (cookie) => {
      cache.invalidate();
      const before = computed;
      expect((await get('/api/products', { Cookie: cookie })).headers['x-cache']).toBeUndefined();
      expect((await get('/api/products', { Cookie: cookie })).headers['x-cache']).toBeUndefined();
      expect(computed - before).toBe(2);
      expect(cache.size).toBe(0);
    },
  );

  it.each(['sidebar=1', 'x=sid=1', 'SID=abc'])('serves a request whose cookies the session lookup finds no session in (%s)', async (cookie) => {
    await get('/api/products');
    expect((await get('/api/products', { Cookie: cookie })).headers['x-cache']).toBe('HIT');
  });

  it('never answers nor stores a GET that carries a body', async () => {
    cache.invalidate();
    await get('/api/products');
    const res = await get('/api/products', { 'Content-Type': 'application/json', 'Content-Length': '2' }, '{}');
    expect(res.headers['x-cache']).toBeUndefined();
  });

  it('does not store an answer computed before an invalidation of its domain', async () => {
    cache.invalidate();
    let release!: () => void;
    holdAnswer = new Promise((resolve) => (release = resolve));
    const started = computed;
    const pending = get('/api/products/1');
    while (computed === started) await new Promise((resolve) => setTimeout(resolve, 5));
    cache.invalidate('catalog'); // a write lands while the old answer is being computed
    release();
    holdAnswer = undefined;
    expect((await pending).headers['x-cache']).toBe('MISS');
    expect(cache.size).toBe(0);
    expect((await get('/api/products/1')).headers['x-cache']).toBe('MISS');
  });

  it('drops only the invalidated domain', async () => {
    cache.invalidate();
    await get('/api/products');
    await get('/api/news');
    cache.invalidate('catalog');
    expect((await get('/api/news')).headers['x-cache']).toBe('HIT');
    expect((await get('/api/products')).headers['x-cache']).toBe('MISS');
  });

  it('keeps an address with a query from the second time it is asked for, each query its own entry', async () => {
    cache.invalidate();
    expect((await get('/api/products?limit=2')).headers['x-cache']).toBe('MISS');
    expect((await get('/api/products?limit=2')).headers['x-cache']).toBe('MISS');
    expect((await get('/api/products?limit=2')).headers['x-cache']).toBe('HIT');
    expect((await get('/api/products?limit=3')).headers['x-cache']).toBe('MISS');
    expect(JSON.parse((await get('/api/products?limit=3')).body).url).toBe('/api/products?limit=3');
  });

  it('answers an address as its canonical one: parameters the route does not read dropped, the rest in order', async () => {
    cache.invalidate();
    const before = computed;
    for (const url of ['/api/products?junk=1', '/api/products?utm_source=mail&x=%zz', '/api/products?']) {
      const res = await get(url);
      expect([url, JSON.parse(res.body).url]).toEqual([url, '/api/products']);
    }
    expect(computed - before).toBe(1);
    await get('/api/products?limit=2&search=a%20b&junk=1');
    const again = await get('/api/products?search=a+b&fbclid=2&limit=2');
    expect([again.headers['x-cache'], JSON.parse(again.body).url]).toEqual(['MISS', '/api/products?search=a+b&limit=2']);
    expect((await get('/api/products?limit=2&search=a%20b')).headers['x-cache']).toBe('HIT');
  });

  it('passes on unchanged and uncached a query that is no plain read: a parameter twice, a bracketed name, an overlong query', async () => {
    cache.invalidate();
    for (const url of ['/api/products?limit=2&limit=3', '/api/products?search[a]=1', `/api/products?junk=${'x'.repeat(1100)}`]) {
      for (let i = 0; i < 3; i++) {
        const res = await get(url);
        expect([url, res.headers['x-cache'], JSON.parse(res.body).url]).toEqual([url, undefined, url]);
      }
    }
    expect(cache.size).toBe(0);
  });

  it('stores no stream of unique queries, and evicts no page without a query for them', async () => {
    cache.invalidate();
    await get('/api/products/1');
    await get('/api/news');
    for (let i = 0; i < 300; i++) await get(`/api/products?search=junk${i}`);
    expect(cache.size).toBe(2);
    // Queries asked for twice fill only their own share of the space (a quarter of 64 KiB here).
    for (let i = 0; i < 40; i++) for (let n = 0; n < 2; n++) await get(`/api/products?search=twice${i}`);
    expect((await get('/api/products/1')).headers['x-cache']).toBe('HIT');
    expect((await get('/api/news')).headers['x-cache']).toBe('HIT');
    expect(cache.size).toBeLessThan(2 + 40);
  });

  it('keeps no answer larger than a quarter of its space', async () => {
    cache.invalidate();
    await get('/api/products/10');
    expect((await get('/api/products/10')).headers['x-cache']).toBe('MISS');
    expect(cache.size).toBe(0);
  });

  it('keeps nothing for an unregistered path, an error, an answer that sets a cookie or says no-store', async () => {
    cache.invalidate();
    for (const path of ['/api/other?x=1', '/api/other', '/api/products/404', '/api/products/7', '/api/products/8']) {
      await get(path);
      expect([path, (await get(path)).headers['x-cache']]).not.toEqual([path, 'HIT']);
    }
    expect(cache.size).toBe(0);
  });

  it('replays a larger text answer gzipped to a client that accepts gzip, and as it was to any other', async () => {
    cache.invalidate();
    const first = await get('/api/products/9', { 'Accept-Encoding': 'gzip' });
    expect([first.headers['x-cache'], first.headers['content-encoding'], first.headers.vary]).toEqual(['MISS', undefined, 'Accept-Encoding']);
    const zipped = await get('/api/products/9', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect([zipped.headers['x-cache'], zipped.headers['content-encoding'], zipped.headers.vary, zipped.headers.etag]).toEqual([
      'HIT',
      'gzip',
      'Accept-Encoding',
      'W/"v1"',
    ]);
    expect(Number(zipped.headers['content-length'])).toBe(zipped.raw.length);
    expect(zipped.raw.length).toBeLessThan(first.raw.length / 4);
    expect(zlib.gunzipSync(zipped.raw).toString('utf8')).toBe(first.body);
    for (const encoding of [undefined, 'identity', 'gzip;q=0', 'br']) {
      const plain = await get('/api/products/9', encoding ? { 'Accept-Encoding': encoding } : {});
      expect([plain.headers['x-cache'], plain.headers['content-encoding'], plain.body]).toEqual(['HIT', undefined, first.body]);
    }
    expect((await get('/api/products/9', { 'Accept-Encoding': 'gzip', 'If-None-Match': 'W/"v1"' })).status).toBe(304);
  });

  it('replays a small answer as it was, whatever the client accepts', async () => {
    await get('/api/products');
    const res = await get('/api/products', { 'Accept-Encoding': 'gzip' });
    expect([res.headers['x-cache'], res.headers['content-encoding']]).toEqual(['HIT', undefined]);
  });

  it.each([
    ['gzip', true],
    ['gzip, deflate, br', true],
    ['br;q=1.0, gzip;q=0.8, *;q=0.1', true],
    ['x-gzip', true],
    ['*', true],
    ['GZIP', true],
    ['gzip;q=0', false],
    ['*;q=0', false],
    ['gzip;q=0, *', false],
    ['identity', false],
    ['br', false],
    ['', false],
  ])('reads Accept-Encoding %j as accepting gzip: %s', (header, accepted) => {
    expect(acceptsGzip(header)).toBe(accepted);
  });
});

describe('PublicReadCache in front of Express', () => {
  it("keeps what Express answers, streamed or sent whole, once Express's responses inherit from CachingResponse", async () => {
    const expressCache = new PublicReadCache(new Registry());
    expressCache.register({ domain: 'catalog', routes: [{ path: /^\/api\/(whole|streamed)$/ }], invalidatedBy: [] });
    const app = createExpress();
    Object.setPrototypeOf(Object.getPrototypeOf(app.response), CachingResponse.prototype);
    let answered = 0;
    app.get('/api/whole', (_req, res) => void res.json({ n: ++answered }));
    app.get('/api/streamed', (_req, res) => {
      res.type('json').write(`[${++answered}`);
      res.end(',2]');
    });
    const expressServer = http.createServer({ ServerResponse: CachingResponse }, (req, res) => {
      if (!expressCache.handle(req, res)) app(req, res);
    });
    await new Promise<void>((resolve) => expressServer.listen(0, '127.0.0.1', resolve));
    const at = `http://127.0.0.1:${(expressServer.address() as AddressInfo).port}`;
    try {
      for (const [path, body] of [
        ['/api/whole', '{"n":1}'],
        ['/api/streamed', '[2,2]'],
      ]) {
        const first = await fetch(at + path);
        const second = await fetch(at + path);
        expect([first.headers.get('x-cache'), await first.text()]).toEqual(['MISS', body]);
        expect([second.headers.get('x-cache'), await second.text()]).toEqual(['HIT', body]);
      }
      expect(answered).toBe(2);
    } finally {
      await new Promise((resolve) => expressServer.close(resolve));
    }
  });

  it('keeps an answer the compression middleware encoded for one client as it was, and replays it to each as it accepts', async () => {
    // A quarter of 64 KiB per answer: /api/huge compresses to far less, but is 40,000 bytes decoded.
    const expressCache = new PublicReadCache(new Registry(), { maxBytes: 64 * 1024 });
    expressCache.register({ domain: 'site', routes: [{ path: /^\/(page|huge)$/ }], invalidatedBy: [] });
    const app = createExpress();
    Object.setPrototypeOf(Object.getPrototypeOf(app.response), CachingResponse.prototype);
    app.use(compression());
    const page = '<p>A sensor that reports for years.</p>'.repeat(100);
    let answered = 0;
    app.get('/page', (_req, res) => void (answered++, res.type('html').send(page)));
    app.get('/huge', (_req, res) => void (answered++, res.type('html').send('x'.repeat(40_000))));
    const expressServer = http.createServer({ ServerResponse: CachingResponse }, (req, res) => {
      if (!expressCache.handle(req, res)) app(req, res);
    });
    await new Promise<void>((resolve) => expressServer.listen(0, '127.0.0.1', resolve));
    const at = `http://127.0.0.1:${(expressServer.address() as AddressInfo).port}`;
    try {
      const miss = await get('/page', { 'Accept-Encoding': 'gzip, deflate, br, zstd' }, undefined, at);
      expect([miss.headers['x-cache'], miss.headers['content-encoding']]).toEqual(['MISS', 'br']);
      expect(miss.raw.length).toBeLessThan(page.length / 10);
      expect(zlib.brotliDecompressSync(miss.raw).toString('utf8')).toBe(page);

      const plain = await get('/page', {}, undefined, at);
      expect([plain.headers['x-cache'], plain.headers['content-encoding'], plain.headers['content-length'], plain.body]).toEqual([
        'HIT',
        undefined,
        String(page.length),
        page,
      ]);
      expect(plain.headers.etag).toBe(miss.headers.etag);
      const zipped = await get('/page', { 'Accept-Encoding': 'gzip' }, undefined, at);
      expect([zipped.headers['x-cache'], zipped.headers['content-encoding']]).toEqual(['HIT', 'gzip']);
      expect(zlib.gunzipSync(zipped.raw).toString('utf8')).toBe(page);
      expect(answered).toBe(1);

      // Decoded, it would take more than an answer's share: sent compressed, but not kept.
      for (const expected of ['MISS', 'MISS']) {
        const huge = await get('/huge', { 'Accept-Encoding': 'gzip' }, undefined, at);
        expect([huge.headers['x-cache'], huge.headers['content-encoding'], zlib.gunzipSync(huge.raw).length]).toEqual([expected, 'gzip', 40_000]);
      }
      expect([answered, expressCache.size]).toEqual([3, 1]);
    } finally {
      await new Promise((resolve) => expressServer.close(resolve));
    }
  });
});
