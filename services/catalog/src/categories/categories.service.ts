import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import {
  Events,
  PAGE_SIZE_MAX,
  ServiceBus,
  boundedPage,
  type CategoryInput,
  type CategoryView,
  type DeletedView,
  type Page,
  type PageQuery,
} from '@lora/contracts';
import { invalid, notFound, pageOffset, sentFields } from '@lora/runtime';
import { Category, toCategoryView } from './category.entity.js';
import { lockCategoryTree, wouldMakeLoop } from './category-tree.js';
import { Product } from '../products/product.entity.js';
import { assertNameFree, claimingName } from '../catalogue-names.js';

/** The fields a caller sent; nulls already took their defaults in the DTO. */
const categoryRow = (input: Partial<CategoryInput>) => sentFields(input) as Partial<Category>;

@Injectable()
export class CategoriesService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(ServiceBus) private readonly bus: ServiceBus,
  ) {}

  /** Categories by sortOrder then name, one bounded page at a time. */
  async list(query: PageQuery): Promise<Page<CategoryView>> {
    const offset = pageOffset(query.cursor);
    const [rows, total] = await this.dataSource.getRepository(Category).findAndCount({
      order: { sortOrder: 'ASC', name: 'ASC', id: 'ASC' },
      skip: offset,
      take: query.limit ?? PAGE_SIZE_MAX,
    });
    return boundedPage(rows.map(toCategoryView), offset, total);
  }

  async create(input: CategoryInput): Promise<CategoryView> {
    const saved = await claimingName(this.dataSource.manager, 'category', input.name, () =>
      this.dataSource.transaction(async (manager) => {
        await assertNameFree(manager, 'category', input.name);
        await this.assertParent(manager, input.parentId);
        const repo = manager.getRepository(Category);
        const category = await repo.save(repo.create(categoryRow(input)));
        await this.linkProductsNamingIt(manager, category);
        return category;
      }),
    );
    await this.bus.announce(Events.catalogChanged, { entity: 'category', action: 'created', id: saved.id });
    return toCategoryView(saved);
  }

  async update(id: number, input: CategoryInput): Promise<CategoryView> {
    const saved = await claimingName(this.dataSource.manager, 'category', input.name, () =>
      this.dataSource.transaction(async (manager) => {
        const repo = manager.getRepository(Category);
        const category = await repo.findOneBy({ id });
        if (!category) throw notFound(`Category ${id} not found`);
        await assertNameFree(manager, 'category', input.name, id);
        await this.assertParent(manager, input.parentId, id);
        Object.assign(category, categoryRow(input));
        const result = await repo.save(category);
        // Products keep the category's name as text: a rename carries over to them.
        await manager.getRepository(Product).update({ categoryId: id }, { category: result.name });
        return result;
      }),
    );
    await this.bus.announce(Events.catalogChanged, { entity: 'category', action: 'updated', id });
    return toCategoryView(saved);
  }

  /** Products in the category are kept: their categoryId is cleared, their category text stays. */
  async remove(id: number): Promise<DeletedView & { productsUnlinked: number }> {
    const productsUnlinked = await this.dataSource.transaction(async (manager) => {
      const unlinked = await manager.getRepository(Product).update({ categoryId: id }, { categoryId: null });
      const result = await manager.getRepository(Category).delete({ id });
      if (!result.affected) throw notFound(`Category ${id} not found`);
      return unlinked.affected ?? 0;
    });
    await this.bus.announce(Events.catalogChanged, { entity: 'category', action: 'deleted', id });
    return { id, deleted: true, productsUnlinked };
  }

  /** Products that named this category before it existed now link to it, compared as names are. */
  private async linkProductsNamingIt(manager: EntityManager, category: Category): Promise<void> {
    await manager
      .createQueryBuilder()
      .update(Product)
      .set({ categoryId: category.id, category: category.name })
      .where('"categoryId" IS NULL AND name_key(category) = name_key(:name)', { name: category.name })
      .execute();
  }

  /** The parent must exist and, for an existing category, must not be the category or inside it. */
  private async assertParent(manager: EntityManager, parentId: number | null | undefined, id?: number): Promise<void> {
    if (parentId === undefined || parentId === null) return;
    if (parentId === id) throw invalid('parentId cannot be the category itself');
    if (id !== undefined) await lockCategoryTree(manager);
    if (!(await manager.getRepository(Category).existsBy({ id: parentId }))) {
      throw invalid(`parentId ${parentId} does not match any category`);
    }
    if (id !== undefined && (await wouldMakeLoop(manager, id, parentId))) {
      throw invalid(`parentId ${parentId} would make a loop: category ${parentId} is inside this category`);
    }
  }
}
