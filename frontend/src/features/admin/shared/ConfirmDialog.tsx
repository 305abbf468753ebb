import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState, type ReactNode } from 'react';
import { basedOn } from '../../../lib/api.js';
import { apiRequest, useAdminWrite } from './admin-api.js';
import { ToastSlot } from '../../../lib/toast.js';

/** A destructive action asked twice: the title, the question, Cancel and the action. */
export function ConfirmDialog({
  open,
  title,
  text,
  confirm = 'Delete',
  confirmDisabled = false,
  children,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  title: string;
  text: string;
  confirm?: string;
  confirmDisabled?: boolean;
  /** What the action needs decided first, under the question. */
  children?: ReactNode;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby="confirm-title">
      <DialogTitle id="confirm-title">{title}</DialogTitle>
      <ToastSlot />
      <DialogContent>
        <DialogContentText>{text}</DialogContentText>
        {children}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} color="inherit">
          Cancel
        </Button>
        <Button onClick={onConfirm} color="error" variant="contained" disabled={confirmDisabled}>
          {confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** SPEC's delete question, the same for products and categories. */
export const deleteQuestion = (name: string) => `Are you sure you want to delete "${name}"? This action cannot be undone.`;

/**
 * A record's delete, asked first with SPEC's question: `ask(item)` opens the dialog; confirming closes it and sends the
 * DELETE to `path(item)` based on the version shown (a stale one is refused, 412), with SPEC's toasts, the lists
 * refetched, then `onDeleted`.
 */
export function useConfirmDelete<T extends { version: number }>(options: {
  title: string;
  name: (item: T) => string;
  path: (item: T) => string;
  success: (item: T) => string;
  failure: string;
  revalidate: string[];
  onDeleted?: () => void;
}) {
  const [item, setItem] = useState<T | null>(null);
  const write = useAdminWrite();
  const remove = async (record: T) => {
    await write({
      send: () => apiRequest('DELETE', options.path(record), undefined, basedOn(record)),
      success: { description: options.success(record) },
      failure: options.failure,
      revalidate: options.revalidate,
    });
    options.onDeleted?.();
  };
  const dialog = (
    <ConfirmDialog
      open={item !== null}
      title={options.title}
      text={item === null ? '' : deleteQuestion(options.name(item))}
      onCancel={() => setItem(null)}
      onConfirm={() => {
        setItem(null);
        void remove(item!);
      }}
    />
  );
  return { ask: setItem, dialog };
}
