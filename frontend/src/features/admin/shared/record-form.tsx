import { useState, type FormEvent } from 'react';
import { basedOn } from '../../../lib/api.js';
import { apiRequest, fieldErrorsOf, lengthHint, useAdminWrite } from './admin-api.js';
import { useDraft } from './drafts.js';
import { useConflict } from './ConflictPanel.js';
import { HistoryButton, type HistoryButtonProps } from './HistoryButton.js';
import { usePresence } from './presence.js';

interface RecordFormOptions<T extends object, R extends { id: number; version: number }> {
  /** The kind of record, as its drafts and presence are keyed. */
  kind: 'product' | 'category' | 'news' | 'blog';
  /** What the record is called ("news article"): the presence notice, the history and the toasts say it. */
  what: string;
  /** How SPEC's failure toasts name it, where not as `what` ("Failed to update news"). */
  failureName?: string;
  /** The record edited, or null for a new one. */
  record: R | null;
  toForm: (record: R | null) => T;
  /** Each edited field's label, as a conflict or the history names it; a 400 about one of them is shown at it. */
  labels: Record<keyof T & string, string>;
  /** The history's labels, where the record has more fields than the form. */
  historyLabels?: Record<string, string>;
  /**
   * The server's rules for text fields that the form checks as they are typed, in the server's own words (the price's,
   * say): a field breaking one shows why at once, and the form is not sent until it is fixed.
   */
  rules?: Partial<Record<TextKey<T> & string, (value: string) => string | undefined>>;
  /** Makes the values chosen in a conflict agree with each other (see useConflict). */
  reconcile?: (merged: T) => T;
  paths: HistoryButtonProps<T, R>['paths'] & { list: string; one: (id: number) => string };
  /** What is sent for the form's values. */
  body: (form: T) => unknown;
  /** Lists refetched after a save or a restore. */
  revalidate: string[];
  onClose: () => void;
  /** After a save; closes the dialog if not given. */
  onSaved?: () => void;
}

type TextKey<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T];

/**
 * An admin record's create/edit form, as every such dialog has it: what is typed kept as a draft (useDraft), a save
 * refused because someone saved first shown field by field (useConflict), who else has it open (usePresence), its
 * history, SPEC's toasts, and a 400 about a field shown at that field until it changes. `dialog` is for FormDialog.
 */
export function useRecordForm<T extends object, R extends { id: number; version: number }>(options: RecordFormOptions<T, R>) {
  const { kind, what, record, toForm, labels, paths, revalidate, onClose, onSaved = onClose } = options;
  const editing = record !== null;
  const draft = useDraft(`${kind}:${record?.id ?? 'new'}`, () => toForm(record), record?.version);
  const conflict = useConflict<T, R>(draft, toForm, labels, options.reconcile, record ? paths.history(record.id) : undefined);
  const others = usePresence(kind, record?.id);
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const write = useAdminWrite();
  const form = draft.value;

  const set =
    <K extends keyof T>(key: K) =>
    (value: T[K]) => {
      draft.set((f) => ({ ...f, [key]: value }));
      setErrors(({ [key as string]: _gone, ...rest }) => rest);
    };
  /** What breaks a rule of the form's, by field, as the values are now. */
  const problems = Object.fromEntries(
    Object.entries(options.rules ?? {}).flatMap(([key, rule]) => {
      const problem = (rule as (value: string) => string | undefined)(String(form[key as keyof T] ?? ''));
      return problem ? [[key, problem]] : [];
    }),
  ) as Record<string, string>;
  /** A text field's props: its value, a broken rule's or a 400's message at it, and its count near `limit`. */
  const text = (key: TextKey<T> & string, limit?: number) => {
    const value = form[key] as string;
    const hint = limit ? lengthHint(value, limit) : {};
    const message = problems[key] ?? errors[key];
    return {
      name: key,
      value,
      onChange: (e: { target: { value: string } }) => set(key)(e.target.value as T[typeof key]),
      error: !!message || hint.error,
      helperText: message ?? hint.helperText,
    };
  };

  const save = async (e: FormEvent) => {
    e.preventDefault();
    // A field that breaks a rule says so already: the keyboard goes to the first such field, and nothing is sent.
    const broken = Object.keys(problems)[0];
    if (broken) {
      (e.currentTarget as HTMLFormElement | null)?.querySelector<HTMLElement>(`[name="${broken}"]`)?.focus();
      return;
    }
    setSaving(true);
    const body = options.body(form);
    const [done, failed] = editing ? ['updated', 'update'] : ['created', 'create'];
    const saved = await write({
      send: () =>
        editing
          ? apiRequest('PUT', paths.one(record.id), body, basedOn({ version: draft.baseVersion ?? record.version }))
          : apiRequest('POST', paths.list, body),
      success: { description: `${what[0].toUpperCase()}${what.slice(1)} ${done} successfully` },
      failure: `Failed to ${failed} ${options.failureName ?? what}`,
      onError: (err) => {
        setErrors(fieldErrorsOf(err, Object.keys(labels)));
        conflict.onError(err);
      },
      revalidate,
    });
    setSaving(false);
    if (saved) {
      draft.clear();
      onSaved();
    }
  };

  const dialog = {
    saving,
    dirty: draft.dirty,
    others,
    what,
    restoredAt: draft.restoredAt,
    onDiscard: () => {
      draft.discard();
      conflict.dismiss();
    },
    notice: conflict.panel,
    secondaryAction: editing && (
      <HistoryButton
        paths={paths}
        id={record.id}
        draft={draft}
        toForm={toForm}
        what={what}
        labels={options.historyLabels ?? labels}
        revalidate={revalidate}
      />
    ),
    onSubmit: (e: FormEvent) => void save(e),
    onClose,
  };
  return { editing, form, draft, set, text, problems, dialog };
}
