import { Global, Module, RequestMethod, type DynamicModule, type MiddlewareConsumer, type NestModule } from '@nestjs/common';
import { ServiceBus } from '@lora/contracts';
import type { Registry } from 'prom-client';
import { GATEWAY_CONFIG, type GatewayConfig } from './config.js';
import { SessionService } from './auth/session.service.js';
import { SessionCache } from './auth/session-cache.js';
import { AdminAccessMiddleware } from './auth/admin-access.middleware.js';
import { METRICS_REGISTRY } from './api/status/probes.controller.js';
import { PublicReadCache } from './cache/public-read-cache.js';
import type { DomainModule } from './cache/cached-reads.js';
import { AuthModule } from './api/auth/auth.module.js';
import { CatalogModule } from './api/catalog/catalog.module.js';
import { StatusModule } from './api/status/status.module.js';
import { ContentModule } from './api/content/content.module.js';
import { DataSyncModule } from './api/data-sync/data-sync.module.js';
import { MediaModule } from './api/media/media.module.js';
import { SiteModule } from './pages/site.module.js';
import { UsersModule } from './api/users/users.module.js';
import { PresenceModule } from './api/presence/presence.module.js';
import { Lifecycle } from './api/status/lifecycle.js';

/** The gateway's domains, each a module with its controllers and the public reads it caches. */
export const DOMAIN_MODULES: readonly DomainModule[] = [
  AuthModule,
  CatalogModule,
  ContentModule,
  DataSyncModule,
  MediaModule,
  PresenceModule,
  SiteModule,
  StatusModule,
  UsersModule,
];

export interface GatewayDeps {
  bus: ServiceBus;
  config: GatewayConfig;
  registry: Registry;
  cache: PublicReadCache;
  sessions: SessionCache;
  lifecycle: Lifecycle;
}

/** What every domain module may inject: the bus, config, metrics, the read cache, sessions and the lifecycle. */
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
      imports: [GatewayCoreModule.forRoot(deps), ...DOMAIN_MODULES],
      providers: [AdminAccessMiddleware],
    };
  }

  /** The safety net: everything under /api/admin needs an admin session, whatever the route declares. */
  configure(consumer: MiddlewareConsumer): void {
    consumer
      .apply(AdminAccessMiddleware)
      .forRoutes({ path: 'api/admin', method: RequestMethod.ALL }, { path: 'api/admin/*path', method: RequestMethod.ALL });
  }
}
