/**
 * Errors a service returns on purpose. They travel over NATS as `{ type, message, details? }`
 * and the gateway maps them to HTTP statuses.
 */
export type ServiceErrorType =
  'validation' | 'unauthorized' | 'forbidden' | 'not_found' | 'conflict' | 'precondition_failed' | 'internal' | 'unavailable';

export interface ServiceErrorPayload {
  type: ServiceErrorType;
  message: string | string[];
  details?: unknown;
}

export const HTTP_STATUS_BY_ERROR: Record<ServiceErrorType, number> = {
  validation: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  /** A save or delete based on a version that is no longer the stored one; `details` is the record as stored. */
  precondition_failed: 412,
  internal: 500,
  /** The service runs but cannot do this now (still starting, its storage down). */
  unavailable: 503,
};

export function isServiceErrorPayload(value: unknown): value is ServiceErrorPayload {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return typeof v.type === 'string' && v.type in HTTP_STATUS_BY_ERROR && (typeof v.message === 'string' || Array.isArray(v.message));
}

/** Raised by the send helper: carries the HTTP status the gateway should answer with. */
export class ServiceCallError extends Error {
  constructor(
    readonly status: number,
    message: string | string[],
    readonly service?: string,
    readonly details?: unknown,
  ) {
    super(Array.isArray(message) ? message.join('; ') : message);
    this.name = 'ServiceCallError';
    this.messages = message;
  }
  readonly messages: string | string[];
}
