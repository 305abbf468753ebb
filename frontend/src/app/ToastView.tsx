import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Snackbar from '@mui/material/Snackbar';
import type { Toast } from './toast.js';

/** One toast, shown for 5000 ms (SPEC §4). */
export function ToastView({ toast, onClose }: { toast: Toast; onClose: () => void }) {
  return (
    <Snackbar open autoHideDuration={5000} onClose={onClose} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}>
      <Alert severity={toast.variant === 'destructive' ? 'error' : 'success'} variant="filled" onClose={onClose} sx={{ minWidth: 300 }}>
        <AlertTitle>{toast.title}</AlertTitle>
        {toast.description}
      </Alert>
    </Snackbar>
  );
}
