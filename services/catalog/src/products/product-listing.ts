import { Inject, Injectable } from '@nestjs/common';
import {
  DEFAULT_PAGE_SIZE,
  pageOfJson,
  type CategoryCount,
  type ProductCategoriesCommand,
  type ProductListCommand,
  type SerializedPage,
  type ProductView,
} from '@lora/contracts';
import { pageOffset } from '@lora/runtime';
import { CatalogStore } from '../data/catalog.store.js';

/** Pages of products for the marketplace and the admin list: filtered, sorted, counted, bounded. */
@Injectable()
export class ProductListing {
  constructor(@Inject(CatalogStore) private readonly store: CatalogStore) {}

  async page(command: ProductListCommand): Promise<SerializedPage<ProductView>> {
    const offset = pageOffset(command.cursor);
    const { json, total, version } = await this.store.products.page(command, command.sort ?? 'catalogue', offset, command.limit ?? DEFAULT_PAGE_SIZE);
    return pageOfJson<ProductView, { version: string }>(json, offset, total, { version });
  }

  /** The distinct non-empty categories of the products in scope (matching the search, if any), each with its count. */
  categories(command: ProductCategoriesCommand): Promise<CategoryCount[]> {
    return this.store.products.categoryCounts(command);
  }
}
