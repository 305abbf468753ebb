import { randomUUID } from 'node:crypto';
import { PAGE_SIZE_MAX, type CatalogueBundle, type CatalogueImportResult, type CategoryView, type ProductQuery, type ProductView } from '@lora/api';
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

/**
 * Imports a small catalogue (the seed, a test's few items) as Data Sync does: staged in one part per list, then
 * applied whole in one transaction (a dry run only checks and counts), and never left staged.
 */
export async function importCatalogue(
  bus: ServiceBus,
  bundle: { categories?: unknown[]; products?: unknown[] },
  options: { dryRun?: boolean; timeoutMs?: number } = {},
): Promise<CatalogueImportResult> {
  const importId = randomUUID();
  try {
    for (const list of ['categories', 'products'] as const) {
      const items = bundle[list] ?? [];
      if (items.length) await bus.send(Patterns.catalog.stageImport, { importId, list, firstIndex: 0, items }, { timeoutMs: options.timeoutMs });
    }
    return await bus.send(Patterns.catalog.applyImport, { importId, dryRun: options.dryRun ?? false }, { timeoutMs: options.timeoutMs });
  } finally {
    await bus.send(Patterns.catalog.discardImport, { importId }).catch(() => undefined);
  }
}
