import { BadRequestException } from '@nestjs/common';
import { encodeCursor, type Page } from '@lora/contracts';

/** A part of the import bundle that fits one bus message, and where its first item sits in the bundle. */
export interface BundlePart {
  items: unknown[];
  firstIndex: number;
}

/** What one bus message of an import may carry; the NATS server refuses messages over 1 MB. */
export const PART_BYTES_MAX = 512 * 1024;
/** A single item larger than this cannot be a valid record of any kind (a product is at most ~36 KB). */
export const ITEM_BYTES_MAX = 256 * 1024;

/**
 * Cuts a list of bundle items into parts of at most PART_BYTES_MAX serialised bytes. An item too large
 * to be valid is a 400 naming it, before anything is sent anywhere.
 */
export function partsOf(kind: string, items: unknown[], label: (item: unknown) => string): BundlePart[] {
  const parts: BundlePart[] = [];
  let current: BundlePart = { items: [], firstIndex: 0 };
  let bytes = 0;
  items.forEach((item, index) => {
    const size = Buffer.byteLength(JSON.stringify(item) ?? 'null');
    if (size > ITEM_BYTES_MAX)
      throw new BadRequestException(`${kind}[${index}]${label(item)}: the item is ${Math.round(size / 1024)} KB, larger than any valid one`);
    if (current.items.length && bytes + size > PART_BYTES_MAX) {
      parts.push(current);
      current = { items: [], firstIndex: index };
      bytes = 0;
    }
    current.items.push(item);
    bytes += size + 1;
  });
  if (current.items.length) parts.push(current);
  return parts;
}

/**
 * Every item of a newest-first paged list, oldest first, without holding the list: chunks of `chunk`
 * items are read from the end towards the start (offset cursors), each chunk reversed. A page may come
 * back shorter than asked (pages are bounded by bytes), so a chunk is read until it is complete.
 */
export async function* oldestFirst<T>(fetchPage: (limit: number, cursor: string | undefined) => Promise<Page<T>>, chunk = 100): AsyncGenerator<T[]> {
  const { total } = await fetchPage(1, undefined);
  for (let end = total; end > 0; end -= chunk) {
    const start = Math.max(0, end - chunk);
    const items: T[] = [];
    while (start + items.length < end) {
      const page = await fetchPage(end - start - items.length, encodeCursor(start + items.length));
      if (!page.items.length) break;
      items.push(...page.items);
    }
    yield items.reverse();
  }
}
