import { connect, headers as natsHeaders, errors, type NatsConnection, type Subscription } from '@nats-io/transport-node';
import { randomUUID } from 'node:crypto';
import { HTTP_STATUS_BY_ERROR, ServiceCallError, isServiceErrorPayload } from './errors.js';
import { subjectFor } from './patterns.js';

export const REQUEST_ID_HEADER = 'x-request-id';
export const DEFAULT_REQUEST_TIMEOUT_MS = 3000;

export interface BusOptions {
  url: string;
  prefix: string;
  /** Connection name shown by the NATS server (monitoring). */
  name: string;
  timeoutMs?: number;
}

export interface RequestOptions {
  requestId?: string;
  timeoutMs?: number;
}

interface NestReply {
  id?: string;
  response?: unknown;
  err?: unknown;
  isDisposed?: boolean;
}

/**
 * The one NATS client every caller uses: request/reply speaking Nest's microservice packet
 * format, plus plain publish/subscribe for events. A request never waits longer than its
 * timeout: "no responders" becomes 503 at once, silence becomes 504.
 */
export class ServiceBus {
  private constructor(
    readonly connection: NatsConnection,
    private readonly prefix: string,
    private readonly timeoutMs: number,
  ) {}

  static async connect(options: BusOptions): Promise<ServiceBus> {
    const connection = await connect({
      servers: options.url,
      name: options.name,
      maxReconnectAttempts: -1,
      reconnectTimeWait: 500,
    });
    return new ServiceBus(connection, options.prefix, options.timeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS);
  }

  subject(pattern: string): string {
    return subjectFor(this.prefix, pattern);
  }

  async send<T>(pattern: string, data: unknown, options: RequestOptions = {}): Promise<T> {
    const service = pattern.split('.')[0];
    const timeout = options.timeoutMs ?? this.timeoutMs;
    const h = natsHeaders();
    h.set(REQUEST_ID_HEADER, options.requestId ?? randomUUID());
    const packet = JSON.stringify({ pattern, data: data ?? {}, id: randomUUID() });
    let reply: NestReply;
    try {
      const msg = await this.connection.request(this.subject(pattern), packet, { timeout, headers: h });
      reply = msg.json<NestReply>();
    } catch (err) {
      throw toCallError(err, service, timeout);
    }
    if (reply.err !== undefined && reply.err !== null) {
      throw replyErrorToCallError(reply.err, service);
    }
    return reply.response as T;
  }

  publish(event: string, data: unknown, requestId?: string): void {
    const h = natsHeaders();
    if (requestId) h.set(REQUEST_ID_HEADER, requestId);
    this.connection.publish(this.subject(event), JSON.stringify(data ?? {}), { headers: h });
  }

  /** Every subscriber gets every event (no queue group): used for cache and session invalidation. */
  subscribe<T>(event: string, handler: (data: T) => void): Subscription {
    return this.connection.subscribe(this.subject(event), {
      callback: (err, msg) => {
        if (err) return;
        let data: T;
        try {
          data = msg.json<T>();
        } catch {
          // An event whose body is not JSON still happened: subscribers (cache drops) act on it.
          data = {} as T;
        }
        try {
          handler(data);
        } catch {
          // A failing subscriber must not take the connection's dispatch loop down with it.
        }
      },
    });
  }

  /** Resolves once the server has processed everything published so far. */
  async flush(): Promise<void> {
    await this.connection.flush();
  }

  get isConnected(): boolean {
    return !this.connection.isClosed() && !this.connection.isDraining();
  }

  async close(): Promise<void> {
    if (!this.connection.isClosed()) await this.connection.drain().catch(() => this.connection.close());
  }
}

function toCallError(err: unknown, service: string, timeout: number): ServiceCallError {
  if (err instanceof errors.RequestError && err.isNoResponders()) {
    return new ServiceCallError(503, `The ${service} service is unavailable`, service);
  }
  if (err instanceof errors.NoRespondersError) {
    return new ServiceCallError(503, `The ${service} service is unavailable`, service);
  }
  if (err instanceof errors.TimeoutError || (err instanceof Error && err.name === 'TimeoutError')) {
    return new ServiceCallError(504, `The ${service} service did not answer within ${timeout} ms`, service);
  }
  if (err instanceof errors.ClosedConnectionError || err instanceof errors.DrainingConnectionError) {
    return new ServiceCallError(503, 'The message bus is unavailable', service);
  }
  return new ServiceCallError(503, `The ${service} service could not be reached`, service);
}

function replyErrorToCallError(err: unknown, service: string): ServiceCallError {
  if (isServiceErrorPayload(err)) {
    return new ServiceCallError(HTTP_STATUS_BY_ERROR[err.type], err.message, service, err.details);
  }
  return new ServiceCallError(500, `The ${service} service failed to handle the request`, service);
}
