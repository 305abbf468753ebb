import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { DataSource } from 'typeorm';
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

/** Each order as SQL, `%` standing for the table alias; the last key is unique, so pages never overlap. */
const ORDERS: Record<ProductSort | 'catalogue', string> = {
  catalogue: '%."sortOrder" ASC, %."createdAt" DESC, %.id DESC',
  newest: '%.id DESC',
  price_asc: '%.price ASC NULLS LAST, %.id DESC',
  price_desc: '%.price DESC NULLS LAST, %.id DESC',
  name: 'lower(%.name) ASC, %.id ASC',
};

/** The page's count and version: any create, update or delete changes the count or the latest updatedAt. */
const SUMMARY = `count(*)::int || ':' || coalesce(max(s."updatedAt"), 'epoch')::text`;

/** `%`, `_` and `\` match themselves in a search term. */
const likeEscape = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Pages of products for the marketplace and the admin list: filtered, sorted, counted, bounded. */
@Injectable()
export class ProductListing {
  /** Prepared statements by their text (a handful: scope × sort × filters). */
  private readonly statements = new Map<string, string>();

  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  async page(command: ProductListCommand): Promise<SerializedPage<ProductView>> {
    const offset = command.cursor ? decodeCursor(command.cursor) : 0;
    if (offset === undefined) throw invalid('cursor must be the nextCursor of a previous page');
    const values: unknown[] = [];
    const placeholder = (value: unknown) => `$${values.push(value)}`;
    const search = command.search ? placeholder(`%${likeEscape(command.search)}%`) : undefined;
    const category = command.category ? placeholder(command.category) : undefined;
    const filters = (a: string) => this.conditions(command.scope, a, search, category);
    const where = (a: string) => (filters(a).length ? ` WHERE ${filters(a).join(' AND ')}` : '');
    const orderBy = (a: string) => ORDERS[command.sort ?? 'catalogue'].replaceAll('%', a);
    const table = this.dataSource.getMetadata(Product).tablePath;
    // Count and version ride along as one scalar subquery (Postgres runs it once), so a page is one round trip.
    // The page's rows are picked first, by id: the views are written for those rows only, never for the rows an
    // offset skips. Each view comes as the base64 of its UTF-8 bytes, which become the page's bytes without a
    // detour through a JavaScript string (encoding a long text with non-Latin-1 characters was most of a page's cost).
    const text =
      `SELECT encode(convert_to(${productViewJson('p')}, 'UTF8'), 'base64') AS json, (SELECT ${SUMMARY} FROM ${table} s${where('s')}) AS summary ` +
      `FROM ${table} p JOIN (SELECT r.id FROM ${table} r${where('r')} ORDER BY ${orderBy('r')} ` +
      `LIMIT ${placeholder(command.limit ?? DEFAULT_PAGE_SIZE)} OFFSET ${placeholder(offset)}) page ON page.id = p.id ORDER BY ${orderBy('p')}`;
    const rows = await this.query<{ json: string; summary: string }>(text, values);
    // Past the last page no row carries the summary: ask for it alone.
    const summary =
      rows[0]?.summary ??
      (await this.query<{ summary: string }>(`SELECT ${SUMMARY} AS summary FROM ${table} s${where('s')}`, values.slice(0, -2)))[0].summary;
    const total = Number(summary.slice(0, summary.indexOf(':')));
    return pageOfJson<ProductView, { version: string }>(
      rows.map((row) => Buffer.from(row.json, 'base64')),
      offset,
      total,
      { version: summary },
    );
  }

  /**
   * Runs one of the listing's few statement shapes as a prepared statement: Postgres plans each shape once
   * per connection instead of for every page.
   */
  private async query<R>(text: string, values: unknown[]): Promise<R[]> {
    let name = this.statements.get(text);
    if (!name) this.statements.set(text, (name = `product-listing-${this.statements.size + 1}`));
    const pool = (this.dataSource.driver as unknown as { master: pg.Pool }).master;
    return (await pool.query<R & pg.QueryResultRow>({ name, text, values })).rows;
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
    for (const condition of this.conditions(command.scope, 'p', command.search ? ':search' : undefined)) query.andWhere(condition);
    return query.groupBy('p.category').orderBy('lower(p.category)').addOrderBy('p.category').limit(CATEGORY_COUNTS_MAX).getRawMany<CategoryCount>();
  }

  /**
   * The conditions of a listing, written against a table alias (a page and its count must filter alike),
   * with the placeholders of the search pattern and category.
   */
  private conditions(scope: ProductListCommand['scope'], a: string, search?: string, category?: string): string[] {
    return [
      ...(scope === 'published' ? [`${a}."isPublished" AND ${a}."isActive"`] : []),
      ...(search ? [`${a}."searchText" LIKE lower(${search})`] : []),
      ...(category ? [`lower(${a}.category) = lower(${category})`] : []),
    ];
  }
}
