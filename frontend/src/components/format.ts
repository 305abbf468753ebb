/** SPEC §3: a numeric price shows with a $ prefix (two decimals on cards), anything else as it is. */
export function formatPrice(price: string | null, decimals = true): string | null {
  if (price === null || price === '') return null;
  const n = Number(price);
  if (!Number.isFinite(n)) return price;
  return `$${decimals ? n.toFixed(2) : String(n)}`;
}
