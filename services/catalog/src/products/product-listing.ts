import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type SelectQueryBuilder } from 'typeorm';
import {
  CATEGORY_COUNTS_MAX,
  DEFAULT_PAGE_SIZE,
  decodeCursor,
  pageOfJson,
  type CategoryCount,
  type ProductCategoriesCommand,
  type ProductListCommand,
  type ProductSort,
  type SerializedPage,
  type ProductView,
} from '@lora/contracts';
import { invalid } from '@lora/runtime';
import { Product } from './product.entity.js';
import { productViewJson } from './product-view.js';

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

/** `%`, `_` and `\` match themselves in a search term. */
const likeEscape = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Pages of products for the marketplace and the admin list: filtered, sorted, counted, bounded. */
@Injectable()
export class ProductListing {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  async page(command: ProductListCommand): Promise<SerializedPage<ProductView>> {
    const offset = command.cursor ? decodeCursor(command.cursor) : 0;
    if (offset === undefined) throw invalid('cursor must be the nextCursor of a previous page');
    const params = { search: command.search ? `%${likeEscape(command.search)}%` : undefined, category: command.category };
    const filters = this.filters(command);
    const sort = command.sort ?? 'catalogue';
    // Count and version ride along as one scalar subquery (Postgres runs it once), so a page is one round trip:
    // any create, update or delete changes the count or the latest updatedAt.
    const table = this.dataSource.getMetadata(Product).tablePath;
    const summaryOf = (from: string) => `count(*)::int || ':' || coalesce(max(s."updatedAt"), 'epoch')::text ${from}`;
    const matching = `FROM ${table} s${filters('s').length ? ` WHERE ${filters('s').join(' AND ')}` : ''}`;
    // The page's rows are picked first, by id: the views are written for those rows only, never for the
    // rows an offset skips (Postgres would build every skipped row's JSON too).
    const query = this.dataSource
      .getRepository(Product)
      .createQueryBuilder('p')
      .select(productViewJson('p'), 'json')
      .addSelect(`(SELECT ${summaryOf(matching)})`, 'page_summary')
      .innerJoin(
        (rows) => {
          const picked = rows.select('r.id', 'id').from(Product, 'r');
          filters('r').forEach((condition, i) => (i === 0 ? picked.where(condition) : picked.andWhere(condition)));
          this.order(picked, sort, 'r');
          return picked.offset(offset).limit(command.limit ?? DEFAULT_PAGE_SIZE);
        },
        'page',
        'page.id = p.id',
      )
      .setParameters(params);
    this.order(query, sort, 'p');
    const raw = await query.getRawMany<{ json: string; page_summary: string }>();
    // Past the last page no row carries the summary: ask for it alone.
    const summary =
      raw[0]?.page_summary ??
      (await this.dataSource
        .createQueryBuilder()
        .select(summaryOf(''), 'page_summary')
        .from(table, 's')
        .where(filters('s').join(' AND ') || 'true')
        .setParameters(params)
        .getRawOne<{ page_summary: string }>())!.page_summary;
    const total = Number(summary.slice(0, summary.indexOf(':')));
    return pageOfJson<ProductView, { version: string }>(
      raw.map((row) => row.json),
      offset,
      total,
      { version: summary },
    );
  }

  /** The distinct non-empty categories of the products in scope (matching the search, if any), each with its count. */
  async categories(command: ProductCategoriesCommand): Promise<CategoryCount[]> {
    const query = this.dataSource
      .getRepository(Product)
      .createQueryBuilder('p')
      .select('p.category', 'name')
      .addSelect('count(*)::int', 'count')
      .where(`btrim(coalesce(p.category, '')) <> ''`)
      .setParameters({ search: command.search ? `%${likeEscape(command.search)}%` : undefined });
    for (const condition of this.filters({ scope: command.scope, search: command.search })('p')) query.andWhere(condition);
    return query.groupBy('p.category').orderBy('lower(p.category)').addOrderBy('p.category').limit(CATEGORY_COUNTS_MAX).getRawMany<CategoryCount>();
  }

  /** The page's conditions, written against a table alias: the page and its count must filter alike. */
  private filters(command: Pick<ProductListCommand, 'scope' | 'search' | 'category'>): (alias: string) => string[] {
    return (a) => [
      ...(command.scope === 'published' ? [`${a}."isPublished" AND ${a}."isActive"`] : []),
      ...(command.search ? [searchCondition(a)] : []),
      ...(command.category ? [`lower(${a}.category) = lower(:category)`] : []),
    ];
  }

  private order(query: SelectQueryBuilder<Product>, sort: ProductSort | 'catalogue', alias: string): void {
    ORDERS[sort].forEach(([column, direction, nulls], i) => {
      const onAlias = column.replace('p.', `${alias}.`);
      return i === 0 ? query.orderBy(onAlias, direction, nulls) : query.addOrderBy(onAlias, direction, nulls);
    });
  }
}
