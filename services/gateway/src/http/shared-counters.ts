import { createHash } from 'node:crypto';
import { ServiceUnavailableException } from '@nestjs/common';
import type { ServiceBus } from '@lora/contracts';
import { SharedBucket } from './shared-bucket.js';

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
 * a user name are no KV key). The bucket (SharedBucket) is bounded in bytes, and a full one refuses new windows
 * (take throws) rather than forget old ones.
 */
export class SharedCounters {
  private readonly bucket: SharedBucket;

  constructor(
    bus: ServiceBus,
    private readonly name: string,
    private readonly windowMs: number,
  ) {
    this.bucket = new SharedBucket(bus, name, { ttlMs: windowMs, maxBytes: STORE_MAX_BYTES });
  }

  private static keyOf(key: string): string {
    return createHash('sha256').update(key).digest('base64url');
  }

  /**
   * Changes `key`'s open window with a compare-and-set: `change` gets the window (undefined when none is open) and
   * answers the next one, or undefined to leave it as it is. A write that lost to another replica reads again.
   */
  private async change(key: string, change: (open: Window | undefined, now: number) => Window | undefined): Promise<Window | undefined> {
    const k = SharedCounters.keyOf(key);
    const done = await this.bucket.use(async (kv) => {
      for (let attempt = 0; attempt < CAS_ATTEMPTS; attempt++) {
        const now = Date.now();
        const entry = await kv.get(k);
        const current = entry?.operation === 'PUT' ? entry.json<Window>() : undefined;
        const next = change(current && current.endsAt > now ? current : undefined, now);
        if (!next) return { next: undefined };
        try {
          if (entry) await kv.update(k, JSON.stringify(next), entry.revision);
          else await kv.create(k, JSON.stringify(next));
          return { next };
        } catch (err) {
          if (!LOST_RACE.test((err as Error).message)) throw err;
        }
      }
      return undefined;
    });
    if (!done) throw new ServiceUnavailableException(`The ${this.name} counter is too busy to update; try again`);
    return done.next;
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
    await this.bucket.use((kv) => kv.purge(SharedCounters.keyOf(key)));
  }
}
