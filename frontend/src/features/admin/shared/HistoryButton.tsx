import { useState } from 'react';
import useSWR from 'swr';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { HISTORY_PER_RECORD, type HistoryEntry, type KeptVersion } from '@lora/api';
import { basedOn } from '../../../lib/api.js';
import { ToastSlot } from '../../../lib/toast.js';
import { apiRequest, useAdminWrite } from './admin-api.js';
import { formatDateTime } from './format.js';
import { Loading } from './EmptyState.js';
import { COMPARISON_TABLE, Shown } from './ConflictPanel.js';
import { changedFields, fieldLabel, same } from './values.js';
import type { Draft } from './drafts.js';

export interface HistoryButtonProps<T, R> {
  /** The kind of record's history (GET), one kept version (GET) and restore (POST) paths, and the record's id. */
  paths: {
    history: (id: number) => string;
    version: (id: number, version: number) => string;
    restore: (id: number, version: number) => string;
  };
  id: number;
  /**
   * The form's draft: its version is what a restore is based on (an older one is refused, 412); while it has unsaved
   * changes, restoring waits until they are saved or discarded; a restored version becomes the form (`toForm`).
   */
  draft: Draft<T>;
  toForm: (record: R) => T;
  /** What the record is called ("product"), and names of its fields for "Changed: …". */
  what: string;
  labels: Record<string, string>;
  /** Lists refetched after a restore. */
  revalidate: string[];
}

/**
 * The edit dialog's "History": every kept version of the record (the latest HISTORY_PER_RECORD), newest first, with
 * who saved it, when, and what it changed. Restoring an older one first shows its values beside the current ones and
 * asks; once confirmed it is saved as a new version (so a restore shows here too), and its toast offers Undo, which
 * restores the version that was current before.
 */
export function HistoryButton<T, R>({ paths, id, draft, toForm, what, labels, revalidate }: HistoryButtonProps<T, R>) {
  const version = draft.baseVersion ?? 0;
  const [open, setOpen] = useState(false);
  const [asking, setAsking] = useState<number | null>(null);
  const { data, error, mutate } = useSWR<HistoryEntry[], unknown>(open ? paths.history(id) : null, { revalidateOnMount: true });
  const write = useAdminWrite();
  const [restoring, setRestoring] = useState(false);

  /** Restores version `from` over version `current`; the toast's Undo restores `current` over the new one. */
  const restore = async (from: number, current: number, undo?: boolean): Promise<void> => {
    setRestoring(true);
    // The toast's Undo reads what this restore saved, once it has.
    const restored: { record?: R & { version: number } } = {};
    const saved = await write({
      send: () => apiRequest<R & { version: number }>('POST', paths.restore(id, from), undefined, basedOn({ version: current })),
      success: undo
        ? { description: `Version ${from} is back: the restore was undone` }
        : {
            description: `Version ${from} restored`,
            action: { label: 'Undo', onClick: () => restored.record && void restore(current, restored.record.version, true) },
            durationMs: 10_000,
          },
      failure: undo ? 'Failed to undo the restore' : `Failed to restore version ${from}`,
      revalidate,
    });
    setRestoring(false);
    restored.record = saved;
    if (saved) {
      setAsking(null);
      await mutate();
      draft.rebase(toForm(saved), saved.version, { show: true });
    }
  };

  return (
    <>
      <Button color="inherit" onClick={() => setOpen(true)} sx={{ mr: 'auto' }}>
        History
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="history-title" maxWidth="md" fullWidth>
        <DialogTitle id="history-title">{asking === null ? `History of this ${what}` : `Restore version ${asking}?`}</DialogTitle>
        <ToastSlot />
        {asking !== null ? (
          <RestorePreview
            paths={paths}
            id={id}
            from={asking}
            current={version}
            labels={labels}
            restoring={restoring}
            onCancel={() => setAsking(null)}
            onConfirm={() => void restore(asking, version)}
          />
        ) : (
          <>
            <DialogContent dividers>
              <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
                The last {HISTORY_PER_RECORD} saved versions. Restoring one saves it as a new version, so it can be undone the same way.
                {draft.dirty && ' Save or discard your changes in the form before restoring a version.'}
              </Typography>
              {error ? (
                <Typography role="alert">The history could not be loaded.</Typography>
              ) : !data ? (
                <Loading what="history" />
              ) : (
                <Box
                  component="ol"
                  aria-label="Saved versions"
                  sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 1.5 }}
                >
                  {data.map((entry) => (
                    <Box
                      component="li"
                      key={entry.version}
                      sx={{
                        display: 'flex',
                        gap: 2,
                        alignItems: 'center',
                        justifyContent: 'space-between',
                        borderBottom: 1,
                        borderColor: 'divider',
                        pb: 1.5,
                      }}
                    >
                      <Box sx={{ minWidth: 0 }}>
                        <Typography sx={{ fontWeight: 600 }}>
                          Version {entry.version}
                          {entry.version === version ? ' (current)' : ''}
                        </Typography>
                        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                          {formatDateTime(entry.savedAt)} · {entry.savedBy ?? 'before history was kept'}
                          {entry.restoredFrom ? ` · restored version ${entry.restoredFrom}` : ''}
                        </Typography>
                        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                          {changedFields(entry, labels)}
                        </Typography>
                      </Box>
                      {entry.version !== version && (
                        <Button
                          size="small"
                          variant="outlined"
                          disabled={draft.dirty || restoring}
                          onClick={() => setAsking(entry.version)}
                          aria-label={`Restore version ${entry.version}`}
                        >
                          Restore
                        </Button>
                      )}
                    </Box>
                  ))}
                </Box>
              )}
            </DialogContent>
            <DialogActions>
              <Button onClick={() => setOpen(false)} color="inherit">
                Close
              </Button>
            </DialogActions>
          </>
        )}
      </Dialog>
    </>
  );
}

/** Version `from`'s values beside the current version's, the fields that differ only, and the question. */
function RestorePreview({
  paths,
  id,
  from,
  current,
  labels,
  restoring,
  onCancel,
  onConfirm,
}: {
  paths: HistoryButtonProps<unknown, unknown>['paths'];
  id: number;
  from: number;
  current: number;
  labels: Record<string, string>;
  restoring: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { data: then, error: thenError } = useSWR<KeptVersion, unknown>(paths.version(id, from));
  const { data: now, error: nowError } = useSWR<KeptVersion, unknown>(paths.version(id, current));
  const order = Object.keys(labels);
  const rank = (k: string) => (order.includes(k) ? order.indexOf(k) : order.length);
  const fields =
    then && now
      ? [...new Set([...Object.keys(then.values), ...Object.keys(now.values)])]
          .filter((key) => !same(then.values[key], now.values[key]))
          .sort((a, b) => rank(a) - rank(b))
      : [];
  return (
    <>
      <DialogContent dividers>
        {thenError || nowError ? (
          <Typography role="alert">The versions could not be loaded.</Typography>
        ) : !then || !now ? (
          <Loading what={`version ${from}`} />
        ) : fields.length === 0 ? (
          <Typography>Version {from} has the same values as the current version.</Typography>
        ) : (
          <>
            <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
              Restoring saves these values of version {from} as a new version. The other fields are the same.
            </Typography>
            <Box component="table" sx={COMPARISON_TABLE} aria-label={`Version ${from} beside the current version`}>
              <thead>
                <tr>
                  <th scope="col">Field</th>
                  <th scope="col">Version {from}</th>
                  <th scope="col">Now (version {current})</th>
                </tr>
              </thead>
              <tbody>
                {fields.map((key) => (
                  <tr key={key}>
                    <th scope="row">{fieldLabel(key, labels)}</th>
                    <td>
                      <Shown value={then.values[key]} />
                    </td>
                    <td>
                      <Shown value={now.values[key]} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </Box>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} color="inherit">
          Back to the history
        </Button>
        <Button variant="contained" onClick={onConfirm} disabled={restoring || !then || !now}>
          {restoring ? 'Restoring...' : `Restore version ${from}`}
        </Button>
      </DialogActions>
    </>
  );
}
