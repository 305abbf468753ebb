import { Controller, Inject, Module, type DynamicModule, type Type } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { DataSource } from 'typeorm';
import { ServiceBus, healthPattern, type HealthReport, type ServiceName } from '@lora/contracts';
import type { Logger } from 'pino';
import type { RuntimeConfig } from './config.js';

export const LOGGER = Symbol('LOGGER');
export const RUNTIME_CONFIG = Symbol('RUNTIME_CONFIG');

export interface RuntimeDeps {
  name: ServiceName;
  dataSource: DataSource;
  bus: ServiceBus;
  logger: Logger;
  config: RuntimeConfig;
}

export async function checkHealth(name: string, dataSource: DataSource, bus: ServiceBus): Promise<HealthReport> {
  const database = await dataSource
    .query('SELECT 1')
    .then(() => 'up' as const)
    .catch(() => 'down' as const);
  const nats = bus.isConnected ? ('up' as const) : ('down' as const);
  return { service: name, status: database === 'up' && nats === 'up' ? 'ok' : 'degraded', checks: { database, nats } };
}

function healthController(name: ServiceName): Type<unknown> {
  @Controller()
  class HealthController {
    constructor(
      @Inject(DataSource) private readonly dataSource: DataSource,
      @Inject(ServiceBus) private readonly bus: ServiceBus,
    ) {}

    @MessagePattern(healthPattern(name))
    health(): Promise<HealthReport> {
      return checkHealth(name, this.dataSource, this.bus);
    }
  }
  return HealthController;
}

/** Gives every service module its database, bus, logger and config, and the `health` pattern. */
@Module({})
export class RuntimeModule {
  static forRoot(deps: RuntimeDeps): DynamicModule {
    return {
      module: RuntimeModule,
      global: true,
      controllers: [healthController(deps.name)],
      providers: [
        { provide: DataSource, useValue: deps.dataSource },
        { provide: ServiceBus, useValue: deps.bus },
        { provide: LOGGER, useValue: deps.logger },
        { provide: RUNTIME_CONFIG, useValue: deps.config },
      ],
      exports: [DataSource, ServiceBus, LOGGER, RUNTIME_CONFIG],
    };
  }
}
