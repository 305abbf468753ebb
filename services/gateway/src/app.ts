import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { ExpressAdapter, type NestExpressApplication } from '@nestjs/platform-express';
import { BadRequestException } from '@nestjs/common';
import helmet from 'helmet';
import { pinoHttp } from 'pino-http';
import type { Registry } from 'prom-client';
import createExpress, { type NextFunction, type Response } from 'express';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ApiPaths, Events, SITE_FORMS, UPLOAD_MAX_BYTES, requestContext, type ServiceBus } from '@lora/contracts';
import { PinoNestLogger, inputValidationPipe } from '@lora/runtime';
import type { Logger } from 'pino';
import { GatewayModule } from './gateway.module.js';
import type { GatewayConfig } from './config.js';
import { requestIdMiddleware } from './http/request-id.js';
import { sameOriginMiddleware } from './http/same-origin.js';
import { noStoreMiddleware } from './http/no-store.js';
import { ApiErrorFilter, JSON_BODY_LIMIT_BYTES } from './http/error.filter.js';
import { declaredBodyLimit } from './http/body-limit.js';
import { createHttpMetrics } from './http/metrics.js';
import { CACHE_DOMAINS, ROUTES } from './routes.js';
import { cachedReadsOf, mountRoutes } from './mount-routes.js';
import { CachingResponse, PublicReadCache } from './cache/public-read-cache.js';
import { answerConditionalRequests } from './http/conditional.js';
import { SessionCache } from './auth/session-cache.js';
import type { GatewayRequest } from './http/request.js';
import { Lifecycle } from './api/status/lifecycle.js';

export interface Gateway {
  app: NestExpressApplication;
  cache: PublicReadCache;
  /** The gateway's metrics, served on its internal port. */
  registry: Registry;
  /** Set to draining on SIGTERM (main.ts): readiness then answers 503. */
  lifecycle: Lifecycle;
  /** The HTTP entry point: the public read cache first, Express for everything else. */
  handle: (req: IncomingMessage, res: ServerResponse) => void;
}

export async function createGateway(deps: { bus: ServiceBus; config: GatewayConfig; logger: Logger }): Promise<Gateway> {
  const { bus, config, logger } = deps;
  const metrics = createHttpMetrics();
  const cache = new PublicReadCache(metrics.registry, config.publicCache);
  for (const reads of cachedReadsOf(ROUTES, CACHE_DOMAINS)) {
    cache.register(reads);
    for (const event of reads.invalidatedBy) bus.subscribe(event, () => cache.invalidate(reads.domain));
  }
  const sessions = new SessionCache(metrics.registry, config.sessionCache, () => bus.caughtUp());
  const lifecycle = new Lifecycle();
  bus.subscribe(Events.sessionRevoked, (event) => (typeof event.tokenHash === 'string' ? sessions.revoke(event.tokenHash) : sessions.clear()));
  bus.subscribe(Events.userChanged, (event) => (typeof event.userId === 'number' ? sessions.dropUser(event.userId) : sessions.clear()));
  // Events sent while the connection was down never arrive: start both caches afresh.
  bus.onReconnect(() => {
    cache.invalidate();
    sessions.clear();
  });
  // Set before Nest touches the router: /API/admin/… is then no route at all, rather than a second spelling of one.
  const express = createExpress().set('case sensitive routing', true);
  // Express's responses inherit from the class the HTTP server makes them of, so what they write reaches the cache
  // (Express's documented way to change the prototype its response API sits on).
  Object.setPrototypeOf(Object.getPrototypeOf(express.response), CachingResponse.prototype);
  answerConditionalRequests(express);
  const app = await NestFactory.create<NestExpressApplication>(
    GatewayModule.forRoot({ bus, config, registry: metrics.registry, cache, sessions, lifecycle }),
    new ExpressAdapter(express),
    { logger: new PinoNestLogger(logger), bodyParser: false },
  );
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');

  const quiet = new Set(ROUTES.filter((route) => route.quiet).map((route) => route.path));
  app.use(requestIdMiddleware);
  app.use(
    pinoHttp({
      logger,
      genReqId: (req) => (req as GatewayRequest).id,
      autoLogging: { ignore: (req) => quiet.has((req.url ?? '').split('?')[0]) },
      customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info'),
      serializers: {
        req: (req: { method?: string; url?: string }) => ({ method: req.method, url: req.url }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
    }),
  );
  app.use(metrics.middleware);
  app.use(noStoreMiddleware);
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          'img-src': ["'self'", 'data:', 'blob:'],
          'script-src': ["'self'"],
          'upgrade-insecure-requests': null,
        },
      },
      // Nothing goes to other sites, but a form posted to the site itself names its origin (helmet's default,
      // no-referrer, makes a browser send `Origin: null`, which the same-origin check refuses).
      referrerPolicy: { policy: 'same-origin' },
    }),
  );
  // Data Sync's import is the one route with a larger body: its controller reads it as it arrives, so the JSON parser skips it.
  const importPath = ApiPaths.admin.importData;
  // The upload's file limit (10 MB) is checked while it streams; its body may carry a little multipart framing more.
  app.use(
    declaredBodyLimit(JSON_BODY_LIMIT_BYTES, {
      [importPath]: config.importBodyLimitBytes,
      [ApiPaths.admin.media.upload]: UPLOAD_MAX_BYTES + 64 * 1024,
    }),
  );
  app.useBodyParser('json', {
    limit: JSON_BODY_LIMIT_BYTES,
    type: (req: IncomingMessage) => (req as GatewayRequest).path !== importPath && Boolean((req as GatewayRequest).is('application/json')),
  });
  // The site's forms post as forms when the app is not running (site-pages.ts); only their paths read such a body.
  const formPaths = new Set<string>(Object.values(SITE_FORMS).map((form) => form.path));
  app.useBodyParser('urlencoded', {
    limit: JSON_BODY_LIMIT_BYTES,
    extended: false,
    type: (req: IncomingMessage) =>
      formPaths.has((req as GatewayRequest).path) && Boolean((req as GatewayRequest).is('application/x-www-form-urlencoded')),
  });
  app.use(sameOriginMiddleware([...config.publicOrigins, ...config.trustedOrigins]));
  // Opened after the body is read (stream callbacks do not carry it), so every bus call of the request is stamped with its id.
  app.use((req: GatewayRequest, _res: Response, next: NextFunction) => requestContext.run({ requestId: req.id }, next));

  app.useGlobalPipes(inputValidationPipe((messages) => new BadRequestException(messages)));
  app.useGlobalFilters(new ApiErrorFilter(logger));

  mountRoutes(app, express, ROUTES, { bus, config });
  // Mounts the API's controllers, after the site's handlers, which let the API's paths by (see mount-routes.ts).
  await app.init();
  return {
    app,
    cache,
    registry: metrics.registry,
    lifecycle,
    handle: (req, res) => {
      // While draining, each answer closes its connection: a client's next request opens one the balancer sends elsewhere.
      if (lifecycle.draining) res.setHeader('Connection', 'close');
      if (!cache.handle(req, res)) express(req, res);
    },
  };
}
