import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Serves the built SPA: hashed assets with long caching, and index.html for every other GET
 * outside /api so client-side routes work on reload.
 */
export function mountSpa(app: Express, distDir: string, serverPaths: ReadonlySet<string>): void {
  const indexFile = path.join(distDir, 'index.html');
  app.use(
    express.static(distDir, {
      index: false,
      setHeaders: (res, file) => {
        if (file.includes(`${path.sep}assets${path.sep}`)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      },
    }),
  );
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (req.path === '/api' || req.path.startsWith('/api/') || serverPaths.has(req.path)) return next();
    if (!fs.existsSync(indexFile)) {
      res.status(503).type('text/plain').send('The frontend has not been built: run `npm run build`.');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexFile);
  });
}

/** Images under /api/images: cached by browsers for a day and revalidated by ETag after that. */
export function serveImages(imagesDir: string) {
  return express.static(imagesDir, { index: false, fallthrough: true, maxAge: '1d', dotfiles: 'ignore' });
}
