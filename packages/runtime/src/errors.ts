import { ArgumentsHost, Catch, type RpcExceptionFilter } from '@nestjs/common';
import { RpcException } from '@nestjs/microservices';
import { throwError, type Observable } from 'rxjs';
import type { ServiceErrorPayload, ServiceErrorType } from '@lora/contracts';
import type { Logger } from 'pino';
import { errorForLog } from './logger.js';

/** Thrown by service code for an outcome the caller should see (404, 409, 400, ...). */
export class ServiceError extends RpcException {
  constructor(type: ServiceErrorType, message: string | string[], details?: unknown) {
    super({ type, message, ...(details === undefined ? {} : { details }) } satisfies ServiceErrorPayload);
  }
}

export const notFound = (message: string) => new ServiceError('not_found', message);
export const conflict = (message: string) => new ServiceError('conflict', message);
export const invalid = (message: string | string[]) => new ServiceError('validation', message);
/** A save or delete based on an older version than the stored one: 412, with the record as it is now. */
export const stale = (message: string, current: unknown) => new ServiceError('precondition_failed', message, current);

/**
 * Refuses a save or delete of `what` ("This product") based on `expected` when `stored` has moved on since: a 412
 * whose details are the record as stored (`current` is asked for only then). No expected version: nothing to check.
 */
export async function assertVersion(what: string, stored: number, expected: number | undefined, current: () => unknown): Promise<void> {
  if (expected === undefined || expected === stored) return;
  throw stale(
    `${what} was changed by someone else since you opened it (version ${stored} is stored; yours was ${expected}). Nothing was saved.`,
    await current(),
  );
}

/** Postgres unique_violation */
const UNIQUE_VIOLATION = '23505';

/** What pg itself raised: TypeORM wraps a failed query's error as `driverError`; a failed connection comes bare. */
function driverErrorOf(err: unknown): { code?: unknown; message?: unknown; constraint?: unknown } {
  return (err as { driverError?: unknown })?.driverError ?? err ?? {};
}

/** Whether a database error is a unique violation, of the named constraint when one is given. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  const driverError = driverErrorOf(err);
  return driverError.code === UNIQUE_VIOLATION && (constraint === undefined || driverError.constraint === constraint);
}

/** Errors that say Postgres cannot be reached or has dropped the connection, not that the query was wrong. */
const CONNECTION_ERROR_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE']);
const CONNECTION_ERROR_MESSAGES = /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

/**
 * Whether a database error means the database is unavailable: a refused or lost connection, Postgres shutting down
 * or not accepting connections yet (SQLSTATE class 08, 57P01–57P03).
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  const { code, message } = driverErrorOf(err);
  if (typeof code === 'string' && (CONNECTION_ERROR_CODES.has(code) || code.startsWith('08') || ['57P01', '57P02', '57P03'].includes(code)))
    return true;
  return typeof message === 'string' && CONNECTION_ERROR_MESSAGES.test(message);
}

/**
 * Turns anything thrown by a handler into the typed error payload. A database that cannot be reached is a 503 naming
 * it, logged as one line; other unexpected errors are logged with their stack and answered as a generic internal
 * error, so no internals leak to callers.
 */
@Catch()
export class ServiceErrorFilter implements RpcExceptionFilter<unknown> {
  constructor(
    private readonly logger: Logger,
    /** The service's name, for the message of a database outage. */
    private readonly service = 'service',
  ) {}

  catch(exception: unknown, _host: ArgumentsHost): Observable<never> {
    if (exception instanceof RpcException) return throwError(() => exception.getError());
    if (isUniqueViolation(exception)) {
      return throwError(() => ({ type: 'conflict', message: 'A record with the same unique value already exists' }));
    }
    if (isDatabaseUnavailable(exception)) {
      const { code, message } = driverErrorOf(exception);
      this.logger.warn({ code, reason: message }, 'The database is unavailable');
      return throwError(() => ({ type: 'unavailable', message: `The ${this.service} database is unavailable` }) satisfies ServiceErrorPayload);
    }
    this.logger.error(errorForLog(exception), 'Unhandled error in message handler');
    return throwError(() => ({ type: 'internal', message: 'Internal error' }) satisfies ServiceErrorPayload);
  }
}
