import { connect, headers as natsHeaders, errors, type NatsConnection, type Subscription } from '@nats-io/transport-node';
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { HTTP_STATUS_BY_ERROR, ServiceCallError, isServiceErrorPayload } from './errors.js';
import { serviceOf, subjectFor } from './patterns.js';
import { currentActor, currentRequestId } from './request-context.js';
import { JSON_REPLY_HEADER, JSON_REPLY_META_HEADER, JsonReply } from './json-reply.js';
import type { EventName, EventOf, ReplyOf, RequestOf, RequestPattern } from './contract.js';

export const REQUEST_ID_HEADER = 'x-request-id';
/** Who the request acts for (see RequestContext.actor), when anyone is signed in. */
export const ACTOR_HEADER = 'x-actor';
export const DEFAULT_REQUEST_TIMEOUT_MS = 3000;
export const BUS_UNAVAILABLE = 'The message bus is unavailable';

/** The few log calls the bus makes; pino's logger fits. */
export interface BusLogger {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
}

export interface BusOptions {
  url: string;
  prefix: string;
  /** Connection name shown by the NATS server (monitoring), and the `service` of log lines. */
  name: string;
  timeoutMs?: number;
  logger?: BusLogger;
}

export interface RequestOptions {
  timeoutMs?: number;
}

interface NestReply {
  id?: string;
  response?: unknown;
  err?: unknown;
  isDisposed?: boolean;
}

/**
 * The one NATS client every process uses: request/reply speaking Nest's microservice packet
 * format, and publish/subscribe for events, all typed against the contract map. A request never
 * waits longer than its timeout: "no responders" becomes 503 at once, silence 504, and while the
 * connection to the server is lost every request is a 503 that says the bus is down.
 */
export class ServiceBus {
  private connected = true;
  /** Aborted when the connection is lost: requests in flight then fail at once rather than wait out their timeout. */
  private lost = new AbortController();
  private readonly reconnectListeners: Array<() => void> = [];
  /** caughtUp()'s round trip in flight, and the one after it that callers who came meanwhile share. */
  private trip?: Promise<boolean>;
  private nextTrip?: Promise<boolean>;

  private constructor(
    readonly connection: NatsConnection,
    private readonly prefix: string,
    private readonly timeoutMs: number,
    private readonly logger?: BusLogger,
  ) {
    void this.watchConnection();
  }

  static async connect(options: BusOptions): Promise<ServiceBus> {
    const connection = await connect({
      servers: options.url,
      name: options.name,
      maxReconnectAttempts: -1,
      reconnectTimeWait: 500,
      // Lost connections are noticed within a few seconds even when the socket stays half-open.
      pingInterval: 5000,
      maxPingOut: 2,
      // The client would build an Error (a stack capture) for every request in case it fails; a failure
      // becomes a ServiceCallError naming the service instead, so those stacks are never read.
      noAsyncTraces: true,
    });
    return new ServiceBus(connection, options.prefix, options.timeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS, options.logger);
  }

  /** Logs a lost and a regained connection once each, and keeps `isConnected` true to the socket. */
  private async watchConnection(): Promise<void> {
    for await (const status of this.connection.status()) {
      if (status.type === 'disconnect' && this.connected) {
        this.connected = false;
        this.lost.abort();
        this.logger?.warn({ server: status.server }, `${BUS_UNAVAILABLE}: lost the connection to NATS; reconnecting`);
      } else if (status.type === 'reconnect' && !this.connected) {
        this.connected = true;
        this.lost = new AbortController();
        this.logger?.info({ server: status.server }, 'Reconnected to NATS');
        for (const listener of this.reconnectListeners) listener();
      }
    }
  }

  /** A JetStream store's name for this environment: the subject prefix joined to `name`, in the characters stores allow. */
  storeName(name: string): string {
    return [this.prefix, name]
      .filter(Boolean)
      .join('_')
      .replace(/[^A-Za-z0-9_-]/g, '_');
  }

  subject(pattern: string): string {
    return subjectFor(this.prefix, pattern);
  }

  async send<P extends RequestPattern>(pattern: P, data: RequestOf<P>, options: RequestOptions = {}): Promise<ReplyOf<P>> {
    const service = serviceOf(pattern);
    if (!this.isConnected) throw new ServiceCallError(503, BUS_UNAVAILABLE, 'bus');
    const timeout = options.timeoutMs ?? this.timeoutMs;
    const packet = JSON.stringify({ pattern, data: data ?? {}, id: randomUUID() });
    let reply: NestReply;
    try {
      const msg = await this.whileConnected(this.connection.request(this.subject(pattern), packet, { timeout, headers: this.headers() }));
      if (msg.headers?.get(JSON_REPLY_HEADER))
        return JsonReply.received(msg.data, JSON.parse(msg.headers.get(JSON_REPLY_META_HEADER) || '{}')) as ReplyOf<P>;
      reply = msg.json<NestReply>();
    } catch (err) {
      throw this.isConnected ? toCallError(err, service, timeout) : new ServiceCallError(503, BUS_UNAVAILABLE, 'bus');
    }
    if (reply.err !== undefined && reply.err !== null) throw replyErrorToCallError(reply.err, service);
    return reply.response as ReplyOf<P>;
  }

  /** `work` (a call over this bus's connection), or a 503 saying the bus is down as soon as the connection is lost while it runs. */
  whileConnected<T>(work: Promise<T>): Promise<T> {
    const signal = this.lost.signal;
    const down = () => new ServiceCallError(503, BUS_UNAVAILABLE, 'bus');
    if (signal.aborted) return Promise.reject(down());
    let onAbort = () => undefined as void;
    const lost = new Promise<never>((_, reject) => {
      onAbort = () => reject(down());
      signal.addEventListener('abort', onAbort, { once: true });
    });
    return Promise.race([work, lost]).finally(() => signal.removeEventListener('abort', onAbort));
  }

  /** Fire and forget: the server may not have routed it when this returns. */
  publish<E extends EventName>(event: E, data: EventOf<E>): void {
    this.connection.publish(this.subject(event), JSON.stringify(data), { headers: this.headers() });
  }

  /**
   * Publishes and waits until the server has routed the event to every subscriber, so a caller
   * answered after this cannot read state the event has not yet invalidated.
   */
  async announce<E extends EventName>(event: E, data: EventOf<E>): Promise<void> {
    this.publish(event, data);
    await this.connection.flush();
  }

  /**
   * Called after a lost connection comes back. Events published meanwhile never arrived, so whatever
   * they would have invalidated (caches) must be dropped here.
   */
  onReconnect(listener: () => void): void {
    this.reconnectListeners.push(listener);
  }

  /** Every subscriber gets every event (no queue group): used for cache and session invalidation. */
  subscribe<E extends EventName>(event: E, handler: (data: EventOf<E>) => void): Subscription {
    return this.connection.subscribe(this.subject(event), {
      callback: (err, msg) => {
        if (err) return;
        let data: EventOf<E>;
        try {
          data = msg.json<EventOf<E>>();
        } catch {
          // An event whose body is not JSON still happened: subscribers (cache drops) act on it.
          data = {} as EventOf<E>;
        }
        try {
          handler(data);
        } catch {
          // A failing subscriber must not take the connection's dispatch loop down with it.
        }
      },
    });
  }

  /**
   * True once this connection has handled every message the NATS server had routed to it when this was called: the
   * server answers a ping behind the messages it queued before it, and each is handed to its subscriber as it is read.
   * So an event announced (and flushed) before a request reached this process has been acted on when this resolves.
   * False when the bus is down or the round trip takes longer than `timeoutMs`. Callers at the same moment share a
   * round trip: one in flight, and one after it for everyone who came while it was.
   */
  caughtUp(timeoutMs = 1000): Promise<boolean> {
    if (!this.trip) {
      const trip = this.ping(timeoutMs).finally(() => {
        if (this.trip === trip) this.trip = undefined;
      });
      this.trip = trip;
      return trip;
    }
    // The trip in flight may have left before this call: wait for one that leaves after it.
    this.nextTrip ??= this.trip.then(() => {
      this.nextTrip = undefined;
      return this.caughtUp(timeoutMs);
    });
    return this.nextTrip;
  }

  /** True while the socket to the NATS server is up. */
  get isConnected(): boolean {
    return this.connected && !this.connection.isClosed() && !this.connection.isDraining();
  }

  /** Measures the bus for real: a round trip to the server within the time given. */
  async ping(timeoutMs = 1000): Promise<boolean> {
    if (!this.isConnected) return false;
    const timedOut = new AbortController();
    try {
      return await Promise.race([
        this.connection.flush().then(
          () => true,
          () => false,
        ),
        sleep(timeoutMs, false, { signal: timedOut.signal }),
      ]);
    } finally {
      timedOut.abort();
    }
  }

  async close(): Promise<void> {
    if (!this.connection.isClosed()) await this.connection.drain().catch(() => this.connection.close());
  }

  private headers() {
    const h = natsHeaders();
    h.set(REQUEST_ID_HEADER, currentRequestId() ?? randomUUID());
    const actor = currentActor();
    // Percent-encoded: a username may hold any character, a header value only printable ASCII.
    if (actor) h.set(ACTOR_HEADER, encodeURIComponent(actor));
    return h;
  }
}

/** Maps a failed NATS request to the answer the caller gets. */
export function toCallError(err: unknown, service: string, timeout: number): ServiceCallError {
  if ((err instanceof errors.RequestError && err.isNoResponders()) || err instanceof errors.NoRespondersError) {
    return new ServiceCallError(503, `The ${service} service is unavailable`, service);
  }
  if (err instanceof errors.TimeoutError || (err instanceof Error && err.name === 'TimeoutError')) {
    return new ServiceCallError(504, `The ${service} service did not answer within ${timeout} ms`, service);
  }
  if (err instanceof errors.ClosedConnectionError || err instanceof errors.DrainingConnectionError) {
    return new ServiceCallError(503, BUS_UNAVAILABLE, 'bus');
  }
  return new ServiceCallError(503, `The ${service} service could not be reached`, service);
}

/** Maps a service's error reply: its typed errors keep their meaning, anything else is a 500. */
export function replyErrorToCallError(err: unknown, service: string): ServiceCallError {
  if (isServiceErrorPayload(err)) {
    return new ServiceCallError(HTTP_STATUS_BY_ERROR[err.type], err.message, service, err.details);
  }
  return new ServiceCallError(500, `The ${service} service failed to handle the request`, service);
}
