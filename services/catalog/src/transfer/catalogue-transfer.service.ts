import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Events, ServiceBus, CategoryInput, ProductInput, type CatalogueImportResult } from '@lora/contracts';
import { invalid, transactionOrRehearsal, validateInput } from '@lora/runtime';
import { Category } from '../categories/category.entity.js';
import { lockCategoryTree, wouldMakeLoop } from '../categories/category-tree.js';
import { Product } from '../products/product.entity.js';
import { productRow } from '../products/product-row.js';
import { nameKeys } from '../catalogue-names.js';

function describe(index: number, item: unknown, kind: string): string {
  const name =
    item && typeof item === 'object' && typeof (item as { name?: unknown }).name === 'string' ? ` "${(item as { name: string }).name}"` : '';
  return `${kind}[${index}]${name}`;
}

/**
 * Moves the catalogue between environments. Import is additive and all-or-nothing: an item whose
 * name exists (compared as names are, see catalogue-names.ts) is skipped, never duplicated or overwritten; a bad
 * item rolls the whole import back.
 */
@Injectable()
export class CatalogueTransferService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(ServiceBus) private readonly bus: ServiceBus,
  ) {}

  /**
   * `firstIndex` numbers the items when a bundle arrives in parts (messages are bounded), so an error
   * names the item's place in the whole bundle. A dry run does everything but commit.
   */
  async importCatalogue(bundle: {
    categories?: unknown[];
    products?: unknown[];
    dryRun?: boolean;
    firstIndex?: number;
  }): Promise<CatalogueImportResult> {
    const first = bundle.firstIndex ?? 0;
    // Validate everything before writing anything, so the error names the first bad item.
    const categoryInputs = await Promise.all(
      (bundle.categories ?? []).map((item, i) => validateInput(CategoryInput, item, describe(first + i, item, 'categories'))),
    );
    const productInputs = await Promise.all(
      (bundle.products ?? []).map((item, i) => validateInput(ProductInput, item, describe(first + i, item, 'products'))),
    );
    const dryRun = bundle.dryRun ?? false;
    const result = await transactionOrRehearsal(this.dataSource, dryRun, async (manager) => {
      const categories = manager.getRepository(Category);
      const products = manager.getRepository(Product);
      const counts: CatalogueImportResult = { categories: { created: 0, skipped: 0 }, products: { created: 0, skipped: 0 } };
      // Names are matched by their keys, as the unique constraints compare them.
      const existing = await categories.find();
      const key = await nameKeys(manager, [
        ...existing.map((c) => c.name),
        ...categoryInputs.map((c) => c.name),
        ...productInputs.flatMap((p) => (p.category ? [p.name, p.category] : [p.name])),
      ]);
      const categoryByKey = new Map(existing.map((c) => [key(c.name), c]));
      // categoryId and parentId belong to the source environment: they are re-mapped through names.
      const sourceCategoryKeys = new Map<number, string>();
      (bundle.categories ?? []).forEach((item, i) => {
        const id = (item as { id?: unknown }).id;
        if (typeof id === 'number') sourceCategoryKeys.set(id, key(categoryInputs[i].name));
      });

      const created: Array<{ category: Category; sourceParentId: number | null | undefined }> = [];
      for (const input of categoryInputs) {
        if (categoryByKey.has(key(input.name))) {
          counts.categories.skipped++;
          continue;
        }
        const { parentId, ...fields } = input;
        const category = await categories.save(categories.create(fields as Partial<Category>));
        categoryByKey.set(key(input.name), category);
        created.push({ category, sourceParentId: parentId });
        counts.categories.created++;
      }
      // Parents are re-mapped after every category of the bundle exists.
      if (created.length) await lockCategoryTree(manager);
      for (const { category, sourceParentId } of created) {
        const parentKey = sourceParentId ? sourceCategoryKeys.get(sourceParentId) : undefined;
        const parent = parentKey ? categoryByKey.get(parentKey) : undefined;
        if (!parent || parent.id === category.id) continue;
        if (await wouldMakeLoop(manager, category.id, parent.id))
          throw invalid(`categories "${category.name}": parentId would make a loop: "${parent.name}" is inside it`);
        await categories.update({ id: category.id }, { parentId: parent.id });
      }

      const existingProducts = new Set((await manager.query<Array<{ key: string }>>('SELECT "nameKey" AS key FROM products')).map((r) => r.key));
      for (const input of productInputs) {
        if (existingProducts.has(key(input.name))) {
          counts.products.skipped++;
          continue;
        }
        const categoryKey = input.category ? key(input.category) : input.categoryId ? sourceCategoryKeys.get(input.categoryId) : undefined;
        const category = categoryKey ? categoryByKey.get(categoryKey) : undefined;
        const { categoryId: _ignored, ...fields } = input;
        const row = Object.fromEntries(Object.entries(productRow(fields)).filter(([, v]) => v !== null));
        await products.save(products.create({ ...row, category: category?.name ?? input.category ?? null, categoryId: category?.id ?? null }));
        existingProducts.add(key(input.name));
        counts.products.created++;
      }
      return counts;
    });
    if (!dryRun && (result.categories.created || result.products.created))
      await this.bus.announce(Events.catalogChanged, { entity: 'catalogue', action: 'imported' });
    return result;
  }
}
