import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { HttpException } from '@nestjs/common';
import {
  ApiPaths,
  PAGE_QUERY_PARAMS,
  PAGE_SIZE_MAX,
  Patterns,
  CONTACT_FORM_TEXT,
  CONTACT_TOPIC_PARAM,
  SITE_FORMS,
  contactTopic,
  contactEntries,
  demoRequestOf,
  missesRequired,
  ServiceCallError,
  articlePath,
  collectPages,
  escapeXml,
  listAllProducts,
  scriptSafeJson,
  type ArticleKind,
  type BlogView,
  type FormResult,
  type NewsView,
  type Page,
  type ProductView,
  type ServerEntry,
  type ServiceBus,
} from '@lora/contracts';
import { sessionCookieOf } from '../http/session-cookie.js';
import { ARTICLE_SLUG } from '../api/content/articles.controller.js';
import type { EnquiryThrottle } from '../api/content/enquiry-throttle.js';
import type { BuiltHtml } from './built-html.js';

/** A page of products with only the named fields of each: what the page renders and hydrates with, no more. */
function withFields(page: Page<ProductView>, fields: readonly string[]): Page<Partial<ProductView>> {
  return {
    ...page,
    items: page.items.map((product) => Object.fromEntries(fields.filter((f) => f in product).map((f) => [f, product[f as keyof ProductView]]))),
  };
}

const FEED_SIZE = 20;

const kindOf = (segment: string): ArticleKind => (segment === 'news' ? 'news' : 'blogs');

/** A slug from the address; a malformed escape names no article. */
function decodedSlug(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return '';
  }
}

/** The answer is missing (404) or not for the public (a bad cursor, 400): the not-found page. */
const isMissing = (err: unknown) => err instanceof ServiceCallError && (err.status === 404 || err.status === 400);

/** The words of a refusal the visitor can act on (a 400's field messages, a 429's wait). */
function refusalOf(err: unknown): string | undefined {
  if (err instanceof ServiceCallError && err.status === 400) return err.message;
  if (err instanceof HttpException && err.getStatus() === 429) return (err.getResponse() as { message: string }).message;
  return undefined;
}

/**
 * Pages the gateway renders with their data: `/` and `/marketplace` (with the catalogue's first page),
 * `/products/{id}`, `/news` and `/blog` (paged by ?cursor=), the marketing pages with the newest posts (`/resources`),
 * `/news/{slug}` and `/blog/{slug}` (content and JSON-LD in the raw HTML; a product or an article missing or not
 * published is its own not-found page with 404, rendered as the app shows it), the Atom feed `/news/feed.xml`, `/sitemap.xml` and `/robots.txt`.
 * Each is a handler of its own, named by the route table (routes.ts), which says which address it answers and how
 * the public read cache keeps it. A service that is down or slow answers its status (503/504) in plain words.
 */
export function sitePages(bus: ServiceBus, distDir: string, built: BuiltHtml, throttle: EnquiryThrottle) {
  const { origin } = built.site;
  let renderer: Promise<ServerEntry> | undefined;
  const load = () => (renderer ??= import(pathToFileURL(path.join(distDir, 'server', 'entry-server.js')).href) as Promise<ServerEntry>);
  const read = (file: string) => built.read(file);

  const sendHtml = (res: Response, status: number, file: string) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.status(status).send(read(file));
  };

  /** The page of `url` rendered with its data; the same data goes along for the browser to hydrate with. */
  const renderPage = async (res: Response, url: string, fallback: Record<string, unknown>, status = 200) => {
    const { render } = await load();
    const { head, html } = await render(url, fallback);
    // The render names the placeholders of the site's settings, as the build's pages do: written over here.
    const page = read('shell.html')
      .replace('<!--app-head-->', built.localize(head))
      .replace(
        '<div id="root"><!--app-html--></div>',
        `<div id="root" data-rendered-path="${url.split('?')[0]}">${built.localize(html)}</div><script id="page-data" type="application/json">${scriptSafeJson(JSON.stringify(fallback))}</script>`,
      );
    if (!res.hasHeader('Cache-Control')) res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.status(status).send(page);
  };

  /**
   * The contact form posted without the app (before it hydrates, or without JavaScript): the same checks, throttle
   * and demo request as the app's POST /api/demo-request, answered with the contact page showing the message the
   * app would toast, the entries kept unless it was sent.
   */
  const contactForm = async (req: Request, res: Response) => {
    const values = contactEntries((req.body ?? {}) as Record<string, unknown>);
    let status = 201;
    let result: FormResult;
    if (missesRequired(values)) {
      status = 400;
      result = { ...CONTACT_FORM_TEXT.missing, variant: 'destructive', values };
    } else {
      try {
        await throttle.within(req.ip ?? 'unknown', () => bus.send(Patterns.content.submitDemoRequest, demoRequestOf(values)));
        result = { ...CONTACT_FORM_TEXT.sent, variant: 'success', values: {} };
      } catch (err) {
        if (!(err instanceof ServiceCallError) && !(err instanceof HttpException)) throw err;
        status = err instanceof ServiceCallError ? err.status : err.getStatus();
        const description = refusalOf(err) ?? CONTACT_FORM_TEXT.failed.description;
        result = { title: CONTACT_FORM_TEXT.failed.title, description, variant: 'destructive', values };
      }
    }
    res.setHeader('Cache-Control', 'no-store');
    await renderPage(res, SITE_FORMS.contact.path, { [SITE_FORMS.contact.result]: result }, status);
  };

  /** A service that cannot answer: a 503 for crawlers (try again later); people get the app, which tries itself. */
  const unavailable = (res: Response) => {
    res.setHeader('Cache-Control', 'no-store');
    res.status(503).type('html').send(read('shell.html'));
  };

  /** Runs a read for a page: its data, `missing` for the not-found page, or `down` when the service is unavailable. */
  const pageData = async <T>(fetch: () => Promise<T>): Promise<T | 'missing' | 'down'> => {
    try {
      return await fetch();
    } catch (err) {
      if (isMissing(err)) return 'missing';
      if (err instanceof ServiceCallError && err.status >= 500) return 'down';
      throw err;
    }
  };

  /**
   * The page of one record (a product, an article) rendered with its answer under its SWR key; a record missing or
   * not published is the page's own not-found page (SPEC §2's "Product Not Found"), as the app shows it for a null
   * answer, with status 404.
   */
  const recordPage = (res: Response, url: string, key: string, record: unknown) =>
    record === 'missing' ? renderPage(res, url, { [key]: null }, 404) : renderPage(res, url, { [key]: record });

  const productPage = async (req: Request, res: Response, id: number) => {
    const product = await pageData<ProductView>(() => bus.send(Patterns.catalog.getProduct, { id, includeDrafts: false }));
    if (product === 'down') return unavailable(res);
    // A signed-in admin may be previewing a draft: the browser renders it with the admin's session.
    if (product === 'missing' && sessionCookieOf(req.headers)) return sendHtml(res, 200, 'shell.html');
    await recordPage(res, `/products/${id}`, ApiPaths.products.one(id), product);
  };

  /**
   * Home (its featured products) and the marketplace (the first page for the address's search, category
   * and sort, and the category counts), rendered with the catalogue's answers (SWR keeps an infinite list as
   * its array of pages).
   */
  const cataloguePage = async (req: Request, res: Response) => {
    const { catalogueReads } = await load();
    await pageWithReads(
      req,
      res,
      req.url,
      (catalogueReads(req.url) ?? []).map((r) => ({
        key: r.key,
        read: async () => {
          if (!('products' in r)) return bus.send(Patterns.catalog.productCategories, { scope: 'published', search: r.categories.search });
          const page = withFields((await bus.send(Patterns.catalog.listProducts, { ...r.products, scope: 'published' })).value(), r.fields);
          return r.asPages ? [page] : page;
        },
      })),
    );
  };

  /**
   * A marketing page with sections of the newest news or blog posts (`/resources`), rendered with those posts, so that
   * they are in its HTML and hydration moves nothing.
   */
  const articleSectionPage = async (req: Request, res: Response) => {
    const pathname = req.path.replace(/(.)\/$/, '$1');
    const { articleReads } = await load();
    await pageWithReads(
      req,
      res,
      pathname,
      (await articleReads(pathname)).map((r) => ({
        key: r.key,
        read: () =>
          r.kind === 'news'
            ? bus.send(Patterns.content.listNews, { scope: 'published', limit: r.limit })
            : bus.send(Patterns.content.listBlogs, { scope: 'published', limit: r.limit, tag: r.tag }),
      })),
    );
  };

  /**
   * The page of `url` rendered with the answers of `reads`, each under its SWR key; a read refused (400/404) is left
   * out, as the browser would show it. With a service unavailable, the page's prerendered copy (without what it reads,
   * which the browser then asks for) goes out as a 503, so crawlers come back rather than index it without its data.
   */
  const pageWithReads = async (req: Request, res: Response, url: string, reads: Array<{ key: string; read: () => Promise<unknown> }>) => {
    const answers = await Promise.all(reads.map((r) => pageData(r.read)));
    if (answers.includes('down')) {
      res.setHeader('Cache-Control', 'no-store');
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      return void res.status(503).send(read(req.path === '/' ? 'index.html' : path.join(req.path.slice(1), 'index.html')));
    }
    await renderPage(res, url, Object.fromEntries(reads.flatMap((r, i) => (answers[i] === 'missing' ? [] : [[r.key, answers[i]]]))));
  };

  const articleList = async (req: Request, res: Response, kind: ArticleKind) => {
    const cursor = typeof req.query.cursor === 'string' && req.query.cursor ? req.query.cursor : undefined;
    const { articleListPath } = await load();
    const key = articleListPath(kind, cursor);
    const limit = Number(new URLSearchParams(key.split('?')[1]).get('limit'));
    const pattern = kind === 'news' ? Patterns.content.listNews : Patterns.content.listBlogs;
    const page = await pageData<Page<NewsView | BlogView>>(() => bus.send(pattern, { scope: 'published', limit, cursor }));
    if (page === 'down') return unavailable(res);
    if (page === 'missing') return sendHtml(res, 404, '404.html');
    await renderPage(res, cursor ? `${req.path}?cursor=${encodeURIComponent(cursor)}` : req.path, { [key]: page });
  };

  const articlePage = async (res: Response, kind: ArticleKind, slug: string) => {
    if (!ARTICLE_SLUG.test(slug)) return sendHtml(res, 404, '404.html');
    const article = await pageData<NewsView | BlogView>(() =>
      bus.send(kind === 'news' ? Patterns.content.getNews : Patterns.content.getBlog, { slug }),
    );
    if (article === 'down') return unavailable(res);
    const api = kind === 'news' ? ApiPaths.news.one(slug) : ApiPaths.blogs.one(slug);
    await recordPage(res, articlePath(kind, slug), api, article);
  };

  /** The calculator's answer without the app: the pricing page rendered for its inputs (the page reads and bounds them). */
  const pricingPage = async (req: Request, res: Response) => {
    const query = new URLSearchParams();
    for (const name of PAGE_QUERY_PARAMS.pricing) if (typeof req.query[name] === 'string') query.set(name, req.query[name]);
    await renderPage(res, `/pricing?${query.toString()}`, {});
  };

  const newsFeed = async (res: Response) => {
    const [{ SITE }, page] = await Promise.all([load(), bus.send(Patterns.content.listNews, { scope: 'published', limit: FEED_SIZE })]);
    const updated = page.items[0]?.updatedAt ?? fs.statSync(path.join(distDir, 'index.html')).mtime.toISOString();
    const entries = page.items.map((n) => {
      const url = `${origin}${articlePath('news', n.slug)}`;
      return [
        '  <entry>',
        `    <title>${escapeXml(n.title)}</title>`,
        `    <id>${escapeXml(url)}</id>`,
        `    <link rel="alternate" type="text/html" href="${escapeXml(url)}"/>`,
        `    <published>${n.publishedAt ?? n.createdAt}</published>`,
        `    <updated>${n.updatedAt}</updated>`,
        `    <category term="${escapeXml(n.category)}"/>`,
        `    <summary>${escapeXml(n.excerpt)}</summary>`,
        '  </entry>',
      ].join('\n');
    });
    res.setHeader('Content-Type', 'application/atom+xml; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache');
    res.send(
      [
        '<?xml version="1.0" encoding="utf-8"?>',
        '<feed xmlns="http://www.w3.org/2005/Atom">',
        `  <title>${escapeXml(SITE.name)} News</title>`,
        `  <id>${origin}/news</id>`,
        `  <link rel="self" type="application/atom+xml" href="${origin}/news/feed.xml"/>`,
        `  <link rel="alternate" type="text/html" href="${origin}/news"/>`,
        `  <updated>${updated}</updated>`,
        `  <author><name>${escapeXml(SITE.name)}</name></author>`,
        ...entries,
        '</feed>',
        '',
      ].join('\n'),
    );
  };

  const sitemap = async (res: Response) => {
    const published = { scope: 'published' as const, limit: PAGE_SIZE_MAX };
    // The catalogue first: with it unavailable, the 503 names it, whatever the content service's state.
    const products = await listAllProducts(bus, 'published');
    const [{ PRERENDERED_PATHS }, news, blogs] = await Promise.all([
      load(),
      collectPages((cursor) => bus.send(Patterns.content.listNews, { ...published, cursor })),
      collectPages((cursor) => bus.send(Patterns.content.listBlogs, { ...published, cursor })),
    ]);
    const built = fs.statSync(path.join(distDir, 'index.html')).mtime.toISOString();
    const entries = [
      ...[...PRERENDERED_PATHS, '/news', '/blog'].map((p) => ({ loc: `${origin}${p}`, lastmod: built })),
      ...products.map((p) => ({ loc: `${origin}/products/${p.id}`, lastmod: p.updatedAt })),
      ...news.map((n) => ({ loc: `${origin}${articlePath('news', n.slug)}`, lastmod: n.updatedAt })),
      ...blogs.map((b) => ({ loc: `${origin}${articlePath('blogs', b.slug)}`, lastmod: b.updatedAt })),
    ];
    res.setHeader('Content-Type', 'application/xml; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache');
    res.send(
      `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries
        .map((e) => `  <url><loc>${escapeXml(e.loc)}</loc><lastmod>${e.lastmod}</lastmod></url>`)
        .join('\n')}\n</urlset>\n`,
    );
  };

  const segments = (req: Request) => req.path.split('/');

  /** The site's handlers by name; each page goes on (next) where the address is not its to answer. */
  const handlers = {
    robots: (_req: Request, res: Response) => {
      res.type('text/plain').setHeader('Cache-Control', 'no-cache');
      res.send(`User-agent: *\nDisallow: /admin\nDisallow: /api/\n\nSitemap: ${origin}/sitemap.xml\n`);
    },
    sitemap: (_req: Request, res: Response) => sitemap(res),
    newsFeed: (_req: Request, res: Response) => newsFeed(res),
    contactForm,
    catalogue: cataloguePage,
    /** Followed from a call to action: the form about its topic, filled in the server's HTML (without a topic, the prerendered page). */
    contactTopic: async (req: Request, res: Response, next: NextFunction) => {
      const topic = contactTopic(req.query[CONTACT_TOPIC_PARAM]);
      if (!topic) return next();
      await renderPage(res, `${SITE_FORMS.contact.path}?${CONTACT_TOPIC_PARAM}=${encodeURIComponent(topic)}`, {});
    },
    product: (req: Request, res: Response) => productPage(req, res, Number(segments(req)[2])),
    articleList: (req: Request, res: Response) => articleList(req, res, kindOf(segments(req)[1])),
    article: (req: Request, res: Response) => articlePage(res, kindOf(segments(req)[1]), decodedSlug(segments(req)[2])),
    articleSection: articleSectionPage,
    pricing: async (req: Request, res: Response, next: NextFunction) => {
      if (!PAGE_QUERY_PARAMS.pricing.some((name) => name in req.query)) return next();
      await pricingPage(req, res);
    },
  };
  return Object.fromEntries(Object.entries(handlers).map(([name, handler]) => [name, inPlainWords(handler)])) as Record<
    keyof typeof handlers,
    RequestHandler
  >;
}

/** A page's handler whose service is down or slow answers its status (503/504) in plain words, never a 500. */
function inPlainWords(handler: (req: Request, res: Response, next: NextFunction) => void | Promise<void>): RequestHandler {
  return async (req, res, next) => {
    try {
      await handler(req, res, next);
    } catch (err) {
      if (err instanceof ServiceCallError && !res.headersSent)
        return void res.status(err.status).type('text/plain').setHeader('Cache-Control', 'no-store').send(err.message);
      next(err);
    }
  };
}
