import { Suspense, createContext, lazy, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';

export interface Toast {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
  /** A button in the toast (an Undo): pressing it closes the toast. */
  action?: { label: string; onClick: () => void };
  /** How long a success stays, when not SPEC's 5000 ms (an Undo stays as long as it is offered). */
  durationMs?: number;
}

// A toast is only ever shown after something happened: its code (Snackbar, Alert) is not part of a page's first load.
const loadToastView = () => import('./ToastView.js');
const ToastView = lazy(() => loadToastView().then((m) => ({ default: m.ToastView })));

/** A form whose answer is a toast: one that sends something (a search or a calculator's form is answered by the page). */
const SENDING_FORM = 'form[method="post" i]';

/**
 * Asks for the toast's code once someone works in a form that sends (the first focus in one), so that it is there
 * when the answer comes. Asked for only then, the toast showed ~0.75 s after the answer on a phone (4× slower CPU,
 * slow 4G); asked for at the focus, ~0.37 s.
 */
function useToastCodeWhenFormsAreUsed() {
  useEffect(() => {
    const warm = (event: FocusEvent) => {
      if (!(event.target instanceof Element) || !event.target.closest(SENDING_FORM)) return;
      document.removeEventListener('focusin', warm);
      void loadToastView();
    };
    // A form focused before the app hydrated: its code is asked for at once.
    if (document.activeElement?.closest(SENDING_FORM)) void loadToastView();
    else document.addEventListener('focusin', warm);
    return () => document.removeEventListener('focusin', warm);
  }, []);
}

const ToastContext = createContext<(toast: Toast) => void>(() => undefined);

interface Slots {
  add: (slot: HTMLElement) => void;
  remove: (slot: HTMLElement) => void;
}
const SlotsContext = createContext<Slots>({ add: () => undefined, remove: () => undefined });

/**
 * Where a toast shows while a dialog is open: a place in the dialog's own layout (under its title), so the toast
 * takes room there instead of covering its title, fields or buttons. The newest dialog's slot is used.
 */
export function ToastSlot() {
  const slots = useContext(SlotsContext);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const slot = ref.current;
    if (!slot) return;
    slots.add(slot);
    return () => slots.remove(slot);
  }, [slots]);
  return <div ref={ref} />;
}

/** At most one toast at a time (a new one replaces it): a success for 5000 ms (SPEC §4), an error until it is closed. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<(Toast & { key: number }) | null>(null);
  const [slots, setSlots] = useState<HTMLElement[]>([]);
  const show = useCallback((next: Toast) => setToast({ ...next, key: Date.now() }), []);
  const slotsApi = useMemo<Slots>(
    () => ({
      add: (slot) => setSlots((now) => [...now, slot]),
      remove: (slot) => setSlots((now) => now.filter((s) => s !== slot)),
    }),
    [],
  );
  useToastCodeWhenFormsAreUsed();
  return (
    <ToastContext.Provider value={show}>
      <SlotsContext.Provider value={slotsApi}>{children}</SlotsContext.Provider>
      {toast && (
        <Suspense fallback={null}>
          <ToastView key={toast.key} toast={toast} slot={slots.at(-1)} onClose={() => setToast(null)} />
        </Suspense>
      )}
    </ToastContext.Provider>
  );
}

export const useToast = () => useContext(ToastContext);
