import './app/fonts.css';

/** Resolves once the browser has had a frame to paint in (or after 200 ms: a hidden tab gets no frames). */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, 200);
  });
}

/** Gives the browser its turn: what follows runs in a task of its own. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const container = document.getElementById('root')!;
// Hydrate only HTML rendered for this very path; anything else (the plain shell) renders afresh.
const serverRendered = container.dataset.renderedPath === location.pathname;
// The server's HTML is painted first, which evaluating the app's code straight away would hold back.
if (serverRendered) await afterNextPaint();
// Then the app's code, evaluated in three tasks: React, the styling (MUI, Emotion), the app (the site's theme,
// the router, the data layer, the layout). Evaluated as one module graph, it held a phone's main thread for some
// 200 ms at once. The page preloads all three (see vite.config.ts), so each is ready when its turn comes.
await import('react-dom/client');
await nextTask();
await import('./app/emotion.js');
await nextTask();
const { startApp } = await import('./app/boot.js');
await nextTask();
await startApp(container, serverRendered);
