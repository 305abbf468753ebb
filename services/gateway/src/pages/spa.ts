import type { NextFunction, Request, RequestHandler, Response } from 'express';
import expressStaticGzip from 'express-static-gzip';
import fs from 'node:fs';
import path from 'node:path';
import type { BuiltHtml } from './built-html.js';

/** A last path segment with a dot names a file (`/favicon.ico`, `/.env`), not a page. */
const FILE_PATH = /\.[^/]*$/;
/** What the build leaves beside the site that is not for browsers: the server-side bundle (dist/server). Dotfiles (Vite's manifests) are never served either. */
const BUILD_INTERNALS = /^\/server(\/|$)/;
/** Folders of the build that are not pages. */
const NOT_PAGES = new Set(['assets', 'server', '.vite']);

/** A browser asking for a page: GET or HEAD, HTML acceptable, a path that names no file. */
function isPageNavigation(req: Request): boolean {
  return (req.method === 'GET' || req.method === 'HEAD') && !FILE_PATH.test(req.path) && req.accepts('html') === 'html';
}

/** The prerendered pages of the build: `/` and every folder holding an index.html. */
function prerenderedPages(distDir: string): Map<string, string> {
  const pages = new Map<string, string>();
  const walk = (dir: string, url: string) => {
    if (fs.existsSync(path.join(dir, 'index.html'))) pages.set(url || '/', path.join(dir, 'index.html'));
    for (const entry of fs.existsSync(dir) ? fs.readdirSync(dir, { withFileTypes: true }) : []) {
      if (entry.isDirectory() && !NOT_PAGES.has(entry.name)) walk(path.join(dir, entry.name), `${url}/${entry.name}`);
    }
  };
  walk(distDir, '');
  return pages;
}

/**
 * The built site's files (hashed assets cached for a year). The build writes a Brotli and a gzip copy of each
 * script and stylesheet (see frontend/vite.config.ts): one of them goes out to a browser that accepts it, with
 * Vary: Accept-Encoding. A path that names no file goes on.
 */
export function staticAssets(distDir: string): RequestHandler {
  const files = expressStaticGzip(distDir, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: false,
    serveStatic: {
      index: false,
      redirect: false,
      setHeaders: (res, file) => {
        if (file.includes(`${path.sep}assets${path.sep}`)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      },
    },
  });
  return (req: Request, res: Response, next: NextFunction) => {
    if (FILE_PATH.test(req.path) && !BUILD_INTERNALS.test(req.path)) files(req, res, next);
    else next();
  };
}

/**
 * The built site's pages, each a handler of its own (named by the route table, routes.ts), all for a page navigation
 * (any other request goes on): each prerendered page as its own HTML (content and tags in the raw HTML), the plain
 * shell for the pages the browser renders itself (the admin), `/products` as a permanent redirect to the catalogue,
 * and the not-found page with status 404 for any other page; anything else that reaches `notFound` is a plain-text 404.
 */
export function builtPages(distDir: string, built: BuiltHtml) {
  const pages = prerenderedPages(distDir);
  const shell = path.join(distDir, 'shell.html');
  const notFound = path.join(distDir, '404.html');
  const send = (res: Response, file: string) => {
    if (!fs.existsSync(file)) {
      res.status(503).type('text/plain').send('The frontend has not been built: run `npm run build`.');
      return;
    }
    // With the gateway's settings written in (the origin of its canonical URLs...), and an ETag of that.
    const { html, etag } = built.file(file);
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('ETag', etag);
    res
      .status(file === notFound ? 404 : 200)
      .type('html')
      .send(html);
  };
  const navigation =
    (handler: (req: Request, res: Response, next: NextFunction) => void): RequestHandler =>
    (req, res, next) =>
      isPageNavigation(req) ? handler(req, res, next) : next();
  return {
    prerendered: navigation((req, res, next) => {
      const page = pages.get(req.path.length > 1 ? req.path.replace(/\/$/, '') : req.path);
      if (page) send(res, page);
      else next();
    }),
    app: navigation((_req, res) => send(res, shell)),
    marketplaceRedirect: navigation((req, res) => {
      // With its query: the home page's showcases name a category (/products?category=Pressure).
      const query = req.url.indexOf('?');
      res.redirect(301, `/marketplace${query === -1 ? '' : req.url.slice(query)}`);
    }),
    notFound: ((req, res) => {
      if (isPageNavigation(req)) send(res, notFound);
      else res.status(404).type('text/plain').send('Not found');
    }) as RequestHandler,
  };
}
