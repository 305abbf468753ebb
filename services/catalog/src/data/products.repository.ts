import type pg from 'pg';
import type { EntityManager } from 'typeorm';
import { CATEGORY_COUNTS_MAX, type CategoryCount, type ProductSort, type ProductView } from '@lora/contracts';
import { containing } from '@lora/runtime';
import { Product } from './product.entity.js';

/** What a list of products is narrowed to. */
export interface ProductFilter {
  scope: 'published' | 'all';
  search?: string;
  category?: string;
}

/** A page of product views as Postgres wrote their JSON, with the count and version of the rows matching the filter. */
export interface ProductJsonPage {
  /** Each view's JSON as UTF-8 bytes. */
  json: Uint8Array[];
  total: number;
  /** `<count>:<latest updatedAt>`: any create, update or delete of a matching row changes it. */
  version: string;
}

/** Each order as SQL, `%` standing for the table alias; the last key is unique, so pages never overlap. */
const ORDERS: Record<ProductSort | 'catalogue', string> = {
  catalogue: '%."sortOrder" ASC, %."createdAt" DESC, %.id DESC',
  newest: '%.id DESC',
  // In the default currency (1765670400000-catalog-exchange-rates.ts): priced products with a rate first, then those
  // priced in a currency without one (by currency, then amount), then those without a price, in either direction.
  price_asc: '%."priceGroup" ASC, %."priceSortValue" ASC, %.id DESC',
  price_desc: '%."priceGroup" ASC, %."priceSortValue" DESC, %.id DESC',
  name: 'lower(%.name) ASC, %.id ASC',
};

/**
 * A page's count and version, `<count>:<revision>`, as one scalar subquery on the table aliased `s`. Without a search
 * or category, the scope's stored count and revision (kept by triggers: 1765152000000-catalog-stored-views.ts);
 * with one, the matching rows counted, and the latest updatedAt as the revision. Either way any create, update or
 * delete of a matching row changes it.
 */
function summary(table: string, filter: ProductFilter, where: string): string {
  if (!filter.search && !filter.category) return `SELECT count || ':' || revision FROM product_counts WHERE scope = '${filter.scope}'`;
  return `SELECT count(*)::int || ':' || coalesce(max(s."updatedAt"), 'epoch')::text FROM ${table} s${where}`;
}

/**
 * The filter's conditions, written against a table alias (a page and its count must filter alike), with the
 * placeholders of the search pattern and the category. The search is a case-insensitive substring of name,
 * manufacturer or description: the stored lower-cased text, under a trigram index.
 */
function conditions(scope: ProductFilter['scope'], a: string, search?: string, category?: string): string[] {
  return [
    ...(scope === 'published' ? [`${a}."isPublished" AND ${a}."isActive"`] : []),
    ...(search ? [`${a}."searchText" LIKE lower(${search})`] : []),
    ...(category ? [`lower(${a}.category) = lower(${category})`] : []),
  ];
}

/** Names of the page query's prepared statements by their text: a handful (scope × sort × filters). */
const statements = new Map<string, string>();

/** The catalog's queries of products, over a connection or a transaction's manager. */
export class ProductsRepository {
  constructor(private readonly manager: EntityManager) {}

  private get repo() {
    return this.manager.getRepository(Product);
  }

  private get table(): string {
    return this.manager.connection.getMetadata(Product).tablePath;
  }

  /** The product; with `lock`, locked for the rest of the transaction (a save or delete checking its version). */
  findById(id: number, options: { lock?: boolean } = {}): Promise<Product | null> {
    return options.lock ? this.repo.findOne({ where: { id }, lock: { mode: 'pessimistic_write' } }) : this.repo.findOneBy({ id });
  }

  /** The product whose name compares equal to `name` as the unique constraint compares names. */
  findByName(name: string): Promise<Product | null> {
    return this.repo.createQueryBuilder('r').where('"r"."nameKey" = name_key(:name)', { name }).getOne();
  }

  /** The name keys of every stored product. */
  async nameKeys(): Promise<Set<string>> {
    return new Set((await this.manager.query<Array<{ key: string }>>(`SELECT "nameKey" AS key FROM ${this.table}`)).map((r) => r.key));
  }

  /** One product's view, or undefined when there is no such product. */
  async view(id: number): Promise<ProductView | undefined> {
    const [row] = await this.manager.query<Array<{ json: Buffer }>>(`SELECT "viewJson" AS json FROM ${this.table} WHERE id = $1`, [id]);
    return row ? (JSON.parse(row.json.toString('utf8')) as ProductView) : undefined;
  }

  /** Stores a new product; answers its id. */
  async insert(row: Partial<Product>): Promise<number> {
    const { id } = await this.repo.save(this.repo.create(row));
    return id;
  }

  /** Stores new products with one statement (an import's batch). */
  async insertMany(rows: Array<Partial<Product>>): Promise<void> {
    await this.repo.insert(rows);
  }

  async save(product: Product): Promise<void> {
    await this.repo.save(product);
  }

  /** Publishing is a save too: the version moves. */
  async setPublished(id: number, isPublished: boolean): Promise<void> {
    await this.repo.update({ id }, { isPublished, version: () => 'version + 1' });
  }

  /** Whether there was such a product. */
  async delete(id: number): Promise<boolean> {
    return Boolean((await this.repo.delete({ id })).affected);
  }

  /** Products keep their category's name as text: this carries a rename over to them. */
  async renameCategory(categoryId: number, name: string): Promise<void> {
    await this.repo.update({ categoryId }, { category: name });
  }

  /** Clears the link of the category's products (their category text stays); answers how many there were. */
  /** The products whose image, gallery or datasheet is a media file (its id is in the address), a few by name, and how many. */
  async mediaUsage(fileId: string, named: number): Promise<{ named: Array<{ id: number; name: string }>; total: number }> {
    const rows = await this.manager.query<Array<{ id: number; name: string; total: string }>>(
      `SELECT id, name, count(*) OVER () AS total FROM ${this.table}
       WHERE image LIKE $1 OR array_to_string("imageGallery", ' ') LIKE $1 OR datasheet LIKE $1 ORDER BY id LIMIT $2`,
      [`%${fileId}%`, named],
    );
    return { named: rows.map(({ id, name }) => ({ id, name })), total: Number(rows[0]?.total ?? 0) };
  }

  /** How many products are in a category: linked to it, or naming it while unlinked (compared as names are). */
  async countInCategory(category: { id: number; name: string }): Promise<number> {
    return this.inCategory(category).getCount();
  }

  /** Moves every product of `from` (see countInCategory) to `to`; answers how many moved. */
  async moveCategory(from: { id: number; name: string }, to: { id: number; name: string }): Promise<number> {
    const { affected } = await this.inCategory(from).update(Product).set({ categoryId: to.id, category: to.name }).execute();
    return affected ?? 0;
  }

  private inCategory(category: { id: number; name: string }) {
    return this.manager
      .createQueryBuilder(Product, 'p')
      .where('("categoryId" = :id OR ("categoryId" IS NULL AND name_key(category) = name_key(:name)))', { id: category.id, name: category.name });
  }

  /** Links the unlinked products whose category text names this category, compared as names are. */
  async linkToCategory(category: { id: number; name: string }): Promise<void> {
    await this.manager
      .createQueryBuilder()
      .update(Product)
      .set({ categoryId: category.id, category: category.name })
      .where('"categoryId" IS NULL AND name_key(category) = name_key(:name)', { name: category.name })
      .execute();
  }

  /**
   * One page of product views, matching `filter`, in the order of `sort`, from `offset`. The count and version ride
   * along as one scalar subquery (Postgres runs it once), so a page is one round trip. The page's ids are picked first
   * from an index, then their rows read: the rows an offset skips are never fetched. Each view is the stored UTF-8
   * bytes of its JSON (`viewJson`), which become the page's bytes without a detour through a JavaScript string.
   */
  async page(filter: ProductFilter, sort: ProductSort | 'catalogue', offset: number, limit: number): Promise<ProductJsonPage> {
    const values: unknown[] = [];
    const placeholder = (value: unknown) => `$${values.push(value)}`;
    const search = filter.search ? placeholder(containing(filter.search)) : undefined;
    const category = filter.category ? placeholder(filter.category) : undefined;
    const where = (a: string) => {
      const all = conditions(filter.scope, a, search, category);
      return all.length ? ` WHERE ${all.join(' AND ')}` : '';
    };
    const orderBy = (a: string) => ORDERS[sort].replaceAll('%', a);
    const table = this.table;
    const counted = summary(table, filter, where('s'));
    const text =
      `SELECT p."viewJson" AS json, (${counted}) AS summary ` +
      `FROM ${table} p JOIN (SELECT r.id FROM ${table} r${where('r')} ORDER BY ${orderBy('r')} ` +
      `LIMIT ${placeholder(limit)} OFFSET ${placeholder(offset)}) page ON page.id = p.id ORDER BY ${orderBy('p')}`;
    const rows = await this.prepared<{ json: Buffer; summary: string }>(text, values);
    // Past the last page no row carries the summary: ask for it alone (the filter's values, without limit and offset).
    const version = rows[0]?.summary ?? (await this.prepared<{ summary: string }>(`SELECT (${counted}) AS summary`, values.slice(0, -2)))[0].summary;
    return { json: rows.map((row) => row.json), total: Number(version.slice(0, version.indexOf(':'))), version };
  }

  /**
   * Runs one of the listing's few statement shapes as a named prepared statement, which Postgres plans once per
   * connection instead of for every page. Through the connection's pool (TypeORM's Postgres driver exposes it as
   * `master`): TypeORM's own query runner has no named statements. Pages are read outside transactions.
   */
  private async prepared<R>(text: string, values: unknown[]): Promise<R[]> {
    let name = statements.get(text);
    if (!name) statements.set(text, (name = `product-listing-${statements.size + 1}`));
    const pool = (this.manager.connection.driver as unknown as { master: pg.Pool }).master;
    return (await pool.query<R & pg.QueryResultRow>({ name, text, values })).rows;
  }

  /** The distinct non-empty categories of the products matching `filter`, each with its count. */
  categoryCounts(filter: Pick<ProductFilter, 'scope' | 'search'>): Promise<CategoryCount[]> {
    const query = this.repo
      .createQueryBuilder('p')
      .select('p.category', 'name')
      .addSelect('count(*)::int', 'count')
      .where(`btrim(coalesce(p.category, '')) <> ''`)
      .setParameters({ search: filter.search ? containing(filter.search) : undefined });
    for (const condition of conditions(filter.scope, 'p', filter.search ? ':search' : undefined)) query.andWhere(condition);
    return query.groupBy('p.category').orderBy('lower(p.category)').addOrderBy('p.category').limit(CATEGORY_COUNTS_MAX).getRawMany<CategoryCount>();
  }
}
