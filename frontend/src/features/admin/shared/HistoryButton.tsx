import { useState } from 'react';
import useSWR from 'swr';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { HISTORY_PER_RECORD, type HistoryEntry } from '@lora/api';
import { basedOn } from '../../../app/api.js';
import { apiRequest, useAdminWrite } from './admin-api.js';
import { formatDateTime } from './format.js';
import { Loading } from './EmptyState.js';
import type { Draft } from './drafts.js';

export interface HistoryButtonProps<T, R> {
  /** The kind of record's history (GET) and restore (POST) paths, and the record's id. */
  paths: { history: (id: number) => string; restore: (id: number, version: number) => string };
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

const humanized = (key: string) => key.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase());

/** The fields one kept version changed, by their labels, in the form's order. */
function changedFields(entry: HistoryEntry, labels: Record<string, string>): string {
  if (!entry.changed.length) return '';
  const order = Object.keys(labels);
  const rank = (k: string) => (order.includes(k) ? order.indexOf(k) : order.length);
  const keys = [...entry.changed].sort((a, b) => rank(a) - rank(b));
  return `Changed: ${keys.map((k) => labels[k] ?? humanized(k)).join(', ')}`;
}

/**
 * The edit dialog's "History": every kept version of the record (the latest HISTORY_PER_RECORD), newest first, with
 * who saved it, when, and what it changed; any older one can be restored, which saves it as a new version (so a
 * restore shows here too, and is undone by restoring the version before it).
 */
export function HistoryButton<T, R>({ paths, id, draft, toForm, what, labels, revalidate }: HistoryButtonProps<T, R>) {
  const version = draft.baseVersion ?? 0;
  const [open, setOpen] = useState(false);
  const { data, error, mutate } = useSWR<HistoryEntry[], unknown>(open ? paths.history(id) : null, { revalidateOnMount: true });
  const write = useAdminWrite();
  const [restoring, setRestoring] = useState<number | null>(null);
  const restore = async (from: number) => {
    setRestoring(from);
    const saved = await write({
      send: () => apiRequest<R & { version: number }>('POST', paths.restore(id, from), undefined, basedOn({ version })),
      success: { description: `Version ${from} restored` },
      failure: `Failed to restore version ${from}`,
      revalidate,
    });
    setRestoring(null);
    if (saved) {
      await mutate();
      draft.rebase(toForm(saved), saved.version, { show: true });
    }
  };
  return (
    <>
      <Button color="inherit" onClick={() => setOpen(true)} sx={{ mr: 'auto' }}>
        History
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="history-title" maxWidth="sm" fullWidth>
        <DialogTitle id="history-title">History of this {what}</DialogTitle>
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
                      disabled={draft.dirty || restoring !== null}
                      onClick={() => void restore(entry.version)}
                      aria-label={`Restore version ${entry.version}`}
                    >
                      {restoring === entry.version ? 'Restoring...' : 'Restore'}
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
      </Dialog>
    </>
  );
}
