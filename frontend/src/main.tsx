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

/** Gives the browser its turn: what follows runs in a task of its own. */
const nextTask = () => delay(0);

/**
 * Fetches the app's chunks and the page's: the page lists them (`#app-modules`, see vite.config.ts, and
 * `#page-modules`, see entry-server.tsx), so they all come in one round trip. One link per task: inserting
 * a module preload costs the main thread a few milliseconds, which for the whole list at once made a long task.
 * Resolves once each is loaded and compiled (or failed: its import then reports it), so evaluating them later is
 * all their stage's task does.
 */
async function preloadAppModules(): Promise<void> {
  const listed = (id: string) => JSON.parse(document.getElementById(id)?.textContent || '[]') as string[];
  const loads: Array<Promise<unknown>> = [];
  for (const href of new Set([...listed('app-modules'), ...listed('page-modules')])) {
    if (document.querySelector(`link[href="${href}"], script[src="${href}"]`)) continue; // the HTML's own
    // Same-origin: without a crossorigin attribute, the preload's credentials mode is a module script's.
    const link = Object.assign(document.createElement('link'), { rel: 'modulepreload', href });
    loads.push(new Promise((resolve) => (link.onload = link.onerror = resolve)));
    document.head.append(link);
    await nextTask();
  }
  await Promise.all(loads);
}

const container = document.getElementById('root')!;
// Hydrate only HTML rendered for this very path; anything else (the plain shell) renders afresh.
const serverRendered = container.dataset.renderedPath === location.pathname;
// The server's HTML is painted first, which fetching and evaluating the app's code straight away would hold back.
if (serverRendered) await afterFirstPaint();
await preloadAppModules();
// Then the app's code, compiled by now (evaluated before its compile was done, React's task took twice as long),
// evaluated in four tasks: React, the styling engine (Emotion), MUI, the app (the site's
// theme, the router, the data layer, the layout). Evaluated as one module graph, it held a phone's main thread for
// some 200 ms at once. Each import below evaluates one chunk (see vite.config.ts): MUI's ThemeProvider stands for MUI.
await import('react-dom/client');
await nextTask();
await import('./app/emotion.js');
await nextTask();
await import('@mui/system/ThemeProvider');
await nextTask();
const { startApp } = await import('./app/boot.js');
await nextTask();
await startApp(container, serverRendered);
