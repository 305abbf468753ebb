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

const PAGE_HEAD = Buffer.from('{"items":[');
const COMMA = 0x2c;

/**
 * A page from items that are JSON already (written by the database, say), cut at the byte bound like
 * `boundedPage`, as the one buffer of UTF-8 that goes on the wire. Items given as bytes are copied once,
 * into that buffer; text is encoded item by item.
 */
export function pageOfJson<T, M extends object>(
  itemsJson: ReadonlyArray<string | Uint8Array>,
  offset: number,
  total: number,
  meta: M,
  maxBytes = PAGE_BYTES_MAX,
): JsonReply<Page<T>, M> {
  const items: Uint8Array[] = [];
  // Each item counts with the comma (or bracket) beside it, as in boundedPage.
  let bytes = 0;
  for (const json of itemsJson) {
    const item = typeof json === 'string' ? Buffer.from(json) : json;
    if (items.length > 0 && bytes + item.byteLength + 1 > maxBytes) break;
    bytes += item.byteLength + 1;
    items.push(item);
  }
  const next = offset + items.length;
  const tail = Buffer.from(`],"total":${total},"nextCursor":${JSON.stringify(next < total ? encodeCursor(next) : null)}}`);
  const page = Buffer.allocUnsafe(PAGE_HEAD.length + Math.max(bytes - 1, 0) + tail.length);
  let at = PAGE_HEAD.copy(page, 0);
  items.forEach((item, i) => {
    if (i > 0) page[at++] = COMMA;
    page.set(item, at);
    at += item.byteLength;
  });
  tail.copy(page, at);
  return JsonReply.ofBytes(page, meta);
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
