import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

/** A destructive action asked twice: the title, the question, Cancel and the action. */
export function ConfirmDialog({
  open,
  title,
  text,
  confirm = 'Delete',
  onCancel,
  onConfirm,
}: {
  open: boolean;
  title: string;
  text: string;
  confirm?: string;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby="confirm-title">
      <DialogTitle id="confirm-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} color="inherit">
          Cancel
        </Button>
        <Button onClick={onConfirm} color="error" variant="contained">
          {confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** SPEC's delete question, the same for products and categories. */
export const deleteQuestion = (name: string) => `Are you sure you want to delete "${name}"? This action cannot be undone.`;
