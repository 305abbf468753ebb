import { StrictMode, startTransition, type ReactElement } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { CacheProvider } from '@emotion/react';
import { App, preloadRoute } from './App.js';
import { createEmotionCache } from './emotion.js';

/**
 * The app as the browser starts it: the element for #root, with SWR's data from the page's `page-data` script
 * (what the server rendered it with), once the page's own code is loaded, so hydration finds it ready.
 */
async function createApp(pathname: string): Promise<ReactElement> {
  const data = document.getElementById('page-data');
  const fallback = data ? (JSON.parse(data.textContent || '{}') as Record<string, unknown>) : {};
  await preloadRoute(pathname);
  return (
    <StrictMode>
      <CacheProvider value={createEmotionCache()}>
        <BrowserRouter>
          <App fallback={fallback} />
        </BrowserRouter>
      </CacheProvider>
    </StrictMode>
  );
}

/** The server's head tags give way to the ones React renders for the page, so none is doubled. */
function dropServerHeadTags(): void {
  const nodes = [...document.head.childNodes];
  const start = nodes.findIndex((n) => n.nodeType === Node.COMMENT_NODE && n.nodeValue === 'page-head');
  const end = nodes.findIndex((n) => n.nodeType === Node.COMMENT_NODE && n.nodeValue === '/page-head');
  if (start >= 0 && end > start) for (const node of nodes.slice(start, end + 1)) node.remove();
}

/**
 * Starts the app in #root: hydrates the server's HTML when it was rendered for this very path, renders afresh
 * otherwise (the plain shell).
 */
export async function startApp(container: HTMLElement, serverRendered: boolean): Promise<void> {
  const app = await createApp(location.pathname);
  await new Promise((resolve) => setTimeout(resolve, 0));
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
}
