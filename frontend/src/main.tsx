import './app/fonts.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { CacheProvider } from '@emotion/react';
import { App, preloadRoute } from './app/App.js';
import { createEmotionCache } from './app/emotion.js';

/** The server's head tags give way to the ones React renders for the page, so none is doubled. */
function dropServerHeadTags(): void {
  const nodes = [...document.head.childNodes];
  const start = nodes.findIndex((n) => n.nodeType === Node.COMMENT_NODE && n.nodeValue === 'page-head');
  const end = nodes.findIndex((n) => n.nodeType === Node.COMMENT_NODE && n.nodeValue === '/page-head');
  if (start >= 0 && end > start) for (const node of nodes.slice(start, end + 1)) node.remove();
}

const container = document.getElementById('root')!;
// Hydrate only HTML rendered for this very path; anything else (the plain shell) renders afresh.
const serverRendered = container.dataset.renderedPath === location.pathname;
// SWR's data from the page's `page-data` script: what the server rendered the page with.
const pageData = document.getElementById('page-data');
const fallback = pageData ? (JSON.parse(pageData.textContent || '{}') as Record<string, unknown>) : {};
// The page's own code first, so hydration finds it ready and never passes through a fallback.
await preloadRoute(location.pathname);
const app = (
  <StrictMode>
    <CacheProvider value={createEmotionCache()}>
      <BrowserRouter>
        <App fallback={fallback} />
      </BrowserRouter>
    </CacheProvider>
  </StrictMode>
);
// As a transition, which React splits into short tasks that give way to the browser (a tap, a paint).
startTransition(() => {
  if (serverRendered) {
    dropServerHeadTags();
    hydrateRoot(container, app);
  } else {
    container.replaceChildren();
    createRoot(container).render(app);
  }
});
