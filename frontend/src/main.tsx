import { StrictMode } from 'react';
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
// The page's own code first, so hydration finds it loaded; the server's HTML stays on screen meanwhile.
await preloadRoute(location.pathname);
// Hydrate only HTML rendered for this very path; anything else (the plain shell) renders afresh.
if (container.dataset.renderedPath === location.pathname) {
  dropServerHeadTags();
  hydrateRoot(container, app);
} else {
  container.replaceChildren();
  createRoot(container).render(app);
}
