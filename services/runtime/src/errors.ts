import { ArgumentsHost, Catch, type RpcExceptionFilter } from '@nestjs/common';
import { RpcException } from '@nestjs/microservices';
import { throwError, type Observable } from 'rxjs';
import type { ServiceErrorPayload, ServiceErrorType } from '@lora/contracts';
import type { Logger } from 'pino';

/** Thrown by service code for an outcome the caller should see (404, 409, 400, ...). */
export class ServiceError extends RpcException {
  constructor(type: ServiceErrorType, message: string | string[], details?: unknown) {
    super({ type, message, ...(details === undefined ? {} : { details }) } satisfies ServiceErrorPayload);
  }
}

export const notFound = (message: string) => new ServiceError('not_found', message);
export const conflict = (message: string) => new ServiceError('conflict', message);
export const invalid = (message: string | string[]) => new ServiceError('validation', message);

/** Postgres unique_violation */
const UNIQUE_VIOLATION = '23505';

/** Whether a database error is a unique violation, of the named constraint when one is given. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  const driverError =
    (err as { driverError?: { code?: string; constraint?: string } })?.driverError ?? (err as { code?: string; constraint?: string });
  return driverError?.code === UNIQUE_VIOLATION && (constraint === undefined || driverError.constraint === constraint);
}

/**
 * Turns anything thrown by a handler into the typed error payload. Unexpected errors are logged
 * with their stack and answered as a generic internal error, so no internals leak to callers.
 */
@Catch()
export class ServiceErrorFilter implements RpcExceptionFilter<unknown> {
  constructor(private readonly logger: Logger) {}

  catch(exception: unknown, _host: ArgumentsHost): Observable<never> {
    if (exception instanceof RpcException) return throwError(() => exception.getError());
    if (isUniqueViolation(exception)) {
      return throwError(() => ({ type: 'conflict', message: 'A record with the same unique value already exists' }));
    }
    this.logger.error({ err: exception }, 'Unhandled error in message handler');
    return throwError(() => ({ type: 'internal', message: 'Internal error' }) satisfies ServiceErrorPayload);
  }
}
