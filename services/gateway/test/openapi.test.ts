import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import type { ProductView } from '@lora/contracts';
import { TEST_ADMIN, TestStack } from '../../../infra/src/testing/stack.js';
import { OpenApiContract } from '../../../infra/src/testing/openapi-contract.js';

let stack: TestStack;
let api: string;
let document: Record<string, unknown>;
let contract: OpenApiContract;
let admin: string;

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * One real call, checked against the document: the status must be the one expected and one the
 * operation documents, and the body must match the documented schema.
 */
async function call(
  method: Method,
  template: string,
  status: number,
  options: { params?: Record<string, string | number>; cookie?: string; body?: unknown; headers?: Record<string, string>; base?: string } = {},
) {
  const url = template.replace(/\{(\w+)\}/g, (_, name: string) => String(options.params?.[name]));
  let req = request(options.base ?? api)[method](url);
  if (options.cookie) req = req.set('Cookie', options.cookie);
  for (const [name, value] of Object.entries(options.headers ?? {})) req = req.set(name, value);
  const res = options.body === undefined ? await req : await req.send(options.body as object);
  expect([`${method.toUpperCase()} ${url}`, res.status]).toEqual([`${method.toUpperCase()} ${url}`, status]);
  const json = res.type === 'application/json' || !res.type;
  expect(contract.check(method, template.split('?')[0], res.status, json ? res.body : res.text, json ? 'application/json' : res.type)).toEqual([]);
  return res;
}

async function signIn(credentials: { username: string; password: string }): Promise<string> {
  const res = await call('post', '/api/auth/login', 200, { body: credentials });
  return res
    .get('Set-Cookie')!
    .find((c) => c.startsWith('sid='))!
    .split(';')[0];
}

beforeAll(async () => {
  // The import's own body limit at its minimum, so its 413 needs no more than the other routes' (1 MB).
  stack = await TestStack.start({
    services: ['identity', 'catalog', 'content', 'media', 'gateway'],
    serviceEnv: { gateway: { IMPORT_BODY_LIMIT_MB: '1' } },
  });
  api = stack.url();
  document = (await request(api).get('/api/docs/openapi.json').expect(200)).body;
  contract = new OpenApiContract(document);
  await stack.createUser('visitor', 'visitor-password', 'user');
  admin = await signIn(TEST_ADMIN);
});

afterAll(async () => {
  await stack?.stop();
  // Of the whole file, whatever order its tests ran in: together they exercised every documented operation.
  if (contract) expect([...contract.exercised].sort()).toEqual(contract.operations().sort());
});

describe('GET /api/docs/openapi.json', () => {
  it('passes Redocly lint with the recommended rules: 0 errors', async () => {
    const problems = await lintFromString({
      source: JSON.stringify(document),
      absoluteRef: 'openapi.json',
      config: await createConfig({ extends: ['recommended'] }),
    });
    const described = problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`);
    expect(described.filter((p) => p.startsWith('error'))).toEqual([]);
    // The one warning allowed: reads that take no input at all cannot answer a 4xx, and do not pretend to.
    const inputless = ['/api/status'].map((path) => `#/paths/${path.replaceAll('/', '~1')}/get/responses`);
    expect(
      described.filter(
        (p) => !inputless.some((pointer) => p === `warn operation-4xx-response: Operation must have at least one \`4XX\` response. at ${pointer}`),
      ),
    ).toEqual([]);
  });

  it('gives every operation a summary, a success schema, and an error schema for every error status', () => {
    for (const key of contract.operations()) {
      const [method, path] = key.split(' ');
      const operation = (
        document.paths as Record<
          string,
          Record<string, { summary?: string; responses: Record<string, { content?: Record<string, { schema?: unknown }> }> }>
        >
      )[path][method.toLowerCase()];
      expect([key, typeof operation.summary]).toEqual([key, 'string']);
      const statuses = Object.keys(operation.responses);
      expect([key, statuses.some((s) => s.startsWith('2'))]).toEqual([key, true]);
      // Errors are always JSON; a download (the enquiries CSV) has its own media type for its success.
      for (const status of statuses) {
        const content = operation.responses[status].content ?? {};
        const media =
          status.startsWith('2') && !content['application/json'] && Object.keys(content).length ? Object.keys(content)[0] : 'application/json';
        expect([key, status, !!content[media]?.schema]).toEqual([key, status, true]);
      }
      if (path !== '/api/status') expect([key, statuses.filter((s) => s === '503' || s === '504')]).toEqual([key, ['503', '504']]);
      if (path.startsWith('/api/admin')) expect([key, statuses.filter((s) => s === '401' || s === '403')]).toEqual([key, ['401', '403']]);
    }
  });

  it('declares every path parameter (ids as positive integers, slugs and kinds as text) and names one cookie scheme', () => {
    const paths = document.paths as Record<
      string,
      Record<string, { parameters?: Array<{ name: string; in: string; schema: { type: string } }>; security?: unknown[] }>
    >;
    for (const [path, item] of Object.entries(paths)) {
      for (const [method, operation] of Object.entries(item)) {
        const declared = (operation.parameters ?? [])
          .filter((p) => p.in === 'path')
          .map((p) => [p.name, p.schema.type])
          .sort();
        // Record ids and versions are integers; media files are named by a UUID; slugs, kinds and file paths are text.
        const inPath = [...path.matchAll(/\{(\w+)\}/g)]
          .map((m) => [m[1], (m[1] === 'id' && !path.startsWith('/api/admin/media')) || m[1] === 'version' ? 'integer' : 'string'])
          .sort();
        expect([method, path, declared]).toEqual([method, path, inPath]);
        for (const requirement of operation.security ?? []) expect(Object.keys(requirement as object).every((k) => k === 'session')).toBe(true);
      }
    }
    expect((document.components as { securitySchemes: unknown }).securitySchemes).toEqual({
      session: { type: 'apiKey', in: 'cookie', name: 'sid', description: expect.any(String) },
    });
  });
});

describe('real answers of every auth and catalogue route match the document', () => {
  it('auth: sign in, the current user, the admin check, sign out', async () => {
    await call('post', '/api/auth/login', 401, { body: { username: 'admin', password: 'wrong-password' } });
    await call('post', '/api/auth/login', 400, { body: { username: 'admin' } });
    const signedIn = await signIn(TEST_ADMIN);
    const user = await signIn({ username: 'visitor', password: 'visitor-password' });
    await call('get', '/api/auth/user', 200, { cookie: signedIn });
    await call('get', '/api/auth/user', 401);
    await call('get', '/api/admin/ping', 200, { cookie: signedIn });
    await call('get', '/api/admin/ping', 401);
    await call('get', '/api/admin/ping', 403, { cookie: user });
    const throwaway = await signIn(TEST_ADMIN);
    await call('post', '/api/auth/logout', 200, { cookie: throwaway });
  });

  it('admin products: create, list, update, publish, delete, and their errors', async () => {
    const body = { name: 'Contract Probe', manufacturer: 'Acme Sensing', description: 'A LoRaWAN probe.', price: '12.5' };
    const product: ProductView = (await call('post', '/api/admin/products', 201, { cookie: admin, body })).body;
    await call('post', '/api/admin/products', 409, { cookie: admin, body });
    await call('post', '/api/admin/products', 400, { cookie: admin, body: { name: '' } });
    await call('post', '/api/admin/products', 403, { cookie: admin, body, headers: { Origin: 'https://evil.example' } });
    await call('post', '/api/admin/products', 413, { cookie: admin, body: { ...body, description: 'x'.repeat(1_100_000) } });
    await call('post', '/api/admin/products', 401, { body });
    await call('get', '/api/admin/products', 200, { cookie: admin });
    await call('get', '/api/admin/products?limit=1&sort=name', 200, { cookie: admin });
    await call('get', '/api/admin/products?limit=0', 400, { cookie: admin });
    await call('get', '/api/admin/products/categories', 200, { cookie: admin });
    await call('get', `/api/admin/products/categories?search=${'x'.repeat(201)}`, 400, { cookie: admin });
    await call('get', '/api/admin/products/categories', 401);
    await call('put', '/api/admin/products/{id}', 200, { cookie: admin, params: { id: product.id }, body: { ...body, model: 'CP-1' } });
    await call('put', '/api/admin/products/{id}', 404, { cookie: admin, params: { id: 987654 }, body });
    await call('put', '/api/admin/products/{id}', 400, { cookie: admin, params: { id: 'abc' }, body });
    await call('patch', '/api/admin/products/{id}/publish', 200, { cookie: admin, params: { id: product.id }, body: { isPublished: true } });
    await call('patch', '/api/admin/products/{id}/publish', 400, { cookie: admin, params: { id: product.id }, body: {} });
  });

  it('public products: the list, one product, and their errors', async () => {
    const product: ProductView = (
      await call('post', '/api/admin/products', 201, {
        cookie: admin,
        body: { name: 'Public Contract Probe', manufacturer: 'Acme Sensing', description: 'A LoRaWAN probe.', isPublished: true },
      })
    ).body;
    await call('get', '/api/products', 200);
    await call('get', '/api/products?search=probe&limit=5', 200);
    await call('get', '/api/products?sort=cheapest', 400);
    await call('get', '/api/products/categories?search=probe', 200);
    await call('get', '/api/products/categories?search=%00', 400);
    await call('get', '/api/products/{id}', 200, { params: { id: product.id } });
    await call('get', '/api/products/{id}', 404, { params: { id: 987654 } });
    await call('get', '/api/products/{id}', 400, { params: { id: 'abc' } });
    await call('get', '/api/products/{id}/datasheet.pdf', 200, { params: { id: product.id } });
    await call('get', '/api/products/{id}/datasheet.pdf', 404, { params: { id: 987654 } });
    await call('get', '/api/products/{id}/datasheet.pdf', 400, { params: { id: 'abc' } });
    await call('delete', '/api/admin/products/{id}', 200, { cookie: admin, params: { id: product.id } });
    await call('delete', '/api/admin/products/{id}', 404, { cookie: admin, params: { id: product.id } });
  });

  it('admin categories: create, list, update, delete, and their errors', async () => {
    const category = (await call('post', '/api/admin/categories', 201, { cookie: admin, body: { name: 'Water Level', description: null } })).body;
    const categoryId = category.id;
    await call('post', '/api/admin/categories', 409, { cookie: admin, body: { name: 'Water Level' } });
    await call('get', '/api/admin/categories', 200, { cookie: admin });
    await call('put', '/api/admin/categories/{id}', 200, { cookie: admin, params: { id: categoryId }, body: { name: 'Water Levels', sortOrder: 2 } });
    await call('put', '/api/admin/categories/{id}', 404, { cookie: admin, params: { id: 987654 }, body: { name: 'Nope' } });
    await call('delete', '/api/admin/categories/{id}', 200, { cookie: admin, params: { id: categoryId } });
    await call('delete', '/api/admin/categories/{id}', 404, { cookie: admin, params: { id: categoryId } });
  });

  it('history: the kept versions of a product, category, news article and blog post, and a restore', async () => {
    const records = [
      ['products', { name: 'Contract History Probe', manufacturer: 'Acme', description: 'Kept.' }, { price: '5.00' }],
      ['categories', { name: 'Contract History Category' }, { sortOrder: 4 }],
      ['news', { title: 'Contract History News', category: 'LoRaWAN', excerpt: 'Short.', content: 'Long.' }, { excerpt: 'Shorter.' }],
      ['blogs', { title: 'Contract History Blog', excerpt: 'Short.', content: 'Long.' }, { excerpt: 'Shorter.' }],
    ] as const;
    for (const [path, create, change] of records) {
      const { id } = (await call('post', `/api/admin/${path}`, 201, { cookie: admin, body: create })).body;
      await call('put', `/api/admin/${path}/{id}`, 200, { cookie: admin, params: { id }, body: change });
      await call('get', `/api/admin/${path}/{id}/history`, 200, { cookie: admin, params: { id } });
      await call('get', `/api/admin/${path}/{id}/history`, 404, { cookie: admin, params: { id: 987654 } });
      const kept = `/api/admin/${path}/{id}/history/{version}`;
      const first = await call('get', kept, 200, { cookie: admin, params: { id, version: 1 } });
      expect(first.body.values).toMatchObject(create);
      await call('get', kept, 404, { cookie: admin, params: { id, version: 99 } });
      await call('get', kept, 400, { cookie: admin, params: { id, version: 0 } });
      const restore = `/api/admin/${path}/{id}/history/{version}/restore`;
      await call('post', restore, 412, { cookie: admin, params: { id, version: 1 }, headers: { 'If-Match': '"1"' } });
      await call('post', restore, 200, { cookie: admin, params: { id, version: 1 }, headers: { 'If-Match': '"2"' } });
      await call('post', restore, 404, { cookie: admin, params: { id, version: 99 } });
      await call('post', restore, 400, { cookie: admin, params: { id, version: 0 } });
    }
  });

  it('exchange rates: read, save, history, and their errors', async () => {
    const rates = (await call('get', '/api/admin/settings/exchange-rates', 200, { cookie: admin })).body;
    await call('get', '/api/admin/settings/exchange-rates', 401);
    const path = '/api/admin/settings/exchange-rates';
    await call('put', path, 200, { cookie: admin, body: { rates: { EUR: 1.08 } }, headers: { 'If-Match': `"${rates.version}"` } });
    await call('put', path, 412, { cookie: admin, body: { rates: { EUR: 1.1 } }, headers: { 'If-Match': `"${rates.version}"` } });
    await call('put', path, 400, { cookie: admin, body: { rates: { JPY: 150 } } });
    await call('put', path, 401, { body: { rates: {} } });
    await call('get', '/api/admin/settings/exchange-rates/history', 200, { cookie: admin });
  });

  it('status: the platform status', async () => {
    await call('get', '/api/status', 200);
  });

  it('login throttling: 429 after repeated failures', async () => {
    // An account no other test signs in to: failures are counted per account and address.
    for (let i = 0; i < 5; i++) await call('post', '/api/auth/login', 401, { body: { username: 'throttled', password: `wrong-${i}` } });
    await call('post', '/api/auth/login', 429, { body: { username: 'throttled', password: 'wrong-again' } });
  });

  it('enquiries: demo requests and contact messages, and their errors', async () => {
    const demo = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', company: 'Analytical Engines Ltd', industry: 'energy' };
    await call('post', '/api/demo-request', 201, { body: demo });
    await call('post', '/api/demo-request', 400, { body: { ...demo, email: 'nope' } });
    await call('post', '/api/contact', 201, { body: { name: 'Alan', email: 'alan@example.com', subject: 'Hi', message: 'Hello' } });
    await call('post', '/api/contact', 400, { body: {} });
  });

  it('news and blogs: admin writes, public reads, and their errors', async () => {
    const article = { title: 'Contract News', category: 'LoRaWAN', excerpt: 'Short.', content: 'Long.', isPublished: true };
    const news = (await call('post', '/api/admin/news', 201, { cookie: admin, body: article })).body;
    await call('post', '/api/admin/news', 409, { cookie: admin, body: article });
    await call('post', '/api/admin/news', 400, { cookie: admin, body: { title: 'x' } });
    await call('get', '/api/admin/news', 200, { cookie: admin });
    await call('get', '/api/admin/news?limit=1', 200, { cookie: admin });
    await call('put', '/api/admin/news/{id}', 200, { cookie: admin, params: { id: news.id }, body: { ...article, excerpt: 'Shorter.' } });
    await call('put', '/api/admin/news/{id}', 404, { cookie: admin, params: { id: 987654 }, body: article });
    await call('get', '/api/news', 200);
    await call('get', '/api/news?limit=0', 400);
    await call('get', '/api/news/{slug}', 200, { params: { slug: news.slug } });
    await call('get', '/api/news/{slug}', 404, { params: { slug: 'no-such-article' } });
    await call('delete', '/api/admin/news/{id}', 200, { cookie: admin, params: { id: news.id } });
    await call('delete', '/api/admin/news/{id}', 404, { cookie: admin, params: { id: news.id } });

    const post = { title: 'Contract Blog', excerpt: 'Short.', content: 'Long.', tags: ['lorawan'], isPublished: true };
    const blog = (await call('post', '/api/admin/blogs', 201, { cookie: admin, body: post })).body;
    await call('post', '/api/admin/blogs', 409, { cookie: admin, body: post });
    await call('get', '/api/admin/blogs', 200, { cookie: admin });
    await call('put', '/api/admin/blogs/{id}', 200, { cookie: admin, params: { id: blog.id }, body: post });
    await call('get', '/api/blogs', 200);
    await call('get', '/api/blogs/{slug}', 200, { params: { slug: blog.slug } });
    await call('get', '/api/blogs/{slug}', 404, { params: { slug: 'no-such-post' } });
    await call('delete', '/api/admin/blogs/{id}', 200, { cookie: admin, params: { id: blog.id } });
  });

  it('the enquiries inbox: list, mark handled, CSV', async () => {
    await call('post', '/api/demo-request', 201, {
      body: { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com', company: 'Compilers Inc' },
    });
    const inbox = (await call('get', '/api/admin/enquiries', 200, { cookie: admin })).body;
    await call('get', '/api/admin/enquiries?status=maybe', 400, { cookie: admin });
    await call('patch', '/api/admin/enquiries/{kind}/{id}', 200, {
      cookie: admin,
      params: { kind: inbox.items[0].kind, id: inbox.items[0].id },
      body: { status: 'handled' },
    });
    await call('patch', '/api/admin/enquiries/{kind}/{id}', 404, {
      cookie: admin,
      params: { kind: 'demo', id: 987654 },
      body: { status: 'handled' },
    });
    await call('patch', '/api/admin/enquiries/{kind}/{id}', 400, {
      cookie: admin,
      params: { kind: 'demo', id: inbox.items[0].id },
      body: { status: 'maybe' },
    });
    await call('get', '/api/admin/enquiries.csv', 200, { cookie: admin });
    await call('put', '/api/admin/presence/{kind}/{id}', 200, { cookie: admin, params: { kind: 'product', id: 1 } });
    await call('put', '/api/admin/presence/{kind}/{id}', 400, { cookie: admin, params: { kind: 'planet', id: 1 } });
    await call('delete', '/api/admin/presence/{kind}/{id}', 200, { cookie: admin, params: { kind: 'product', id: 1 } });
  });

  it('Data Sync: export, import (dry run too) and their errors', async () => {
    const bundle = (await call('get', '/api/admin/export-data', 200, { cookie: admin })).body;
    await call('post', '/api/admin/import-data?dryRun=true', 200, { cookie: admin, body: bundle });
    await call('post', '/api/admin/import-data', 200, { cookie: admin, body: bundle });
    await call('post', '/api/admin/import-data', 400, { cookie: admin, body: { products: [{ name: 'Broken' }] } });
    await call('post', '/api/admin/import-data', 413, { cookie: admin, body: { note: 'x'.repeat(1_100_000) } });
  });

  it('media: upload, list, images, delete, and their errors', async () => {
    const pdf = Buffer.from('%PDF-1.4\n%%EOF\n');
    const uploadCall = async (status: number, bytes: Buffer, filename: string) => {
      const res = await request(api).post('/api/admin/media/upload').set('Cookie', admin).attach('file', bytes, filename);
      expect([filename, res.status]).toEqual([filename, status]);
      expect(contract.check('post', '/api/admin/media/upload', res.status, res.body)).toEqual([]);
      return res;
    };
    const file = (await uploadCall(200, pdf, 'datasheet.pdf')).body.file;
    await uploadCall(415, Buffer.from('<html></html>'), 'x.png');
    await call('post', '/api/admin/media/upload', 400, { cookie: admin, body: { file: 'x' } });
    const big = await request(api)
      .post('/api/admin/media/upload')
      .set('Cookie', admin)
      .attach('file', Buffer.alloc(10 * 1024 * 1024 + 1), 'big.pdf');
    expect(contract.check('post', '/api/admin/media/upload', big.status, big.body)).toEqual([]);
    await call('get', '/api/admin/media', 200, { cookie: admin });
    await call('get', '/api/admin/media?limit=1', 200, { cookie: admin });
    await call('get', '/api/admin/media?category=video', 400, { cookie: admin });
    const image = await request(api).get(file.url).expect(200);
    expect(contract.check('get', '/api/images/{file}', 200, '', 'application/pdf')).toEqual([]);
    expect(image.get('Content-Type')).toBe('application/pdf');
    const part = await request(api).get(file.url).set('Range', 'bytes=0-3').expect(206);
    expect(contract.check('get', '/api/images/{file}', part.status, '', 'application/pdf')).toEqual([]);
    await call('get', '/api/images/{file}', 404, { params: { file: 'uploads/missing.png' } });
    await call('delete', '/api/admin/media/{id}', 200, { cookie: admin, params: { id: file.id } });
    await call('delete', '/api/admin/media/{id}', 404, { cookie: admin, params: { id: file.id } });
    await call('post', '/api/admin/media/{id}/restore', 200, { cookie: admin, params: { id: file.id } });
    await call('post', '/api/admin/media/{id}/restore', 404, { cookie: admin, params: { id: file.id } });
    await call('delete', '/api/admin/media/{id}', 200, { cookie: admin, params: { id: file.id } });
  });

  it('user accounts: list, create, role, password, own password, delete, and their errors', async () => {
    await call('get', '/api/admin/users', 200, { cookie: admin });
    await call('get', '/api/admin/users?limit=1', 200, { cookie: admin });
    await call('get', '/api/admin/users?limit=0', 400, { cookie: admin });
    const body = { username: 'openapi-user', password: 'openapi-password', role: 'user' };
    const user = (await call('post', '/api/admin/users', 201, { cookie: admin, body })).body;
    await call('post', '/api/admin/users', 409, { cookie: admin, body });
    await call('post', '/api/admin/users', 400, { cookie: admin, body: { ...body, password: 'short' } });
    const self = (await request(api).get('/api/auth/user').set('Cookie', admin)).body.id;
    await call('patch', '/api/admin/users/{id}/role', 409, { cookie: admin, params: { id: self }, body: { role: 'user' } });
    await call('patch', '/api/admin/users/{id}/role', 200, { cookie: admin, params: { id: user.id }, body: { role: 'admin' } });
    await call('patch', '/api/admin/users/{id}/role', 403, { cookie: admin, params: { id: self }, body: { role: 'user' } });
    await call('patch', '/api/admin/users/{id}/role', 404, { cookie: admin, params: { id: 987654 }, body: { role: 'user' } });
    await call('put', '/api/admin/users/{id}/password', 200, { cookie: admin, params: { id: user.id }, body: { password: 'another-long-password' } });
    await call('put', '/api/admin/users/{id}/password', 403, { cookie: admin, params: { id: self }, body: { password: 'another-long-password' } });
    await call('put', '/api/admin/users/{id}/password', 404, { cookie: admin, params: { id: 987654 }, body: { password: 'another-long-password' } });
    await call('put', '/api/auth/password', 400, {
      cookie: admin,
      body: { currentPassword: 'wrong-password', newPassword: 'a-new-long-password' },
    });
    await call('put', '/api/auth/password', 200, {
      cookie: admin,
      body: { currentPassword: TEST_ADMIN.password, newPassword: 'a-new-long-password' },
    });
    await call('put', '/api/auth/password', 200, {
      cookie: admin,
      body: { currentPassword: 'a-new-long-password', newPassword: TEST_ADMIN.password },
    });
    await call('delete', '/api/admin/users/{id}', 403, { cookie: admin, params: { id: self } });
    await call('delete', '/api/admin/users/{id}', 200, { cookie: admin, params: { id: user.id } });
    await call('delete', '/api/admin/users/{id}', 404, { cookie: admin, params: { id: user.id } });
  });
});
