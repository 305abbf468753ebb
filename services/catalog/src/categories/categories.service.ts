import { Inject, Injectable } from '@nestjs/common';
import {
  Events,
  PAGE_SIZE_MAX,
  ServiceBus,
  boundedPage,
  CategoryInput,
  type CategoryFields,
  type CategoryView,
  type DeletedView,
  type HistoryEntry,
  type KeptVersion,
  type Page,
  type PageQuery,
} from '@lora/contracts';
import { assertVersion, conflict, invalid, notFound, pageOffset, recordState, sentFields, validatePatch } from '@lora/runtime';
import { toCategoryView, type Category } from '../data/category.entity.js';
import type { CategoriesRepository } from '../data/categories.repository.js';
import { assertNameFree, claimingName } from '../catalogue-names.js';
import { CatalogStore } from '../data/catalog.store.js';

/** The fields a caller sent; nulls already took their defaults in the DTO. */
const categoryRow = (input: Partial<CategoryInput>) => sentFields(input) as Partial<Category>;
/** A category as its history keeps it. */
const categoryState = (category: Category) => recordState(CategoryInput, toCategoryView(category));

@Injectable()
export class CategoriesService {
  constructor(
    @Inject(CatalogStore) private readonly store: CatalogStore,
    @Inject(ServiceBus) private readonly bus: ServiceBus,
  ) {}

  /** Categories by sortOrder then name, one bounded page at a time. */
  async list(query: PageQuery): Promise<Page<CategoryView>> {
    const offset = pageOffset(query.cursor);
    const [rows, total] = await this.store.categories.page(offset, query.limit ?? PAGE_SIZE_MAX);
    return boundedPage(rows.map(toCategoryView), offset, total);
  }

  async create(input: CategoryInput): Promise<CategoryView> {
    const saved = await claimingName(this.store, 'category', input.name, () =>
      this.store.transaction(async (tx) => {
        await assertNameFree(tx, 'category', input.name);
        await assertParent(tx.categories, input.parentId);
        const category = await tx.categories.insert(categoryRow(input));
        // Products that named this category before it existed now link to it, compared as names are.
        await tx.products.linkToCategory(category);
        await tx.categoryHistory.keep(category.id, categoryState(category));
        return category;
      }),
    );
    await this.bus.announce(Events.catalogChanged, { entity: 'category', action: 'created', id: saved.id });
    return toCategoryView(saved);
  }

  /**
   * A partial save (fields not sent are kept), refused (412) when based on a version someone has saved over since.
   * The history keeps the version it wrote.
   */
  async update(id: number, patch: Partial<CategoryFields>, expectedVersion?: number): Promise<CategoryView> {
    const saved = await claimingName(this.store, 'category', patch.name ?? '', () =>
      this.store.transaction((tx) => this.save(tx, id, expectedVersion, patch)),
    );
    await this.bus.announce(Events.catalogChanged, { entity: 'category', action: 'updated', id });
    return toCategoryView(saved);
  }

  /** The kept versions of a category, newest first. */
  async history(id: number): Promise<HistoryEntry[]> {
    if (!(await this.store.categories.findById(id))) throw notFound(`Category ${id} not found`);
    return this.store.categoryHistory.list(id);
  }

  /** One kept version's fields, to compare with the category as it is before restoring it. */
  async keptVersion(id: number, version: number): Promise<KeptVersion> {
    return { version, values: await this.store.categoryHistory.kept(id, version, 'category') };
  }

  /** Brings back a kept version as a new save (itself a version, so a restore can be undone the same way). */
  async restore(id: number, fromVersion: number, expectedVersion?: number): Promise<CategoryView> {
    const patch = (await this.store.categoryHistory.kept(id, fromVersion, 'category')) as Partial<CategoryFields>;
    const saved = await claimingName(this.store, 'category', patch.name ?? '', () =>
      this.store.transaction((tx) => this.save(tx, id, expectedVersion, patch, fromVersion)),
    );
    await this.bus.announce(Events.catalogChanged, { entity: 'category', action: 'updated', id });
    return toCategoryView(saved);
  }

  /** One save within `tx`: the stored category locked, its version checked, the patch applied and kept in the history. */
  private async save(
    tx: CatalogStore,
    id: number,
    expectedVersion: number | undefined,
    patch: Partial<CategoryFields>,
    restoredFrom?: number,
  ): Promise<Category> {
    // A move in the tree takes the tree's lock first, before the row's: two moves never hold one each and wait.
    if (patch.parentId !== undefined) await tx.categories.lockTree();
    const category = await tx.categories.findById(id, { lock: true });
    if (!category) throw notFound(`Category ${id} not found`);
    await assertVersion('This category', category.version, expectedVersion, () => toCategoryView(category));
    const before = categoryState(category);
    const input = await validatePatch(CategoryInput, category, patch);
    if (patch.name !== undefined) await assertNameFree(tx, 'category', input.name, id);
    if (patch.parentId !== undefined) await assertParent(tx.categories, input.parentId, id);
    Object.assign(category, categoryRow(input));
    const result = await tx.categories.save(category);
    await tx.products.renameCategory(id, result.name);
    await tx.categoryHistory.keep(id, categoryState(result), { before, restoredFrom });
    return result;
  }

  /**
   * A category no product uses is deleted at once. One in use is refused (409, naming how many products use it),
   * unless `moveTo` names another category: its products move there in the same transaction, then it goes. So no
   * product is ever left naming a category that does not exist. Its child categories lose their parent.
   */
  async remove(id: number, moveTo?: number, expectedVersion?: number): Promise<DeletedView & { productsMoved: number }> {
    const productsMoved = await this.store.transaction(async (tx) => {
      const category = await tx.categories.findById(id, { lock: true });
      if (!category) throw notFound(`Category ${id} not found`);
      await assertVersion('This category', category.version, expectedVersion, () => toCategoryView(category));
      if (moveTo === undefined) {
        const used = await tx.products.countInCategory(category);
        if (used)
          throw conflict(
            `The category "${category.name}" is used by ${used} product${used === 1 ? '' : 's'}: move ${used === 1 ? 'it' : 'them'} to another category first`,
          );
        await tx.categories.delete(id);
        await tx.categoryHistory.forget(id);
        return 0;
      }
      if (moveTo === id) throw invalid('moveTo must be another category than the one deleted');
      const target = await tx.categories.findById(moveTo);
      if (!target) throw invalid(`moveTo ${moveTo} does not match any category`);
      const moved = await tx.products.moveCategory(category, target);
      await tx.categories.delete(id);
      await tx.categoryHistory.forget(id);
      return moved;
    });
    await this.bus.announce(Events.catalogChanged, { entity: 'category', action: 'deleted', id });
    return { id, deleted: true, productsMoved };
  }
}

/** The parent must exist and, for an existing category, must not be the category or inside it. */
async function assertParent(categories: CategoriesRepository, parentId: number | null | undefined, id?: number): Promise<void> {
  if (parentId === undefined || parentId === null) return;
  if (parentId === id) throw invalid('parentId cannot be the category itself');
  if (id !== undefined) await categories.lockTree();
  if (!(await categories.exists(parentId))) throw invalid(`parentId ${parentId} does not match any category`);
  if (id !== undefined && (await categories.wouldMakeLoop(id, parentId))) {
    throw invalid(`parentId ${parentId} would make a loop: category ${parentId} is inside this category`);
  }
}
