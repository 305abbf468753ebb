import { Module, RequestMethod, type DynamicModule, type MiddlewareConsumer, type NestModule } from '@nestjs/common';
import { ServiceBus } from '@lora/contracts';
import { LOGGER } from '@lora/runtime';
import type { Logger } from 'pino';
import type { Registry } from 'prom-client';
import { GATEWAY_CONFIG, type GatewayConfig } from './config.js';
import { AuthController } from './auth/auth.controller.js';
import { SessionService } from './auth/session.service.js';
import { LoginThrottle } from './auth/login-throttle.js';
import { AdminController } from './admin/admin.controller.js';
import { AdminAccessMiddleware } from './admin/admin-access.middleware.js';
import { HealthController, METRICS_REGISTRY } from './health/health.controller.js';
import { ProductsController } from './catalog/products.controller.js';
import { AdminCatalogController } from './catalog/admin-catalog.controller.js';
import { PublicReadCache } from './cache/public-read-cache.js';

export interface GatewayDeps {
  bus: ServiceBus;
  config: GatewayConfig;
  logger: Logger;
  registry: Registry;
  cache: PublicReadCache;
}

@Module({})
export class GatewayModule implements NestModule {
  static forRoot(deps: GatewayDeps): DynamicModule {
    return {
      module: GatewayModule,
      controllers: [AuthController, AdminController, HealthController, ProductsController, AdminCatalogController],
      providers: [
        { provide: ServiceBus, useValue: deps.bus },
        { provide: GATEWAY_CONFIG, useValue: deps.config },
        { provide: LOGGER, useValue: deps.logger },
        { provide: METRICS_REGISTRY, useValue: deps.registry },
        { provide: PublicReadCache, useValue: deps.cache },
        SessionService,
        LoginThrottle,
        AdminAccessMiddleware,
      ],
    };
  }

  configure(consumer: MiddlewareConsumer): void {
    consumer
      .apply(AdminAccessMiddleware)
      .forRoutes({ path: 'api/admin', method: RequestMethod.ALL }, { path: 'api/admin/*path', method: RequestMethod.ALL });
  }
}
