import type { EntityManager, SelectQueryBuilder } from 'typeorm';
import { CATEGORY_COUNTS_MAX, type CategoryCount, type ProductSort, type ProductView } from '@lora/contracts';
import { containing } from '@lora/runtime';
import { Product } from './product.entity.js';
import { productViewJson } from './product-view.js';

/** What a list of products is narrowed to. */
export interface ProductFilter {
  scope: 'published' | 'all';
  search?: string;
  category?: string;
}

/** A page of product views as Postgres wrote their JSON, with the count and version of the rows matching the filter. */
export interface ProductJsonPage {
  json: string[];
  total: number;
  /** `<count>:<latest updatedAt>`: any create, update or delete of a matching row changes it. */
  version: string;
}

/** A case-insensitive substring of name, manufacturer or description: the stored lower-cased text, under a trigram index. */
const searchCondition = (alias: string) => `${alias}."searchText" LIKE lower(:search)`;

const ORDERS: Record<ProductSort | 'catalogue', Array<[string, 'ASC' | 'DESC', ('NULLS LAST' | undefined)?]>> = {
  catalogue: [
    ['p.sortOrder', 'ASC'],
    ['p.createdAt', 'DESC'],
    ['p.id', 'DESC'],
  ],
  newest: [['p.id', 'DESC']],
  price_asc: [
    ['p.price', 'ASC', 'NULLS LAST'],
    ['p.id', 'DESC'],
  ],
  price_desc: [
    ['p.price', 'DESC', 'NULLS LAST'],
    ['p.id', 'DESC'],
  ],
  name: [
    ['lower(p.name)', 'ASC'],
    ['p.id', 'ASC'],
  ],
};

/** The filter's conditions, written against a table alias: a page and its count must filter alike. */
function conditions(filter: ProductFilter): (alias: string) => string[] {
  return (a) => [
    ...(filter.scope === 'published' ? [`${a}."isPublished" AND ${a}."isActive"`] : []),
    ...(filter.search ? [searchCondition(a)] : []),
    ...(filter.category ? [`lower(${a}.category) = lower(:category)`] : []),
  ];
}

function order(query: SelectQueryBuilder<Product>, sort: ProductSort | 'catalogue', alias: string): void {
  ORDERS[sort].forEach(([column, direction, nulls], i) => {
    const onAlias = column.replace('p.', `${alias}.`);
    return i === 0 ? query.orderBy(onAlias, direction, nulls) : query.addOrderBy(onAlias, direction, nulls);
  });
}

/** The catalog's queries of products, over a connection or a transaction's manager. */
export class ProductsRepository {
  constructor(private readonly manager: EntityManager) {}

  private get repo() {
    return this.manager.getRepository(Product);
  }

  private get table(): string {
    return this.manager.connection.getMetadata(Product).tablePath;
  }

  findById(id: number): Promise<Product | null> {
    return this.repo.findOneBy({ id });
  }

  /** The product whose name compares equal to `name` as the unique constraint compares names. */
  findByName(name: string): Promise<Product | null> {
    return this.repo.createQueryBuilder('r').where('"r"."nameKey" = name_key(:name)', { name }).getOne();
  }

  /** The name keys of every stored product. */
  async nameKeys(): Promise<Set<string>> {
    return new Set(((await this.manager.query(`SELECT "nameKey" AS key FROM ${this.table}`)) as Array<{ key: string }>).map((r) => r.key));
  }

  /** One product's view, or undefined when there is no such product. */
  async view(id: number): Promise<ProductView | undefined> {
    const [row] = (await this.manager.query(`SELECT ${productViewJson('p')} AS json FROM ${this.table} p WHERE p.id = $1`, [id])) as Array<{
      json: string;
    }>;
    return row ? (JSON.parse(row.json) as ProductView) : undefined;
  }

  /** Stores a new product; answers its id. */
  async insert(row: Partial<Product>): Promise<number> {
    const { id } = await this.repo.save(this.repo.create(row));
    return id;
  }

  async save(product: Product): Promise<void> {
    await this.repo.save(product);
  }

  async setPublished(id: number, isPublished: boolean): Promise<void> {
    await this.repo.update({ id }, { isPublished });
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
  async unlinkCategory(categoryId: number): Promise<number> {
    return (await this.repo.update({ categoryId }, { categoryId: null })).affected ?? 0;
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

  /** One page of product views, matching `filter`, in the order of `sort`, from `offset`. */
  async page(filter: ProductFilter, sort: ProductSort | 'catalogue', offset: number, limit: number): Promise<ProductJsonPage> {
    const params = { search: filter.search ? containing(filter.search) : undefined, category: filter.category };
    const filters = conditions(filter);
    // Count and version ride along as one scalar subquery (Postgres runs it once), so a page is one round trip:
    // any create, update or delete changes the count or the latest updatedAt.
    const table = this.table;
    const summaryOf = (from: string) => `count(*)::int || ':' || coalesce(max(s."updatedAt"), 'epoch')::text ${from}`;
    const matching = `FROM ${table} s${filters('s').length ? ` WHERE ${filters('s').join(' AND ')}` : ''}`;
    // The page's rows are picked first, by id: the views are written for those rows only, never for the
    // rows an offset skips (Postgres would build every skipped row's JSON too).
    const query = this.repo
      .createQueryBuilder('p')
      .select(productViewJson('p'), 'json')
      .addSelect(`(SELECT ${summaryOf(matching)})`, 'page_summary')
      .innerJoin(
        (rows) => {
          const picked = rows.select('r.id', 'id').from(Product, 'r') as SelectQueryBuilder<Product>;
          filters('r').forEach((condition, i) => (i === 0 ? picked.where(condition) : picked.andWhere(condition)));
          order(picked, sort, 'r');
          return picked.offset(offset).limit(limit);
        },
        'page',
        'page.id = p.id',
      )
      .setParameters(params);
    order(query, sort, 'p');
    const raw = await query.getRawMany<{ json: string; page_summary: string }>();
    // Past the last page no row carries the summary: ask for it alone.
    const summary =
      raw[0]?.page_summary ??
      (await this.manager
        .createQueryBuilder()
        .select(summaryOf(''), 'page_summary')
        .from(table, 's')
        .where(filters('s').join(' AND ') || 'true')
        .setParameters(params)
        .getRawOne<{ page_summary: string }>())!.page_summary;
    return { json: raw.map((row) => row.json), total: Number(summary.slice(0, summary.indexOf(':'))), version: summary };
  }

  /** The distinct non-empty categories of the products matching `filter`, each with its count. */
  categoryCounts(filter: Pick<ProductFilter, 'scope' | 'search'>): Promise<CategoryCount[]> {
    const query = this.repo
      .createQueryBuilder('p')
      .select('p.category', 'name')
      .addSelect('count(*)::int', 'count')
      .where(`btrim(coalesce(p.category, '')) <> ''`)
      .setParameters({ search: filter.search ? containing(filter.search) : undefined });
    for (const condition of conditions({ scope: filter.scope, search: filter.search })('p')) query.andWhere(condition);
    return query.groupBy('p.category').orderBy('lower(p.category)').addOrderBy('p.category').limit(CATEGORY_COUNTS_MAX).getRawMany<CategoryCount>();
  }
}
