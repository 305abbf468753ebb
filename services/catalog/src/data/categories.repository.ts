import type { EntityManager } from 'typeorm';
import { Category } from './category.entity.js';

/** The catalog's queries of categories, over a connection or a transaction's manager. */
export class CategoriesRepository {
  constructor(private readonly manager: EntityManager) {}

  private get repo() {
    return this.manager.getRepository(Category);
  }

  /** Categories by sortOrder then name, from `offset`; with how many there are. */
  page(offset: number, limit: number): Promise<[Category[], number]> {
    return this.repo.findAndCount({ order: { sortOrder: 'ASC', name: 'ASC', id: 'ASC' }, skip: offset, take: limit });
  }

  all(): Promise<Category[]> {
    return this.repo.find();
  }

  /** The category; with `lock`, locked for the rest of the transaction (a delete deciding on its products). */
  findById(id: number, options: { lock?: boolean } = {}): Promise<Category | null> {
    return options.lock ? this.repo.findOne({ where: { id }, lock: { mode: 'pessimistic_write' } }) : this.repo.findOneBy({ id });
  }

  exists(id: number): Promise<boolean> {
    return this.repo.existsBy({ id });
  }

  /** The category whose name compares equal to `name` as the unique constraint compares names. */
  findByName(name: string): Promise<Category | null> {
    return this.repo.createQueryBuilder('r').where('"r"."nameKey" = name_key(:name)', { name }).getOne();
  }

  insert(fields: Partial<Category>): Promise<Category> {
    return this.repo.save(this.repo.create(fields));
  }

  save(category: Category): Promise<Category> {
    return this.repo.save(category);
  }

  async setParent(id: number, parentId: number): Promise<void> {
    await this.repo.update({ id }, { parentId });
  }

  /** Whether there was such a category. */
  async delete(id: number): Promise<boolean> {
    return Boolean((await this.repo.delete({ id })).affected);
  }

  /**
   * Serialises changes of category parents for the rest of the transaction, so two parallel updates
   * (A under B, B under A) cannot each miss the loop the other makes.
   */
  async lockTree(): Promise<void> {
    await this.manager.query(`SELECT pg_advisory_xact_lock(hashtext('catalog.categories.parentId'))`);
  }

  /** Whether putting category `id` under `parentId` makes a loop: `id` is `parentId` or one of its ancestors. */
  async wouldMakeLoop(id: number, parentId: number): Promise<boolean> {
    // UNION (not UNION ALL) stops at a row already seen, so even a loop already stored ends the walk.
    const [row] = await this.manager.query<Array<{ loop: boolean }>>(
      `WITH RECURSIVE chain(id) AS (
         SELECT $1::int
         UNION
         SELECT c."parentId" FROM "categories" c JOIN chain ON c.id = chain.id WHERE c."parentId" IS NOT NULL
       )
       SELECT EXISTS (SELECT 1 FROM chain WHERE id = $2) AS loop`,
      [parentId, id],
    );
    return row.loop === true;
  }
}
