import { useCallback, useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { same } from './values.js';

/** What is kept in the browser for one form: the values typed, when, and the version of the record they were typed on. */
interface StoredDraft<T> {
  value: T;
  savedAt: string;
  baseVersion?: number;
}

const PREFIX = 'lora.draft.';

/** Storage full, off (a private window) or holding something unreadable: the form still works, without a draft to come back to. */
function safely<T>(use: () => T): T | undefined {
  try {
    return use();
  } catch {
    return undefined;
  }
}

function read<T>(key: string): StoredDraft<T> | undefined {
  return safely(() => {
    const text = localStorage.getItem(PREFIX + key);
    return text ? (JSON.parse(text) as StoredDraft<T>) : undefined;
  });
}

const write = <T>(key: string, draft: StoredDraft<T>) => safely(() => localStorage.setItem(PREFIX + key, JSON.stringify(draft)));
const remove = (key: string) => safely(() => localStorage.removeItem(PREFIX + key));

export interface Draft<T> {
  value: T;
  set: Dispatch<SetStateAction<T>>;
  /** Whether the form differs from the record it was opened on. */
  dirty: boolean;
  /** When a draft kept from an earlier visit was put back into the form, if one was. */
  restoredAt?: string;
  /** The record's values the form was opened on (or rebased onto). */
  base: T;
  /** The version the values were typed on: a restored draft's own, so a save over a newer record is refused (412). */
  baseVersion?: number;
  /** Forgets the draft: after a save, or when the admin discards the changes. */
  clear: () => void;
  /**
   * Takes `record` at `version` as what the form is based on, keeping what is typed (a conflict resolved), or, with
   * `show`, showing it too (a version restored).
   */
  rebase: (record: T, version: number, options?: { show?: boolean }) => void;
}

/**
 * A form's values, kept in the browser as they are typed (`key` names the record, e.g. `product:12` or `product:new`),
 * so that nothing typed is lost to a closed tab, a reload or an expired session: opening the same form again puts
 * them back. A draft is dropped once the form matches the record again, or by `clear`.
 */
export function useDraft<T>(key: string, initial: () => T, recordVersion?: number): Draft<T> {
  const [base, setBase] = useState(initial);
  const [stored] = useState(() => {
    const found = read<T>(key);
    return found && !same(found.value, base) ? found : undefined;
  });
  const [value, set] = useState<T>(() => stored?.value ?? base);
  const [baseVersion, setBaseVersion] = useState(stored?.baseVersion ?? recordVersion);
  const cleared = useRef(false);
  const dirty = !same(value, base);
  useEffect(() => {
    if (cleared.current) return;
    if (dirty) write(key, { value, savedAt: new Date().toISOString(), baseVersion });
    else remove(key);
  }, [key, value, dirty, baseVersion]);
  const clear = useCallback(() => {
    cleared.current = true;
    remove(key);
  }, [key]);
  const rebase = useCallback((record: T, version: number, options: { show?: boolean } = {}) => {
    setBase(record);
    setBaseVersion(version);
    if (options.show) set(record);
  }, []);
  return { value, set, dirty, restoredAt: stored?.savedAt, base, baseVersion, clear, rebase };
}
