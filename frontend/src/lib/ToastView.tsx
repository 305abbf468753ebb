import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import AlertTitle from '@mui/material/AlertTitle';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import { createPortal } from 'react-dom';
import type { Toast } from './toast.js';

/**
 * One toast: at the top right of the window, or, while a dialog is open, in the dialog's slot under its title (in its
 * flow, so it covers nothing of the dialog). A success goes after 5000 ms (SPEC §4); an error stays until it is closed
 * (its button or Escape), so nobody misses why a save did not happen.
 */
export function ToastView({ toast, slot, onClose }: { toast: Toast; slot?: HTMLElement; onClose: () => void }) {
  const error = toast.variant === 'destructive';
  const close = (_event: unknown, reason?: SnackbarCloseReason) => {
    if (error && reason === 'clickaway') return;
    onClose();
  };
  const view = (
    <Snackbar
      open
      autoHideDuration={error ? null : (toast.durationMs ?? 5000)}
      onClose={close}
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      sx={slot ? { position: 'static', inset: 'auto', transform: 'none', px: 3, pt: 1.5, '& .MuiAlert-root': { width: '100%' } } : undefined}
    >
      <Alert
        severity={error ? 'error' : 'success'}
        variant="filled"
        onClose={onClose}
        // On a phone the toast spans the screen with the same margin each side; from a tablet on it sits at the right.
        sx={{ width: { xs: '100%', sm: 'auto' }, minWidth: { sm: 300 } }}
        action={
          toast.action && (
            <Button color="inherit" size="small" onClick={() => (toast.action!.onClick(), onClose())} sx={{ fontWeight: 700 }}>
              {toast.action.label}
            </Button>
          )
        }
      >
        <AlertTitle>{toast.title}</AlertTitle>
        {toast.description}
      </Alert>
    </Snackbar>
  );
  return slot ? createPortal(view, slot) : view;
}
