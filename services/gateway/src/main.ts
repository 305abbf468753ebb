import 'reflect-metadata';
import { setTimeout as sleep } from 'node:timers/promises';
import { ServiceBus } from '@lora/contracts';
import { createLogger, onStopRequest, startProbeServer } from '@lora/runtime';
import { gatewayConfig, type GatewayConfig } from './config.js';
import { createGateway } from './app.js';
import { createHttpServer } from './http/server.js';
import { CachingResponse } from './cache/public-read-cache.js';

let config: GatewayConfig;
try {
  config = gatewayConfig.load();
} catch (err) {
  console.error(`The gateway cannot start. ${(err as Error).message}`);
  process.exit(1);
}
const logger = createLogger('gateway', config.logLevel);

const bus = await ServiceBus.connect({
  url: config.natsUrl,
  prefix: config.subjectPrefix,
  name: 'gateway',
  timeoutMs: config.requestTimeoutMs,
  logger,
}).catch((err: Error) => {
  logger.fatal({ err }, `Cannot connect to NATS at ${config.natsUrl}`);
  process.exit(1);
});

const gateway = await createGateway({ bus, config, logger });
const server = createHttpServer(gateway.handle, config.http, logger, CachingResponse);
await new Promise<void>((resolve) => server.listen(config.port, config.host, resolve));
// Metrics on a port of their own, which the deployment does not publish: the site's port answers /metrics with a 404.
const internal = await startProbeServer({
  port: config.internal.port,
  host: config.internal.host,
  ready: async () => !gateway.lifecycle.draining && (await bus.ping(config.readinessTimeoutMs)),
  registry: gateway.registry,
});
logger.info(
  { port: config.port, internalPort: internal.port, prefix: config.subjectPrefix || null },
  `gateway listening on http://localhost:${config.port}`,
);

let stopping = false;
const shutdown = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  gateway.lifecycle.draining = true;
  setTimeout(() => process.exit(1), config.shutdownDrainMs + 10_000).unref();
  if (config.shutdownDrainMs > 0) {
    logger.info({ signal, drainMs: config.shutdownDrainMs }, 'Draining: not ready, still serving');
    await sleep(config.shutdownDrainMs);
  }
  logger.info({ signal }, 'Shutting down');
  await Promise.all([new Promise((resolve) => server.close(resolve)), internal.close()]);
  await gateway.app.close();
  await bus.close();
  process.exit(0);
};
onStopRequest((reason) => void shutdown(reason));
