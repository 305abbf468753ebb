import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { ImportStaging, RecordHistory, transactionOrRehearsal } from '@lora/runtime';
import { ProductsRepository } from './products/products.repository.js';
import { CategoriesRepository } from './categories/categories.repository.js';
import { ExchangeRatesRepository } from './exchange-rates/exchange-rates.repository.js';

/** The catalog's repositories over one connection or one transaction. */
export class CatalogRepositories {
  readonly products: ProductsRepository;
  readonly categories: CategoriesRepository;
  /** Imports in progress (see CatalogueTransferService). */
  readonly staging: ImportStaging;
  /** The kept versions of products and of categories. */
  readonly productHistory: RecordHistory;
  readonly categoryHistory: RecordHistory;
  /** The exchange rates prices sort by, and their kept versions (one record, id 1). */
  readonly exchangeRates: ExchangeRatesRepository;
  readonly exchangeRatesHistory: RecordHistory;

  constructor(private readonly manager: EntityManager) {
    this.products = new ProductsRepository(manager);
    this.categories = new CategoriesRepository(manager);
    this.staging = new ImportStaging(manager);
    this.productHistory = new RecordHistory(manager, 'product');
    this.categoryHistory = new RecordHistory(manager, 'category');
    this.exchangeRates = new ExchangeRatesRepository(manager);
    this.exchangeRatesHistory = new RecordHistory(manager, 'exchange-rates');
  }

  /** How the unique constraints see each of `names`: a lookup from a name to its key. */
  async nameKeys(names: string[]): Promise<(name: string) => string> {
    const rows: Array<{ name: string; key: string }> = await this.manager.query(
      'SELECT n AS name, name_key(n) AS key FROM unnest($1::text[]) AS u(n)',
      [[...new Set(names)]],
    );
    const keys = new Map(rows.map((r) => [r.name, r.key]));
    return (name) => keys.get(name)!;
  }
}

/** Where the catalog's services reach its tables: the repositories outside a transaction, or within one. */
@Injectable()
export class CatalogStore extends CatalogRepositories {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {
    super(dataSource.manager);
  }

  transaction<T>(work: (tx: CatalogRepositories) => Promise<T>): Promise<T> {
    return this.dataSource.transaction((manager) => work(new CatalogRepositories(manager)));
  }

  /** A transaction that is committed, or, as a rehearsal, rolled back once `work` is done. */
  transactionOrRehearsal<T>(rehearse: boolean, work: (tx: CatalogRepositories) => Promise<T>): Promise<T> {
    return transactionOrRehearsal(this.dataSource, rehearse, (manager) => work(new CatalogRepositories(manager)));
  }
}
