import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { App, preloadRoute } from './app/App.js';

export { PRERENDERED_PATHS } from './app/App.js';
export { articleListPath } from './features/articles/articles.js';
export { SITE } from './content/site.js';

/** Tags React 19 puts first in a rendered string: the page's title, meta and link tags. */
const LEADING_HEAD_TAGS = /^(?:<title>[\s\S]*?<\/title>|<meta [^>]*>|<link [^>]*>)*/;

export interface Rendered {
  /** The page's head tags (title, description, canonical, Open Graph, Twitter) and its critical CSS. */
  head: string;
  /** The app's markup for #root. */
  html: string;
}

/**
 * Renders one page to HTML, for the build's prerender and the gateway's product pages. `fallback` is
 * SWR's data keyed by API path, so the page renders with its data and the browser hydrates it as is.
 * The page's code is loaded first, so it renders in full, never as a fallback.
 */
export async function render(url: string, fallback: Record<string, unknown> = {}): Promise<Rendered> {
  await preloadRoute(new URL(url, 'http://localhost').pathname);
  const cache = createCache({ key: 'css' });
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  const markup = renderToString(
    <CacheProvider value={cache}>
      <StaticRouter location={url}>
        <App fallback={fallback} />
      </StaticRouter>
    </CacheProvider>,
  );
  const tags = LEADING_HEAD_TAGS.exec(markup)?.[0] ?? '';
  const html = markup.slice(tags.length);
  const styles = constructStyleTagsFromChunks(extractCriticalToChunks(html));
  return { head: `<!--page-head-->${tags}<!--/page-head-->${styles}`, html };
}
