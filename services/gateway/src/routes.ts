import type { INestApplication } from '@nestjs/common';
import { SwaggerModule } from '@nestjs/swagger';
import compression from 'compression';
import type { Express, NextFunction, Request, RequestHandler, Response } from 'express';
import type { ServiceBus } from '@lora/contracts';
import type { GatewayConfig } from './config.js';
import { buildOpenApiDocument } from './openapi/document.js';
import { MediaEndpoint } from './media/media-endpoint.js';
import { objectKeyOf, plainNotFound, proxyObject } from './media/media-proxy.js';
import { sitePages } from './pages/site-pages.js';
import { EnquiryThrottle } from './api/content/enquiry-throttle.js';
import { builtPages, staticAssets } from './pages/spa.js';
import { BuiltHtml } from './pages/built-html.js';
import { API_PATH } from './http/api-path.js';

/** The server's own paths outside /api: the probes, answered by Nest's controllers like the API. */
export const PROBE_PATHS: ReadonlySet<string> = new Set(['/healthz', '/readyz']);

/** A handler of the site: an API path passes by it untouched, on to the API. */
const siteOnly =
  (handler: RequestHandler): RequestHandler =>
  (req: Request, res: Response, next: NextFunction) =>
    API_PATH.test(req.path) ? next() : handler(req, res, next);

/**
 * Who answers a request, in the order it meets them (after the middleware of app.ts; the public read
 * cache answers its hits before Express runs at all):
 *
 * 1. The API, under /api, and the probes: Nest's controllers. Nest mounts them when the application
 *    starts, after everything here, so every site handler below lets /api paths by; /api/docs is the
 *    OpenAPI page, and an unknown /api path is the API's JSON 404.
 * 2. Site pages: SPEC's /optimized/ images from storage, then the pages rendered with their data
 *    (product pages, articles, the news feed, the sitemap, robots.txt), and the contact form posted without the app.
 *    From here on, the API included, everything is compressed on the way out (what is stored compressed already is
 *    sent as it is).
 * 3. Static assets: the built site's files.
 * 4. The built pages: prerendered pages, the shell for pages the browser renders, /products → /marketplace.
 * 5. 404: the not-found page for a page, plain text for anything else.
 */
export function mountRoutes(app: INestApplication, express: Express, deps: { bus: ServiceBus; config: GatewayConfig }): void {
  const { bus, config } = deps;
  // 1. The API's own page; its routes come with the controllers.
  SwaggerModule.setup('api/docs', app, () => buildOpenApiDocument(app), { jsonDocumentUrl: 'api/docs/openapi.json' });

  // 2. Site pages. /optimized/ images live in storage too (key optimized/<file>), read through media like /api/images.
  const media = app.get(MediaEndpoint);
  express.get('/optimized/*file', (req: Request, res: Response, next: NextFunction) => {
    const key = objectKeyOf(`optimized/${req.path.slice('/optimized/'.length)}`);
    if (!key) return plainNotFound(res);
    proxyObject(req, res, key, media, plainNotFound).catch(next);
  });
  // On a cache miss too: the cache keeps such an answer decoded (public-read-cache.ts).
  express.use(compression());
  // Every page goes out with the gateway's settings written over the build's placeholders (its origin...).
  const built = new BuiltHtml(config.frontendDist, config.site);
  express.use(siteOnly(sitePages(bus, config.frontendDist, built, app.get(EnquiryThrottle, { strict: false }))));

  // 3. Static assets.
  express.use(siteOnly(staticAssets(config.frontendDist)));

  // 4 and 5. The built pages, and the 404s; the probe paths go on to Nest.
  express.use(siteOnly(builtPages(config.frontendDist, built, PROBE_PATHS)));
}
