import type { ProductInput } from '@lora/contracts';
import { sentFields } from '@lora/runtime';
import type { Product } from '../data/product.entity.js';

/** Fields answered as another field while they are unset. */
const FOLLOWING = [
  ['seoTitle', 'name'],
  ['seoDescription', 'description'],
] as const;

/**
 * The fields a caller sent, ready to store. seoTitle and seoDescription are answered as the name and
 * description while unset; sent back as either (the new or the answered one), they stay unset and
 * keep following, so a GET → PUT round trip changes nothing and a rename still carries over.
 */
export function productRow(input: Partial<ProductInput>, current?: Product): Partial<Product> {
  const row = sentFields(input) as Partial<Product>;
  for (const [field, source] of FOLLOWING) {
    const value = row[field];
    if (value === undefined || value === null) continue;
    const answered = current && current[field] === null ? current[source] : undefined;
    if (value === (row[source] ?? current?.[source]) || value === answered) row[field] = null;
  }
  return row;
}
