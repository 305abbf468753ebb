import { LRUCache } from 'lru-cache';
import { Counter, type Registry } from 'prom-client';
import { sessionTokenHash, type SessionView } from '@lora/contracts';

/**
 * Session → user, kept for a short while so a signed-in request does not ask identity every time.
 * Correctness does not rest on the lifetime: identity announces every logout (`identity.session.revoked`)
 * and every change to a user (`identity.user.changed`) before it answers, every gateway replica drops
 * the matching entries when it hears them, and a lost bus connection drops everything (events may have
 * been missed). A lookup that was under way while any of that happened is not stored, so an answer
 * computed before a revocation can never outlive it. Only valid sessions are kept. Before a kept session is
 * answered, `caughtUp` (the bus's round trip, ServiceBus.caughtUp) makes sure every event routed to this replica
 * before the request arrived has been heard: "before it answers" then holds on every replica at once, however busy.
 */
export class SessionCache {
  private readonly entries: LRUCache<string, SessionView> | undefined;
  private epoch = 0;
  private readonly hits: { inc(): void };
  private readonly misses: { inc(): void };

  constructor(
    registry: Registry,
    options: { ttlMs: number; maxEntries: number },
    /** Whether the events routed to this process so far have been heard; false answers the lookup from identity. */
    private readonly caughtUp: () => Promise<boolean>,
  ) {
    this.entries = options.ttlMs > 0 ? new LRUCache({ max: options.maxEntries, ttl: options.ttlMs }) : undefined;
    const lookups = new Counter({
      name: 'gateway_session_cache_lookups_total',
      help: 'Session lookups by where they were answered (hit: this gateway, miss: identity)',
      labelNames: ['result'],
      registers: [registry],
    });
    this.hits = lookups.labels('hit');
    this.misses = lookups.labels('miss');
  }

  /** The session from the cache, else from `resolve`, stored unless something was revoked meanwhile. */
  async lookup(token: string, resolve: () => Promise<SessionView | null>): Promise<SessionView | null> {
    if (!this.entries) return resolve();
    const key = sessionTokenHash(token);
    // Read again once caught up: an event heard meanwhile may have dropped it.
    const cached = this.entries.has(key) && (await this.caughtUp()) ? this.entries.get(key) : undefined;
    if (cached) {
      if (Date.parse(cached.expiresAt) > Date.now()) {
        this.hits.inc();
        return cached;
      }
      this.entries.delete(key);
    }
    this.misses.inc();
    const epoch = this.epoch;
    const session = await resolve();
    if (session && epoch === this.epoch) this.entries.set(key, session);
    return session;
  }

  /** One session ended (logout). */
  revoke(tokenHash: string): void {
    this.epoch++;
    this.entries?.delete(tokenHash);
  }

  /** A user's role, password or account changed: every session of theirs is looked up afresh. */
  dropUser(userId: number): void {
    this.epoch++;
    if (!this.entries) return;
    for (const [key, session] of this.entries.entries()) if (session.user.id === userId) this.entries.delete(key);
  }

  clear(): void {
    this.epoch++;
    this.entries?.clear();
  }

  get size(): number {
    return this.entries?.size ?? 0;
  }
}
