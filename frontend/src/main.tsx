import './app/fonts.css';

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
/** Resolves once the browser has had a frame to paint in. */
const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/**
 * Resolves once the browser has painted the page with its text: a frame after the fonts the page uses have
 * loaded (text waits for its font, 100 ms at most), or after 300 ms whatever happened (a hidden tab gets no
 * frames). A first frame alone may paint the backgrounds while the text still waits for its font.
 */
function afterFirstPaint(): Promise<void> {
  const painted = async () => {
    await nextFrame();
    await document.fonts.ready;
    await nextFrame();
  };
  return Promise.race([painted(), delay(300)]);
}

/**
 * Fetches the page's own chunks (`#page-modules`, which the server lists as it renders the page, see
 * entry-server.tsx) alongside the app's, which Vite's loader preloads with the app's import below: found by
 * importing the page, they would arrive one import level per round trip.
 */
function preloadPageModules(): void {
  const listed = JSON.parse(document.getElementById('page-modules')?.textContent || '[]') as string[];
  for (const href of listed) {
    if (document.querySelector(`link[href="${href}"], script[src="${href}"]`)) continue; // the HTML's own
    // Same-origin: without a crossorigin attribute, the preload's credentials mode is a module script's.
    document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));
  }
}

const container = document.getElementById('root')!;
// Hydrate only HTML rendered for this very path; anything else (the plain shell) renders afresh.
const serverRendered = container.dataset.renderedPath === location.pathname;
// The server's HTML is painted first, which fetching and evaluating the app's code straight away would hold back.
if (serverRendered) await afterFirstPaint();
preloadPageModules();
const { startApp } = await import('./app/boot.js');
await startApp(container, serverRendered);
