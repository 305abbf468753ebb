import { useState } from 'react';
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
import { displayValue, same } from './values.js';

type Choice = 'mine' | 'stored';

/**
 * What a form does when its save is refused because someone saved the record first (412): it shows, field by field,
 * what the admin typed next to what is stored now, and lets them keep theirs, take the stored value, or choose per
 * field. Choosing rebases the form on the stored version, so the next save goes through, and keeps every value the
 * admin chose to keep. `toForm` turns the stored record into the form's values; `labels` names each compared field.
 */
export function useConflict<T extends object, R extends { version: number }>(
  draft: Draft<T>,
  toForm: (record: R) => T,
  labels: Record<keyof T & string, string>,
  /** Makes the chosen values agree with each other (fields derived from others), before the form takes them. */
  reconcile: (merged: T) => T = (merged) => merged,
) {
  const [conflict, setConflict] = useState<{ stored: T; version: number } | null>(null);
  const onError = (err: unknown) => {
    const current = staleRecordOf<R>(err);
    if (current) setConflict({ stored: toForm(current), version: current.version });
  };
  const panel = conflict && (
    <ConflictPanel
      draft={draft}
      stored={conflict.stored}
      labels={labels}
      onResolve={(merged) => {
        draft.rebase(conflict.stored, conflict.version);
        draft.set(reconcile(merged));
        setConflict(null);
      }}
    />
  );
  return { onError, panel };
}

function ConflictPanel<T extends object>({
  draft,
  stored,
  labels,
  onResolve,
}: {
  draft: Draft<T>;
  stored: T;
  labels: Record<keyof T & string, string>;
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
      {fields.length === 0 ? (
        <Typography variant="body2">Their save changed nothing you see here. Continue, then save again.</Typography>
      ) : (
        <>
          <Typography variant="body2" sx={{ mb: 1 }}>
            Nothing you typed is lost. For each field, keep yours or take the one saved now, then save again.
          </Typography>
          <Box
            component="table"
            sx={{ width: '100%', borderCollapse: 'collapse', '& td, & th': { textAlign: 'left', verticalAlign: 'top', p: 0.5 } }}
          >
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

function Shown({ value }: { value: unknown }) {
  return <Box sx={{ maxHeight: 160, overflow: 'auto', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{displayValue(value)}</Box>;
}
