import { CUSTOM_CURRENCY, CURRENCIES, DEFAULT_CURRENCY, type Currency } from './constants.js';

/**
 * The currencies that take an exchange rate: every priced currency but the site's default (its rate is 1) and
 * `Custom` (a unit of the seller's own, which no rate converts).
 */
export const RATED_CURRENCIES: Currency[] = CURRENCIES.filter((c) => c !== DEFAULT_CURRENCY && c !== CUSTOM_CURRENCY);

/** A rate's bounds and precision: how many units of the default currency one unit is worth. */
export const EXCHANGE_RATE_LIMITS = { min: 0.0001, max: 10_000, decimals: 6 } as const;

/** A rate as text: a positive decimal of at most 5 digits before the point and 6 after. */
export const EXCHANGE_RATE_PATTERN = /^\d{1,5}(\.\d{1,6})?$/;

/** What is wrong with a rate for `currency`, in the server's words, or null when it is a valid rate (or null, for none). */
export function exchangeRateProblem(currency: string, value: unknown): string | null {
  if (value === null) return null;
  const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : typeof value === 'string' ? value.trim() : undefined;
  const n = Number(text);
  const { min, max, decimals } = EXCHANGE_RATE_LIMITS;
  if (text === undefined || !EXCHANGE_RATE_PATTERN.test(text) || n < min || n > max) {
    return `rates.${currency} must be a number from ${min} to ${max} with at most ${decimals} decimals (how many ${DEFAULT_CURRENCY} one ${currency} is worth, e.g. 1.08), or null for no rate`;
  }
  return null;
}

/** The currencies products are priced in that no rate converts, each with how many priced products use it. */
export interface MissingRate {
  currency: string;
  products: number;
}

/**
 * The exchange rates an admin sets (one settings record of the catalog): prices sort in the default currency,
 * converted with these rates.
 */
export interface ExchangeRatesView {
  /** The currency prices are compared in. */
  defaultCurrency: string;
  /** How many units of the default currency one unit of each currency is worth; null where no rate is set. */
  rates: Record<string, number | null>;
  /** Moves on every save: sent back (If-Match or `version`), a stale save is refused (412). */
  version: number;
  updatedAt: string;
  /** Priced products (drafts included) whose currency has no rate: they sort after the others. */
  missing: MissingRate[];
}
