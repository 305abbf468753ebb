import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import {
  Events,
  Patterns,
  exportCatalogue,
  importCatalogue,
  listAllCategories,
  listAllProducts,
  type CategoryFields,
  type ProductFields,
  type ServiceBus,
} from '@lora/contracts';
import { InProcessStack } from '../../../infra/src/testing/in-process.js';
import { serviceFailure } from '../../../infra/src/testing/service-failure.js';
import { catalogService } from '../src/service.js';

let stack: InProcessStack;
let bus: ServiceBus;
let db: pg.Client;

beforeAll(async () => {
  stack = await InProcessStack.start(catalogService);
  bus = await stack.bus();
  db = await stack.db();
});

afterAll(async () => {
  await stack?.stop();
});

beforeEach(async () => {
  await db.query('TRUNCATE catalog.products, catalog.categories RESTART IDENTITY CASCADE');
});

const minimal = { name: 'Soil Probe', manufacturer: 'Acme Sensing', description: 'Capacitive soil moisture probe.' };

// Raw payloads, as any caller could send them: the service validates what the types cannot promise.
const createProduct = (input: Record<string, unknown>) => bus.send(Patterns.catalog.createProduct, input as unknown as ProductFields);
const createCategory = (input: Record<string, unknown>) => bus.send(Patterns.catalog.createCategory, input as unknown as CategoryFields);

describe('catalog.products.create', () => {
  it('applies every default of SPEC §3 and §9', async () => {
    const product = await createProduct(minimal);
    expect(product).toMatchObject({
      ...minimal,
      currency: 'USD',
      availability: 'Available',
      minOrderQty: 1,
      isActive: true,
      isFeatured: false,
      isPublished: false,
      sortOrder: 0,
      lorawan: true,
      price: null,
      features: [],
      tags: [],
      connectivity: [],
      certifications: [],
      imageGallery: [],
      specifications: {},
      seoTitle: minimal.name,
      seoDescription: minimal.description,
      categoryId: null,
      category: null,
    });
    const { rows } = await db.query('SELECT "isPublished", "minOrderQty", currency FROM catalog.products WHERE id = $1', [product.id]);
    expect(rows[0]).toEqual({ isPublished: false, minOrderQty: 1, currency: 'USD' });
  });

  it.each([
    ['129.99', '129.99'],
    ['42', '42.00'],
    [19.5, '19.50'],
    ['', null],
    [null, null],
    ['  7.1 ', '7.10'],
  ])('stores price %p as %p', async (price, stored) => {
    const product = await createProduct({ ...minimal, price });
    expect(product.price).toBe(stored);
    const { rows } = await db.query('SELECT price FROM catalog.products WHERE id = $1', [product.id]);
    expect(rows[0].price).toBe(stored);
  });

  it.each([
    ['abc', 'price must be a number, e.g. "129.99", or empty for no price'],
    ['-5', 'price must not be negative'],
    ['1.234', 'price must have at most 2 decimals'],
    ['123456789', 'price must be less than 100,000,000'],
  ])('rejects price %p with a 400 that says what is wrong: %s', async (price, message) => {
    const err = await serviceFailure(createProduct({ ...minimal, price }));
    expect(err.status).toBe(400);
    expect(err.messages).toEqual([message]);
    const { rows } = await db.query('SELECT count(*)::int AS n FROM catalog.products');
    expect(rows[0].n).toBe(0);
  });

  it('turns null lists into empty lists and keeps given ones', async () => {
    const product = await createProduct({ ...minimal, features: null, tags: ['soil', 'ag'], connectivity: ['LoRaWAN 1.0.3'] });
    expect(product.features).toEqual([]);
    expect(product.tags).toEqual(['soil', 'ag']);
    expect(product.connectivity).toEqual(['LoRaWAN 1.0.3']);
  });

  it('accepts null for the optional numbers and keeps stock null', async () => {
    const product = await createProduct({ ...minimal, categoryId: null, stock: null, minOrderQty: null, sortOrder: null });
    expect(product).toMatchObject({ categoryId: null, stock: null, minOrderQty: 1, sortOrder: 0 });
  });

  it.each([
    [{ name: '' }, 'name is required'],
    [{ manufacturer: undefined }, 'manufacturer is required and must be text'],
    [{ description: 42 }, 'description is required and must be text'],
    [{ stock: 'many' }, 'stock must be a whole number or null'],
    [{ sortOrder: 1.5 }, 'sortOrder must be a whole number or null'],
    [{ features: 'one' }, 'features must be a list of texts'],
    [{ tags: [1, 2] }, 'tags must be a list of texts'],
    [{ isActive: 'yes' }, 'isActive must be true or false'],
    [{ currency: 'JPY' }, 'currency must be one of USD, EUR, GBP, Custom'],
    [{ specifications: ['a'] }, 'specifications must be an object of text values keyed by names'],
    [{ minOrderQty: 2 ** 31 }, 'minOrderQty must not be greater than 2147483647'],
    [{ website: 'javascript:alert(1)' }, 'website must be an http or https URL'],
    [{ features: [''] }, 'features must not contain empty items'],
    [{ name: 'Probe\u0000' }, 'name must not contain NUL characters or unpaired surrogates'],
  ])('rejects %p with 400 %p', async (change, message) => {
    const err = await serviceFailure(createProduct({ ...minimal, ...change }));
    expect(err.status).toBe(400);
    expect(err.messages).toEqual([message]);
  });

  it('rejects a payload nested 5,000 deep with 400, as the gateway does: services never trust their callers', async () => {
    // Sent as raw JSON text: the test's own JSON.stringify would not survive such a value.
    const data = `{"name":"Deep","manufacturer":"M","description":"D","specifications":${'{"a":'.repeat(4999)}{}${'}'.repeat(4999)}}`;
    const packet = `{"pattern":"${Patterns.catalog.createProduct}","id":"deep-1","data":${data}}`;
    const reply = (await bus.connection.request(bus.subject(Patterns.catalog.createProduct), packet, { timeout: 3000 })).json<{ err: unknown }>();
    expect(reply.err).toEqual({ type: 'validation', message: ['body is nested more than 10 levels deep'] });
    const { rows } = await db.query('SELECT count(*)::int AS n FROM catalog.products');
    expect(rows[0].n).toBe(0);
  });

  it('rejects a specification key that would be dropped, and an id beyond the integer column', async () => {
    const err = await serviceFailure(createProduct({ ...minimal, specifications: JSON.parse('{"constructor":"x"}') }));
    expect([err.status, err.messages]).toEqual([400, ['specifications must not have a key named "constructor"']]);
    const big = await serviceFailure(bus.send(Patterns.catalog.getProduct, { id: 2 ** 31 }));
    expect([big.status, big.messages]).toEqual([400, ['id must not be greater than 2147483647']]);
  });

  it('strips unknown fields and ignores a client-sent id and timestamps', async () => {
    const product = await createProduct({ ...minimal, id: 999, createdAt: '2001-01-01T00:00:00Z', secret: 'x' });
    expect(product.id).not.toBe(999);
    expect(product).not.toHaveProperty('secret');
    expect(product.createdAt.startsWith('2001')).toBe(false);
  });

  it('answers 409 naming the product for a duplicate name', async () => {
    await createProduct(minimal);
    const err = await serviceFailure(createProduct(minimal));
    expect([err.status, err.message]).toEqual([409, 'A product named "Soil Probe" already exists']);
  });

  it('links a category by id or by name, and rejects an unknown categoryId', async () => {
    const soil = await createCategory({ name: 'Soil Moisture' });
    expect(await createProduct({ ...minimal, categoryId: soil.id })).toMatchObject({ categoryId: soil.id, category: 'Soil Moisture' });
    expect(await createProduct({ ...minimal, name: 'Second', category: 'soil moisture' })).toMatchObject({
      categoryId: soil.id,
      category: 'Soil Moisture',
    });
    expect(await createProduct({ ...minimal, name: 'Third', category: 'Unlisted' })).toMatchObject({ categoryId: null, category: 'Unlisted' });
    const err = await serviceFailure(createProduct({ ...minimal, name: 'Fourth', categoryId: 4242 }));
    expect([err.status, err.message]).toEqual([400, 'categoryId 4242 does not match any category']);
  });
});

describe('catalog.products reads, update, publish, delete', () => {
  it('lists only published and active products, by sortOrder then newest', async () => {
    const a = await createProduct({ ...minimal, name: 'A', isPublished: true, sortOrder: 2 });
    const b = await createProduct({ ...minimal, name: 'B', isPublished: true, sortOrder: 1 });
    const c = await createProduct({ ...minimal, name: 'C', isPublished: true, sortOrder: 2 });
    await createProduct({ ...minimal, name: 'Draft' });
    await createProduct({ ...minimal, name: 'Inactive', isPublished: true, isActive: false });
    const list = await listAllProducts(bus, 'published');
    expect(list.map((p) => p.name)).toEqual(['B', 'C', 'A']);
    expect([b.id, c.id, a.id]).toEqual(list.map((p) => p.id));
    expect((await listAllProducts(bus, 'all')).map((p) => p.name)).toHaveLength(5);
  });

  it('hides a draft by id unless drafts are asked for', async () => {
    const draft = await createProduct(minimal);
    const err = await serviceFailure(bus.send(Patterns.catalog.getProduct, { id: draft.id }));
    expect([err.status, err.message]).toEqual([404, `Product ${draft.id} not found`]);
    expect((await bus.send(Patterns.catalog.getProduct, { id: draft.id, includeDrafts: true })).name).toBe('Soil Probe');
  });

  it('updates given fields, keeps the others, and reports 404 for a missing id', async () => {
    const product = await createProduct({ ...minimal, price: '10', tags: ['keep'] });
    const updated = await bus.send(Patterns.catalog.updateProduct, {
      id: product.id,
      product: { ...minimal, name: 'Renamed', price: '' },
    });
    expect(updated).toMatchObject({ name: 'Renamed', price: null, tags: ['keep'], seoTitle: 'Renamed' });
    const err = await serviceFailure(bus.send(Patterns.catalog.updateProduct, { id: 999, product: minimal }));
    expect([err.status, err.message]).toEqual([404, 'Product 999 not found']);
  });

  it('publishes and unpublishes, announcing catalog.changed each time', async () => {
    const product = await createProduct(minimal);
    const events: unknown[] = [];
    const sub = bus.subscribe(Events.catalogChanged, (e) => events.push(e));
    expect((await bus.send(Patterns.catalog.publishProduct, { id: product.id, isPublished: true })).isPublished).toBe(true);
    expect((await bus.send(Patterns.catalog.publishProduct, { id: product.id, isPublished: false })).isPublished).toBe(false);
    await bus.connection.flush();
    sub.unsubscribe();
    expect(events).toEqual([
      { entity: 'product', action: 'published', id: product.id },
      { entity: 'product', action: 'published', id: product.id },
    ]);
  });

  it('deletes, then answers 404', async () => {
    const product = await createProduct(minimal);
    expect(await bus.send(Patterns.catalog.deleteProduct, { id: product.id })).toEqual({ id: product.id, deleted: true });
    const err = await serviceFailure(bus.send(Patterns.catalog.deleteProduct, { id: product.id }));
    expect(err.status).toBe(404);
  });
});

describe('catalog.categories', () => {
  it('applies defaults, orders by sortOrder and rejects a duplicate name with 409', async () => {
    await createCategory({ name: 'Pressure', sortOrder: 5 });
    const water = await createCategory({ name: 'Water Level', sortOrder: null, description: '' });
    expect(water).toMatchObject({ isActive: true, sortOrder: 0, description: null, parentId: null });
    const list = await listAllCategories(bus);
    expect(list.map((c) => c.name)).toEqual(['Water Level', 'Pressure']);
    const err = await serviceFailure(createCategory({ name: 'Pressure' }));
    expect([err.status, err.message]).toEqual([409, 'A category named "Pressure" already exists']);
  });

  it('keys names in the database itself: a row written straight to the table holds its name too', async () => {
    await db.query(`INSERT INTO catalog.categories (name) VALUES ('Soil  Moisture')`);
    const err = await serviceFailure(createCategory({ name: 'soil\u200b moisture' }));
    expect([err.status, err.message]).toEqual([409, 'A category named "Soil  Moisture" already exists']);
  });

  it('requires a name', async () => {
    const err = await serviceFailure(createCategory({ name: '  ' }));
    expect([err.status, err.messages]).toEqual([400, ['name is required']]);
  });

  it('carries a rename over to its products', async () => {
    const category = await createCategory({ name: 'Light' });
    const product = await createProduct({ ...minimal, categoryId: category.id });
    await bus.send(Patterns.catalog.updateCategory, { id: category.id, category: { name: 'Light Sensor' } });
    const after = await bus.send(Patterns.catalog.getProduct, { id: product.id, includeDrafts: true });
    expect(after).toMatchObject({ category: 'Light Sensor', categoryId: category.id });
  });

  it('refuses to delete a category in use (409); with moveTo, moves its products there and deletes it', async () => {
    const category = await createCategory({ name: 'Air Quality' });
    const other = await createCategory({ name: 'Indoor Air' });
    const product = await createProduct({ ...minimal, categoryId: category.id });
    const inUse = await serviceFailure(bus.send(Patterns.catalog.deleteCategory, { id: category.id }));
    expect([inUse.status, inUse.message]).toEqual([409, 'The category "Air Quality" is used by 1 product: move it to another category first']);
    expect(await bus.send(Patterns.catalog.deleteCategory, { id: category.id, moveTo: other.id })).toEqual({
      id: category.id,
      deleted: true,
      productsMoved: 1,
    });
    const after = await bus.send(Patterns.catalog.getProduct, { id: product.id, includeDrafts: true });
    expect(after).toMatchObject({ categoryId: other.id, category: 'Indoor Air' });
    const err = await serviceFailure(bus.send(Patterns.catalog.deleteCategory, { id: category.id }));
    expect([err.status, err.message]).toEqual([404, `Category ${category.id} not found`]);
  });

  it('rejects an unknown parentId and a category as its own parent', async () => {
    const c = await createCategory({ name: 'Root' });
    expect((await serviceFailure(createCategory({ name: 'Child', parentId: 777 }))).message).toBe('parentId 777 does not match any category');
    expect((await serviceFailure(bus.send(Patterns.catalog.updateCategory, { id: c.id, category: { name: 'Root', parentId: c.id } }))).message).toBe(
      'parentId cannot be the category itself',
    );
  });
});

describe('catalog.export / catalog.import', () => {
  it('exports every category and product, drafts included', async () => {
    await createCategory({ name: 'Pressure' });
    await createProduct({ ...minimal, category: 'Pressure' });
    const bundle = await exportCatalogue(bus);
    expect(bundle.categories.map((c) => c.name)).toEqual(['Pressure']);
    expect(bundle.products.map((p) => [p.name, p.isPublished, p.category])).toEqual([['Soil Probe', false, 'Pressure']]);
  });

  it('adds new items, skips existing names without overwriting, and re-maps categoryId by name', async () => {
    const existing = await createCategory({ name: 'Existing', description: 'kept as it is' });
    await createProduct({ ...minimal, name: 'Kept', description: 'original text' });
    const result = await importCatalogue(bus, {
      categories: [
        { id: 70, name: 'Existing', description: 'must not overwrite' },
        { id: 71, name: 'Imported Parent' },
        { id: 72, name: 'Imported Child', parentId: 71 },
      ],
      products: [
        { ...minimal, name: 'Kept', description: 'must not overwrite' },
        { ...minimal, name: 'New One', categoryId: 72, price: '99.90', isPublished: true },
        { ...minimal, name: 'New Two', categoryId: 70 },
      ],
    });
    expect(result).toEqual({ categories: { created: 2, skipped: 1 }, products: { created: 2, skipped: 1 } });

    const categories = await listAllCategories(bus);
    const byName = Object.fromEntries(categories.map((c) => [c.name, c]));
    expect(byName.Existing.description).toBe('kept as it is');
    expect(byName['Imported Child'].parentId).toBe(byName['Imported Parent'].id);

    const products = await listAllProducts(bus, 'all');
    const p = Object.fromEntries(products.map((x) => [x.name, x]));
    expect(p.Kept.description).toBe('original text');
    expect(p['New One']).toMatchObject({ categoryId: byName['Imported Child'].id, category: 'Imported Child', price: '99.90', isPublished: true });
    expect(p['New Two']).toMatchObject({ categoryId: existing.id, category: 'Existing' });
  });

  it('is idempotent: importing an export into the same catalogue creates nothing', async () => {
    await createCategory({ name: 'Pressure' });
    await createProduct({ ...minimal, category: 'Pressure' });
    const bundle = await exportCatalogue(bus);
    const result = await importCatalogue(bus, bundle);
    expect(result).toEqual({ categories: { created: 0, skipped: 1 }, products: { created: 0, skipped: 1 } });
  });

  it('skips items whose names differ from existing ones only in case or invisible characters', async () => {
    await createCategory({ name: 'Soil Moisture' });
    await createProduct({ ...minimal, name: 'Soil Probe' });
    const result = await importCatalogue(bus, {
      categories: [{ name: 'soil\u200b moisture' }],
      products: [
        { ...minimal, name: 'SOIL PROBE' },
        { ...minimal, name: 'Linked Probe', category: 'SOIL MOISTURE' },
      ],
    });
    expect(result).toEqual({ categories: { created: 0, skipped: 1 }, products: { created: 1, skipped: 1 } });
    const linked = (await listAllProducts(bus, 'all')).find((p) => p.name === 'Linked Probe');
    expect(linked).toMatchObject({ category: 'Soil Moisture', categoryId: expect.any(Number) });
  });

  it('refuses a bundle whose category parents make a loop, storing nothing', async () => {
    const err = await serviceFailure(
      importCatalogue(bus, {
        categories: [
          { id: 1, name: 'A', parentId: 2 },
          { id: 2, name: 'B', parentId: 1 },
        ],
      }),
    );
    expect([err.status, err.message]).toEqual([400, 'categories "B": parentId would make a loop: "A" is inside it']);
    const { rows } = await db.query('SELECT count(*)::int AS n FROM catalog.categories');
    expect(rows[0].n).toBe(0);
  });

  it('keeps seoTitle and seoDescription following name and description through an export and import', async () => {
    await createProduct(minimal);
    const bundle = await exportCatalogue(bus);
    await db.query('TRUNCATE catalog.products, catalog.categories RESTART IDENTITY CASCADE');
    await importCatalogue(bus, bundle);
    const { rows } = await db.query('SELECT "seoTitle", "seoDescription" FROM catalog.products');
    expect(rows).toEqual([{ seoTitle: null, seoDescription: null }]);
  });

  it('rolls the whole import back when one item is bad, naming it', async () => {
    const err = await serviceFailure(
      importCatalogue(bus, {
        categories: [{ name: 'Would Be Created' }],
        products: [
          { ...minimal, name: 'Fine' },
          { ...minimal, name: 'Broken', price: 'lots' },
        ],
      }),
    );
    expect(err.status).toBe(400);
    expect(err.messages).toEqual([expect.stringMatching(/^products\[1\] "Broken": price must be/)]);
    const { rows } = await db.query('SELECT (SELECT count(*) FROM catalog.products)::int AS p, (SELECT count(*) FROM catalog.categories)::int AS c');
    expect(rows[0]).toEqual({ p: 0, c: 0 });
  });

  it.each([
    [
      'a product named twice (as names compare)',
      { products: [{ name: 'Twin' }, { name: 'Other' }, { name: 'TWIN ' }] },
      'products[2] "TWIN": the same name as products[0]',
    ],
    ['a category named twice', { categories: [{ name: 'Soil' }, { name: 'soil' }] }, 'categories[1] "soil": the same name as categories[0]'],
    [
      'two categories with one id',
      {
        categories: [
          { id: 4, name: 'Soil' },
          { id: 4, name: 'Air' },
        ],
      },
      'categories[1] "Air": id 4 is also the id of categories[0]',
    ],
    [
      'a parent that is not in the file',
      { categories: [{ id: 4, name: 'Soil', parentId: 9 }] },
      'categories[0] "Soil": parentId 9 is not the id of a category in this file',
    ],
    [
      'a categoryId that is not in the file',
      { categories: [{ id: 4, name: 'Soil' }], products: [{ name: 'Probe', categoryId: 5 }] },
      'products[0] "Probe": categoryId 5 is not the id of a category in this file',
    ],
    [
      'a category name that is nowhere',
      { products: [{ name: 'Probe', category: 'Nowhere' }] },
      `products[0] "Probe": category "Nowhere" is neither in the catalogue nor in this file (add it to the file's categories, or leave the product without one)`,
    ],
  ])('refuses a file with %s, naming the item, and writes nothing', async (_case, lists: { categories?: object[]; products?: object[] }, message) => {
    const bundle = { categories: lists.categories, products: lists.products?.map((p) => ({ ...minimal, ...p })) };
    for (const dryRun of [true, false]) {
      const err = await serviceFailure(importCatalogue(bus, bundle, { dryRun }));
      expect([err.status, err.message]).toEqual([400, message]);
    }
    const { rows } = await db.query(
      'SELECT (SELECT count(*) FROM catalog.products)::int AS p, (SELECT count(*) FROM catalog.categories)::int AS c, (SELECT count(*) FROM catalog.import_items)::int AS staged',
    );
    expect(rows[0]).toEqual({ p: 0, c: 0, staged: 0 });
  });

  it('writes a large import in batches within one transaction, and forgets what it staged', async () => {
    const products = Array.from({ length: 1200 }, (_, i) => ({ ...minimal, name: `Batch Probe ${i}` }));
    const result = await importCatalogue(bus, { categories: [{ name: 'Batch' }], products: products.map((p) => ({ ...p, category: 'Batch' })) });
    expect(result).toEqual({ categories: { created: 1, skipped: 0 }, products: { created: 1200, skipped: 0 } });
    const { rows } = await db.query(
      `SELECT count(*)::int AS n, count(DISTINCT xmin::text)::int AS transactions, (SELECT count(*) FROM catalog.import_items)::int AS staged
       FROM catalog.products WHERE category = 'Batch'`,
    );
    expect(rows[0]).toEqual({ n: 1200, transactions: 1, staged: 0 });
  });

  it('rolls back a failure that only the database sees', async () => {
    // A trigger refuses the second product, so the failure happens mid-transaction, after writes.
    await db.query(`CREATE OR REPLACE FUNCTION catalog.refuse_broken() RETURNS trigger AS $$
      BEGIN IF NEW.name = 'Explodes' THEN RAISE EXCEPTION 'refused'; END IF; RETURN NEW; END $$ LANGUAGE plpgsql`);
    await db.query('CREATE TRIGGER refuse_broken BEFORE INSERT ON catalog.products FOR EACH ROW EXECUTE FUNCTION catalog.refuse_broken()');
    try {
      const err = await serviceFailure(
        importCatalogue(bus, {
          categories: [{ name: 'Also Rolled Back' }],
          products: [
            { ...minimal, name: 'First' },
            { ...minimal, name: 'Explodes' },
          ],
        }),
      );
      expect(err.status).toBe(500);
      const { rows } = await db.query(
        'SELECT (SELECT count(*) FROM catalog.products)::int AS p, (SELECT count(*) FROM catalog.categories)::int AS c',
      );
      expect(rows[0]).toEqual({ p: 0, c: 0 });
    } finally {
      await db.query('DROP TRIGGER refuse_broken ON catalog.products');
    }
  });
});
