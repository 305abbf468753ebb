import { createHash } from 'node:crypto';
import { ServiceUnavailableException } from '@nestjs/common';
import { Kvm, type KV } from '@nats-io/kv';
import type { ServiceBus } from '@lora/contracts';

/** What a counter holds: how many points its window has taken, and when the window ends (epoch ms). */
interface Window {
  count: number;
  endsAt: number;
}

/** What one bucket may hold in the NATS server's memory: about 100,000 windows. */
const STORE_MAX_BYTES = 16 * 1024 * 1024;

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
    this.bucket ??= new Kvm(this.bus.connection)
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

  /** Takes one point of `key`'s window if fewer than `max` are taken: whether it did, and the ms until the window ends. */
  async take(key: string, max: number): Promise<{ taken: boolean; msLeft: number }> {
    const kv = await this.kv();
    const k = SharedCounters.keyOf(key);
    for (let attempt = 0; attempt < CAS_ATTEMPTS; attempt++) {
      const now = Date.now();
      const entry = await kv.get(k);
      const current = entry?.operation === 'PUT' ? entry.json<Window>() : undefined;
      const open = current && current.endsAt > now ? current : undefined;
      if (open && open.count >= max) return { taken: false, msLeft: open.endsAt - now };
      const next: Window = open ? { count: open.count + 1, endsAt: open.endsAt } : { count: 1, endsAt: now + this.windowMs };
      try {
        if (entry) await kv.update(k, JSON.stringify(next), entry.revision);
        else await kv.create(k, JSON.stringify(next));
        return { taken: true, msLeft: next.endsAt - now };
      } catch {
        // Another replica changed the key first: read it again.
      }
    }
    throw new ServiceUnavailableException(`The ${this.name} counter is too busy to update; try again`);
  }

  /** Gives a point back (what it was taken for did not happen). */
  async giveBack(key: string): Promise<void> {
    const kv = await this.kv();
    const k = SharedCounters.keyOf(key);
    for (let attempt = 0; attempt < CAS_ATTEMPTS; attempt++) {
      const entry = await kv.get(k);
      const current = entry?.operation === 'PUT' ? entry.json<Window>() : undefined;
      if (!entry || !current || current.count <= 0 || current.endsAt <= Date.now()) return;
      try {
        await kv.update(k, JSON.stringify({ ...current, count: current.count - 1 }), entry.revision);
        return;
      } catch {
        // Changed meanwhile: read it again.
      }
    }
  }

  /** Forgets `key`'s window. */
  async clear(key: string): Promise<void> {
    await (await this.kv()).purge(SharedCounters.keyOf(key));
  }
}
