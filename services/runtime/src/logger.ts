import { AsyncLocalStorage } from 'node:async_hooks';
import { pino, type Logger } from 'pino';
import type { LoggerService } from '@nestjs/common';

export interface RequestContext {
  requestId?: string;
}

/** Carries the request id of the message being handled, so every log line can name it. */
export const requestContext = new AsyncLocalStorage<RequestContext>();

export function currentRequestId(): string | undefined {
  return requestContext.getStore()?.requestId;
}

export function createLogger(service: string, level = process.env.LOG_LEVEL || 'info'): Logger {
  return pino({
    level,
    base: { service },
    messageKey: 'msg',
    timestamp: pino.stdTimeFunctions.isoTime,
    mixin() {
      const requestId = currentRequestId();
      return requestId ? { requestId } : {};
    },
  });
}

/** Routes Nest's own log calls into pino, so the whole process writes one JSON format. */
const START_UP_CONTEXTS = new Set(['NestFactory', 'InstanceLoader', 'RoutesResolver', 'RouterExplorer', 'NestMicroservice', 'NestApplication']);

export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}
  log(message: unknown, context?: string) {
    // Nest narrates its boot line by line; that belongs at debug, the service logs its own "ready".
    if (context && START_UP_CONTEXTS.has(context)) this.logger.debug({ context }, String(message));
    else this.logger.info({ context }, String(message));
  }
  error(message: unknown, trace?: string, context?: string) {
    if (message instanceof Error) this.logger.error({ context, err: message }, message.message);
    else this.logger.error({ context, trace }, String(message));
  }
  warn(message: unknown, context?: string) { this.logger.warn({ context }, String(message)); }
  debug(message: unknown, context?: string) { this.logger.debug({ context }, String(message)); }
  verbose(message: unknown, context?: string) { this.logger.trace({ context }, String(message)); }
  fatal(message: unknown, context?: string) { this.logger.fatal({ context }, String(message)); }
}
