import { createHash } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { useSpecDatabase } from '../../../../infra/src/testing/spec-database.js';
import { catalogDatabase } from './database.js';
import { CatalogStore } from './catalog.store.js';
import { PRODUCT_VIEW_SQL_SHA1 } from './migrations/1765152000000-catalog-stored-views.js';
import { productViewJson } from './product-view.js';
import type { Product } from './product.entity.js';

// The stored views and counts (1765152000000-catalog-stored-views.ts) against what Postgres computes from the rows
// now: they must agree after every kind of write.
const db = useSpecDatabase('catalog', catalogDatabase, 'products, categories');
const store = () => new CatalogStore(db.dataSource);

const EVERY_FIELD: Partial<Product> = {
  name: 'Soil Probe λ-2 → “field” edition',
  manufacturer: 'Acme',
  description: 'Measures −20 to 60 °C.\nTwo lines, "quotes" and a \\ backslash.',
  model: 'SP-2',
  category: 'Soil',
  shortDescription: 'A probe.',
  price: '129.90',
  currency: 'EUR',
  image: '/api/images/probe.png',
  imageGallery: ['/api/images/a.png', '/api/images/b.png'],
  specifications: { Range: '10 km', 'CO₂': '400–5000 ppm' },
  features: ['IP67'],
  tags: ['soil', 'agri'],
  dimensions: '10 × 4 cm',
  weight: '120 g',
  powerRequirements: '3.6 V',
  operatingTemp: '−40 to 85 °C',
  connectivity: ['LoRaWAN'],
  certifications: ['CE'],
  datasheet: '/api/files/probe.pdf',
  website: 'https://example.com/probe',
  availability: 'In Stock',
  stock: 12,
  minOrderQty: 5,
  leadTime: '2 weeks',
  isActive: true,
  isFeatured: true,
  isPublished: true,
  sortOrder: 3,
  seoTitle: null,
  seoDescription: 'Probe for soil.',
  lorawan: true,
  range: '10 km',
  batteryLife: '10 years',
};

/** Each product's stored view and the view computed from its columns now, as text. */
async function storedAndLive(): Promise<Array<{ stored: string; live: string }>> {
  const rows = await db.dataSource.query<Array<{ stored: Buffer; live: string }>>(
    `SELECT p."viewJson" AS stored, ${productViewJson('p')} AS live FROM products p ORDER BY p.id`,
  );
  return rows.map((row) => ({ stored: row.stored.toString('utf8'), live: row.live }));
}

const expectViewsCurrent = async () => {
  const rows = await storedAndLive();
  expect(rows.length).toBeGreaterThan(0);
  for (const { stored, live } of rows) expect(stored).toBe(live);
};

/** The stored counts and what counting the rows gives now. */
async function counts() {
  const stored = await db.dataSource.query<Array<{ scope: string; count: number; revision: string }>>(
    'SELECT scope, count, revision FROM product_counts ORDER BY scope',
  );
  const [live] = await db.dataSource.query<Array<{ all: number; published: number }>>(
    `SELECT count(*)::int AS all, (count(*) FILTER (WHERE "isPublished" AND "isActive"))::int AS published FROM products`,
  );
  return { stored: Object.fromEntries(stored.map((r) => [r.scope, r.count])), live, revision: stored.map((r) => r.revision).join('/') };
}

const expectCountsCurrent = async () => {
  const { stored, live } = await counts();
  expect(stored).toEqual({ all: live.all, published: live.published });
};

describe('stored product views', () => {
  it('come from the view as product-view.ts defines it now: a change there takes a migration calling writeProductViewFunction', () => {
    expect(createHash('sha1').update(productViewJson('p')).digest('hex')).toBe(PRODUCT_VIEW_SQL_SHA1);
  });

  it('are what productViewJson computes from the columns, every field set', async () => {
    await store().products.insert(EVERY_FIELD);
    await store().products.insert({ name: 'Bare', manufacturer: 'Acme', description: 'Nothing else.' });
    await expectViewsCurrent();
    const [bare] = (await storedAndLive()).slice(1);
    expect(JSON.parse(bare.stored)).toMatchObject({ name: 'Bare', seoTitle: 'Bare', seoDescription: 'Nothing else.', price: null, imageGallery: [] });
  });

  it('follow an update through the repository, a category rename and a hand-written UPDATE', async () => {
    const id = await store().products.insert(EVERY_FIELD);
    const product = (await store().products.findById(id))!;
    product.name = 'Renamed probe';
    product.price = '99.00';
    await store().products.save(product);
    expect((await store().products.view(id))!).toMatchObject({ name: 'Renamed probe', seoTitle: 'Renamed probe', price: '99.00' });
    await expectViewsCurrent();

    const [{ id: categoryId }] = await db.dataSource.query<Array<{ id: number }>>(`INSERT INTO categories (name) VALUES ('Soil') RETURNING id`);
    await db.dataSource.query(`UPDATE products SET "categoryId" = $1 WHERE id = $2`, [categoryId, id]);
    await store().products.renameCategory(categoryId, 'Air');
    expect((await store().products.view(id))!.category).toBe('Air');
    await db.dataSource.query(`UPDATE products SET "seoTitle" = 'Own title', tags = '{}' WHERE id = $1`, [id]);
    expect((await store().products.view(id))!).toMatchObject({ seoTitle: 'Own title', tags: [] });
    await expectViewsCurrent();
  });
});

describe('stored product counts', () => {
  it('count every product and the published, active ones through inserts, updates, deletes and a truncate', async () => {
    await expectCountsCurrent();
    const ids: number[] = [];
    for (let i = 0; i < 4; i++)
      ids.push(await store().products.insert({ name: `P${i}`, manufacturer: 'Acme', description: '.', isPublished: i !== 1 }));
    expect((await counts()).stored).toEqual({ all: 4, published: 3 });
    await store().products.setPublished(ids[1], true);
    await db.dataSource.query(`UPDATE products SET "isActive" = false WHERE id = $1`, [ids[2]]);
    expect((await counts()).stored).toEqual({ all: 4, published: 3 });
    await store().products.delete(ids[0]);
    expect((await counts()).stored).toEqual({ all: 3, published: 2 });
    await db.dataSource.query('UPDATE products SET "isPublished" = false');
    expect((await counts()).stored).toEqual({ all: 3, published: 0 });
    await expectCountsCurrent();
    await db.dataSource.query('TRUNCATE products RESTART IDENTITY CASCADE');
    expect((await counts()).stored).toEqual({ all: 0, published: 0 });
  });

  it('move the revision with every write, and keep nothing of a transaction rolled back', async () => {
    const id = await store().products.insert({ name: 'P', manufacturer: 'Acme', description: '.', isPublished: true });
    const before = (await counts()).revision;
    await store().products.setPublished(id, true);
    const after = (await counts()).revision;
    expect(after).not.toBe(before);
    await store().transaction({ rehearse: true }, async (tx) => {
      await tx.products.insert({ name: 'Q', manufacturer: 'Acme', description: '.', isPublished: true });
      await tx.products.delete(id);
    });
    expect(await counts()).toMatchObject({ stored: { all: 1, published: 1 }, revision: after });
  });

  it('let two writers commit side by side, each counted', async () => {
    await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        store().transaction(async (tx) => {
          await tx.products.insert({ name: `Side ${i}`, manufacturer: 'Acme', description: '.', isPublished: i % 2 === 0 });
          await tx.products.insert({ name: `Side ${i} b`, manufacturer: 'Acme', description: '.', isPublished: true });
        }),
      ),
    );
    expect((await counts()).stored).toEqual({ all: 12, published: 9 });
    await expectCountsCurrent();
  });
});

describe('specifications', () => {
  it('keep the order they were written in; a product stored while they were jsonb keeps the order it had', async () => {
    // Back to before the specifications' migration (the exchange rates' came after it).
    await db.dataSource.undoLastMigration({ transaction: 'all' });
    await db.dataSource.undoLastMigration({ transaction: 'all' });
    await db.dataSource.query(
      `INSERT INTO products (name, manufacturer, description, specifications) VALUES ('Before', 'Acme', '.', '{"Operating Temperature": "-40 to 85 °C", "IP": "IP67"}')`,
    );
    expect(await db.dataSource.runMigrations({ transaction: 'all' })).toEqual([
      expect.objectContaining({ name: 'CatalogSpecificationsOrder1765584000000' }),
      expect.objectContaining({ name: 'CatalogExchangeRates1765670400000' }),
    ]);
    const [{ type }] = await db.dataSource.query(
      `SELECT data_type AS type FROM information_schema.columns WHERE table_name = 'products' AND column_name = 'specifications'`,
    );
    expect(type).toBe('json');
    const [before] = await db.dataSource.query<Array<{ id: number }>>(`SELECT id FROM products WHERE name = 'Before'`);
    expect((await store().products.view(before.id))!.specifications).toEqual({ IP: 'IP67', 'Operating Temperature': '-40 to 85 °C' });
    expect(Object.keys((await store().products.view(before.id))!.specifications)).toEqual(['IP', 'Operating Temperature']);
    await expectViewsCurrent();

    const product = (await store().products.findById(before.id))!;
    product.specifications = { 'Operating Temperature': '-40 to 85 °C', IP: 'IP67', 'Battery Life': '10 years' };
    await store().products.save(product);
    const id = await store().products.insert({
      name: 'After',
      manufacturer: 'Acme',
      description: '.',
      specifications: { Zeta: '1', Alpha: '2', IP: '3' },
    });
    expect(Object.keys((await store().products.view(before.id))!.specifications)).toEqual(['Operating Temperature', 'IP', 'Battery Life']);
    expect(Object.keys((await store().products.view(id))!.specifications)).toEqual(['Zeta', 'Alpha', 'IP']);
    expect(Object.keys((await store().products.findById(id))!.specifications)).toEqual(['Zeta', 'Alpha', 'IP']);
    await expectViewsCurrent();
  });
});
