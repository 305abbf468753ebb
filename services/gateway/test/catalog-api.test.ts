import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import type { ProductView } from '@lora/contracts';
import { TEST_ADMIN, TestStack } from '../../../infra/src/testing/stack.js';
import { PRODUCT_BASE, createProduct as createAs } from '../../../infra/src/testing/admin-api.js';

let stack: TestStack;
let api: string;
let admin: string;
let visitor: string;
let published: ProductView;
let draft: ProductView;
let inactive: ProductView;

const createProduct = (fields: Record<string, unknown>) => createAs(api, admin, fields);

beforeAll(async () => {
  stack = await TestStack.start({ services: ['identity', 'catalog', 'gateway'] });
  await stack.createUser('visitor', 'visitor-password', 'user');
  api = stack.url();
  admin = await stack.signIn(TEST_ADMIN);
  visitor = await stack.signIn({ username: 'visitor', password: 'visitor-password' });
  published = await createProduct({ name: 'Published Probe', isPublished: true, price: '149.00' });
  draft = await createProduct({ name: 'Draft Probe' });
  inactive = await createProduct({ name: 'Inactive Probe', isPublished: true, isActive: false });
});

afterAll(async () => {
  await stack?.stop();
});

/** Products a test made and the others must not see, deleted after it. */
const cleanup: number[] = [];
afterEach(async () => {
  for (const id of cleanup.splice(0)) await request(api).delete(`/api/admin/products/${id}`).set('Cookie', admin).expect(200);
});

describe('GET /api/products', () => {
  it('lists published and active products only', async () => {
    const res = await request(api).get('/api/products').expect(200);
    expect(res.body.map((p: ProductView) => p.name)).toEqual(['Published Probe']);
    expect(res.body[0]).toMatchObject({ price: '149.00', currency: 'USD', lorawan: true, seoTitle: 'Published Probe' });
  });
});

describe('GET /api/products/{id}', () => {
  it('answers a published product', async () => {
    const res = await request(api).get(`/api/products/${published.id}`).expect(200);
    expect(res.body.name).toBe('Published Probe');
  });

  it('answers 404 for a draft, an inactive product and a missing id', async () => {
    for (const id of [draft.id, inactive.id, 987654]) {
      const res = await request(api).get(`/api/products/${id}`).expect(404);
      expect(res.body.message).toBe(`Product ${id} not found`);
    }
  });

  it('answers a draft to a signed-in admin (the preview link), not to another role', async () => {
    const res = await request(api).get(`/api/products/${draft.id}`).set('Cookie', admin).expect(200);
    expect(res.body).toMatchObject({ name: 'Draft Probe', isPublished: false });
    await request(api).get(`/api/products/${draft.id}`).set('Cookie', visitor).expect(404);
  });

  it('answers 400, not 500, for a non-numeric id', async () => {
    const res = await request(api).get('/api/products/abc').expect(400);
    expect(res.body.message).toBe('id must be a positive whole number, got "abc"');
    await request(api).get('/api/products/0').expect(400);
  });
});

describe('admin catalogue routes: RBAC', () => {
  const routes: Array<[string, string]> = [
    ['get', '/api/admin/products'],
    ['post', '/api/admin/products'],
    ['put', '/api/admin/products/1'],
    ['delete', '/api/admin/products/1'],
    ['patch', '/api/admin/products/1/publish'],
    ['get', '/api/admin/categories'],
    ['post', '/api/admin/categories'],
    ['put', '/api/admin/categories/1'],
    ['delete', '/api/admin/categories/1'],
  ];

  it.each(routes)('%s %s answers 401 anonymous and 403 to a non-admin', async (method, path) => {
    const call = (cookie?: string) => {
      const r = (request(api) as unknown as Record<string, (p: string) => request.Test>)[method](path);
      return cookie ? r.set('Cookie', cookie) : r;
    };
    await call().send({}).expect(401);
    await call(visitor).send({}).expect(403);
  });
});

describe('admin products', () => {
  it('GET /api/admin/products lists drafts and inactive products too', async () => {
    const res = await request(api).get('/api/admin/products').set('Cookie', admin).expect(200);
    expect(res.body.map((p: ProductView) => p.name).sort()).toEqual(expect.arrayContaining(['Draft Probe', 'Inactive Probe', 'Published Probe']));
  });

  it('POST answers 201 with defaults applied', async () => {
    const res = await request(api)
      .post('/api/admin/products')
      .set('Cookie', admin)
      .send({ ...PRODUCT_BASE, name: 'Created Here', price: '' })
      .expect(201);
    expect(res.body).toMatchObject({ name: 'Created Here', price: null, isPublished: false, minOrderQty: 1, features: [] });
  });

  it('POST answers 400 naming the fields', async () => {
    const res = await request(api).post('/api/admin/products').set('Cookie', admin).send({ name: 'No maker', price: 'abc' }).expect(400);
    expect(res.body.message).toEqual([
      'manufacturer is required and must be text',
      'description is required and must be text',
      'price must be a number, e.g. "129.99", or empty for no price',
    ]);
  });

  it('POST and PUT say what is wrong with a price: negative, more than 2 decimals, too large', async () => {
    const product = { name: 'Priced Wrong', manufacturer: 'Acme', description: 'Probe.' };
    for (const [price, message] of [
      ['-5', 'price must not be negative'],
      ['12.345', 'price must have at most 2 decimals'],
      [12.345, 'price must have at most 2 decimals'],
      ['100000000', 'price must be less than 100,000,000'],
      [true, 'price must be text, a number or null, e.g. "129.99"'],
    ] as const) {
      const res = await request(api)
        .post('/api/admin/products')
        .set('Cookie', admin)
        .send({ ...product, price })
        .expect(400);
      expect(res.body.message).toEqual([message]);
    }
    const created = await request(api)
      .post('/api/admin/products')
      .set('Cookie', admin)
      .send({ ...product, price: ' 12.30 ' })
      .expect(201);
    expect(created.body.price).toBe('12.30');
    const res = await request(api).put(`/api/admin/products/${created.body.id}`).set('Cookie', admin).send({ price: '-0.01' }).expect(400);
    expect(res.body.message).toEqual(['price must not be negative']);
    // Nothing written: the product has its one version, with the price it was created with.
    const history = await request(api).get(`/api/admin/products/${created.body.id}/history`).set('Cookie', admin).expect(200);
    expect(history.body.map((entry: { version: number }) => entry.version)).toEqual([1]);
    const kept = await request(api).get(`/api/admin/products/${created.body.id}/history/1`).set('Cookie', admin).expect(200);
    expect(kept.body.values.price).toBe('12.30');
  });

  it('POST answers 409 for a duplicate name', async () => {
    const res = await request(api)
      .post('/api/admin/products')
      .set('Cookie', admin)
      .send({ ...PRODUCT_BASE, name: 'Published Probe' })
      .expect(409);
    expect(res.body.message).toBe('A product named "Published Probe" already exists');
  });

  it('PUT updates and answers 404 for a missing id', async () => {
    const res = await request(api)
      .put(`/api/admin/products/${inactive.id}`)
      .set('Cookie', admin)
      .send({ ...PRODUCT_BASE, name: 'Inactive Probe', model: 'IP-2' })
      .expect(200);
    expect(res.body.model).toBe('IP-2');
    await request(api)
      .put('/api/admin/products/999999')
      .set('Cookie', admin)
      .send({ ...PRODUCT_BASE, name: 'Ghost' })
      .expect(404);
  });

  it('PATCH publish needs a boolean isPublished', async () => {
    const res = await request(api).patch(`/api/admin/products/${draft.id}/publish`).set('Cookie', admin).send({ isPublished: 'yes' }).expect(400);
    expect(res.body.message).toEqual(['isPublished must be true or false']);
    await request(api).patch('/api/admin/products/999999/publish').set('Cookie', admin).send({ isPublished: true }).expect(404);
  });

  it('DELETE removes and then answers 404', async () => {
    const doomed = await createProduct({ name: 'Doomed' });
    await request(api).delete(`/api/admin/products/${doomed.id}`).set('Cookie', admin).expect(200, { id: doomed.id, deleted: true });
    await request(api).delete(`/api/admin/products/${doomed.id}`).set('Cookie', admin).expect(404);
  });
});

describe('specifications', () => {
  // Postgres's jsonb would answer these keys shortest first: IP, Battery Life, Operating Temperature.
  const entered = { 'Operating Temperature': '-40 to 85 °C', IP: 'IP67', 'Battery Life': '10 years' };
  const reordered = { 'Battery Life': '12 years', Antenna: 'Internal', 'Operating Temperature': '-20 to 60 °C', IP: 'IP68' };
  const keysOf = (product: ProductView) => Object.keys(product.specifications);
  const pageSpecNames = (html: string) => [...html.matchAll(/<dt>([^<]*)<\/dt>/g)].map((m) => m[1]);

  it('come back in the order they were entered: create, update, one, the lists, the page and a restored version', async () => {
    const created = await createProduct({ name: 'Ordered Probe', isPublished: true, specifications: entered });
    cleanup.push(created.id);
    const readAll = async () => {
      const one = (await request(api).get(`/api/products/${created.id}`).expect(200)).body as ProductView;
      const list = (await request(api).get('/api/products').expect(200)).body as ProductView[];
      const page = (await request(api).get('/api/products?limit=10').expect(200)).body as { items: ProductView[] };
      const adminList = (await request(api).get('/api/admin/products').set('Cookie', admin).expect(200)).body as ProductView[];
      const html = (await request(api).get(`/products/${created.id}`).set('Accept', 'text/html').expect(200)).text;
      const named = (products: ProductView[]) => products.find((p) => p.id === created.id)!;
      return [keysOf(one), keysOf(named(list)), keysOf(named(page.items)), keysOf(named(adminList)), pageSpecNames(html)];
    };
    expect(keysOf(created)).toEqual(['Operating Temperature', 'IP', 'Battery Life']);
    expect(await readAll()).toEqual(Array(5).fill(['Operating Temperature', 'IP', 'Battery Life']));

    const updated = (await request(api).put(`/api/admin/products/${created.id}`).set('Cookie', admin).send({ specifications: reordered }).expect(200))
      .body as ProductView;
    expect([keysOf(updated), updated.specifications]).toEqual([['Battery Life', 'Antenna', 'Operating Temperature', 'IP'], reordered]);
    expect(await readAll()).toEqual(Array(5).fill(['Battery Life', 'Antenna', 'Operating Temperature', 'IP']));

    // The same keys in another order are a change, and a kept version brings its own order back.
    const sameKeys = { IP: 'IP68', 'Operating Temperature': '-20 to 60 °C', Antenna: 'Internal', 'Battery Life': '12 years' };
    await request(api).put(`/api/admin/products/${created.id}`).set('Cookie', admin).send({ specifications: sameKeys }).expect(200);
    const history = (await request(api).get(`/api/admin/products/${created.id}/history`).set('Cookie', admin).expect(200)).body;
    expect(history.map((h: { version: number; changed: string[] }) => [h.version, h.changed])).toEqual([
      [3, ['specifications']],
      [2, ['specifications']],
      [1, []],
    ]);
    const restored = (await request(api).post(`/api/admin/products/${created.id}/history/1/restore`).set('Cookie', admin).expect(200)).body;
    expect(keysOf(restored)).toEqual(['Operating Temperature', 'IP', 'Battery Life']);
    expect(await readAll()).toEqual(Array(5).fill(['Operating Temperature', 'IP', 'Battery Life']));
  });
});

describe('admin categories', () => {
  it('POST 201, duplicate 409, missing name 400, PUT 404, DELETE keeps products', async () => {
    const created = await request(api).post('/api/admin/categories').set('Cookie', admin).send({ name: 'Pressure', sortOrder: 3 }).expect(201);
    expect(created.body).toMatchObject({ name: 'Pressure', sortOrder: 3, isActive: true });
    const dup = await request(api).post('/api/admin/categories').set('Cookie', admin).send({ name: 'Pressure' }).expect(409);
    expect(dup.body.message).toBe('A category named "Pressure" already exists');
    const missing = await request(api).post('/api/admin/categories').set('Cookie', admin).send({ description: 'x' }).expect(400);
    expect(missing.body.message).toEqual(['name is required and must be text']);
    await request(api).put('/api/admin/categories/999999').set('Cookie', admin).send({ name: 'Nope' }).expect(404);

    const product = await createProduct({ name: 'Pressure Probe', categoryId: created.body.id, isPublished: true });
    // The other tests see the catalogue beforeAll made: this product goes when the test ends.
    cleanup.push(product.id);
    expect(product.category).toBe('Pressure');
    // In use, it stays (409 saying how many use it) until its products move elsewhere.
    const inUse = await request(api).delete(`/api/admin/categories/${created.body.id}`).set('Cookie', admin).expect(409);
    expect(inUse.body.message).toBe('The category "Pressure" is used by 1 product: move it to another category first');
    const other = await request(api).post('/api/admin/categories').set('Cookie', admin).send({ name: 'Pressure Gauges' }).expect(201);
    await request(api).delete(`/api/admin/categories/${created.body.id}?moveTo=0x1`).set('Cookie', admin).expect(400);
    const moved = await request(api).delete(`/api/admin/categories/${created.body.id}?moveTo=${other.body.id}`).set('Cookie', admin).expect(200);
    expect(moved.body).toEqual({ id: created.body.id, deleted: true, productsMoved: 1 });
    const after = await request(api).get(`/api/products/${product.id}`).expect(200);
    expect(after.body).toMatchObject({ category: 'Pressure Gauges', categoryId: other.body.id });
    const list = await request(api).get('/api/admin/categories').set('Cookie', admin).expect(200);
    expect(list.body.map((c: { name: string }) => c.name)).not.toContain('Pressure');
    // The public filter offers only categories products are in.
    const counts = await request(api).get('/api/products/categories').expect(200);
    expect(counts.body.map((c: { name: string }) => c.name)).not.toContain('Pressure');
  });
});

describe('public read cache and ETags', () => {
  it('answers 304 to a matching If-None-Match, from the cache', async () => {
    const first = await request(api).get('/api/products').expect(200);
    const etag = first.get('ETag')!;
    expect(etag).toBeTruthy();
    const again = await request(api).get('/api/products').expect(200);
    expect(again.get('X-Cache')).toBe('HIT');
    expect(again.get('ETag')).toBe(etag);
    expect(again.body).toEqual(first.body);
    const revalidated = await request(api).get('/api/products').set('If-None-Match', etag).expect(304);
    expect(revalidated.get('ETag')).toBe(etag);
  });

  it("answers 304 to If-None-Match sent with Cache-Control: no-cache (a revalidation, as Node's fetch sends it), cached or not", async () => {
    const etag = (await request(api).get('/api/products').expect(200)).get('ETag')!;
    await request(api).get('/api/products').set('If-None-Match', etag).set('Cache-Control', 'no-cache').expect(304);
    const own = await request(api).get(`/api/products/${published.id}`).set('Cookie', admin).expect(200);
    const revalidated = await request(api)
      .get(`/api/products/${published.id}`)
      .set('Cookie', admin)
      .set('If-None-Match', own.get('ETag')!)
      .set('Cache-Control', 'no-cache')
      .expect(304);
    expect(revalidated.get('X-Cache')).toBeUndefined();
  });

  it('never serves a cached answer to a request with a session cookie', async () => {
    await request(api).get(`/api/products/${published.id}`).expect(200);
    const withSession = await request(api).get(`/api/products/${published.id}`).set('Cookie', admin).expect(200);
    expect(withSession.get('X-Cache')).toBeUndefined();
  });

  it('shows an admin publish on the next public read of another gateway replica', async () => {
    const second = await stack.add('gateway');
    const other = `http://127.0.0.1:${second.options.probePort}`;
    const target = await createProduct({ name: 'Announced Later' });
    // The other tests see the catalogue beforeAll made: this product goes when the test ends.
    cleanup.push(target.id);

    for (const url of [api, other]) {
      const warm = await request(url).get('/api/products').expect(200);
      expect(warm.body.map((p: ProductView) => p.name)).not.toContain('Announced Later');
      expect((await request(url).get('/api/products')).get('X-Cache')).toBe('HIT');
    }
    const before = (await request(other).get('/api/products')).get('ETag')!;

    await request(api).patch(`/api/admin/products/${target.id}/publish`).set('Cookie', admin).send({ isPublished: true }).expect(200);

    const fresh = await request(other).get('/api/products').set('If-None-Match', before).expect(200);
    expect(fresh.body.map((p: ProductView) => p.name)).toContain('Announced Later');
    expect(fresh.get('ETag')).not.toBe(before);
    const own = await request(api).get(`/api/products/${target.id}`).expect(200);
    expect(own.body.isPublished).toBe(true);
  });
});

describe('request ids', () => {
  it('carry one id from an admin write through identity and catalog into their logs', async () => {
    // A session this gateway has not seen yet, so identity is asked (a known one is answered from the session cache).
    const fresh = await stack.signIn(TEST_ADMIN);
    await request(api)
      .post('/api/admin/products')
      .set('Cookie', fresh)
      .set('X-Request-Id', 'write-trace-7')
      .send({ ...PRODUCT_BASE, name: 'Traced Probe' })
      .expect(201);
    const handled = (name: 'identity' | 'catalog') =>
      stack.process(name).waitForLine((line) => line.includes('"requestId":"write-trace-7"') && line.includes('"msg":"handled"'));
    expect(JSON.parse(await handled('identity'))).toMatchObject({ service: 'identity', pattern: 'identity.session.resolve' });
    expect(JSON.parse(await handled('catalog'))).toMatchObject({ service: 'catalog', pattern: 'catalog.products.create' });
  });
});

describe('GET /api/products/categories and /api/admin/products/categories', () => {
  it('count the distinct non-empty categories of the products in scope, alphabetically, drafts for the admin only', async () => {
    type Counts = Array<{ name: string; count: number }>;
    const publicCounts = async (): Promise<Counts> => (await request(api).get('/api/products/categories').expect(200)).body;
    const adminCounts = async (query = ''): Promise<Counts> =>
      (await request(api).get(`/api/admin/products/categories${query}`).set('Cookie', admin).expect(200)).body;
    const countOf = (counts: Counts, name: string) => counts.find((c) => c.name === name)?.count ?? 0;
    const [publicBefore, adminBefore] = [await publicCounts(), await adminCounts()];
    expect(countOf(adminBefore, 'Fog Meters')).toBe(0);

    const facetA = await createProduct({ name: 'Facet Probe A', category: 'Fog Meters', isPublished: true });
    const facetB = await createProduct({ name: 'Facet Probe B', category: 'Fog Meters' });
    const dew = await createProduct({ name: 'Facet Probe C', category: 'Dew Points' });
    const facetD = await createProduct({ name: 'Facet Probe D', category: '' });
    // The other tests see the catalogue beforeAll made: these products go when the test ends.
    cleanup.push(facetA.id, facetB.id, dew.id, facetD.id);

    const [publicAfter, adminAfter] = [await publicCounts(), await adminCounts()];
    expect(publicAfter).toEqual([...publicBefore, { name: 'Fog Meters', count: 1 }].sort((a, b) => a.name.localeCompare(b.name)));
    expect(adminAfter).toEqual(
      [...adminBefore, { name: 'Dew Points', count: 1 }, { name: 'Fog Meters', count: 2 }].sort((a, b) => a.name.localeCompare(b.name)),
    );
    expect(adminAfter.every((c) => c.name.trim() !== '')).toBe(true);
    expect(await adminCounts('?search=facet probe b')).toEqual([{ name: 'Fog Meters', count: 1 }]);

    // The public answer is cached, and dropped when the catalogue changes.
    await request(api).patch(`/api/admin/products/${dew.id}/publish`).set('Cookie', admin).send({ isPublished: true }).expect(200);
    expect(countOf(await publicCounts(), 'Dew Points')).toBe(1);
  });

  it('the admin one is an admin route; a bad search is a 400 naming it', async () => {
    await request(api).get('/api/admin/products/categories').expect(401);
    await request(api).get('/api/admin/products/categories').set('Cookie', visitor).expect(403);
    const res = await request(api)
      .get(`/api/products/categories?search=${'x'.repeat(201)}`)
      .expect(400);
    expect(res.body.message).toEqual(['search must be at most 200 characters']);
  });
});
