import type { ArticleKind } from './paths.js';
import type { ProductQuery } from './views.js';

/**
 * A read of the catalogue that a page renders with: one page of products (under an infinite list's key,
 * `asPages`: SWR keeps such a list as its array of pages) with only the `fields` of each product that the
 * page shows, or the categories in use with their counts.
 */
export type CatalogueRead =
  { key: string; products: ProductQuery; fields: readonly string[]; asPages?: boolean } | { key: string; categories: { search?: string } };

/** A section of the newest news or blog posts on a marketing page: `limit` of them (blog posts of `tag` only, when set), under the SWR key `key`. */
export interface ArticleRead {
  key: string;
  kind: ArticleKind;
  limit: number;
  tag?: string;
}

/** One page rendered on the server. */
export interface RenderedPage {
  /** The page's head tags (title, description, canonical, Open Graph, Twitter) and its critical CSS. */
  head: string;
  /** The app's markup for #root. */
  html: string;
}

/** What the frontend's server bundle (entry-server) offers the gateway, which renders pages with it. */
export interface ServerEntry {
  /** Renders one page; `fallback` is SWR's data keyed by API path, so the page renders with its data. */
  render: (url: string, fallback: Record<string, unknown>) => Promise<RenderedPage>;
  /** The static routes, prerendered at build time. */
  PRERENDERED_PATHS: string[];
  /** The API path (SWR key) of one page of the news or blog list, as the browser asks for it. */
  articleListPath: (kind: ArticleKind, cursor?: string | null) => string;
  SITE: { name: string };
  /** What home and the marketplace read for a URL, each under the SWR key the page looks it up by. */
  catalogueReads: (url: string) => CatalogueRead[] | undefined;
  /** What a marketing page's sections of the newest news or blog posts read (none for any other page). */
  articleReads: (pathname: string) => Promise<ArticleRead[]>;
}

/**
 * What the server answers a form posted without the app, in the page it renders: the message the app would have
 * shown as a toast, and the entries to show again (none after a success, which clears the form as the app does).
 */
export interface FormResult {
  title: string;
  description: string;
  variant: 'success' | 'destructive';
  values: Record<string, string>;
}
