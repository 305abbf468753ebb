import { Global, Module, RequestMethod, type DynamicModule, type MiddlewareConsumer, type NestModule } from '@nestjs/common';
import { ServiceBus } from '@lora/contracts';
import type { Registry } from 'prom-client';
import { GATEWAY_CONFIG, type GatewayConfig } from './config.js';
import { SessionService } from './auth/session.service.js';
import { SessionCache } from './auth/session-cache.js';
import { AdminAccessMiddleware } from './auth/admin-access.middleware.js';
import { METRICS_REGISTRY } from './api/status/probes.controller.js';
import { PublicReadCache } from './cache/public-read-cache.js';
import { Lifecycle } from './api/status/lifecycle.js';
import { LoginThrottle } from './api/auth/login-throttle.js';
import { EnquiryThrottle } from './api/content/enquiry-throttle.js';
import { DataSyncService } from './api/data-sync/data-sync.service.js';
import { MediaEndpoint } from './media/media-endpoint.js';
import { PresenceStore } from './api/presence/presence.js';
import { PlatformStatusService } from './api/status/platform-status.service.js';
import { ADMIN_AREA, ROUTES } from './routes.js';
import { controllersOf } from './mount-routes.js';

/** What the API's controllers use beside what every part of the gateway may inject (GatewayCoreModule). */
const API_PROVIDERS = [LoginThrottle, EnquiryThrottle, DataSyncService, MediaEndpoint, PresenceStore, PlatformStatusService];

export interface GatewayDeps {
  bus: ServiceBus;
  config: GatewayConfig;
  registry: Registry;
  cache: PublicReadCache;
  sessions: SessionCache;
  lifecycle: Lifecycle;
}

/** What every part of the gateway may inject: the bus, config, metrics, the read cache, sessions and the lifecycle. */
@Global()
@Module({})
class GatewayCoreModule {
  static forRoot(deps: GatewayDeps): DynamicModule {
    const providers = [
      { provide: ServiceBus, useValue: deps.bus },
      { provide: GATEWAY_CONFIG, useValue: deps.config },
      { provide: METRICS_REGISTRY, useValue: deps.registry },
      { provide: PublicReadCache, useValue: deps.cache },
      { provide: SessionCache, useValue: deps.sessions },
      { provide: Lifecycle, useValue: deps.lifecycle },
      SessionService,
    ];
    return { module: GatewayCoreModule, providers, exports: providers.map((p) => ('provide' in p ? p.provide : p)) };
  }
}

@Module({})
export class GatewayModule implements NestModule {
  static forRoot(deps: GatewayDeps): DynamicModule {
    return {
      module: GatewayModule,
      imports: [GatewayCoreModule.forRoot(deps)],
      // The API's routes are the route table's (routes.ts).
      controllers: controllersOf(ROUTES),
      providers: [AdminAccessMiddleware, ...API_PROVIDERS],
    };
  }

  /** The safety net: everything under /api/admin needs an admin session, whatever the route declares. */
  configure(consumer: MiddlewareConsumer): void {
    consumer
      .apply(AdminAccessMiddleware)
      .forRoutes({ path: ADMIN_AREA, method: RequestMethod.ALL }, { path: `${ADMIN_AREA}/*path`, method: RequestMethod.ALL });
  }
}
