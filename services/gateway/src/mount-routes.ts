import { RequestMapping, RequestMethod, type INestApplication, type Type } from '@nestjs/common';
import { ApiExtension, SwaggerModule } from '@nestjs/swagger';
import compression from 'compression';
import type { Express, NextFunction, Request, RequestHandler, Response } from 'express';
import type { EventName, ServiceBus } from '@lora/contracts';
import type { GatewayConfig } from './config.js';
import { pathPattern, type Route } from './http/route-table.js';
import { API_PATH } from './http/api-path.js';
import { queryParamsOf, type CachedReads } from './cache/cached-reads.js';
import { buildOpenApiDocument } from './openapi/document.js';
import type { SessionUse } from './openapi/operation.js';
import { MediaEndpoint } from './media/media-endpoint.js';
import { objectKeyOf, plainNotFound, proxyObject } from './media/media-proxy.js';
import { EnquiryThrottle } from './api/content/enquiry-throttle.js';
import { siteHandlers, type SiteHandler } from './pages/site.js';
import { staticAssets } from './pages/spa.js';

type Table = ReadonlyArray<Route<SiteHandler>>;

/** What the OpenAPI document says of a guard's session (an admin's is said by the admin area's path, see document.ts). */
const SESSION_USE: Partial<Record<Route['guard'], SessionUse>> = { 'optional-session': 'optional', session: 'required' };

/**
 * The API's controllers, in the order the table first names them, each handler given its route (method and path)
 * and the OpenAPI document's word on its session from the table: the controllers declare no route of their own.
 */
export function controllersOf(routes: Table): Array<Type<unknown>> {
  const controllers = new Set<Type<unknown>>();
  for (const route of routes) {
    if (route.answer.kind !== 'api') continue;
    const { controller, handler } = route.answer;
    const prototype = controller.prototype as object;
    const descriptor = Object.getOwnPropertyDescriptor(prototype, handler);
    if (!descriptor) throw new Error(`${controller.name} has no method ${handler} for ${route.method} ${route.path}`);
    RequestMapping({ path: route.path, method: RequestMethod[route.method] })(prototype, handler, descriptor);
    const session = SESSION_USE[route.guard];
    if (session) ApiExtension('x-session', session)(prototype, handler, descriptor);
    controllers.add(controller);
  }
  return [...controllers];
}

/** The public read cache's rules: the rows with a cache rule, by domain, with the events that drop each domain. */
export function cachedReadsOf(routes: Table, domains: Readonly<Record<string, readonly EventName[]>>): CachedReads[] {
  return Object.entries(domains).map(([domain, invalidatedBy]) => ({
    domain,
    invalidatedBy,
    routes: routes
      .filter((route) => route.cache?.domain === domain)
      .map(({ path, cache }) => {
        const params = cache?.params;
        return { path: pathPattern(path), params: params === undefined || Array.isArray(params) ? params : queryParamsOf(params as Type<unknown>) };
      }),
  }));
}

/**
 * Mounts the rows Express answers, in the table's order: first what goes out as it is (the API's documentation,
 * files from storage), then, behind the compression middleware (Brotli or gzip for a client that accepts it), the
 * pages and the built site. The API's rows are Nest's (controllersOf), mounted when the application starts, after
 * these: so a row whose path takes any address (`*`) lets by whatever the API answers, /api and the probes.
 */
export function mountRoutes(app: INestApplication, express: Express, routes: Table, deps: { bus: ServiceBus; config: GatewayConfig }): void {
  const { bus, config } = deps;
  const site = siteHandlers(bus, config, app.get(EnquiryThrottle, { strict: false }));
  const media = app.get(MediaEndpoint);
  const files = staticAssets(config.frontendDist);
  const apiPaths = [API_PATH, ...routes.filter((route) => route.answer.kind === 'api').map((route) => pathPattern(route.path))];
  const notTheApis =
    (handler: RequestHandler): RequestHandler =>
    (req, res, next) =>
      apiPaths.some((path) => path.test(req.path)) ? next() : handler(req, res, next);

  const handlerOf = (route: Route<SiteHandler>): RequestHandler | undefined => {
    const { answer } = route;
    switch (answer.kind) {
      case 'api':
      case 'docs':
        return undefined;
      case 'mediaProxy':
        // The file is the object stored under the address's own path (optimized/<file>).
        return (req: Request, res: Response, next: NextFunction) => {
          const key = objectKeyOf(req.path.slice(1));
          if (!key) return plainNotFound(res);
          proxyObject(req, res, key, media, plainNotFound).catch(next);
        };
      case 'files':
        return files;
      case 'page': {
        const handler = site[answer.handler];
        return (req, res, next) => (req.accepts('html') === 'html' ? handler(req, res, next) : next());
      }
      case 'document':
      case 'shell':
        return site[answer.handler];
    }
  };
  const mount = (route: Route<SiteHandler>) => {
    const handler = handlerOf(route);
    if (!handler) return;
    const method = route.method === 'ALL' ? 'all' : (route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete');
    express[method](pathPattern(route.path), route.path.includes('*') ? notTheApis(handler) : handler);
  };

  if (routes.some((route) => route.answer.kind === 'docs')) {
    SwaggerModule.setup('api/docs', app, () => buildOpenApiDocument(app), { jsonDocumentUrl: 'api/docs/openapi.json' });
  }
  const asStored = (route: Route<SiteHandler>) => route.answer.kind === 'mediaProxy';
  routes.filter(asStored).forEach(mount);
  // On a cache miss too: the cache keeps such an answer decoded (public-read-cache.ts).
  express.use(compression());
  routes.filter((route) => !asStored(route)).forEach(mount);
}
