import { ServerNats, type NatsContext } from '@nestjs/microservices';
import { NatsRecordSerializer } from '@nestjs/microservices/serializers/nats-record.serializer.js';
import { headers as natsHeaders, type Msg, type MsgCallback, type MsgHdrs, type NatsConnection, type Subscription } from '@nats-io/transport-node';
import { ACTOR_HEADER, JSON_REPLY_HEADER, JSON_REPLY_META_HEADER, JsonReply, REQUEST_ID_HEADER, requestContext, subjectFor } from '@lora/contracts';
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from 'pino';
import type { RpcMetrics } from './metrics.js';

/** The actor a message names (percent-encoded by the bus), or undefined when it names none or a malformed one. */
function decodedActor(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

export interface ServiceTransportOptions {
  url: string;
  prefix: string;
  /** Queue group: replicas of one service share the work instead of each handling every message. */
  queue: string;
  metrics?: RpcMetrics;
  /** Reuse one connection per process (the service's bus) instead of opening a second one. */
  connection?: NatsConnection;
  /** How long shutdown waits for messages already being handled. */
  drainTimeoutMs?: number;
  logger?: Logger;
}

/**
 * Nest's packets, except that a JsonReply travels as its JSON text alone, marked by a header (the
 * caller's bus turns it back into a JsonReply): no envelope to escape it into and parse it out of.
 */
class ReplySerializer extends NatsRecordSerializer {
  override serialize(packet: { response?: unknown; err?: unknown }): { data: unknown; headers?: unknown } {
    if (packet?.response instanceof JsonReply && packet.err === undefined) {
      const headers = natsHeaders();
      headers.set(JSON_REPLY_HEADER, '1');
      headers.set(JSON_REPLY_META_HEADER, JSON.stringify(packet.response.meta));
      return { data: packet.response.wire, headers };
    }
    return super.serialize(packet);
  }
}

/**
 * Nest's NATS transport, with four additions: subjects carry the environment prefix, each message is
 * handled inside a request context holding the caller's request id, JsonReply answers travel as
 * their bytes, and shutdown stops taking messages and then waits for the ones in flight.
 */
export class ServiceTransport extends ServerNats {
  private readonly subs: Subscription[] = [];
  private inFlight = 0;

  constructor(private readonly transport: ServiceTransportOptions) {
    super({
      servers: transport.url,
      queue: transport.queue,
      name: transport.queue,
      gracefulShutdown: false,
      maxReconnectAttempts: -1,
      reconnectTimeWait: 500,
    });
    this.serializer = new ReplySerializer();
    // Nest returns what the hook returns to the transport, which awaits it; its type only says void.
    // eslint-disable-next-line @typescript-eslint/no-misused-promises
    this.setOnProcessingStartHook((_transport, context, done) => {
      const ctx = context as NatsContext;
      const headers = ctx.getHeaders?.() as MsgHdrs | undefined;
      const requestId = headers?.get(REQUEST_ID_HEADER) || randomUUID();
      const actor = decodedActor(headers?.get(ACTOR_HEADER));
      const pattern = unprefixed(ctx.getSubject(), this.transport.prefix);
      const stop = this.transport.metrics?.start(pattern);
      const started = performance.now();
      this.inFlight++;
      return requestContext.run({ requestId, actor }, async (): Promise<unknown> => {
        try {
          return await done();
        } finally {
          this.inFlight--;
          stop?.();
          // Health checks arrive every few seconds from probes; keep them out of the info stream.
          const level = pattern.endsWith('.health') ? 'debug' : 'info';
          this.transport.logger?.[level]({ pattern, durationMs: Math.round(performance.now() - started) }, 'handled');
        }
      });
    });
  }

  override bindEvents(client: NatsConnection): void {
    for (const [channel, handlerRef] of this.messageHandlers) {
      const queue = (handlerRef.extras?.queue as string | undefined) ?? this.transport.queue;
      this.subs.push(
        client.subscribe(subjectFor(this.transport.prefix, channel), {
          queue,
          callback: this.getMessageHandler(channel).bind(this) as MsgCallback<Msg>,
        }),
      );
    }
  }

  override async createNatsClient(): Promise<NatsConnection> {
    return this.transport.connection ?? (super.createNatsClient() as Promise<NatsConnection>);
  }

  override async close(): Promise<void> {
    await Promise.all(this.subs.map((sub) => sub.drain().catch(() => undefined)));
    const deadline = Date.now() + (this.transport.drainTimeoutMs ?? 5000);
    while (this.inFlight > 0 && Date.now() < deadline) await sleep(20);
    await super.close();
  }
}

function unprefixed(subject: string, prefix: string): string {
  return prefix && subject.startsWith(`${prefix}.`) ? subject.slice(prefix.length + 1) : subject;
}
