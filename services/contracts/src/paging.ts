import type { Page } from '@lora/api';
import { JsonReply } from './json-reply.js';

/**
 * Lists never travel whole: a service answers one page at a time (bounded by count and by bytes),
 * and whoever needs the whole list walks the cursors.
 */
export const PAGE_BYTES_MAX = 512 * 1024;

/** The opaque cursor of a page that starts at `offset`. */
export function encodeCursor(offset: number): string {
  return Buffer.from(`o:${offset}`).toString('base64url');
}

/** The offset a cursor names, or undefined when it is not a cursor this API made. */
export function decodeCursor(cursor: string): number | undefined {
  const match = /^o:(\d{1,9})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  return match ? Number(match[1]) : undefined;
}

/**
 * The page to answer: rows from `offset`, cut where the serialised items would pass the byte bound
 * (always at least one item, so a page always moves forward).
 */
export function boundedPage<T>(rows: T[], offset: number, total: number, maxBytes = PAGE_BYTES_MAX): Page<T> {
  const items: T[] = [];
  let bytes = 0;
  for (const row of rows) {
    bytes += Buffer.byteLength(JSON.stringify(row)) + 1;
    if (items.length > 0 && bytes > maxBytes) break;
    items.push(row);
  }
  const next = offset + items.length;
  return { items, total, nextCursor: next < total ? encodeCursor(next) : null };
}

/**
 * The same page as `boundedPage`, as the JSON text it travels as: each item is serialised once, for
 * the byte bound and for the wire alike.
 */
export function serializedPage<T, M extends object>(
  rows: T[],
  offset: number,
  total: number,
  meta: M,
  maxBytes = PAGE_BYTES_MAX,
): JsonReply<Page<T>, M> {
  return pageOfJson<T, M>(
    rows.map((row) => JSON.stringify(row)),
    offset,
    total,
    meta,
    maxBytes,
  );
}

/** A page from items that are JSON text already (written by the database, say), cut at the byte bound like `boundedPage`. */
export function pageOfJson<T, M extends object>(
  itemsJson: string[],
  offset: number,
  total: number,
  meta: M,
  maxBytes = PAGE_BYTES_MAX,
): JsonReply<Page<T>, M> {
  const items: string[] = [];
  // UTF-8 takes at most 3 bytes per UTF-16 unit: bytes are counted exactly (a scan of each text) only
  // once that bound could pass the limit.
  let upperBound = 0;
  let bytes: number | undefined;
  for (const json of itemsJson) {
    upperBound += json.length * 3 + 1;
    if (bytes === undefined && upperBound > maxBytes) bytes = items.reduce((sum, item) => sum + Buffer.byteLength(item) + 1, 0);
    if (bytes !== undefined) {
      bytes += Buffer.byteLength(json) + 1;
      if (items.length > 0 && bytes > maxBytes) break;
    }
    items.push(json);
  }
  const next = offset + items.length;
  const nextCursor = next < total ? encodeCursor(next) : null;
  return JsonReply.ofText(`{"items":[${items.join(',')}],"total":${total},"nextCursor":${JSON.stringify(nextCursor)}}`, meta);
}

/** Every item of a paged list, page after page. */
export async function collectPages<T>(fetchPage: (cursor: string | undefined) => Promise<Page<T>>): Promise<T[]> {
  const all: T[] = [];
  let cursor: string | undefined;
  do {
    const page = await fetchPage(cursor);
    all.push(...page.items);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return all;
}
