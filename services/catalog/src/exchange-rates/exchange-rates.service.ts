import { Inject, Injectable } from '@nestjs/common';
import {
  Events,
  ExchangeRatesInput,
  RATED_CURRENCIES,
  ServiceBus,
  type ExchangeRatesFields,
  type ExchangeRatesView,
  type HistoryEntry,
} from '@lora/contracts';
import { assertVersion, validateInput, type RecordState } from '@lora/runtime';
import { CatalogStore } from '../data/catalog.store.js';
import type { StoredExchangeRates } from '../data/exchange-rates.repository.js';

/** The settings record's id in the history (there is one record). */
const RECORD_ID = 1;

/** Every rated currency's rate, null where none is set: what the answer and the history show. */
const allRates = (rates: Record<string, number>) => Object.fromEntries(RATED_CURRENCIES.map((c) => [c, rates[c] ?? null]));

/** The record as its history keeps it: one field per currency, so a version's changes name the currencies. */
const state = (stored: StoredExchangeRates): RecordState => ({ version: stored.version, data: allRates(stored.rates), savedAt: stored.updatedAt });

/**
 * The exchange rates an admin sets, by which prices sort in the default currency. A save is checked against the version
 * it was based on (412 with the record as stored), kept in the history, rewrites where the products sort in the same
 * transaction, and announces `catalog.changed`, so every gateway drops its cached catalogue pages.
 */
@Injectable()
export class ExchangeRatesService {
  constructor(
    @Inject(CatalogStore) private readonly store: CatalogStore,
    @Inject(ServiceBus) private readonly bus: ServiceBus,
  ) {}

  get(): Promise<ExchangeRatesView> {
    return this.view(this.store);
  }

  async save(settings: Partial<ExchangeRatesFields>, expectedVersion?: number): Promise<ExchangeRatesView> {
    const input = await validateInput(ExchangeRatesInput, { rates: {}, ...settings });
    const saved = await this.store.transaction(async (tx) => {
      const stored = await tx.exchangeRates.find({ lock: true });
      await assertVersion('The set of exchange rates', stored.version, expectedVersion, () => this.view(tx));
      const rates: Record<string, string> = Object.fromEntries(Object.entries(stored.rates).map(([c, r]) => [c, String(r)]));
      for (const [currency, rate] of Object.entries(input.rates)) {
        if (rate === null) delete rates[currency];
        else rates[currency] = String(rate).trim();
      }
      await tx.exchangeRates.save(rates, stored.version + 1);
      await tx.exchangeRatesHistory.keep(RECORD_ID, state(await tx.exchangeRates.find()), { before: state(stored) });
      return this.view(tx);
    });
    await this.bus.announce(Events.catalogChanged, { entity: 'exchange-rates', action: 'updated' });
    return saved;
  }

  /** The kept versions of the rates, newest first. */
  history(): Promise<HistoryEntry[]> {
    return this.store.exchangeRatesHistory.list(RECORD_ID);
  }

  private async view(repositories: CatalogStore): Promise<ExchangeRatesView> {
    const stored = await repositories.exchangeRates.find();
    return {
      defaultCurrency: stored.defaultCurrency,
      rates: allRates(stored.rates),
      version: stored.version,
      updatedAt: stored.updatedAt.toISOString(),
      missing: await repositories.exchangeRates.missing(),
    };
  }
}
