import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { Present } from './presence.js';
import { ToastSlot } from '../../../lib/toast.js';

interface FormDialogProps {
  /** Names the title element, which labels the dialog. */
  id: string;
  title: ReactNode;
  /** The submit button's text. */
  submit: ReactNode;
  /** While a save is under way: the submit button is disabled. */
  saving?: boolean;
  maxWidth?: DialogProps['maxWidth'];
  /** Fields in a column with SPEC's spacing; off for a dialog that lays out its own grid. */
  column?: boolean;
  /** Changes not saved yet: closing asks first, and so does leaving the page. */
  dirty?: boolean;
  /** When unsaved changes from an earlier visit were put back into the form. */
  restoredAt?: string;
  /** Forgets the unsaved changes (the draft) and puts the saved record back into the form. */
  onDiscard?: () => void;
  /** Other admins who have this record open now, and what the record is called ("product"). */
  others?: Present[];
  what?: string;
  /** Shown above the fields: what the admin must decide first (a save refused because someone saved first). */
  notice?: ReactNode;
  /** Beside Cancel, at the start of the buttons (the record's history). */
  secondaryAction?: ReactNode;
  onSubmit: (e: FormEvent) => void;
  onClose: () => void;
  children: ReactNode;
}

const time = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * The admin's create/edit dialog: a title, the fields as one form, Cancel and the submit button. The first field has
 * the focus when it opens. With changes not saved, Escape, a click outside, Cancel and the browser's Back ask first
 * (keep editing, close keeping a draft, or discard), and reloading or closing the tab asks the browser's question.
 */
export function FormDialog({
  id,
  title,
  submit,
  saving = false,
  maxWidth = 'sm',
  column = true,
  dirty = false,
  restoredAt,
  onDiscard,
  others = [],
  what = 'record',
  notice,
  secondaryAction,
  onSubmit,
  onClose,
  children,
}: FormDialogProps) {
  const [asking, setAsking] = useState(false);
  // Someone else has it open: the admin chooses to look only, or to edit anyway (their save is checked either way).
  const [choice, setChoice] = useState<'read-only' | 'edit' | undefined>(undefined);
  const readOnly = choice === 'read-only';
  const close = () => (dirty ? setAsking(true) : onClose());
  useEffect(() => {
    if (!dirty) return;
    const ask = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);
  // The browser's Back asks too: while there are unsaved changes, an entry of the same address waits in the history
  // for Back to take; taking it puts it back and asks. Once the changes are saved or discarded, the entry goes.
  useEffect(() => {
    if (!dirty) return;
    const marker = { ...(window.history.state as object | null), unsavedForm: id };
    window.history.pushState(marker, '');
    const back = () => {
      window.history.pushState(marker, '');
      setAsking(true);
    };
    window.addEventListener('popstate', back);
    return () => {
      window.removeEventListener('popstate', back);
      if ((window.history.state as { unsavedForm?: string } | null)?.unsavedForm === id) window.history.back();
    };
  }, [dirty, id]);
  // Once the dialog has grown in, the keyboard starts in its first field, unless a field was already chosen meanwhile.
  const FIELD = 'input:not([type=hidden]), textarea, [role=combobox]';
  const focusFirstField = (node: HTMLElement) => {
    if (document.activeElement?.matches(FIELD)) return;
    node.querySelector<HTMLElement>(`.MuiDialogContent-root :is(${FIELD})`)?.focus();
  };
  return (
    <Dialog open onClose={close} maxWidth={maxWidth} fullWidth aria-labelledby={id} slotProps={{ transition: { onEntered: focusFirstField } }}>
      <DialogTitle id={id}>{title}</DialogTitle>
      <ToastSlot />
      {/* The form fills the dialog's height: its fields scroll between the title and the buttons, which stay in view. */}
      <Box component="form" onSubmit={onSubmit} sx={{ display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 }}>
        <DialogContent dividers sx={column ? { display: 'flex', flexDirection: 'column', gap: 2 } : undefined}>
          {notice}
          {restoredAt && (
            <Alert
              severity="info"
              action={
                <Button color="inherit" size="small" onClick={onDiscard}>
                  Discard them
                </Button>
              }
            >
              Your unsaved changes from {time(restoredAt)} are back in the form.
            </Alert>
          )}
          {others.length > 0 && choice !== 'edit' && (
            <Alert
              severity="warning"
              action={
                <>
                  {!readOnly && (
                    <Button color="inherit" size="small" onClick={() => setChoice('read-only')}>
                      View read-only
                    </Button>
                  )}
                  <Button color="inherit" size="small" onClick={() => setChoice('edit')}>
                    Edit anyway
                  </Button>
                </>
              }
            >
              {others.map((o) => `${o.username} (since ${time(o.since)})`).join(', ')} {others.length === 1 ? 'has' : 'have'} this {what} open.
              {readOnly ? ' You are viewing it read-only.' : ' If they save first, your save is refused and what you typed is kept.'}
            </Alert>
          )}
          <Box component="fieldset" disabled={readOnly} sx={{ border: 0, p: 0, m: 0, minWidth: 0, display: 'contents' }}>
            {children}
          </Box>
        </DialogContent>
        <DialogActions>
          {secondaryAction}
          <Button onClick={close} color="inherit">
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={saving || readOnly}>
            {submit}
          </Button>
        </DialogActions>
      </Box>
      <Dialog open={asking} onClose={() => setAsking(false)} aria-labelledby={`${id}-unsaved`} maxWidth="xs">
        <DialogTitle id={`${id}-unsaved`}>Unsaved changes</DialogTitle>
        <DialogContent>
          <DialogContentText>
            What you typed has not been saved. Keep it as a draft for the next time you open this form, or discard it?
          </DialogContentText>
        </DialogContent>
        {/* Three answers do not fit a phone's line (each broke onto two): there they stack, the full width, Discard on top. */}
        <DialogActions
          sx={(theme) => ({
            [theme.breakpoints.down('sm')]: {
              flexDirection: 'column-reverse',
              alignItems: 'stretch',
              gap: 1,
              '& > :not(style) ~ :not(style)': { ml: 0 },
            },
          })}
        >
          <Button onClick={() => setAsking(false)} color="inherit">
            Keep editing
          </Button>
          <Button onClick={onClose} color="inherit">
            Close, keep draft
          </Button>
          <Button onClick={() => (onDiscard?.(), onClose())} color="error" variant="contained">
            Discard changes
          </Button>
        </DialogActions>
      </Dialog>
    </Dialog>
  );
}
