import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Registry } from 'prom-client';
import { Events } from '@lora/contracts';
import { PublicReadCache, hasSessionCookie } from './public-read-cache.js';

let cache: PublicReadCache;
let server: http.Server;
let base: string;
let computed = 0;
/** Lets a test hold an answer back while it does something else (an invalidation, say). */
let holdAnswer: Promise<void> | undefined;

beforeAll(async () => {
  cache = new PublicReadCache(new Registry());
  cache.register({ domain: 'catalog', routes: [/^\/api\/products(\/\d+)?$/], invalidatedBy: [Events.catalogChanged] });
  cache.register({ domain: 'content', routes: [/^\/api\/news$/], invalidatedBy: [] });
  server = http.createServer(async (req, res) => {
    if (cache.handle(req, res)) return;
    computed++;
    await holdAnswer;
    const status = req.url === '/api/products/404' ? 404 : 200;
    if (req.url === '/api/products/7') res.setHeader('Set-Cookie', 'x=1');
    res.writeHead(status, { 'Content-Type': 'application/json', ETag: '"v1"', 'Cache-Control': 'no-cache' });
    res.end(JSON.stringify({ url: req.url, n: computed }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(base + path, { headers });

describe('PublicReadCache', () => {
  it('answers the second anonymous read of a registered route from memory', async () => {
    cache.invalidate();
    const first = await get('/api/products');
    expect(first.headers.get('x-cache')).toBe('MISS');
    const second = await get('/api/products');
    expect([second.headers.get('x-cache'), await second.text()]).toEqual(['HIT', await first.text()]);
  });

  it('answers 304 to a matching If-None-Match from memory', async () => {
    await get('/api/products');
    const res = await get('/api/products', { 'If-None-Match': '"v1"' });
    expect([res.status, res.headers.get('x-cache')]).toEqual([304, 'HIT']);
  });

  it.each(['sid=abc', 'theme=dark; sid=abc', 'sid =abc', ' sid=abc', 'theme=dark;sid=abc'])(
    'never serves nor stores a request carrying a session cookie (%s)',
    async (cookie) => {
      cache.invalidate();
      const before = computed;
      expect((await get('/api/products', { Cookie: cookie })).headers.get('x-cache')).toBeNull();
      expect((await get('/api/products', { Cookie: cookie })).headers.get('x-cache')).toBeNull();
      expect(computed - before).toBe(2);
      expect(cache.size).toBe(0);
    },
  );

  it('does not mistake other cookies for a session', () => {
    const req = (cookie: string) => ({ headers: { cookie } }) as http.IncomingMessage;
    expect([hasSessionCookie(req('sidebar=1')), hasSessionCookie(req('x=sid=1')), hasSessionCookie(req('sid=1'))]).toEqual([false, false, true]);
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
    expect((await pending).headers.get('x-cache')).toBe('MISS');
    expect(cache.size).toBe(0);
    expect((await get('/api/products/1')).headers.get('x-cache')).toBe('MISS');
  });

  it('drops only the invalidated domain', async () => {
    cache.invalidate();
    await get('/api/products');
    await get('/api/news');
    cache.invalidate('catalog');
    expect((await get('/api/news')).headers.get('x-cache')).toBe('HIT');
    expect((await get('/api/products')).headers.get('x-cache')).toBe('MISS');
  });

  it('keeps nothing for a query string, an unregistered path, an error or an answer that sets a cookie', async () => {
    cache.invalidate();
    for (const path of ['/api/products?page=2', '/api/other', '/api/products/404', '/api/products/7']) {
      await get(path);
      expect([path, (await get(path)).headers.get('x-cache')]).not.toEqual([path, 'HIT']);
    }
    expect(cache.size).toBe(0);
  });
});
