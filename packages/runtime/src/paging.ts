import { decodeCursor } from '@lora/contracts';
import { invalid } from './errors.js';

/** Where the page a list query asks for starts: 0 without a cursor, else the offset its cursor names (a 400 for a cursor this API did not make). */
export function pageOffset(cursor: string | undefined): number {
  if (!cursor) return 0;
  const offset = decodeCursor(cursor);
  if (offset === undefined) throw invalid('cursor must be the nextCursor of a previous page');
  return offset;
}
