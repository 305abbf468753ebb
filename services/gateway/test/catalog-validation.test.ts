import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import type pg from 'pg';
import { FIELD_LIMITS, INTEGER_MAX, type CategoryView } from '@lora/contracts';
import { TEST_ADMIN, TestStack } from '../../../infra/src/testing/stack.js';
import { PRODUCT_BASE, createCategory as createCategoryAs, createProduct as createProductAs } from '../../../infra/src/testing/admin-api.js';
import { catalogChecksum, productAtEveryCap } from '../../../infra/src/testing/catalogue-fixtures.js';

/** Issue 7: a 400 for every bad input, one rule for each kind across the catalogue's write routes. */

let stack: TestStack;
let api: string;
let admin: string;
let db: pg.Client;

const base = PRODUCT_BASE;
type Method = 'post' | 'put' | 'patch';

const send = (method: Method, path: string, body: unknown) =>
  request(api)
    [method](path)
    .set('Cookie', admin)
    .send(body as object);

const createProduct = (fields: Record<string, unknown>) => createProductAs(api, admin, fields);
const createCategory = (fields: Record<string, unknown>) => createCategoryAs(api, admin, fields);

/** Sends a request that must be refused with exactly `status` and `message`, and checks that nothing was stored. */
async function refused(method: Method, path: string, body: unknown, status: number, message: unknown, cookie = admin): Promise<void> {
  const before = await catalogChecksum(db);
  const res = await request(api)
    [method](path)
    .set('Cookie', cookie)
    .send(body as object);
  expect([res.status, res.body.message]).toEqual([status, message]);
  expect(await catalogChecksum(db)).toBe(before);
}

beforeAll(async () => {
  stack = await TestStack.start({ services: ['identity', 'catalog', 'gateway'] });
  api = stack.url();
  admin = await stack.signIn(TEST_ADMIN);
  db = await stack.db();
});

afterAll(async () => {
  await stack?.stop();
});

beforeEach(async () => {
  await db.query('TRUNCATE catalog.products, catalog.categories RESTART IDENTITY CASCADE');
});

/** A JSON text with `{"a":{"a":…}}` (or `[[…]]`) nested `depth` levels at `field`, sent as it is: supertest's serialiser gives up on deep values. */
const nested = (depth: number, open = '{"a":', empty = '{}', close = '}') => `${open.repeat(depth - 1)}${empty}${close.repeat(depth - 1)}`;
const deepBody = (field: string, value: string) => `{"name":"Deep","manufacturer":"M","description":"D","${field}":${value}}`;

/** Sends a raw JSON text that must be refused with a 400 naming the depth limit, storing nothing. */
async function refusedDeep(method: Method, path: string, json: string, cookie?: string): Promise<void> {
  const before = await catalogChecksum(db);
  let req = request(api)[method](path).set('Content-Type', 'application/json');
  if (cookie) req = req.set('Cookie', cookie);
  const res = await req.send(json);
  expect([res.status, res.body.message]).toEqual([400, ['body is nested more than 10 levels deep']]);
  expect(await catalogChecksum(db)).toBe(before);
}

describe('JSON depth limit: every write route', () => {
  it('POST /api/auth/login answers 400 for a body nested 5,000 deep, or 400,000', async () => {
    await refusedDeep('post', '/api/auth/login', `{"username":${nested(5000)},"password":"x"}`);
    // As deep as the 1 MB body limit allows.
    await refusedDeep('post', '/api/auth/login', `{"username":${nested(400_000, '[', '[]', ']')}}`);
  });

  it.each([
    ['post', '/api/admin/products'],
    ['put', '/api/admin/products/{product}'],
    ['patch', '/api/admin/products/{product}/publish'],
    ['post', '/api/admin/categories'],
    ['put', '/api/admin/categories/{category}'],
  ] as const)('%s %s answers 400 for a body nested 5,000 deep, of objects or of lists', async (method, template) => {
    const product = await createProduct({ name: 'Kept' });
    const category = await createCategory({ name: 'Kept' });
    const path = template.replace('{product}', String(product.id)).replace('{category}', String(category.id));
    await refusedDeep(method, path, deepBody('specifications', nested(5000)), admin);
    await refusedDeep(method, path, deepBody('isPublished', nested(5000, '[', '[]', ']')), admin);
  });

  it('draws the line at 10 levels: a body 10 deep reaches the field rules, 11 deep does not', async () => {
    const ten = await send('post', '/api/admin/products', JSON.parse(deepBody('tags', nested(9, '[', '[]', ']')))).expect(400);
    expect(ten.body.message).toEqual(['tags must be a list of texts']);
    await refusedDeep('post', '/api/admin/products', deepBody('tags', nested(10, '[', '[]', ']')), admin);
    expect((await createProduct({ name: 'Shallow', specifications: { Range: '15 km' } })).specifications).toEqual({ Range: '15 km' });
  });
});

describe('integer ranges match the integer columns', () => {
  it.each([
    ['minOrderQty', 2147483648],
    ['sortOrder', 2 ** 53 + 1],
    ['stock', 1e300],
    ['categoryId', 2147483648],
  ])('POST /api/admin/products answers 400 naming %s = %p', async (field, value) => {
    await refused('post', '/api/admin/products', { ...base, name: 'Big', [field]: value }, 400, [`${field} must not be greater than ${INTEGER_MAX}`]);
  });

  it.each([2147483648, 2 ** 53 + 1, 1e300])('POST and PUT /api/admin/categories answer 400 naming parentId and sortOrder = %p', async (value) => {
    await refused('post', '/api/admin/categories', { name: 'Big', parentId: value }, 400, [`parentId must not be greater than ${INTEGER_MAX}`]);
    const category = await createCategory({ name: 'Kept' });
    await refused('put', `/api/admin/categories/${category.id}`, { name: 'Kept', sortOrder: value }, 400, [
      `sortOrder must not be greater than ${INTEGER_MAX}`,
    ]);
  });

  it('accepts the largest integer a column holds', async () => {
    expect((await createProduct({ name: 'Largest', stock: INTEGER_MAX })).stock).toBe(INTEGER_MAX);
  });
});

describe("null means the field's default, for flags as for every other field", () => {
  it('POST /api/admin/products stores the defaults of isPublished, isActive, isFeatured and lorawan for null', async () => {
    const product = await createProduct({ name: 'Nulls', isPublished: null, isActive: null, isFeatured: null, lorawan: null });
    expect(product).toMatchObject({ isPublished: false, isActive: true, isFeatured: false, lorawan: true });
    const { rows } = await db.query('SELECT "isPublished", "isActive", "isFeatured", lorawan FROM catalog.products WHERE id = $1', [product.id]);
    expect(rows[0]).toEqual({ isPublished: false, isActive: true, isFeatured: false, lorawan: true });
  });

  it('PUT /api/admin/products/{id} sets a flag sent as null back to its default', async () => {
    const product = await createProduct({ name: 'Flags', isPublished: true, isActive: false, isFeatured: true, lorawan: false });
    const res = await send('put', `/api/admin/products/${product.id}`, {
      ...base,
      name: 'Flags',
      isPublished: null,
      isActive: null,
      isFeatured: null,
      lorawan: null,
    }).expect(200);
    expect(res.body).toMatchObject({ isPublished: false, isActive: true, isFeatured: false, lorawan: true });
  });

  it('POST and PUT /api/admin/categories store isActive true for null', async () => {
    const category = await createCategory({ name: 'Null Flag', isActive: null });
    expect(category.isActive).toBe(true);
    await send('put', `/api/admin/categories/${category.id}`, { name: 'Null Flag', isActive: false }).expect(200);
    expect((await send('put', `/api/admin/categories/${category.id}`, { name: 'Null Flag', isActive: null }).expect(200)).body.isActive).toBe(true);
  });

  it('PATCH /api/admin/products/{id}/publish still needs true or false: null is not a choice there', async () => {
    const product = await createProduct({ name: 'Publish Null' });
    await refused('patch', `/api/admin/products/${product.id}/publish`, { isPublished: null }, 400, ['isPublished must be true or false']);
  });
});

describe('text is stored exactly as sent: no NUL, no unpaired surrogate', () => {
  const bad = [
    ['a NUL character', 'Probe\u0000'],
    ['an unpaired high surrogate', 'Probe \ud800'],
    ['an unpaired low surrogate', '\udc00 Probe'],
  ];

  it.each(bad)('POST /api/admin/products answers 400 for %s in a required, an optional and a list field', async (_kind, text) => {
    await refused('post', '/api/admin/products', { ...base, name: text }, 400, ['name must not contain NUL characters or unpaired surrogates']);
    await refused('post', '/api/admin/products', { ...base, name: 'P', model: text }, 400, [
      'model must not contain NUL characters or unpaired surrogates',
    ]);
    await refused('post', '/api/admin/products', { ...base, name: 'P', tags: ['ok', text] }, 400, [
      'tags must not contain NUL characters or unpaired surrogates',
    ]);
  });

  it.each(bad)('POST /api/admin/products answers 400 for %s in a specification name or value', async (_kind, text) => {
    const message = ['specifications must not contain NUL characters or unpaired surrogates'];
    await refused('post', '/api/admin/products', { ...base, name: 'P', specifications: { [text]: 'x' } }, 400, message);
    await refused('post', '/api/admin/products', { ...base, name: 'P', specifications: { Range: text } }, 400, message);
  });

  it.each(bad)('POST and PUT /api/admin/categories answer 400 for %s in name or description', async (_kind, text) => {
    await refused('post', '/api/admin/categories', { name: text }, 400, ['name must not contain NUL characters or unpaired surrogates']);
    const category = await createCategory({ name: 'Kept' });
    await refused('put', `/api/admin/categories/${category.id}`, { name: 'Kept', description: text }, 400, [
      'description must not contain NUL characters or unpaired surrogates',
    ]);
  });

  it.each(bad)('POST /api/auth/login answers 400 for %s in the username or password', async (_kind, text) => {
    expect((await request(api).post('/api/auth/login').send({ username: text, password: 'x' }).expect(400)).body.message).toEqual([
      'username must not contain NUL characters or unpaired surrogates',
    ]);
    expect((await request(api).post('/api/auth/login').send({ username: 'admin', password: text }).expect(400)).body.message).toEqual([
      'password must not contain NUL characters or unpaired surrogates',
    ]);
  });

  it.each(['/api/products', '/api/admin/products'])(
    'GET %s answers 400 for a NUL character in search or category (the fuzz test found a 500)',
    async (path) => {
      for (const name of ['search', 'category']) {
        const res = await request(api).get(`${path}?${name}=a%00b`).set('Cookie', admin).expect(400);
        expect(res.body.message).toEqual([`${name} must not contain NUL characters or unpaired surrogates`]);
      }
    },
  );

  it('keeps a well-formed surrogate pair (an emoji) as it was sent', async () => {
    const product = await createProduct({ name: 'Probe \ud83d\udce1' });
    const { rows } = await db.query('SELECT name FROM catalog.products WHERE id = $1', [product.id]);
    expect([product.name, rows[0].name]).toEqual(['Probe 📡', 'Probe 📡']);
  });
});

describe('names are unique case-insensitively, Unicode-normalised, invisible characters aside', () => {
  it.each(['soil moisture', 'SOIL  MOISTURE', 'Soil\u200b Moisture', 'Soil Moisture\u00ad', 'Ｓｏｉｌ Ｍｏｉｓｔｕｒｅ'])(
    'POST /api/admin/categories answers 409 for %p beside "Soil Moisture"',
    async (name) => {
      await createCategory({ name: 'Soil Moisture' });
      await refused('post', '/api/admin/categories', { name }, 409, 'A category named "Soil Moisture" already exists');
    },
  );

  it('PUT /api/admin/categories/{id} answers 409 for a rename onto another name; a category may change its own case', async () => {
    await createCategory({ name: 'Soil Moisture' });
    const other = await createCategory({ name: 'Pressure' });
    await refused('put', `/api/admin/categories/${other.id}`, { name: 'soil moisture' }, 409, 'A category named "Soil Moisture" already exists');
    expect((await send('put', `/api/admin/categories/${other.id}`, { name: 'PRESSURE' }).expect(200)).body.name).toBe('PRESSURE');
  });

  it('a rename frees the old name and takes the new one', async () => {
    const light = await createCategory({ name: 'Light' });
    await send('put', `/api/admin/categories/${light.id}`, { name: 'Light Sensor' }).expect(200);
    await createCategory({ name: 'light' });
    await refused('post', '/api/admin/categories', { name: 'LIGHT SENSOR' }, 409, 'A category named "Light Sensor" already exists');
    const probe = await createProduct({ name: 'Probe' });
    await send('put', `/api/admin/products/${probe.id}`, { ...base, name: 'Probe Two' }).expect(200);
    await createProduct({ name: 'probe' });
    await refused('post', '/api/admin/products', { ...base, name: 'probe two' }, 409, 'A product named "Probe Two" already exists');
  });

  it('POST and PUT /api/admin/products answer 409 for a name that differs only in case or invisible characters', async () => {
    await createProduct({ name: 'Soil Probe' });
    const other = await createProduct({ name: 'Other Probe' });
    await refused('post', '/api/admin/products', { ...base, name: 'soil\u200b probe' }, 409, 'A product named "Soil Probe" already exists');
    await refused('put', `/api/admin/products/${other.id}`, { ...base, name: 'SOIL PROBE' }, 409, 'A product named "Soil Probe" already exists');
  });

  it('two parallel creates of one name: one 201, one 409 (the unique index decides)', async () => {
    const answers = await Promise.all(['Water Level', 'water level', 'WATER LEVEL'].map((name) => send('post', '/api/admin/categories', { name })));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409]);
    const winner = answers.find((a) => a.status === 201)!.body.name;
    for (const loser of answers.filter((a) => a.status === 409)) expect(loser.body.message).toBe(`A category named "${winner}" already exists`);
    const { rows } = await db.query('SELECT count(*)::int AS n FROM catalog.categories');
    expect(rows[0].n).toBe(1);
  });

  it('a product links to its category by name the same way', async () => {
    const soil = await createCategory({ name: 'Soil Moisture' });
    expect(await createProduct({ name: 'Linked', category: 'soil\u200b MOISTURE' })).toMatchObject({
      categoryId: soil.id,
      category: 'Soil Moisture',
    });
    const early = await createProduct({ name: 'Early', category: 'air  quality' });
    const air = await createCategory({ name: 'Air Quality' });
    const after = await request(api).get(`/api/products/${early.id}`).set('Cookie', admin).expect(200);
    expect(after.body).toMatchObject({ categoryId: air.id, category: 'Air Quality' });
  });
});

describe('category parents never make a loop', () => {
  it('PUT /api/admin/categories/{id} answers 400 for A under B while B is under A, and for a longer loop', async () => {
    const a = await createCategory({ name: 'A' });
    const b = await createCategory({ name: 'B', parentId: a.id });
    const c = await createCategory({ name: 'C', parentId: b.id });
    await refused(
      'put',
      `/api/admin/categories/${a.id}`,
      { name: 'A', parentId: b.id },
      400,
      `parentId ${b.id} would make a loop: category ${b.id} is inside this category`,
    );
    await refused(
      'put',
      `/api/admin/categories/${a.id}`,
      { name: 'A', parentId: c.id },
      400,
      `parentId ${c.id} would make a loop: category ${c.id} is inside this category`,
    );
    await refused('put', `/api/admin/categories/${a.id}`, { name: 'A', parentId: a.id }, 400, 'parentId cannot be the category itself');
    expect((await send('put', `/api/admin/categories/${c.id}`, { name: 'C', parentId: a.id }).expect(200)).body.parentId).toBe(a.id);
  });

  it('two parallel updates that would each close the loop: one succeeds, the other is refused', async () => {
    const a = await createCategory({ name: 'A' });
    const b = await createCategory({ name: 'B' });
    const answers = await Promise.all([
      send('put', `/api/admin/categories/${a.id}`, { name: 'A', parentId: b.id }),
      send('put', `/api/admin/categories/${b.id}`, { name: 'B', parentId: a.id }),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 400]);
    const { rows } = await db.query('SELECT count(*)::int AS n FROM catalog.categories WHERE "parentId" IS NOT NULL');
    expect(rows[0].n).toBe(1);
  });
});

describe('links, list caps and empty items', () => {
  it.each([
    ['website', 'website must be an http or https URL'],
    ['datasheet', 'datasheet must be an http or https URL, or a path on this site starting with /'],
    ['image', 'image must be an http or https URL, or a path on this site starting with /'],
  ])('POST /api/admin/products answers 400 for javascript:alert(1) as %s', async (field, message) => {
    await refused('post', '/api/admin/products', { ...base, name: 'P', [field]: 'javascript:alert(1)' }, 400, [message]);
  });

  it.each(['//evil.example/x.png', 'data:image/png;base64,AAAA', 'ftp://example.com/x.png', '/\\evil.example'])(
    'POST /api/admin/products answers 400 for image %p',
    async (image) => {
      await refused('post', '/api/admin/products', { ...base, name: 'P', image }, 400, [
        'image must be an http or https URL, or a path on this site starting with /',
      ]);
      await refused('post', '/api/admin/products', { ...base, name: 'P', imageGallery: [image] }, 400, [
        'imageGallery items must be http or https URLs, or paths on this site starting with /',
      ]);
    },
  );

  it('accepts http(s) links and site paths for images', async () => {
    const product = await createProduct({
      name: 'Linked',
      website: 'https://example.com/p',
      datasheet: 'http://localhost:8080/d.pdf',
      image: '/api/images/products/p.webp',
      imageGallery: ['https://cdn.example.com/a.jpg'],
    });
    expect(product).toMatchObject({
      website: 'https://example.com/p',
      image: '/api/images/products/p.webp',
      imageGallery: ['https://cdn.example.com/a.jpg'],
    });
  });

  it('POST /api/admin/products answers 400 for a 50,000-character tag, an empty feature, and too many items', async () => {
    const { listItemText, listItems } = FIELD_LIMITS;
    await refused('post', '/api/admin/products', { ...base, name: 'P', tags: ['x'.repeat(50_000)] }, 400, [
      `tags items must be at most ${listItemText} characters`,
    ]);
    await refused('post', '/api/admin/products', { ...base, name: 'P', features: [''] }, 400, ['features must not contain empty items']);
    await refused('post', '/api/admin/products', { ...base, name: 'P', connectivity: ['LoRaWAN', '   '] }, 400, [
      'connectivity must not contain empty items',
    ]);
    await refused('post', '/api/admin/products', { ...base, name: 'P', certifications: Array(listItems + 1).fill('CE') }, 400, [
      `certifications must have at most ${listItems} items`,
    ]);
  });
});

describe('odd keys are kept verbatim or refused, never dropped', () => {
  it.each(['constructor', '__proto__', 'prototype'])('POST /api/admin/products answers 400 for the specification key %p', async (key) => {
    const body = JSON.parse(`{"name":"P","manufacturer":"M","description":"D","specifications":{"Range":"15 km","${key}":"x"}}`);
    await refused('post', '/api/admin/products', body, 400, [`specifications must not have a key named "${key}"`]);
  });

  it('POST /api/admin/categories answers 400 for a top-level __proto__ key', async () => {
    await refused('post', '/api/admin/categories', JSON.parse('{"name":"P","__proto__":{"isActive":false}}'), 400, [
      'body must not have a key named "__proto__"',
    ]);
  });

  it('keeps the specification keys toString, valueOf and hasOwnProperty exactly as sent', async () => {
    const specifications = { toString: 'a', valueOf: 'b', hasOwnProperty: 'c', Range: '15 km' };
    const product = await createProduct({ name: 'Odd Keys', specifications });
    expect(product.specifications).toEqual(specifications);
    const { rows } = await db.query('SELECT specifications FROM catalog.products WHERE id = $1', [product.id]);
    expect(rows[0].specifications).toEqual(specifications);
  });
});

describe('GET → PUT round trip', () => {
  /** Reads a product as the admin sees it, sends it back, and expects nothing to change. */
  async function roundTrip(id: number): Promise<void> {
    const before = (await request(api).get(`/api/products/${id}`).set('Cookie', admin).expect(200)).body;
    const { rows: stored } = await db.query('SELECT * FROM catalog.products WHERE id = $1', [id]);
    const res = await send('put', `/api/admin/products/${id}`, before);
    expect([res.status, res.body.message]).toEqual([200, undefined]);
    expect({ ...res.body, updatedAt: before.updatedAt }).toEqual(before);
    const { rows: after } = await db.query('SELECT * FROM catalog.products WHERE id = $1', [id]);
    expect({ ...after[0], updatedAt: stored[0].updatedAt }).toEqual(stored[0]);
  }

  it('PUT /api/admin/products/{id} takes back a product with a 2,500-character description unchanged', async () => {
    const product = await createProduct({ name: 'Long Story', description: 'd'.repeat(2500), price: '19.5', tags: ['soil'] });
    expect(product).toMatchObject({ seoTitle: 'Long Story', seoDescription: 'd'.repeat(2500) });
    await roundTrip(product.id);
    const { rows } = await db.query('SELECT "seoTitle", "seoDescription" FROM catalog.products WHERE id = $1', [product.id]);
    expect(rows[0]).toEqual({ seoTitle: null, seoDescription: null });
  });

  it('PUT /api/admin/products/{id} takes back a product filled to every cap unchanged', async () => {
    const category = await createCategory({ name: 'Capped Category' });
    const product = await createProduct({ ...productAtEveryCap(), categoryId: category.id });
    await roundTrip(product.id);
  });

  it('after a round trip, seoTitle and seoDescription still follow a rename, even when the old ones are sent', async () => {
    const product = await createProduct({ name: 'Old Name', description: 'Old text.' });
    const view = (await request(api).get(`/api/products/${product.id}`).set('Cookie', admin).expect(200)).body;
    const renamed = await send('put', `/api/admin/products/${product.id}`, { ...view, name: 'New Name', description: 'New text.' }).expect(200);
    expect(renamed.body).toMatchObject({ seoTitle: 'New Name', seoDescription: 'New text.' });
    const kept = await send('put', `/api/admin/products/${product.id}`, { ...renamed.body, seoTitle: 'Own Title' }).expect(200);
    expect((await send('put', `/api/admin/products/${product.id}`, { ...kept.body, name: 'Third Name' }).expect(200)).body.seoTitle).toBe(
      'Own Title',
    );
  });

  it('PUT /api/admin/categories/{id} takes back a category unchanged', async () => {
    const parent = await createCategory({ name: 'Parent' });
    await createCategory({ name: 'Child', parentId: parent.id, description: 'd'.repeat(FIELD_LIMITS.mediumText), sortOrder: 4, isActive: false });
    const [child] = ((await request(api).get('/api/admin/categories').set('Cookie', admin).expect(200)).body as CategoryView[]).filter(
      (c) => c.name === 'Child',
    );
    const res = await send('put', `/api/admin/categories/${child.id}`, child).expect(200);
    expect({ ...res.body, updatedAt: child.updatedAt }).toEqual(child);
  });
});
