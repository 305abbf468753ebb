import { PAGE_SIZE_MAX, type CatalogueBundle, type CategoryView, type ProductQuery, type ProductView } from '@lora/api';
import type { ServiceBus } from './bus.js';
import { collectPages } from './paging.js';
import { Patterns } from './patterns.js';

export type ProductScope = 'published' | 'all';

/** Every product in scope that matches the query, gathered page by page (SPEC's whole-list answers). */
export function listAllProducts(bus: ServiceBus, scope: ProductScope, query: Omit<ProductQuery, 'limit' | 'cursor'> = {}): Promise<ProductView[]> {
  return collectPages(async (cursor) => (await bus.send(Patterns.catalog.listProducts, { ...query, scope, limit: PAGE_SIZE_MAX, cursor })).value());
}

/** Every category, by sortOrder then name. */
export function listAllCategories(bus: ServiceBus): Promise<CategoryView[]> {
  return collectPages((cursor) => bus.send(Patterns.catalog.listCategories, { limit: PAGE_SIZE_MAX, cursor }));
}

/** The whole catalogue (drafts included) for export; no message carries it all. */
export async function exportCatalogue(bus: ServiceBus): Promise<CatalogueBundle> {
  const [categories, newestFirst] = await Promise.all([listAllCategories(bus), listAllProducts(bus, 'all', { sort: 'newest' })]);
  // Oldest first, so an import re-creates products in the order they were made.
  return { categories, products: newestFirst.reverse() };
}
