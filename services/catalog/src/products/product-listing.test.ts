import { beforeAll, describe, expect, it } from '@jest/globals';
import { DEFAULT_PAGE_SIZE, decodeCursor, encodeCursor, type ProductListCommand } from '@lora/contracts';
import { useSpecDatabase } from '../../../../infra/src/testing/spec-database.js';
import { catalogDatabase } from '../data/database.js';
import { CatalogStore } from '../data/catalog.store.js';
import type { Product } from '../data/product.entity.js';
import { ProductListing } from './product-listing.js';

const db = useSpecDatabase('catalog', catalogDatabase, 'products, categories');
let store: CatalogStore;
let listing: ProductListing;

beforeAll(() => {
  store = new CatalogStore(db.dataSource);
  listing = new ProductListing(store);
});

const addProducts = async (count: number, fields: (i: number) => Partial<Product> = () => ({})) => {
  for (let i = 1; i <= count; i++) {
    await store.products.insert({ name: `Sensor ${i}`, manufacturer: 'Acme', description: 'A sensor.', isPublished: true, ...fields(i) });
  }
};

const page = async (command: Partial<ProductListCommand>) => (await listing.page({ scope: 'all', ...command })).value();
const names = async (command: Partial<ProductListCommand>) => (await page(command)).items.map((p) => p.name);

describe('ProductListing.page', () => {
  it('answers DEFAULT_PAGE_SIZE products when no limit is asked, and a cursor to the rest', async () => {
    await addProducts(DEFAULT_PAGE_SIZE + 3);
    const first = await page({});
    expect(first.items).toHaveLength(DEFAULT_PAGE_SIZE);
    expect(first.total).toBe(DEFAULT_PAGE_SIZE + 3);
    expect(decodeCursor(first.nextCursor!)).toBe(DEFAULT_PAGE_SIZE);
    const rest = await page({ cursor: first.nextCursor! });
    expect(rest.items).toHaveLength(3);
    expect(rest.nextCursor).toBeNull();
    expect(new Set([...first.items, ...rest.items].map((p) => p.id)).size).toBe(DEFAULT_PAGE_SIZE + 3);
  });

  it('refuses a cursor it did not make', async () => {
    await expect(listing.page({ scope: 'all', cursor: 'not-a-cursor' })).rejects.toMatchObject({ error: { type: 'validation' } });
  });

  it('answers the count and version past the last page, with no items', async () => {
    await addProducts(3);
    const inside = await listing.page({ scope: 'all', limit: 2 });
    const past = await listing.page({ scope: 'all', cursor: encodeCursor(10) });
    expect(past.value()).toEqual({ items: [], total: 3, nextCursor: null });
    expect(past.meta.version).toBe(inside.meta.version);
    expect(past.meta.version).toMatch(/^3:/);
  });

  it('changes the version when a matching product changes', async () => {
    await addProducts(2);
    const before = (await listing.page({ scope: 'all' })).meta.version;
    const product = (await store.products.findById(1))!;
    product.description = 'Changed.';
    await store.products.save(product);
    expect((await listing.page({ scope: 'all' })).meta.version).not.toBe(before);
  });

  it('lists only published, active products in the published scope, and counts only those', async () => {
    await addProducts(4, (i) => ({ isPublished: i !== 2, isActive: i !== 3 }));
    const published = await page({ scope: 'published' });
    expect(published.items.map((p) => p.name).sort()).toEqual(['Sensor 1', 'Sensor 4']);
    expect(published.total).toBe(2);
    expect((await page({})).total).toBe(4);
  });

  it('orders the catalogue by sortOrder, then newest first, unless another sort is asked', async () => {
    await addProducts(3, (i) => ({ sortOrder: i === 1 ? 0 : 1, price: String(10 * (4 - i)) }));
    expect(await names({})).toEqual(['Sensor 1', 'Sensor 3', 'Sensor 2']);
    expect(await names({ sort: 'price_asc' })).toEqual(['Sensor 3', 'Sensor 2', 'Sensor 1']);
    expect(await names({ sort: 'newest' })).toEqual(['Sensor 3', 'Sensor 2', 'Sensor 1']);
  });

  it('finds a search term as written: % and _ match only themselves', async () => {
    await addProducts(3, (i) => ({ name: ['Probe 100% dry', 'Probe 1000 dry', 'Probe_A'][i - 1] }));
    expect(await names({ search: '100%' })).toEqual(['Probe 100% dry']);
    expect(await names({ search: 'E_a' })).toEqual(['Probe_A']);
    expect((await page({ search: 'probe' })).total).toBe(3);
  });

  it('matches a category whatever its letter case', async () => {
    await addProducts(3, (i) => ({ category: ['Soil', 'soil', 'Air'][i - 1] }));
    expect((await names({ category: 'SOIL' })).sort()).toEqual(['Sensor 1', 'Sensor 2']);
  });
});

describe('ProductListing.categories', () => {
  it('counts the non-empty categories of the products in scope', async () => {
    await addProducts(5, (i) => ({ category: ['Soil', 'Soil', 'Air', ' ', null][i - 1], isPublished: i !== 2 }));
    expect(await listing.categories({ scope: 'all' })).toEqual([
      { name: 'Air', count: 1 },
      { name: 'Soil', count: 2 },
    ]);
    expect(await listing.categories({ scope: 'published' })).toEqual([
      { name: 'Air', count: 1 },
      { name: 'Soil', count: 1 },
    ]);
  });
});
