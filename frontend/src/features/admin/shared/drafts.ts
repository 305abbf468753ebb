import { useCallback, useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { same } from './values.js';

/**
 * What is kept in the browser for one form: the values typed, when, the version of the record they were typed on, and
 * that version's values (`base`), so that what the admin changed can be told from what a colleague changed since.
 */
interface StoredDraft<T> {
  value: T;
  savedAt: string;
  baseVersion?: number;
  /** Missing in drafts kept before the base was kept too. */
  base?: T;
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
  /** Whether the form differs from the values it is based on. */
  dirty: boolean;
  /** When a draft kept from an earlier visit was put back into the form, if one was (until it is discarded). */
  restoredAt?: string;
  /** The values the form's changes were made on: the record as opened, or as it was when a restored draft was typed. */
  base: T;
  /** The version the values were typed on: a restored draft's own, so a save over a newer record is refused (412). */
  baseVersion?: number;
  /** The record as stored, as far as the form knows, and its version. */
  saved: T;
  savedVersion?: number;
  /**
   * A restored draft typed on an older version than the record's now: someone saved since, and the form must show what
   * they changed before anything is sent.
   */
  behind: boolean;
  /** Forgets the draft: after a save. */
  clear: () => void;
  /** Forgets the draft and puts the saved record back into the form. */
  discard: () => void;
  /**
   * Takes `record` at `version` as what the form is based on, keeping what is typed (a conflict resolved), or, with
   * `show`, showing it too (a version restored).
   */
  rebase: (record: T, version: number, options?: { show?: boolean }) => void;
}

/**
 * A form's values, kept in the browser as they are typed (`key` names the record, e.g. `product:12` or `product:new`),
 * so that nothing typed is lost to a closed tab, a reload or an expired session: opening the same form again puts
 * them back. A draft is dropped once the form matches the record again, or by `clear` and `discard`.
 *
 * A draft is a change against the version it was typed on, never more: restored over a record that has moved on, the
 * form stays based on the draft's version and values (`behind`), so a field the admin did not touch is not taken for
 * one they changed, and a save is refused until what the colleague changed has been looked at.
 */
export function useDraft<T>(key: string, initial: () => T, recordVersion?: number): Draft<T> {
  const [saved, setSaved] = useState(() => ({ value: initial(), version: recordVersion }));
  const [stored, setStored] = useState(() => {
    const found = read<T>(key);
    return found && !same(found.value, saved.value) ? found : undefined;
  });
  // A draft is based on the version it was typed on (and, once that version is not the record's, on its values).
  const typedOnOther = stored !== undefined && stored.baseVersion !== undefined && stored.baseVersion !== recordVersion;
  const [base, setBase] = useState<T>(() => (typedOnOther && stored.base !== undefined ? stored.base : saved.value));
  const [value, set] = useState<T>(() => stored?.value ?? saved.value);
  const [baseVersion, setBaseVersion] = useState(stored?.baseVersion ?? recordVersion);
  const cleared = useRef(false);
  const dirty = !same(value, base);
  useEffect(() => {
    if (cleared.current) return;
    if (dirty) write(key, { value, savedAt: new Date().toISOString(), baseVersion, base });
    else remove(key);
  }, [key, value, dirty, baseVersion, base]);
  const clear = useCallback(() => {
    cleared.current = true;
    remove(key);
  }, [key]);
  const discard = useCallback(() => {
    remove(key);
    setStored(undefined);
    setBase(saved.value);
    setBaseVersion(saved.version);
    set(saved.value);
  }, [key, saved]);
  const rebase = useCallback((record: T, version: number, options: { show?: boolean } = {}) => {
    setSaved({ value: record, version });
    setBase(record);
    setBaseVersion(version);
    if (options.show) set(record);
  }, []);
  const behind = baseVersion !== undefined && saved.version !== undefined && saved.version > baseVersion;
  return {
    value,
    set,
    dirty,
    restoredAt: stored?.savedAt,
    base,
    baseVersion,
    saved: saved.value,
    savedVersion: saved.version,
    behind,
    clear,
    discard,
    rebase,
  };
}
