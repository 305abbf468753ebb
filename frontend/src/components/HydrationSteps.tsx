import {
  Children,
  Suspense,
  createContext,
  isValidElement,
  useCallback,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
  type ReactNode,
} from 'react';

/**
 * The app's hydration steps: whether the server's HTML is still being hydrated, the step sequences begun but not yet
 * committed to their last step, and the callbacks waiting for none to be left.
 */
interface StepsInProgress {
  hydrating: boolean;
  pending: Set<string>;
  waiting: Array<() => void>;
}

const StepsContext = createContext<StepsInProgress | undefined>(undefined);

function settleIfDone(steps: StepsInProgress): void {
  if (steps.pending.size) return;
  // Whatever renders from now on is new, not the server's HTML: no step waits.
  steps.hydrating = false;
  const callbacks = steps.waiting;
  steps.waiting = [];
  for (const callback of callbacks) callback();
}

/**
 * Keeps track of the hydration steps rendered inside it (one per app: the server renders each page with its own).
 * `hydrating`: the app is hydrating the server's HTML (not rendering afresh, not on the server).
 */
export function HydrationStepsTracker({ hydrating = false, children }: { hydrating?: boolean; children: ReactNode }) {
  const [steps] = useState<StepsInProgress>(() => ({ hydrating, pending: new Set(), waiting: [] }));
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

/** When a step may hydrate: a task of its own, after the step before it. */
interface Turn {
  open: boolean;
  promise: Promise<void>;
}

/** `count` turns, each opened by a task (setTimeout) queued once the one before it is open. */
function turns(count: number): Turn[] {
  let previous = Promise.resolve();
  return Array.from({ length: count }, () => {
    const turn: Turn = { open: false, promise: previous };
    // Opened in the task that the timeout runs, before anything waiting for its promise hears of it.
    turn.promise = previous
      .then(() => new Promise((resolve) => setTimeout(resolve, 0)))
      .then(() => {
        turn.open = true;
      });
    previous = turn.promise;
    return turn;
  });
}

/**
 * Suspends until its turn: while hydrating, Preact keeps the server's element of a suspended component on screen
 * as it is and hydrates it when the promise settles. Its children must render one element.
 */
function WaitForTurn({ turn, children }: { turn?: Turn; children: ReactNode }) {
  // Suspending is throwing a promise, as React's and Preact's Suspense define it.
  // eslint-disable-next-line @typescript-eslint/only-throw-error
  if (turn && !turn.open) throw turn.promise;
  return children;
}

/** A step's content; the last step of a sequence reports its commit. */
function Step({ children, onCommitted }: { children: ReactNode; onCommitted?: () => void }) {
  useEffect(() => onCommitted?.(), [onCommitted]);
  return children;
}

/**
 * Renders its children as they are and, while the app hydrates the server's HTML, hydrates them one after the other,
 * each in a task of its own: a page hydrated in one pass held a phone's main thread for some 370 ms (Lighthouse's
 * mobile profile), a long task the visitor's taps wait behind. Each child must render one element. Adds no element
 * and never shows a fallback; outside hydration, the boundaries do nothing. `perStep` children share a task (cheap
 * ones, such as cards: the browser may render a frame between two tasks, which costs more than a card).
 */
export function HydrationSteps({ children, perStep = 1 }: { children: ReactNode; perStep?: number }) {
  const tracker = useContext(StepsContext);
  const id = useId();
  const committed = useRef(false);
  const steps = Children.toArray(children);
  // The turns of the server's HTML, made at the first render while hydrating; none after.
  const [stepTurns] = useState(() => (tracker?.hydrating ? turns(Math.ceil(steps.length / perStep)) : []));
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
  return steps.map((step, i) => (
    <Suspense key={isValidElement(step) ? step.key : i} fallback={null}>
      <WaitForTurn turn={stepTurns[Math.floor(i / perStep)]}>
        <Step onCommitted={i === steps.length - 1 ? onCommitted : undefined}>{step}</Step>
      </WaitForTurn>
    </Suspense>
  ));
}
