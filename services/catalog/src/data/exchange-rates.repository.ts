import type { EntityManager } from 'typeorm';
import { CURRENCIES, type MissingRate } from '@lora/contracts';

/** The settings record as stored. */
export interface StoredExchangeRates {
  defaultCurrency: string;
  rates: Record<string, number>;
  version: number;
  updatedAt: Date;
}

/** The catalog's exchange rates (one row, 1765670400000-catalog-exchange-rates.ts), over a connection or a transaction. */
export class ExchangeRatesRepository {
  constructor(private readonly manager: EntityManager) {}

  /** The record; with `lock`, locked for the rest of the transaction (a save checking its version). */
  async find(options: { lock?: boolean } = {}): Promise<StoredExchangeRates> {
    const [row] = await this.manager.query<Array<{ defaultCurrency: string; rates: Record<string, string>; version: number; updatedAt: Date }>>(
      `SELECT "defaultCurrency", (SELECT coalesce(jsonb_object_agg(key, value #>> '{}'), '{}') FROM jsonb_each(rates)) AS rates, version, "updatedAt"
       FROM exchange_rates WHERE id = 1${options.lock ? ' FOR UPDATE' : ''}`,
    );
    return { ...row, rates: Object.fromEntries(Object.entries(row.rates).map(([c, r]) => [c, Number(r)])) };
  }

  /**
   * Stores `rates` as the new version and rewrites where every priced product sorts (the products' trigger computes
   * it), in the caller's transaction; rows whose place does not change are not written.
   */
  async save(rates: Record<string, string>, version: number): Promise<void> {
    await this.manager.query(
      `UPDATE exchange_rates SET rates = (SELECT coalesce(jsonb_object_agg(key, value::numeric), '{}') FROM jsonb_each_text($1::jsonb)),
         version = $2, "updatedAt" = now() WHERE id = 1`,
      [JSON.stringify(rates), version],
    );
    await this.manager.query(
      `UPDATE products SET price = price WHERE price IS NOT NULL AND
         ("priceGroup", "priceSortValue") IS DISTINCT FROM
         (CASE WHEN exchange_rate(currency) IS NULL THEN '1 ' || currency ELSE '0' END, price * coalesce(exchange_rate(currency), 1))`,
    );
  }

  /** The currencies of priced products (drafts included) that no rate converts, with their counts; one per currency. */
  missing(): Promise<MissingRate[]> {
    return this.manager.query(
      `SELECT substr("priceGroup", 3) AS currency, count(*)::int AS products FROM products
       WHERE "priceGroup" LIKE '1 %' GROUP BY "priceGroup" ORDER BY "priceGroup" LIMIT ${CURRENCIES.length}`,
    );
  }
}
