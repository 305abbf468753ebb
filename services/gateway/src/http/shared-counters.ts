import { createHash } from 'node:crypto';
import { ServiceUnavailableException } from '@nestjs/common';
import { jetstream } from '@nats-io/jetstream';
import { Kvm, type KV } from '@nats-io/kv';
import { BUS_UNAVAILABLE, ServiceCallError, type ServiceBus } from '@lora/contracts';

/** What a counter holds: how many points its window has taken, and when the window ends (epoch ms). */
interface Window {
  count: number;
  endsAt: number;
}

/** What one bucket may hold in the NATS server's memory: about 100,000 windows. */
const STORE_MAX_BYTES = 16 * 1024 * 1024;

/** What JetStream says when a compare-and-set lost to another writer (the key changed, or was created, meanwhile). */
const LOST_RACE = /wrong last sequence|key exists/i;

/** Attempts at a compare-and-set before giving up: only a burst on one key makes a write lose, and each loss is one round trip. */
const CAS_ATTEMPTS = 20;

/**
 * Fixed-window counters that every gateway replica shares: one NATS JetStream key-value bucket (memory storage,
 * entries expiring with their window), each change a compare-and-set on the key's revision, so two replicas taking
 * points at once count both and the limits are exactly those of one process. Keys are hashed (a client address and
 * a user name are no KV key). The bucket is opened on first use, and again after a failure; it is bounded in bytes,
 * and a full one refuses new windows (take throws) rather than forget old ones.
 */
export class SharedCounters {
  private bucket: Promise<KV> | undefined;

  constructor(
    private readonly bus: ServiceBus,
    private readonly name: string,
    private readonly windowMs: number,
  ) {}

  /** The bucket; a NATS without JetStream, or none at all, is a 503 that says so. */
  private kv(): Promise<KV> {
    // With the bus down, say so at once, as every other call does, rather than wait out a timeout.
    if (!this.bus.isConnected) return Promise.reject(new ServiceCallError(503, BUS_UNAVAILABLE, 'bus'));
    // JetStream calls give up after 2 s (its default is 5), as a request over the bus gives up after REQUEST_TIMEOUT_MS.
    this.bucket ??= new Kvm(jetstream(this.bus.connection, { timeout: 2000 }))
      .create(this.bus.storeName(this.name), { storage: 'memory', ttl: this.windowMs, history: 1, max_bytes: STORE_MAX_BYTES })
      .catch((err: unknown) => {
        this.bucket = undefined;
        throw new ServiceUnavailableException(
          `The ${this.name} counters in NATS are unavailable (JetStream must be enabled): ${(err as Error).message}`,
        );
      });
    return this.bucket;
  }

  private static keyOf(key: string): string {
    return createHash('sha256').update(key).digest('base64url');
  }

  /**
   * Changes `key`'s open window with a compare-and-set: `change` gets the window (undefined when none is open) and
   * answers the next one, or undefined to leave it as it is. A write that lost to another replica reads again; any
   * other failure (NATS restarted and lost the bucket, say) drops the bucket, so the next call makes it again.
   */
  private async change(key: string, change: (open: Window | undefined, now: number) => Window | undefined): Promise<Window | undefined> {
    const kv = await this.kv();
    const k = SharedCounters.keyOf(key);
    try {
      for (let attempt = 0; attempt < CAS_ATTEMPTS; attempt++) {
        const now = Date.now();
        const entry = await this.bus.whileConnected(kv.get(k));
        const current = entry?.operation === 'PUT' ? entry.json<Window>() : undefined;
        const next = change(current && current.endsAt > now ? current : undefined, now);
        if (!next) return undefined;
        try {
          await this.bus.whileConnected(entry ? kv.update(k, JSON.stringify(next), entry.revision) : kv.create(k, JSON.stringify(next)));
          return next;
        } catch (err) {
          if (!LOST_RACE.test((err as Error).message)) throw err;
        }
      }
    } catch (err) {
      this.bucket = undefined;
      if (err instanceof ServiceCallError) throw err;
      throw new ServiceUnavailableException(`The ${this.name} counters in NATS are unavailable: ${(err as Error).message}`);
    }
    throw new ServiceUnavailableException(`The ${this.name} counter is too busy to update; try again`);
  }

  /** Takes one point of `key`'s window if fewer than `max` are taken: whether it did, and the ms until the window ends. */
  async take(key: string, max: number): Promise<{ taken: boolean; msLeft: number }> {
    let refused: Window | undefined;
    const taken = await this.change(key, (open, now) => {
      refused = open && open.count >= max ? open : undefined;
      if (refused) return undefined;
      return open ? { count: open.count + 1, endsAt: open.endsAt } : { count: 1, endsAt: now + this.windowMs };
    });
    const endsAt = (taken ?? refused)!.endsAt;
    return { taken: !!taken, msLeft: Math.max(0, endsAt - Date.now()) };
  }

  /** Gives a point back (what it was taken for did not happen). */
  async giveBack(key: string): Promise<void> {
    await this.change(key, (open) => (open && open.count > 0 ? { ...open, count: open.count - 1 } : undefined));
  }

  /** Forgets `key`'s window. */
  async clear(key: string): Promise<void> {
    try {
      await this.bus.whileConnected((await this.kv()).purge(SharedCounters.keyOf(key)));
    } catch (err) {
      this.bucket = undefined;
      if (err instanceof ServiceCallError) throw err;
      throw new ServiceUnavailableException(`The ${this.name} counters in NATS are unavailable: ${(err as Error).message}`);
    }
  }
}
