import type { FormEvent, ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';

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
  onSubmit: (e: FormEvent) => void;
  onClose: () => void;
  children: ReactNode;
}

/** The admin's create/edit dialog: a title, the fields as one form, Cancel and the submit button. */
export function FormDialog({ id, title, submit, saving = false, maxWidth = 'sm', column = true, onSubmit, onClose, children }: FormDialogProps) {
  return (
    <Dialog open onClose={onClose} maxWidth={maxWidth} fullWidth aria-labelledby={id}>
      <DialogTitle id={id}>{title}</DialogTitle>
      <Box component="form" onSubmit={onSubmit}>
        <DialogContent dividers sx={column ? { display: 'flex', flexDirection: 'column', gap: 2 } : undefined}>
          {children}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} color="inherit">
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {submit}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
