/** SPEC §3: a numeric price shows with a $ prefix (two decimals on cards), anything else as it is. */
export function formatPrice(price: string | null, decimals = true): string | null {
  if (price === null || price === '') return null;
  const n = Number(price);
  if (!Number.isFinite(n)) return price;
  return `$${decimals ? n.toFixed(2) : String(n)}`;
}

/*
 * Numbers and dates written out by hand, as en-US writes them: the first use of Intl's formatters
 * (toLocaleString and friends) loads locale data, a long task on a slow phone while the page hydrates.
 */

/** "20,010", "1,002.5": thousands separated by commas, at most two decimals. */
export function formatNumber(n: number): string {
  const [whole, fraction] = String(Math.round(n * 100) / 100).split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${fraction ? `.${fraction}` : ''}`;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "January 20, 2025", in UTC, so the server and the browser agree. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
