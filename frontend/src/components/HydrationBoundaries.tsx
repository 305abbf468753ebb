import { Children, Suspense, isValidElement, type ReactNode } from 'react';

/**
 * Renders each child in a Suspense boundary of its own. React hydrates the server's HTML of a boundary apart from the
 * page around it, in work it interrupts every few milliseconds for the browser (a tap on a part not yet hydrated
 * hydrates that part first): a page hydrated in one pass held a phone's main thread for some 370 ms (Lighthouse's
 * mobile profile), a long task the visitor's taps wait behind. Nothing inside suspends: no fallback ever shows.
 */
export function HydrationBoundaries({ children }: { children: ReactNode }) {
  return Children.toArray(children).map((child, i) => (
    <Suspense key={isValidElement(child) ? child.key : i} fallback={null}>
      {child}
    </Suspense>
  ));
}
