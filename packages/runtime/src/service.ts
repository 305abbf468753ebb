import 'reflect-metadata';
import { Module, type INestMicroservice, type Provider, type Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { SERVICE_INTERNAL_PORTS, ServiceBus, type ServiceName } from '@lora/contracts';
import type { DataSource } from 'typeorm';
import type { Logger } from 'pino';
import type { ConfigDefinition, ServiceRuntimeConfig } from './config.js';
import { createLogger, errorForLog, PinoNestLogger } from './logger.js';
import { createMetrics } from './metrics.js';
import { ServiceTransport } from './nats-server.js';
import { createServiceDataSource, migrate, type ServiceDatabaseOptions } from './database.js';
import { InternalAddress, RuntimeModule, checkHealth } from './runtime.module.js';
import { ServiceErrorFilter } from './errors.js';
import { serviceValidationPipe } from './validation.js';
import { startProbeServer, type InternalRoute } from './probes.js';

export interface ServiceContext<C extends ServiceRuntimeConfig> {
  dataSource: DataSource;
  logger: Logger;
  config: C;
}

export interface ServiceDefinition<C extends ServiceRuntimeConfig> {
  name: ServiceName;
  /** The service's settings; read and checked before anything starts. */
  config: ConfigDefinition<C>;
  /** The feature module: controllers with @Handles handlers and their providers. */
  module: Type<unknown>;
  database: Pick<ServiceDatabaseOptions, 'entities' | 'migrations'>;
  /** Providers every feature module can inject (a storage backend chosen by config, say). */
  providers?: Provider[];
  /** Routes the internal HTTP server serves beside the probes (file bytes travel here, never over NATS). */
  internalRoutes?: (app: INestMicroservice) => InternalRoute[];
  /** Runs after migrations, before the service takes messages (seeds, bootstrap rules). */
  beforeListen?: (context: ServiceContext<C>) => Promise<void>;
}

const SHUTDOWN_DEADLINE_MS = 10_000;

export function redactUrl(url: string): string {
  return url.replace(/\/\/([^:/@]+):[^@]*@/, '//$1:***@');
}

/** A start-up step that failed: the message says which, the cause why. */
export class ServiceStartError extends Error {
  constructor(message: string, options: { cause: unknown }) {
    super(message, options);
    this.name = 'ServiceStartError';
  }
}

/**
 * A service taking messages; `close` stops its internal HTTP server (once the requests in flight are answered), then
 * stops taking messages, waits for those in flight and releases the bus and the database.
 */
export interface RunningService {
  app: INestMicroservice;
  bus: ServiceBus;
  dataSource: DataSource;
  /** Where the internal HTTP server (probes, metrics, the service's own routes) listens. */
  internalPort: number;
  close(): Promise<void>;
}

/**
 * Starts a service in this process with a config already loaded: connect to NATS, migrate, run the start-up
 * rules, listen on the bus with its queue group and serve probes. The process itself (signals, exit) is not its business.
 */
export async function startService<C extends ServiceRuntimeConfig>(def: ServiceDefinition<C>, config: C, logger: Logger): Promise<RunningService> {
  const bus = await ServiceBus.connect({
    url: config.natsUrl,
    prefix: config.subjectPrefix,
    name: def.name,
    timeoutMs: config.requestTimeoutMs,
    logger,
  }).catch((err) => {
    throw new ServiceStartError(`Cannot connect to NATS at ${config.natsUrl}`, { cause: err });
  });

  const dataSource = createServiceDataSource({ url: config.databaseUrl, schema: def.name, poolSize: config.dbPoolSize, ...def.database });
  const release = async () => {
    await bus.close().catch(() => undefined);
    await dataSource.destroy().catch(() => undefined);
  };
  try {
    const applied = await migrate(dataSource, config.databaseUrl, def.name).catch((err) => {
      throw new ServiceStartError(`Cannot migrate the ${def.name} schema at ${redactUrl(config.databaseUrl)}: ${(err as Error).message}`, {
        cause: err,
      });
    });
    if (applied.length) logger.info({ migrations: applied }, 'Migrations applied');
    await def.beforeListen?.({ dataSource, logger, config }).catch((err) => {
      throw new ServiceStartError(`The ${def.name} service cannot start: ${(err as Error).message}`, { cause: err });
    });
  } catch (err) {
    await release();
    throw err;
  }

  const metrics = createMetrics(def.name);
  const transport = new ServiceTransport({
    url: config.natsUrl,
    prefix: config.subjectPrefix,
    queue: def.name,
    metrics,
    logger,
    connection: bus.connection,
  });

  const address = new InternalAddress();
  @Module({ imports: [RuntimeModule.forRoot({ name: def.name, dataSource, bus, config, logger, address, providers: def.providers }), def.module] })
  class ServiceRoot {}

  const app = await NestFactory.createMicroservice(ServiceRoot, {
    strategy: transport,
    logger: new PinoNestLogger(logger),
    bufferLogs: false,
  });
  app.useGlobalFilters(new ServiceErrorFilter(logger, def.name));
  app.useGlobalPipes(serviceValidationPipe());
  await app.listen();

  let closing = false;
  const probes = await startProbeServer({
    port: config.internalPort ?? SERVICE_INTERNAL_PORTS[def.name],
    host: config.internalHost,
    registry: metrics.registry,
    ready: async () => !closing && (await checkHealth(def.name, dataSource, bus)).status === 'ok',
    routes: def.internalRoutes?.(app),
    onError: (err, path) => logger.error({ ...errorForLog(err), path }, 'Internal route failed'),
  });
  address.host = config.internalHost;
  address.port = probes.port;
  logger.info({ internalPort: probes.port, prefix: config.subjectPrefix || null }, `${def.name} service ready`);

  return {
    app,
    bus,
    dataSource,
    internalPort: probes.port,
    close: async () => {
      if (closing) return;
      closing = true;
      // The internal routes first: what they are answering still has the database and storage it needs, and a
      // request that comes after is refused (the gateway asks another replica), never failed.
      await probes.close();
      await app.close().catch((err) => logger.error({ err }, 'Error closing the NATS listener'));
      await release();
    },
  };
}

/** Boots one service process: config, migrate, listen on NATS with its queue group, serve probes, stop on SIGTERM. */
export async function runService<C extends ServiceRuntimeConfig>(def: ServiceDefinition<C>): Promise<void> {
  let config: C;
  try {
    config = def.config.load();
  } catch (err) {
    console.error(`The ${def.name} service cannot start. ${(err as Error).message}`);
    process.exit(1);
  }
  const logger = createLogger(def.name, config.logLevel);
  const service = await startService(def, config, logger).catch((err: unknown): never => {
    if (err instanceof ServiceStartError) logger.fatal({ err: err.cause }, err.message);
    else logger.fatal({ err }, `The ${def.name} service cannot start`);
    process.exit(1);
  });

  let stopping = false;
  const shutdown = async (reason: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ reason }, 'Shutting down');
    setTimeout(() => {
      logger.error('Shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    await service.close();
    logger.info('Stopped');
    process.exit(0);
  };
  onStopRequest((reason) => void shutdown(reason));
}

/**
 * Calls `stop` on SIGTERM, on SIGINT, and when the process that started this one with an IPC channel
 * (the launcher, the test harness) is gone, so no service outlives its parent, even one killed with SIGKILL.
 */
export function onStopRequest(stop: (reason: string) => void): void {
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  if (process.channel) {
    process.on('disconnect', () => stop('parent exited'));
    // The channel is only a tripwire: it must not keep an otherwise finished process alive.
    process.channel.unref();
  }
}
