import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  Events,
  ServiceBus,
  CategoryInput,
  ProductInput,
  nameKey,
  type CatalogueImportResult,
} from '@lora/contracts';
import { invalid, validateInput } from '@lora/runtime';
import { Category } from '../categories/category.entity.js';
import { lockCategoryTree, wouldMakeLoop } from '../categories/category-tree.js';
import { Product } from '../products/product.entity.js';
import { productRow } from '../products/product-row.js';

function describe(index: number, item: unknown, kind: string): string {
  const name = item && typeof item === 'object' && typeof (item as { name?: unknown }).name === 'string' ? ` "${(item as { name: string }).name}"` : '';
  return `${kind}[${index}]${name}`;
}

/**
 * Moves the catalogue between environments. Import is additive and all-or-nothing: an item whose
 * name exists (compared as names are, `nameKey`) is skipped, never duplicated or overwritten; a bad
 * item rolls the whole import back.
 */
@Injectable()
export class CatalogueTransferService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(ServiceBus) private readonly bus: ServiceBus,
  ) {}

  async importCatalogue(bundle: { categories?: unknown[]; products?: unknown[] }): Promise<CatalogueImportResult> {
    // Validate everything before writing anything, so the error names the first bad item.
    const categoryInputs = await Promise.all(
      (bundle.categories ?? []).map((item, i) => validateInput(CategoryInput, item, describe(i, item, 'categories'))),
    );
    const productInputs = await Promise.all(
      (bundle.products ?? []).map((item, i) => validateInput(ProductInput, item, describe(i, item, 'products'))),
    );
    const sourceCategoryNames = new Map<number, string>();
    (bundle.categories ?? []).forEach((item, i) => {
      const id = (item as { id?: unknown }).id;
      if (typeof id === 'number') sourceCategoryNames.set(id, categoryInputs[i].name);
    });

    const result = await this.dataSource.transaction(async (manager) => {
      const categories = manager.getRepository(Category);
      const products = manager.getRepository(Product);
      const counts: CatalogueImportResult = { categories: { created: 0, skipped: 0 }, products: { created: 0, skipped: 0 } };

      const existingCategories = new Map((await categories.find()).map((c) => [nameKey(c.name), c]));
      const created: Array<{ category: Category; sourceParentId: number | null | undefined }> = [];
      for (const input of categoryInputs) {
        if (existingCategories.has(nameKey(input.name))) {
          counts.categories.skipped++;
          continue;
        }
        const { parentId, ...fields } = input;
        const category = await categories.save(categories.create(fields as Partial<Category>));
        existingCategories.set(nameKey(category.name), category);
        created.push({ category, sourceParentId: parentId });
        counts.categories.created++;
      }
      // Parents are re-mapped by name, after every category of the bundle exists.
      if (created.length) await lockCategoryTree(manager);
      for (const { category, sourceParentId } of created) {
        const parentName = sourceParentId ? sourceCategoryNames.get(sourceParentId) : undefined;
        const parent = parentName ? existingCategories.get(nameKey(parentName)) : undefined;
        if (!parent || parent.id === category.id) continue;
        if (await wouldMakeLoop(manager, category.id, parent.id)) throw invalid(`categories "${category.name}": parentId would make a loop: "${parent.name}" is inside it`);
        await categories.update({ id: category.id }, { parentId: parent.id });
      }

      const existingProducts = new Set((await products.find({ select: { name: true } })).map((p) => nameKey(p.name)));
      for (const input of productInputs) {
        if (existingProducts.has(nameKey(input.name))) {
          counts.products.skipped++;
          continue;
        }
        // categoryId belongs to the source environment: re-map it through the category name.
        const sourceName = input.categoryId ? sourceCategoryNames.get(input.categoryId) : undefined;
        const categoryName = input.category ?? sourceName ?? null;
        const category = categoryName ? existingCategories.get(nameKey(categoryName)) : undefined;
        const { categoryId: _ignored, ...fields } = input;
        const row = Object.fromEntries(Object.entries(productRow(fields)).filter(([, v]) => v !== null));
        await products.save(
          products.create({ ...row, category: category?.name ?? categoryName, categoryId: category?.id ?? null }),
        );
        existingProducts.add(nameKey(input.name));
        counts.products.created++;
      }
      return counts;
    });
    if (result.categories.created || result.products.created) await this.bus.announce(Events.catalogChanged, { entity: 'catalogue', action: 'imported' });
    return result;
  }
}
