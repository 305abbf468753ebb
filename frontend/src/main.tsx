import './app/fonts.css';

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
/** Resolves once the browser has had a frame to paint in. */
const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
/** Resolves once the browser reports the page's first contentful paint: the server's HTML is on screen. */
const firstContentfulPaint = () =>
  new Promise<void>((resolve) =>
    new PerformanceObserver((list) => list.getEntriesByName('first-contentful-paint').length && resolve()).observe({ type: 'paint', buffered: true }),
  );

/**
 * Resolves once the server's HTML is on screen (as index.html's inline script, which asks for the app's and the
 * page's code at that moment): at the first contentful paint, at once in a hidden tab (it paints nothing), after a
 * frame where paint timing is unknown, after 3 s in any case. It does not wait for the web font: the text is painted
 * at once in its metric-matched fallback.
 */
function afterFirstPaint(): Promise<void> {
  if (document.visibilityState === 'hidden') return Promise.resolve();
  const painted = window.PerformanceObserver?.supportedEntryTypes?.includes('paint') ? firstContentfulPaint() : nextFrame();
  return Promise.race([painted, delay(3000)]);
}

const container = document.getElementById('root')!;
// Hydrate only HTML rendered for this very path; anything else (the plain shell) renders afresh.
const serverRendered = container.dataset.renderedPath === location.pathname;
// The server's HTML is painted first, which evaluating the app's code straight away would hold back.
if (serverRendered) await afterFirstPaint();
const { startApp } = await import('./app/boot.js');
await startApp(container, serverRendered);
