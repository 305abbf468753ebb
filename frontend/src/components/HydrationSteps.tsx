import { Children, Suspense, createContext, useCallback, useContext, useEffect, useId, useRef, useState, type ReactNode } from 'react';

/** The step sequences begun but not yet committed to their last step, and the callbacks waiting for none to be left. */
interface StepsInProgress {
  pending: Set<string>;
  waiting: Array<() => void>;
}

const StepsContext = createContext<StepsInProgress | undefined>(undefined);

function settleIfDone(steps: StepsInProgress): void {
  if (steps.pending.size) return;
  const callbacks = steps.waiting;
  steps.waiting = [];
  for (const callback of callbacks) callback();
}

/** Keeps track of the hydration steps rendered inside it (one per app: the server renders each page with its own). */
export function HydrationStepsTracker({ children }: { children: ReactNode }) {
  const [steps] = useState<StepsInProgress>(() => ({ pending: new Set(), waiting: [] }));
  return <StepsContext value={steps}>{children}</StepsContext>;
}

/**
 * A function that calls its callback once every sequence of steps rendered so far is committed to its last step
 * (at once when none waits).
 */
export function useWhenStepsCommitted(): (callback: () => void) => void {
  const steps = useContext(StepsContext);
  return useCallback(
    (callback) => {
      if (!steps) return callback();
      steps.waiting.push(callback);
      settleIfDone(steps);
    },
    [steps],
  );
}

/** A step's content; the last step of a sequence reports its commit. */
function Step({ children, onCommitted }: { children: ReactNode; onCommitted?: () => void }) {
  useEffect(() => onCommitted?.(), [onCommitted]);
  return children;
}

/**
 * Renders its children as they are, each in a Suspense boundary inside the one before it, so that the browser
 * hydrates them one after the other, each in a pass of its own: React leaves a server-rendered boundary for a
 * later pass than the content around it. A pass ends in a commit, which React never splits: a whole page hydrated
 * in one held the main thread for some 40 ms on a desktop, four times that on a phone. Adds no element (a
 * boundary is a pair of comments in the HTML) and never shows a fallback: a page's code and data are loaded
 * before it renders. Outside hydration, the boundaries do nothing.
 *
 * For lists whose order changes (a sorted catalogue), an item that moves to another step is mounted afresh.
 */
export function HydrationSteps({ children }: { children: ReactNode }) {
  const tracker = useContext(StepsContext);
  const id = useId();
  const committed = useRef(false);
  const steps = Children.toArray(children);
  // Waited for from the pass that renders the sequence, before any of its steps commits.
  // Read during render on purpose: the steps commit before any effect of this component could register the sequence.
  // eslint-disable-next-line react-hooks/refs
  if (!committed.current && steps.length) tracker?.pending.add(id);
  const onCommitted = useCallback(() => {
    committed.current = true;
    if (!tracker) return;
    tracker.pending.delete(id);
    settleIfDone(tracker);
  }, [id, tracker]);
  // A sequence replaced before its last step hydrated (the marketplace's cards, when the search changes at once)
  // waits for nothing any more.
  useEffect(() => onCommitted, [onCommitted]);
  return steps.reduceRight<ReactNode>(
    (later, step, i) => (
      <Suspense fallback={null}>
        <Step onCommitted={i === steps.length - 1 ? onCommitted : undefined}>{step}</Step>
        {later}
      </Suspense>
    ),
    null,
  );
}
