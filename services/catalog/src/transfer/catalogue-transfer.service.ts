import { setImmediate } from 'node:timers/promises';
import { Inject, Injectable } from '@nestjs/common';
import {
  Events,
  ServiceBus,
  CategoryInput,
  ProductInput,
  type CatalogueImportResult,
  type CatalogueList,
  type StagePartRequest,
} from '@lora/contracts';
import { VALIDATION_SLICE, invalid, validateInput } from '@lora/runtime';
import type { Category } from '../data/category.entity.js';
import { productRow } from '../products/product-row.js';
import { CatalogStore } from '../data/catalog.store.js';

/** `products[3] "Probe One"`: where an item sits in the bundle, and its name when it has one. */
function itemLabel(list: string, index: number, name: unknown): string {
  return `${list}[${index}]${typeof name === 'string' ? ` "${name.slice(0, 80)}"` : ''}`;
}

/** A positive whole number, or undefined. */
const sourceId = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined);

/** A staged category: its validated fields and the id it had where it was exported (its products and children refer to it). */
type StagedCategory = CategoryInput & { sourceId?: number };

/**
 * Moves the catalogue between environments. An import arrives in parts (stage), each item validated as it
 * comes; then it is checked as a whole and written in one transaction (apply), or rehearsed and rolled back.
 * It is additive: an item whose name exists (compared as names are, see catalogue-names.ts) is skipped, never
 * duplicated or overwritten. A file that names the same item twice, or a category that is neither in the
 * catalogue nor in the file, is refused naming the item, and nothing is written.
 */
@Injectable()
export class CatalogueTransferService {
  constructor(
    @Inject(CatalogStore) private readonly store: CatalogStore,
    @Inject(ServiceBus) private readonly bus: ServiceBus,
  ) {}

  /** Validates one part of a list, item by item (the first bad one is a 400 naming it), and keeps it for the apply. */
  async stage({ importId, list, firstIndex, items }: StagePartRequest<CatalogueList>): Promise<{ staged: number }> {
    const valid: object[] = [];
    for (const [i, item] of items.entries()) {
      // Validation is synchronous work: other requests get their turn every few items.
      if (i % VALIDATION_SLICE === VALIDATION_SLICE - 1) await setImmediate();
      const label = itemLabel(list, firstIndex + i, (item as { name?: unknown } | null)?.name);
      if (list === 'categories') {
        const input = await validateInput(CategoryInput, item, label);
        valid.push({ ...input, sourceId: sourceId((item as { id?: unknown }).id) } satisfies StagedCategory);
      } else valid.push(await validateInput(ProductInput, item, label));
    }
    return { staged: await this.store.staging.stage(importId, list, firstIndex, valid) };
  }

  discard(importId: string): Promise<{ discarded: number }> {
    return this.store.staging.discard(importId).then((discarded) => ({ discarded }));
  }

  /**
   * Checks the staged import as a whole, then writes it in one transaction: categories (then their parents,
   * re-mapped through names), products in batches. A dry run does everything but commit, and keeps what is
   * staged; a real run forgets it in the same transaction.
   */
  async apply(importId: string, dryRun: boolean): Promise<CatalogueImportResult> {
    const result = await this.store.transaction({ rehearse: dryRun }, async (tx) => {
      const counts: CatalogueImportResult = { categories: { created: 0, skipped: 0 }, products: { created: 0, skipped: 0 } };
      const categories = (await tx.staging.fields<{ item: StagedCategory }>(importId, 'categories', { item: 'item' })).map((r) => ({
        index: r.position,
        input: r.item,
      }));
      const products = await tx.staging.fields<{ name: string; category: string | null; categoryId: number | null }>(importId, 'products', {
        name: "item->>'name'",
        category: "item->>'category'",
        categoryId: "(item->>'categoryId')::int",
      });
      const existing = await tx.categories.all();
      // Names are matched by their keys, as the unique constraints compare them.
      const key = await tx.names.keys([
        ...existing.map((c) => c.name),
        ...categories.map((c) => c.input.name),
        ...products.flatMap((p) => (p.category ? [p.name, p.category] : [p.name])),
      ]);

      // The file as a whole: each name once, each source id once, every reference to a category it can resolve.
      const fileCategoryKeys = new Map<string, number>();
      const sourceCategoryKeys = new Map<number, { key: string; index: number }>();
      for (const { index, input } of categories) {
        const label = itemLabel('categories', index, input.name);
        const twin = fileCategoryKeys.get(key(input.name));
        if (twin !== undefined) throw invalid(`${label}: the same name as categories[${twin}]`);
        fileCategoryKeys.set(key(input.name), index);
        if (input.sourceId === undefined) continue;
        const holder = sourceCategoryKeys.get(input.sourceId);
        if (holder) throw invalid(`${label}: id ${input.sourceId} is also the id of categories[${holder.index}]`);
        sourceCategoryKeys.set(input.sourceId, { key: key(input.name), index });
      }
      for (const { index, input } of categories) {
        if (input.parentId && !sourceCategoryKeys.has(input.parentId))
          throw invalid(`${itemLabel('categories', index, input.name)}: parentId ${input.parentId} is not the id of a category in this file`);
      }
      const knownCategoryKeys = new Set([...existing.map((c) => key(c.name)), ...fileCategoryKeys.keys()]);
      const fileProductKeys = new Map<string, number>();
      for (const p of products) {
        const label = itemLabel('products', p.position, p.name);
        const twin = fileProductKeys.get(key(p.name));
        if (twin !== undefined) throw invalid(`${label}: the same name as products[${twin}]`);
        fileProductKeys.set(key(p.name), p.position);
        if (p.categoryId !== null && !sourceCategoryKeys.has(p.categoryId))
          throw invalid(`${label}: categoryId ${p.categoryId} is not the id of a category in this file`);
        if (p.category && !knownCategoryKeys.has(key(p.category)))
          throw invalid(
            `${label}: category "${p.category}" is neither in the catalogue nor in this file (add it to the file's categories, or leave the product without one)`,
          );
      }

      const categoryByKey = new Map(existing.map((c) => [key(c.name), c]));
      const created: Array<{ category: Category; sourceParentId: number | null | undefined }> = [];
      for (const { input } of categories) {
        if (categoryByKey.has(key(input.name))) {
          counts.categories.skipped++;
          continue;
        }
        const { parentId, sourceId: _source, ...fields } = input;
        const category = await tx.categories.insert(fields as Partial<Category>);
        categoryByKey.set(key(input.name), category);
        created.push({ category, sourceParentId: parentId });
        counts.categories.created++;
      }
      // Parents are re-mapped after every category of the bundle exists.
      if (created.length) await tx.categories.lockTree();
      for (const { category, sourceParentId } of created) {
        const parentKey = sourceParentId ? sourceCategoryKeys.get(sourceParentId)?.key : undefined;
        const parent = parentKey ? categoryByKey.get(parentKey) : undefined;
        if (!parent || parent.id === category.id) continue;
        if (await tx.categories.wouldMakeLoop(category.id, parent.id))
          throw invalid(`categories "${category.name}": parentId would make a loop: "${parent.name}" is inside it`);
        await tx.categories.setParent(category.id, parent.id);
      }

      const existingProducts = await tx.products.nameKeys();
      for await (const batch of tx.staging.batches<ProductInput>(importId, 'products')) {
        const rows = batch.flatMap(({ item: input }) => {
          if (existingProducts.has(key(input.name))) {
            counts.products.skipped++;
            return [];
          }
          const categoryKey = input.category ? key(input.category) : input.categoryId ? sourceCategoryKeys.get(input.categoryId)?.key : undefined;
          const category = categoryKey ? categoryByKey.get(categoryKey) : undefined;
          const { categoryId: _ignored, ...fields } = input;
          const row = Object.fromEntries(Object.entries(productRow(fields)).filter(([, v]) => v !== null));
          return [{ ...row, category: category?.name ?? null, categoryId: category?.id ?? null }];
        });
        if (rows.length) await tx.products.insertMany(rows);
        counts.products.created += rows.length;
      }
      if (!dryRun) await tx.staging.discard(importId);
      return counts;
    });
    if (!dryRun && (result.categories.created || result.products.created))
      await this.bus.announce(Events.catalogChanged, { entity: 'catalogue', action: 'imported' });
    return result;
  }
}
