/** Segments of letters, digits, `-`, `_` and `.` (the last may hold the dot of an extension). */
const OBJECT_KEY = /^(?:[a-z0-9][a-z0-9_-]*\/)*[a-z0-9][a-z0-9_.-]*$/i;
const OBJECT_KEY_MAX_LENGTH = 300;

/** Whether a string is a key as media stores objects under: its own generated names, never `..` or an absolute path. */
export function isObjectKey(key: string): boolean {
  return key.length <= OBJECT_KEY_MAX_LENGTH && OBJECT_KEY.test(key) && !key.includes('..');
}
