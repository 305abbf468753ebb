import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import './app/fonts.css';
import { App, preloadRoute } from './app/App.js';

/** The server's head tags give way to the ones React renders for the page, so none is doubled. */
function dropServerHeadTags(): void {
  const nodes = [...document.head.childNodes];
  const start = nodes.findIndex((n) => n.nodeType === Node.COMMENT_NODE && n.nodeValue === 'page-head');
  const end = nodes.findIndex((n) => n.nodeType === Node.COMMENT_NODE && n.nodeValue === '/page-head');
  if (start >= 0 && end > start) for (const node of nodes.slice(start, end + 1)) node.remove();
}

const container = document.getElementById('root')!;
const data = document.getElementById('page-data');
const fallback = data ? (JSON.parse(data.textContent || '{}') as Record<string, unknown>) : {};
const app = (
  <StrictMode>
    <CacheProvider value={createCache({ key: 'css' })}>
      <BrowserRouter>
        <App fallback={fallback} />
      </BrowserRouter>
    </CacheProvider>
  </StrictMode>
);
/** Resolves once the browser has had a frame to paint in (or after 200 ms: a hidden tab gets no frames). */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, 200);
  });
}

// Hydrate only HTML rendered for this very path; anything else (the plain shell) renders afresh.
const serverRendered = container.dataset.renderedPath === location.pathname;
// The page's own code first, so hydration finds it loaded; and the server's HTML painted first, which
// hydrating straight away would hold back until it is done.
await Promise.all([preloadRoute(location.pathname), serverRendered ? afterNextPaint() : undefined]);
// Either runs as a transition, which React splits into short tasks that give way to the browser: done at
// once, hydrating a whole page (and computing each component's styles) blocks the main thread for a long task.
startTransition(() => {
  if (serverRendered) {
    dropServerHeadTags();
    hydrateRoot(container, app);
  } else {
    container.replaceChildren();
    createRoot(container).render(app);
  }
});
