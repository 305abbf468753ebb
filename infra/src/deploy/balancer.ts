import { setTimeout as sleep } from 'node:timers/promises';

/**
 * What a Kubernetes Service does for the gateway's replicas, for the proof (compose puts no balancer in front of
 * them): each request goes to the next ready replica. Readiness is checked as the gateway's readinessProbe says
 * (`/readyz`, a 3 s timeout, out after 3 failures in a row, back after one success), every 250 ms rather than every
 * 5 s. A draining gateway (503 after SIGTERM) is out within a second, well inside its drain.
 */
export class ReadyBalancer {
  private readonly replicas = new Map<string, { url: string; ready: boolean; failures: number }>();
  private turn = 0;
  private running = true;
  private readonly checking: Promise<void>;

  constructor(private readonly periodMs = 250) {
    this.checking = this.check();
  }

  /** A replica joins once it has answered ready. */
  async add(name: string, url: string): Promise<void> {
    this.replicas.set(name, { url, ready: false, failures: 0 });
    for (const started = Date.now(); !this.replicas.get(name)?.ready; await sleep(50)) {
      if (Date.now() - started > 60_000) throw new Error(`${name} at ${url} was not ready within 60 s`);
    }
  }

  remove(name: string): void {
    this.replicas.delete(name);
  }

  /** The base URL of the replica the next request goes to. */
  pick(): string {
    const ready = [...this.replicas.values()].filter((r) => r.ready);
    if (!ready.length) throw new Error('no gateway replica is ready');
    return ready[this.turn++ % ready.length].url;
  }

  async close(): Promise<void> {
    this.running = false;
    await this.checking;
  }

  private async check(): Promise<void> {
    while (this.running) {
      await Promise.all(
        [...this.replicas.values()].map(async (replica) => {
          const passed = await fetch(`${replica.url}/readyz`, { signal: AbortSignal.timeout(3000) }).then(
            async (res) => {
              await res.body?.cancel();
              return res.status === 200;
            },
            () => false,
          );
          replica.failures = passed ? 0 : replica.failures + 1;
          if (passed) replica.ready = true;
          else if (replica.failures >= 3) replica.ready = false;
        }),
      );
      await sleep(this.periodMs);
    }
  }
}
