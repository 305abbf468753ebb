import { CUSTOM_CURRENCY, DEFAULT_CURRENCY } from '@lora/api';

const formatters: Record<string, Intl.NumberFormat> = {};

/**
 * en-US's symbols for the catalogue's currencies (CURRENCIES in @lora/api): their prices are written by hand, as the
 * numbers below are, so no page pays Intl's first use (some 100 ms of a phone's CPU, while it hydrates). Any other
 * ISO 4217 code (an imported product's) goes through Intl.
 */
const SYMBOLS: Record<string, string> = { USD: '$', EUR: '€', GBP: '£' };

/** Whether `currency` is written as an ISO 4217 code ("EUR"), which Intl shows with its symbol. */
export const isCurrencyCode = (currency: string) => /^[A-Z]{3}$/.test(currency);

/** One formatter per currency code, made at its first use and kept. */
const formatter = (code: string) =>
  (formatters[code] ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: code, minimumFractionDigits: 2, maximumFractionDigits: 2 }));

/** "1234567" → "1,234,567": a whole number's digits in groups of three, as en-US writes them. */
const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * "1,234.50", "-0.25": two decimals, thousands separated by commas, as en-US writes an amount, `symbol` after the sign.
 * Rounded half away from zero from the number's shortest decimal form, as Intl rounds (0.015 → 0.02).
 */
function formatAmount(amount: number, symbol = ''): string {
  const abs = Math.abs(amount);
  const cents = /e/i.test(String(abs)) ? Math.round(abs * 100) : Math.round(Number(`${abs}e2`));
  const whole = groupThousands(String(Math.floor(cents / 100)));
  return `${amount < 0 ? '-' : ''}${symbol}${whole}.${String(cents % 100).padStart(2, '0')}`;
}

/**
 * Every price on the site, in its currency with two decimals: "$1,234.50", "€123.40", "£9.00". A currency
 * that is not an ISO 4217 code follows the amount as it is written ("123.40 credits"); the catalogue's
 * 'Custom' choice names no unit, so its amount stands alone ("123.40"). A price that is not a number is
 * shown as it is; no price at all is null.
 */
export function formatPrice(price: string | number | null | undefined, currency: string = DEFAULT_CURRENCY): string | null {
  if (price === null || price === undefined) return null;
  const text = String(price).trim();
  if (text === '') return null;
  const amount = Number(text);
  if (!Number.isFinite(amount)) return text;
  const unit = currency.trim();
  if (isCurrencyCode(unit)) return unit in SYMBOLS ? formatAmount(amount, SYMBOLS[unit]) : formatter(unit).format(amount);
  const plain = formatAmount(amount);
  return unit === '' || unit === CUSTOM_CURRENCY ? plain : `${plain} ${unit}`;
}

/*
 * Numbers and dates written out by hand, as en-US writes them: the first use of Intl's formatters
 * (toLocaleString and friends) loads locale data, a long task on a slow phone while the page hydrates.
 */

/** "20,010", "1,002.5": thousands separated by commas, at most two decimals. */
export function formatNumber(n: number): string {
  const [whole, fraction] = String(Math.round(n * 100) / 100).split('.');
  return `${groupThousands(whole)}${fraction ? `.${fraction}` : ''}`;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "January 20, 2025", in UTC, so the server and the browser agree. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** "November 17, 2026, 08:40 UTC": a moment to the minute, in UTC, so the server and the browser agree. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  const [hours, minutes] = [date.getUTCHours(), date.getUTCMinutes()].map((n) => String(n).padStart(2, '0'));
  return `${formatDate(iso)}, ${hours}:${minutes} UTC`;
}
