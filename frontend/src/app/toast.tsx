import { Suspense, createContext, lazy, useCallback, useContext, useState, type ReactNode } from 'react';

export interface Toast {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
  /** A button in the toast (an Undo): pressing it closes the toast. */
  action?: { label: string; onClick: () => void };
  /** How long a success stays, when not SPEC's 5000 ms (an Undo stays as long as it is offered). */
  durationMs?: number;
}

// A toast is only ever shown after something happened: its code (Snackbar, Alert) loads then.
const ToastView = lazy(() => import('./ToastView.js').then((m) => ({ default: m.ToastView })));

const ToastContext = createContext<(toast: Toast) => void>(() => undefined);

/** At most one toast at a time (a new one replaces it): a success for 5000 ms (SPEC §4), an error until it is closed. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<(Toast & { key: number }) | null>(null);
  const show = useCallback((next: Toast) => setToast({ ...next, key: Date.now() }), []);
  return (
    <ToastContext.Provider value={show}>
      {children}
      {toast && (
        <Suspense fallback={null}>
          <ToastView key={toast.key} toast={toast} onClose={() => setToast(null)} />
        </Suspense>
      )}
    </ToastContext.Provider>
  );
}

export const useToast = () => useContext(ToastContext);
