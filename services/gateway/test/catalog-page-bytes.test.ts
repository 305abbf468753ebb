import { createHash } from 'node:crypto';
import http from 'node:http';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { Patterns, type Page, type ProductView, type ServiceBus } from '@lora/contracts';
import { TEST_ADMIN, TestStack } from '../../../infra/src/testing/stack.js';

let stack: TestStack;
let api: string;
let admin: string;
let bus: ServiceBus;

/** Names with text outside Latin-1 (and outside the BMP), which a page carries as UTF-8 from end to end. */
const NAMES = ['Sonde – 5 µA ✓', 'Capteur ±0.5 °C 🛰', 'Plain Probe'];

/** Express's weak ETag of a body: length and SHA-1, as `etag` writes them. */
const expressEtag = (body: Buffer) => `W/"${body.length.toString(16)}-${createHash('sha1').update(body).digest('base64').slice(0, 27)}"`;

/** The answer's bytes, not encoded for the way. */
async function rawGet(path: string, cookie?: string): Promise<{ status: number; headers: Record<string, string>; body: Buffer }> {
  const call = request(api)
    .get(path)
    .set('Accept-Encoding', 'identity')
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });
  const res = await (cookie ? call.set('Cookie', cookie) : call);
  return { status: res.status, headers: res.headers, body: res.body as Buffer };
}

beforeAll(async () => {
  stack = await TestStack.start({ services: ['identity', 'catalog', 'gateway'] });
  api = stack.url();
  admin = await stack.signIn(TEST_ADMIN);
  for (const name of NAMES) {
    await request(api)
      .post('/api/admin/products')
      .set('Cookie', admin)
      .send({
        name,
        manufacturer: 'Acme – Sensing',
        description: `${name}: a LoRaWAN sensor, −40…85 °C.`,
        isPublished: true,
        features: ['λ/4 antenna'],
      })
      .expect(201);
  }
  bus = await stack.bus();
});

afterAll(async () => {
  await stack?.stop();
});

describe('a catalogue page travels as the catalog wrote it', () => {
  it('answers the exact bytes of the catalog’s reply, with their length and ETag', async () => {
    const fromCatalog = (await bus.send(Patterns.catalog.listProducts, { scope: 'published', limit: 2 })).body();
    // Postgres writes the views (`"id" : 1`): a parse and re-serialise anywhere on the way would change these bytes.
    expect(fromCatalog.toString('utf8')).toContain('"id" : ');

    for (const cookie of [admin, undefined]) {
      const res = await rawGet('/api/products?limit=2', cookie);
      expect(res.status).toBe(200);
      expect(res.body.equals(fromCatalog)).toBe(true);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(Number(res.headers['content-length'])).toBe(fromCatalog.length);
      expect(res.headers.etag).toBe(expressEtag(fromCatalog));
    }
  });

  it('goes out gzipped to a client that accepts it, and decodes to those bytes, under their ETag', async () => {
    const fromCatalog = (await bus.send(Patterns.catalog.listProducts, { scope: 'published', limit: 24 })).body();
    // Node's own client: supertest would decode the body.
    const res = await new Promise<http.IncomingMessage>((resolve, reject) =>
      http.get(`${api}/api/products?limit=24`, { headers: { 'accept-encoding': 'gzip' } }, resolve).on('error', reject),
    );
    const body = Buffer.concat(await res.toArray());
    expect([res.statusCode, res.headers['content-encoding'], res.headers.vary]).toEqual([200, 'gzip', 'Accept-Encoding']);
    expect(gunzipSync(body).equals(fromCatalog)).toBe(true);
    expect(body.length).toBeLessThan(fromCatalog.length / 3);
    expect(res.headers.etag).toBe(expressEtag(fromCatalog));
  });

  it('keeps every character, and each item is the product’s own view', async () => {
    const res = await rawGet('/api/products?limit=24&sort=name', admin);
    const page = JSON.parse(res.body.toString('utf8')) as Page<ProductView>;
    expect(page.items.map((p) => p.name)).toEqual([NAMES[1], NAMES[2], NAMES[0]]);
    expect(page).toMatchObject({ total: NAMES.length, nextCursor: null });
    for (const item of page.items) {
      const single = await request(api).get(`/api/products/${item.id}`).expect(200);
      expect(item).toEqual(single.body);
    }
  });

  it('walks the pages with the cursors, and answers past the last page with the total', async () => {
    const first = JSON.parse((await rawGet('/api/products?limit=2', admin)).body.toString('utf8')) as Page<ProductView>;
    expect(first.items).toHaveLength(2);
    const second = JSON.parse((await rawGet(`/api/products?limit=2&cursor=${first.nextCursor}`, admin)).body.toString('utf8')) as Page<ProductView>;
    expect(second).toMatchObject({ total: NAMES.length, nextCursor: null });
    expect([...first.items, ...second.items].map((p) => p.name).sort()).toEqual([...NAMES].sort());
    const past = await rawGet(`/api/products?limit=2&cursor=${Buffer.from('o:10').toString('base64url')}`, admin);
    expect(past.body.toString('utf8')).toBe(`{"items":[],"total":${NAMES.length},"nextCursor":null}`);
  });
});
