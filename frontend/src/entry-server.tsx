import { readFileSync } from 'node:fs';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { unstable_serialize } from 'swr/infinite';
import ThemeProvider from '@mui/system/ThemeProvider';
import type { ArticleRead, CatalogueRead, RenderedPage, ServerEntry } from '@lora/api';
import { App, preloadRoute, routeModules } from './app/App.js';
import { SERVER_STYLES, createEmotionCache } from './lib/emotion.js';
import { HeadCollector } from './lib/head.js';
import { theme } from './lib/theme.js';
import { Logo, logoDrawingScale, logoFileName } from './components/Logo.js';
import { LOGO_VARIANTS } from './content/brand.js';
import {
  FEATURED_PATH,
  FEATURED_QUERY,
  PRODUCT_CARD_FIELDS,
  categoryCountsPath,
  marketplacePages,
  marketplaceQuery,
  marketplaceState,
} from './lib/catalogue.js';

export { PRERENDERED_PATHS } from './app/App.js';
export { articleListPath } from './lib/articles.js';
export { SITE } from './lib/site.js';
export { siteSettingsElement, ARTICLE_SECTION_PAGES } from '@lora/api';

/** The newest posts a marketing page at `pathname` shows, each under the SWR key its section reads (none for other pages). */
export async function articleReads(pathname: string): Promise<ArticleRead[]> {
  // Imported when asked, as App.tsx imports it: imported up front here, App.tsx's import would split nothing off.
  return (await import('./app/content-pages.js')).contentPageArticles(pathname);
}

/**
 * What the catalogue pages (home and the marketplace) read for the page at `url`, each under the SWR key
 * the page looks its answer up by; undefined for any other page. The marketplace's key is that of its
 * infinite list, whose first page the server renders.
 */
export function catalogueReads(url: string): CatalogueRead[] | undefined {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  if (pathname === '/') return [{ key: FEATURED_PATH, products: FEATURED_QUERY, fields: PRODUCT_CARD_FIELDS }];
  if (pathname.replace(/\/$/, '') !== '/marketplace') return undefined;
  const state = marketplaceState(searchParams);
  const query = marketplaceQuery(state);
  return [
    { key: unstable_serialize(marketplacePages(query)), products: query, fields: PRODUCT_CARD_FIELDS, asPages: true },
    { key: categoryCountsPath(state.search), categories: { search: state.search || undefined } },
  ];
}

/**
 * Each logo variant as a standalone SVG file, drawn as the /brand page draws it: the build writes it under `/brand`
 * by the name the page links to (`logoFileName`), and as PNG at `pngScale` times the SVG's size (four times the drawing).
 */
export function logoFiles(): Array<{ name: string; svg: string; pngScale: number }> {
  return LOGO_VARIANTS.map(({ variant, name }) => {
    const logo = renderToString(
      <ThemeProvider theme={theme}>
        <Logo variant={variant} name={name} />
      </ThemeProvider>,
    );
    return { name: logoFileName(variant), svg: `<?xml version="1.0" encoding="UTF-8"?>\n${logo}\n`, pngScale: 4 * logoDrawingScale(variant) };
  });
}

/** The client build's manifest (`dist/.vite/manifest.json`, beside this bundle's folder): each source module's chunk and its imports. */
let manifest: Record<string, { file: string; imports?: string[] }> | undefined;

/**
 * The chunks of the page at `pathname`, with every chunk they import, which the page's head preloads as the built
 * HTML preloads the entry's: found by importing the page, they would arrive one import level per round trip, the
 * first once the entry has run.
 */
function pageChunks(pathname: string): string[] {
  manifest ??= JSON.parse(readFileSync(new URL('../.vite/manifest.json', import.meta.url), 'utf8')) as NonNullable<typeof manifest>;
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest![key];
    if (!chunk) throw new Error(`${key} is not in the client build's manifest`);
    if (files.has(`/${chunk.file}`)) return;
    files.add(`/${chunk.file}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  // The entry and what it imports, which the built HTML loads itself, are not listed again.
  visit('index.html');
  const loaded = new Set(files);
  for (const module of routeModules(pathname)) visit(module.replace(/^\//, ''));
  return [...files].filter((file) => !loaded.has(file));
}

/**
 * Renders one page to HTML, for the build's prerender and the gateway's product pages. `fallback` is
 * SWR's data keyed by API path, so the page renders with its data and the browser hydrates it as is.
 * The page's code is loaded first, so it renders in full, never as a fallback.
 */
export async function render(url: string, fallback: Record<string, unknown> = {}): Promise<RenderedPage> {
  const { pathname } = new URL(url, 'http://localhost');
  await preloadRoute(pathname);
  const cache = createEmotionCache();
  const emotion = createEmotionServer(cache);
  const head: string[] = [];
  const rendered = renderToString(
    <HeadCollector value={head}>
      <CacheProvider value={cache}>
        <StaticRouter location={url}>
          <App fallback={fallback} />
        </StaticRouter>
      </CacheProvider>
    </HeadCollector>,
  );
  // React writes what it hoists into a document's head (the hero picture's preload) ahead of the app's HTML, where
  // hydration would take it for the app's first element: it goes into the page's head.
  const [, hoisted, html] = /^((?:<link [^>]*>)*)([\s\S]*)$/.exec(rendered)!;
  // Every style the render computed, also those of components that only pass a class on to another
  // (AppBar to Paper, Button to ButtonBase), which no element carries: the browser computes them again
  // while hydrating and, not finding them sent, would insert each one, restyling the whole page.
  const computed = Object.keys(cache.inserted).map((id) => `${cache.key}-${id}`);
  // Under an attribute of the page's own (SERVER_STYLES), which Emotion does not look for: see adoptServerStyles.
  const styles = emotion
    .constructStyleTagsFromChunks(emotion.extractCriticalToChunks(`${html} ${computed.join(' ')}`))
    .replaceAll('<style data-emotion=', `<style ${SERVER_STYLES}=`);
  const chunks = pageChunks(pathname).map((file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="${file}">`);
  return { head: `<!--page-head-->${head.join('')}<!--/page-head-->${hoisted}${styles}${chunks.join('')}`, html };
}

/** The gateway loads this module as its ServerEntry: a change to either side that breaks the other fails to compile. */
type ConformsTo<T extends ServerEntry> = T;
export type Entry = ConformsTo<typeof import('./entry-server.js')>;
