import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import fs from 'node:fs';
import path from 'node:path';
import { API_PATH } from '../http/api-path.js';

/** A last path segment with a dot names a file (`/favicon.ico`, `/.env`), not a page. */
const FILE_PATH = /\.[^/]*$/;

/** A browser asking for a page: GET or HEAD, HTML acceptable, a path that names no file. */
function isPageNavigation(req: Request): boolean {
  return (req.method === 'GET' || req.method === 'HEAD') && !FILE_PATH.test(req.path) && req.accepts('html') === 'html';
}

/**
 * Serves the built SPA: its files (hashed assets with long caching), and index.html for page
 * navigations so client-side routes work on reload. Anything else outside /api and the server's own
 * paths is a plain-text 404; /api paths go on to the API, whose unknown routes answer a JSON 404.
 */
export function mountSpa(app: Express, distDir: string, serverPaths: ReadonlySet<string>): void {
  const indexFile = path.join(distDir, 'index.html');
  const files = express.static(distDir, {
    index: false,
    setHeaders: (res, file) => {
      if (file.includes(`${path.sep}assets${path.sep}`)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    },
  });
  // API calls never name a frontend file: spare them a file-system lookup each.
  app.use((req: Request, res: Response, next: NextFunction) => (API_PATH.test(req.path) ? next() : files(req, res, next)));
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (API_PATH.test(req.path) || serverPaths.has(req.path)) return next();
    if (!isPageNavigation(req)) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    if (!fs.existsSync(indexFile)) {
      res.status(503).type('text/plain').send('The frontend has not been built: run `npm run build`.');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexFile);
  });
}
