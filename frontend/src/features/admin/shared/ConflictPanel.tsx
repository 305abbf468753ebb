import { useState } from 'react';
import useSWR from 'swr';
import type { HistoryEntry } from '@lora/api';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import type { Draft } from './drafts.js';
import { staleRecordOf } from './admin-api.js';
import { changedFields, displayValue, same } from './values.js';
import { formatDateTime } from './format.js';

type Choice = 'mine' | 'stored';

/**
 * What a form does when its save is refused because someone saved the record first (412), or when a draft restored from
 * an earlier visit was typed on an older version than the record's now: it shows, field by field, what the admin typed
 * next to what is stored now, and lets them keep theirs, take the stored value, or choose per field. A field the admin
 * did not change starts on the stored value; only the fields they changed start on theirs. Choosing rebases the form
 * on the stored version, so the next save goes through, and keeps every value the admin chose to keep. `toForm` turns
 * the stored record into the form's values; `labels` names each compared field; `historyPath` lists the saves made
 * since the draft's version (who, when, what).
 */
export function useConflict<T extends object, R extends { version: number }>(
  draft: Draft<T>,
  toForm: (record: R) => T,
  labels: Record<keyof T & string, string>,
  /** Makes the chosen values agree with each other (fields derived from others), before the form takes them. */
  reconcile: (merged: T) => T = (merged) => merged,
  historyPath?: string,
) {
  // A restored draft behind the record is shown against it at once, before anything is sent.
  const [conflict, setConflict] = useState<{ stored: T; version: number } | null>(() =>
    draft.behind && draft.savedVersion !== undefined ? { stored: draft.saved, version: draft.savedVersion } : null,
  );
  const onError = (err: unknown) => {
    const current = staleRecordOf<R>(err);
    if (current) setConflict({ stored: toForm(current), version: current.version });
  };
  const panel = conflict && (
    <ConflictPanel
      draft={draft}
      stored={conflict.stored}
      labels={labels}
      since={historyPath && draft.baseVersion !== undefined ? { path: historyPath, version: draft.baseVersion } : undefined}
      onResolve={(merged) => {
        draft.rebase(conflict.stored, conflict.version);
        draft.set(reconcile(merged));
        setConflict(null);
      }}
    />
  );
  return { onError, panel, dismiss: () => setConflict(null) };
}

function ConflictPanel<T extends object>({
  draft,
  stored,
  labels,
  since,
  onResolve,
}: {
  draft: Draft<T>;
  stored: T;
  labels: Record<keyof T & string, string>;
  /** The record's history and the version the form's changes were typed on: the saves after it are listed. */
  since?: { path: string; version: number };
  onResolve: (merged: T) => void;
}) {
  const [yours, saved, opened] = [draft.value, stored, draft.base] as Array<Record<string, unknown>>;
  const fields = Object.keys(labels).filter((key) => !same(yours[key], saved[key]));
  // A field the admin left as it was takes the stored value; one they changed keeps theirs, until they choose.
  const [choices, setChoices] = useState<Record<string, Choice>>(() =>
    Object.fromEntries(fields.map((key) => [key, same(yours[key], opened[key]) ? 'stored' : 'mine'])),
  );
  const all = (choice: Choice) => setChoices(Object.fromEntries(fields.map((key) => [key, choice])));
  const merged = () => ({ ...yours, ...Object.fromEntries(fields.filter((key) => choices[key] === 'stored').map((key) => [key, saved[key]])) }) as T;
  return (
    <Alert severity="warning" role="region" aria-label="Changes saved by someone else" sx={{ '& .MuiAlert-message': { width: '100%' } }}>
      <AlertTitle>Someone else saved this while you were editing</AlertTitle>
      {since && <SavesSince path={since.path} version={since.version} labels={labels} />}
      {fields.length === 0 ? (
        <Typography variant="body2">Their save changed nothing you see here. Continue, then save again.</Typography>
      ) : (
        <>
          <Typography variant="body2" sx={{ mb: 1 }}>
            Nothing you typed is lost. For each field, keep yours or take the one saved now, then save again.
          </Typography>
          <Box component="table" sx={COMPARISON_TABLE}>
            <thead>
              <tr>
                <th scope="col">Field</th>
                <th scope="col">Yours</th>
                <th scope="col">Saved now</th>
                <th scope="col">Keep</th>
              </tr>
            </thead>
            <tbody>
              {fields.map((key) => (
                <tr key={key}>
                  <th scope="row">{labels[key as keyof T & string]}</th>
                  <td>
                    <Shown value={yours[key]} />
                  </td>
                  <td>
                    <Shown value={saved[key]} />
                  </td>
                  <td>
                    <RadioGroup
                      row
                      aria-label={`Keep for ${labels[key as keyof T & string]}`}
                      value={choices[key]}
                      onChange={(e) => setChoices((c) => ({ ...c, [key]: e.target.value as Choice }))}
                    >
                      <FormControlLabel value="mine" control={<Radio size="small" />} label="Yours" />
                      <FormControlLabel value="stored" control={<Radio size="small" />} label="Saved" />
                    </RadioGroup>
                  </td>
                </tr>
              ))}
            </tbody>
          </Box>
        </>
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1 }}>
        {fields.length > 0 && (
          <>
            <Button size="small" color="inherit" onClick={() => all('mine')}>
              Keep all mine
            </Button>
            <Button size="small" color="inherit" onClick={() => all('stored')}>
              Take all saved
            </Button>
          </>
        )}
        <Button size="small" variant="contained" color="warning" onClick={() => onResolve(merged())}>
          {fields.length ? 'Use these choices' : 'Continue'}
        </Button>
      </Box>
    </Alert>
  );
}

/** A table of values side by side, as a conflict and a restore compare them. */
export const COMPARISON_TABLE = {
  width: '100%',
  borderCollapse: 'collapse',
  '& td, & th': { textAlign: 'left', verticalAlign: 'top', p: 0.5 },
} as const;

/** One compared value, as the admin reads it; a long one scrolls in its cell. */
export function Shown({ value }: { value: unknown }) {
  return <Box sx={{ maxHeight: 160, overflow: 'auto', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{displayValue(value)}</Box>;
}

/** The saves made after `version`, oldest first: who saved, when, and which fields they changed. */
function SavesSince({ path, version, labels }: { path: string; version: number; labels: Record<string, string> }) {
  const { data } = useSWR<HistoryEntry[]>(path, { revalidateOnMount: true });
  const saves = (data ?? []).filter((entry) => entry.version > version).reverse();
  if (!saves.length) return null;
  return (
    <Box component="ul" aria-label="Saved since your changes began" sx={{ m: 0, mb: 1, pl: 2.5 }}>
      {saves.map((entry) => (
        <Typography component="li" variant="body2" key={entry.version}>
          {entry.savedBy ?? 'Someone'} saved version {entry.version} on {formatDateTime(entry.savedAt)}
          {entry.changed.length ? ` (${changedFields(entry, labels)})` : ''}.
        </Typography>
      ))}
    </Box>
  );
}
