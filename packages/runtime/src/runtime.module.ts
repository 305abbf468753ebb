import { Controller, Inject, Module, type DynamicModule, type Provider, type Type } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Patterns, ServiceBus, type HealthReport, type ServiceName } from '@lora/contracts';
import type { Logger } from 'pino';
import type { ServiceRuntimeConfig } from './config.js';
import { Handles } from './handles.js';

/** The service's validated config (runtime settings plus its own); inject it typed as that service's config. */
export const SERVICE_CONFIG = Symbol('SERVICE_CONFIG');
/**
 * Where this process's internal HTTP server listens, known once it has started (a free port may have
 * been picked). A service that takes bytes over HTTP tells its callers this address over the bus.
 */
export class InternalAddress {
  port: number | undefined;
  host = '127.0.0.1';

  /** The base URL to reach it from this machine; undefined until the server listens. */
  get url(): string | undefined {
    if (this.port === undefined) return undefined;
    const host = this.host === '0.0.0.0' || this.host === '::' ? '127.0.0.1' : this.host;
    return `http://${host.includes(':') ? `[${host}]` : host}:${this.port}`;
  }
}

/** The service's pino logger (its lines carry the service name and the request id). */
export const SERVICE_LOGGER = Symbol('SERVICE_LOGGER');

export interface RuntimeDeps {
  name: ServiceName;
  dataSource: DataSource;
  bus: ServiceBus;
  config: ServiceRuntimeConfig;
  logger: Logger;
  address: InternalAddress;
  providers?: Provider[];
}

/** The service's own dependencies, measured: a query on its database and a round trip on the bus. */
export async function checkHealth(name: ServiceName, dataSource: DataSource, bus: ServiceBus, timeoutMs = 1000): Promise<HealthReport> {
  const [database, nats] = await Promise.all([
    Promise.race([
      dataSource.query('SELECT 1').then(
        () => 'up' as const,
        () => 'down' as const,
      ),
      new Promise<'down'>((resolve) => setTimeout(resolve, timeoutMs, 'down').unref()),
    ]),
    bus.ping(timeoutMs).then((ok) => (ok ? ('up' as const) : ('down' as const))),
  ]);
  return { service: name, status: database === 'up' && nats === 'up' ? 'ok' : 'degraded', checks: { database, nats } };
}

function healthController(name: ServiceName): Type<unknown> {
  @Controller()
  class HealthController {
    constructor(
      @Inject(DataSource) private readonly dataSource: DataSource,
      @Inject(ServiceBus) private readonly bus: ServiceBus,
    ) {}

    @Handles(Patterns[name].health)
    health(): Promise<HealthReport> {
      return checkHealth(name, this.dataSource, this.bus);
    }
  }
  return HealthController;
}

/** Gives every service module its database, bus and config, and the `health` pattern. */
@Module({})
export class RuntimeModule {
  static forRoot(deps: RuntimeDeps): DynamicModule {
    const providers: Provider[] = [
      { provide: DataSource, useValue: deps.dataSource },
      { provide: ServiceBus, useValue: deps.bus },
      { provide: SERVICE_CONFIG, useValue: deps.config },
      { provide: SERVICE_LOGGER, useValue: deps.logger },
      { provide: InternalAddress, useValue: deps.address },
      ...(deps.providers ?? []),
    ];
    return {
      module: RuntimeModule,
      global: true,
      controllers: [healthController(deps.name)],
      providers,
      exports: providers.map((p) => (typeof p === 'function' ? p : p.provide)),
    };
  }
}
