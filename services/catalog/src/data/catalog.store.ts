import { ImportStaging, RecordHistory, Store } from '@lora/runtime';
import { ProductsRepository } from './products.repository.js';
import { CategoriesRepository } from './categories.repository.js';
import { ExchangeRatesRepository } from './exchange-rates.repository.js';
import { CatalogueNamesRepository } from './catalogue-names.repository.js';

/** Where the catalog's services reach its tables: its repositories, over the connection or one transaction. */
export class CatalogStore extends Store {
  readonly products = new ProductsRepository(this.manager);
  readonly categories = new CategoriesRepository(this.manager);
  /** How the unique constraints see product and category names (see catalogue-names.ts). */
  readonly names = new CatalogueNamesRepository(this.manager);
  /** Imports in progress (see CatalogueTransferService). */
  readonly staging = new ImportStaging(this.manager);
  /** The kept versions of products and of categories. */
  readonly productHistory = new RecordHistory(this.manager, 'product');
  readonly categoryHistory = new RecordHistory(this.manager, 'category');
  /** The exchange rates prices sort by, and their kept versions (one record, id 1). */
  readonly exchangeRates = new ExchangeRatesRepository(this.manager);
  readonly exchangeRatesHistory = new RecordHistory(this.manager, 'exchange-rates');
}
