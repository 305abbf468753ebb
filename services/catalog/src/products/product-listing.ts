import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type SelectQueryBuilder } from 'typeorm';
import { DEFAULT_PAGE_SIZE, boundedPage, decodeCursor, type ProductListCommand, type ProductSort, type ProductView, type VersionedPage } from '@lora/contracts';
import { invalid } from '@lora/runtime';
import { Product, toProductView } from './product.entity.js';

/** The text the trigram index covers; the query must use the very same expression for the index to serve it. */
export const SEARCH_TEXT = `(p.name || ' ' || p.manufacturer || ' ' || p.description)`;

const ORDERS: Record<ProductSort | 'catalogue', Array<[string, 'ASC' | 'DESC', ('NULLS LAST' | undefined)?]>> = {
  catalogue: [['p.sortOrder', 'ASC'], ['p.createdAt', 'DESC'], ['p.id', 'DESC']],
  newest: [['p.id', 'DESC']],
  price_asc: [['p.price', 'ASC', 'NULLS LAST'], ['p.id', 'DESC']],
  price_desc: [['p.price', 'DESC', 'NULLS LAST'], ['p.id', 'DESC']],
  name: [['lower(p.name)', 'ASC'], ['p.id', 'ASC']],
};

/** `%`, `_` and `\` match themselves in a search term. */
const likeEscape = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Pages of products for the marketplace and the admin list: filtered, sorted, counted, bounded. */
@Injectable()
export class ProductListing {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  async page(command: ProductListCommand): Promise<VersionedPage<ProductView>> {
    const offset = command.cursor ? decodeCursor(command.cursor) : 0;
    if (offset === undefined) throw invalid('cursor must be the nextCursor of a previous page');
    const query = this.dataSource.getRepository(Product).createQueryBuilder('p');
    if (command.scope === 'published') query.where('p.isPublished AND p.isActive');
    if (command.search) query.andWhere(`${SEARCH_TEXT} ILIKE :search`, { search: `%${likeEscape(command.search)}%` });
    if (command.category) query.andWhere('lower(p.category) = lower(:category)', { category: command.category });
    // Count and version in one pass: any create, update or delete changes the count or the latest updatedAt.
    const summary = query.clone().select('count(*)::int', 'total').addSelect(`coalesce(max(p."updatedAt"), 'epoch')::text`, 'version');
    this.order(query, command.sort ?? 'catalogue');
    const [rows, { total, version }] = await Promise.all([
      query.offset(offset).limit(command.limit ?? DEFAULT_PAGE_SIZE).getMany(),
      summary.getRawOne<{ total: number; version: string }>().then((raw) => raw!),
    ]);
    return { ...boundedPage(rows.map(toProductView), offset, total), version: `${total}:${version}` };
  }

  private order(query: SelectQueryBuilder<Product>, sort: ProductSort | 'catalogue'): void {
    ORDERS[sort].forEach(([column, direction, nulls], i) =>
      i === 0 ? query.orderBy(column, direction, nulls) : query.addOrderBy(column, direction, nulls),
    );
  }
}
