import { pino, type Logger } from 'pino';
import type { LoggerService } from '@nestjs/common';
import { currentRequestId } from '@lora/contracts';

/** JSON log lines named after the process, each carrying the id of the request being served. */
export function createLogger(service: string, level: string): Logger {
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
  warn(message: unknown, context?: string) {
    this.logger.warn({ context }, String(message));
  }
  debug(message: unknown, context?: string) {
    this.logger.debug({ context }, String(message));
  }
  verbose(message: unknown, context?: string) {
    this.logger.trace({ context }, String(message));
  }
  fatal(message: unknown, context?: string) {
    this.logger.fatal({ context }, String(message));
  }
}

/** How often one error's stack is written out again while it keeps happening. */
const STACK_EVERY_MS = 60_000;
/** Distinct errors remembered (the oldest is forgotten first). */
const DISTINCT_ERRORS_MAX = 500;
const stackLoggedAt = new Map<string, number>();

/**
 * What a log line says about an error: the error with its stack the first time it is seen in a minute, its name and
 * message alone after that. An outage that fails every request then writes one short line per request, and its
 * stack once a minute, not tens of lines each time.
 */
export function errorForLog(err: unknown, now = Date.now()): { err: unknown } | { error: string } {
  const error = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
  const key = error.slice(0, 300);
  const last = stackLoggedAt.get(key);
  if (last !== undefined && now - last < STACK_EVERY_MS) return { error };
  stackLoggedAt.delete(key);
  stackLoggedAt.set(key, now);
  if (stackLoggedAt.size > DISTINCT_ERRORS_MAX) stackLoggedAt.delete(stackLoggedAt.keys().next().value!);
  return { err };
}
