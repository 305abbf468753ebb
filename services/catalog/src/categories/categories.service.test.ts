import { beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import type { CategoryInput, ServiceBus } from '@lora/contracts';
import { useSpecDatabase } from '../../../../infra/src/testing/spec-database.js';
import { catalogDatabase } from '../data/database.js';
import { CatalogStore } from '../data/catalog.store.js';
import { CategoriesService } from './categories.service.js';

const db = useSpecDatabase('catalog', catalogDatabase, 'products, categories');
let store: CatalogStore;
let categories: CategoriesService;
const announced: Array<{ event: string; data: { action?: string } }> = [];

beforeAll(() => {
  store = new CatalogStore(db.dataSource);
  const bus = {
    announce: (event: string, data: unknown) => Promise.resolve(void announced.push({ event, data: data as { action?: string } })),
  } as unknown as ServiceBus;
  categories = new CategoriesService(store, bus);
});

beforeEach(() => {
  announced.length = 0;
});

const category = (name: string, fields: Partial<CategoryInput> = {}) => ({ name, isActive: true, sortOrder: 0, ...fields }) as CategoryInput;
const product = (name: string, category: string | null, categoryId: number | null = null) =>
  store.products.insert({ name, manufacturer: 'Acme', description: 'A sensor.', category, categoryId });
const productLink = async (id: number) => {
  const p = (await store.products.findById(id))!;
  return { category: p.category, categoryId: p.categoryId };
};

describe('CategoriesService parents', () => {
  it('refuses a parent that does not exist, the category itself, or one inside it', async () => {
    const a = await categories.create(category('A'));
    const b = await categories.create(category('B', { parentId: a.id }));
    const c = await categories.create(category('C', { parentId: b.id }));
    await expect(categories.create(category('D', { parentId: 999 }))).rejects.toMatchObject({ error: { type: 'validation' } });
    await expect(categories.update(a.id, category('A', { parentId: a.id }))).rejects.toMatchObject({
      error: { message: 'parentId cannot be the category itself' },
    });
    await expect(categories.update(a.id, category('A', { parentId: c.id }))).rejects.toMatchObject({
      error: { type: 'validation', message: expect.stringContaining('would make a loop') },
    });
    expect((await store.categories.findById(a.id))!.parentId).toBeNull();
    // Moving a leaf elsewhere is no loop.
    await categories.update(c.id, category('C', { parentId: a.id }));
    expect((await store.categories.findById(c.id))!.parentId).toBe(a.id);
  });
});

describe('CategoriesService names', () => {
  it('refuses a name that compares equal to a stored one, naming the holder', async () => {
    await categories.create(category('Soil Sensors'));
    await expect(categories.create(category('  soil   SENSORS '))).rejects.toMatchObject({
      error: { type: 'conflict', message: 'A category named "Soil Sensors" already exists' },
    });
    const air = await categories.create(category('Air'));
    await expect(categories.update(air.id, category('SOIL sensors'))).rejects.toMatchObject({ error: { type: 'conflict' } });
    // Its own name, in another spelling, is no conflict.
    expect((await categories.update(air.id, category('AIR'))).name).toBe('AIR');
  });
});

describe('CategoriesService and the products that name a category', () => {
  it('links products that named a category before it existed, and carries a rename over to them', async () => {
    const named = await product('Probe', 'soil sensors');
    const other = await product('Gauge', 'Air');
    const soil = await categories.create(category('Soil Sensors'));
    expect(await productLink(named)).toEqual({ category: 'Soil Sensors', categoryId: soil.id });
    expect(await productLink(other)).toEqual({ category: 'Air', categoryId: null });
    await categories.update(soil.id, category('Ground Sensors'));
    expect(await productLink(named)).toEqual({ category: 'Ground Sensors', categoryId: soil.id });
  });

  it('refuses to remove a category products use, naming how many; moves them to another one when asked, then removes it', async () => {
    const soil = await categories.create(category('Soil'));
    const ground = await categories.create(category('Ground'));
    // One linked by id, one naming it while unlinked: both are in it.
    const ids = [await product('Probe', 'Soil', soil.id), await product('Gauge', 'soil')];
    await expect(categories.remove(soil.id)).rejects.toMatchObject({
      error: { type: 'conflict', message: 'The category "Soil" is used by 2 products: move them to another category first' },
    });
    await expect(categories.remove(soil.id, soil.id)).rejects.toMatchObject({ error: { type: 'validation' } });
    await expect(categories.remove(soil.id, 9999)).rejects.toMatchObject({ error: { message: 'moveTo 9999 does not match any category' } });
    expect(await categories.remove(soil.id, ground.id)).toEqual({ id: soil.id, deleted: true, productsMoved: 2 });
    for (const id of ids) expect(await productLink(id)).toEqual({ category: 'Ground', categoryId: ground.id });
    await expect(categories.remove(soil.id)).rejects.toMatchObject({ error: { type: 'not_found' } });
    // Unused now, a category goes at once.
    const empty = await categories.create(category('Empty'));
    expect(await categories.remove(empty.id)).toEqual({ id: empty.id, deleted: true, productsMoved: 0 });
    expect(announced.filter((a) => a.data.action === 'deleted')).toEqual([
      { event: expect.any(String), data: { entity: 'category', action: 'deleted', id: soil.id } },
      { event: expect.any(String), data: { entity: 'category', action: 'deleted', id: empty.id } },
    ]);
  });
});

describe('CategoriesService.list', () => {
  it('pages categories by sortOrder, then name', async () => {
    for (const [name, sortOrder] of [
      ['b', 1],
      ['a', 1],
      ['z', 0],
    ] as const)
      await categories.create(category(name, { sortOrder }));
    const first = await categories.list({ limit: 2 });
    expect(first.items.map((c) => c.name)).toEqual(['z', 'a']);
    expect(first.total).toBe(3);
    expect((await categories.list({ cursor: first.nextCursor! })).items.map((c) => c.name)).toEqual(['b']);
    await expect(categories.list({ cursor: 'bad' })).rejects.toMatchObject({ error: { type: 'validation' } });
  });
});
