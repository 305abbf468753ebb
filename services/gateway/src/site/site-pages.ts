import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { NextFunction, Request, Response } from 'express';
import { ApiPaths, Patterns, ServiceCallError, listAllProducts, type ProductView, type ServiceBus } from '@lora/contracts';
import { sessionCookieOf } from '../auth/session-cookie.js';

interface Renderer {
  render(url: string, fallback: Record<string, unknown>): Promise<{ head: string; html: string }>;
}

const PRODUCT_PAGE = /^\/products\/(\d{1,10})$/;

/** `<` and friends escaped, so data inside a script element can never close it. */
const scriptSafe = (json: string) => json.replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

/**
 * Pages the gateway renders with their data: `/products/{id}` (the product's name, description,
 * specifications and JSON-LD in the raw HTML, 404 with the not-found page when it is missing or not
 * published), `/sitemap.xml` and `/robots.txt`. The public read cache keeps their answers and drops them
 * on `catalog.changed` (see SiteModule).
 */
export function sitePages(bus: ServiceBus, distDir: string, origin: string) {
  let renderer: Promise<Renderer> | undefined;
  const load = () => (renderer ??= import(pathToFileURL(path.join(distDir, 'server', 'entry-server.js')).href) as Promise<Renderer>);
  const read = (file: string) => fs.readFileSync(path.join(distDir, file), 'utf8');

  const productPage = async (req: Request, res: Response, id: number) => {
    let product: ProductView | undefined;
    try {
      product = await bus.send(Patterns.catalog.getProduct, { id, includeDrafts: false });
    } catch (err) {
      if (!(err instanceof ServiceCallError) || (err.status !== 404 && err.status < 500)) throw err;
      if (err.status >= 500) {
        // The catalogue is unavailable: a 503 for crawlers (try again later); people get the app, which tries itself.
        res.setHeader('Cache-Control', 'no-store');
        return void res.status(503).type('html').send(read('shell.html'));
      }
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    // A signed-in admin may be previewing a draft: the browser renders it with the admin's session.
    if (!product && sessionCookieOf(req.headers)) return void res.status(200).send(read('shell.html'));
    if (!product) return void res.status(404).send(read('404.html'));
    const { render } = await load();
    const url = `/products/${id}`;
    const fallback = { [ApiPaths.products.one(id)]: product };
    const { head, html } = await render(url, fallback);
    const page = read('shell.html')
      .replace('<!--app-head-->', head)
      .replace('<div id="root"><!--app-html--></div>', `<div id="root" data-rendered-path="${url}">${html}</div><script id="page-data" type="application/json">${scriptSafe(JSON.stringify(fallback))}</script>`);
    res.status(200).send(page);
  };

  const sitemap = async (res: Response) => {
    const products = await listAllProducts(bus, 'published');
    const built = fs.statSync(path.join(distDir, 'index.html')).mtime.toISOString();
    const pages = ['/', '/marketplace', '/contact', '/pricing'].map((p) => ({ loc: `${origin}${p}`, lastmod: built }));
    const entries = [...pages, ...products.map((p) => ({ loc: `${origin}/products/${p.id}`, lastmod: p.updatedAt }))];
    res.setHeader('Content-Type', 'application/xml; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache');
    res.send(
      `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries
        .map((e) => `  <url><loc>${e.loc}</loc><lastmod>${e.lastmod}</lastmod></url>`)
        .join('\n')}\n</urlset>\n`,
    );
  };

  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    try {
      if (req.path === '/robots.txt') {
        res.type('text/plain').setHeader('Cache-Control', 'no-cache');
        return void res.send(`User-agent: *\nDisallow: /admin\nDisallow: /api/\n\nSitemap: ${origin}/sitemap.xml\n`);
      }
      if (req.path === '/sitemap.xml') return await sitemap(res);
      const product = PRODUCT_PAGE.exec(req.path);
      if (product && req.accepts('html') === 'html') return await productPage(req, res, Number(product[1]));
      next();
    } catch (err) {
      // A service that is down or slow: its status (503/504) in plain words, never a 500.
      if (err instanceof ServiceCallError && !res.headersSent) return void res.status(err.status).type('text/plain').setHeader('Cache-Control', 'no-store').send(err.message);
      next(err);
    }
  };
}
