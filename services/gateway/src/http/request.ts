import type { Request } from 'express';
import type { SessionView } from '@lora/contracts';

export interface GatewayRequest extends Request {
  id: string;
  /** Memoised session lookup: undefined = not looked up yet, null = no valid session. */
  sessionView?: SessionView | null;
  /** The body limit of this request's route (see declaredBodyLimit). */
  bodyLimitBytes?: number;
}

/**
 * Express's request and response types as controller parameters name them. Not `Request` or `Response`:
 * the decorator metadata of a parameter so typed would read the global fetch classes, and the first read
 * of those loads undici (13 MB of RSS in the gateway).
 */
export type { Request as ExpressRequest, Response as ExpressResponse } from 'express';
