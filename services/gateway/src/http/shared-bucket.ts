import { ServiceUnavailableException } from '@nestjs/common';
import { jetstream } from '@nats-io/jetstream';
import { Kvm, type KV } from '@nats-io/kv';
import { BUS_UNAVAILABLE, ServiceCallError, type ServiceBus } from '@lora/contracts';

/**
 * A NATS JetStream key-value bucket that every gateway replica shares (memory storage, entries expiring after
 * `ttlMs`, bounded in bytes): where the gateway keeps what must agree across replicas and outlive one process. It is
 * opened on first use and again after any failure (a NATS restart loses a memory bucket). While the bus is down every
 * call is the bus's own 503 at once; a NATS without JetStream is a 503 that says so.
 */
export class SharedBucket {
  private bucket: Promise<KV> | undefined;

  constructor(
    private readonly bus: ServiceBus,
    readonly name: string,
    private readonly options: { ttlMs: number; maxBytes: number },
  ) {}

  private kv(): Promise<KV> {
    if (!this.bus.isConnected) return Promise.reject(new ServiceCallError(503, BUS_UNAVAILABLE, 'bus'));
    // JetStream calls give up after 2 s (its default is 5), as a request over the bus gives up after REQUEST_TIMEOUT_MS.
    this.bucket ??= new Kvm(jetstream(this.bus.connection, { timeout: 2000 }))
      .create(this.bus.storeName(this.name), { storage: 'memory', ttl: this.options.ttlMs, history: 1, max_bytes: this.options.maxBytes })
      .catch((err: unknown) => {
        this.bucket = undefined;
        throw new ServiceUnavailableException(`The ${this.name} store in NATS is unavailable (JetStream must be enabled): ${(err as Error).message}`);
      });
    return this.bucket;
  }

  /**
   * Runs `work` on the bucket: failed at once with the bus's 503 when the connection is lost meanwhile. Any other
   * failure drops the bucket and runs `work` once more on it opened again (a restarted NATS has lost a memory
   * bucket: the first request after it need not fail); failing again, it is a 503 naming the store. Errors `work`
   * throws on purpose as HTTP or bus errors pass as they are.
   */
  async use<T>(work: (kv: KV) => Promise<T>, retry = true): Promise<T> {
    const kv = await this.kv();
    try {
      return await this.bus.whileConnected(work(kv));
    } catch (err) {
      if (err instanceof ServiceCallError || err instanceof ServiceUnavailableException) throw err;
      this.bucket = undefined;
      if (retry) return this.use(work, false);
      throw new ServiceUnavailableException(`The ${this.name} store in NATS is unavailable: ${(err as Error).message}`);
    }
  }
}
