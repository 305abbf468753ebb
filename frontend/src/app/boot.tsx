import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { CacheProvider } from '@emotion/react';
import { App, preloadRoute } from './App.js';
import { adoptServerStyles, createEmotionCache } from '../lib/emotion.js';

/**
 * Starts the app in #root, with SWR's data from the page's `page-data` script (what the server rendered it with),
 * once the page's own code is loaded, so hydration finds it ready: hydrates the server's HTML when it was rendered
 * for this very path, renders afresh otherwise (the plain shell).
 */
export async function startApp(container: HTMLElement, serverRendered: boolean): Promise<void> {
  const data = document.getElementById('page-data');
  const fallback = data ? (JSON.parse(data.textContent || '{}') as Record<string, unknown>) : {};
  await preloadRoute(location.pathname);
  const app = (
    <StrictMode>
      <CacheProvider value={adoptServerStyles(createEmotionCache())}>
        <BrowserRouter>
          <App fallback={fallback} hydrating={serverRendered} />
        </BrowserRouter>
      </CacheProvider>
    </StrictMode>
  );
  // A task of its own: evaluating the app's code and hydrating would be one long task.
  await new Promise((resolve) => setTimeout(resolve, 0));
  if (serverRendered) {
    hydrateRoot(container, app);
  } else {
    container.replaceChildren();
    createRoot(container).render(app);
  }
}
