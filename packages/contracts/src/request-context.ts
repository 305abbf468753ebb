import { AsyncLocalStorage } from 'node:async_hooks';

export interface RequestContext {
  requestId?: string;
  /** Who is acting: the signed-in admin's username, for what a save records (history). */
  actor?: string;
}

/**
 * The request being served: the gateway opens it per HTTP request, a service per message. The bus
 * reads it to stamp outgoing messages, the logger to stamp every line, so no call site passes ids.
 */
export const requestContext = new AsyncLocalStorage<RequestContext>();

export function currentRequestId(): string | undefined {
  return requestContext.getStore()?.requestId;
}

export function currentActor(): string | undefined {
  return requestContext.getStore()?.actor;
}
