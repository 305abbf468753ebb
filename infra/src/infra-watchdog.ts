import { planRestart, RESTART_POLICY, type RestartPolicy } from './restart-policy.js';

/** A server the launcher started itself (the embedded Postgres, its nats-server): whether it runs, and how to start it again. */
export interface WatchedServer {
  name: string;
  alive(): boolean;
  /** Starts it again where it was (same port, same data); resolves once it answers. */
  restart(): Promise<void>;
}

/** How often the watchdog looks. */
const CHECK_EVERY_MS = 500;

/**
 * Keeps the servers the launcher started running: one found dead is started again after the restart policy's
 * delay (growing with quick deaths in a row), and again after a failed start, without giving up, since every
 * service needs it. One line when it is found dead, one when it is back. The services reconnect by themselves.
 */
export function watchServers(servers: WatchedServer[], say: (line: string) => void, policy: RestartPolicy = RESTART_POLICY): { stop(): void } {
  let stopped = false;
  const timers = new Set<NodeJS.Timeout>();
  const later = (ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (!stopped) run();
    }, ms);
    timers.add(timer);
  };
  for (const server of servers) {
    let startedAt = Date.now();
    let quickDeaths = 0;
    let downSince: number | undefined;
    const check = () => {
      if (server.alive()) return later(CHECK_EVERY_MS, check);
      downSince ??= Date.now();
      const plan = planRestart({ ...policy, maxQuickCrashes: Number.POSITIVE_INFINITY }, quickDeaths, Date.now() - startedAt);
      quickDeaths = plan.quickCrashes;
      const delayMs = plan.action === 'restart' ? plan.delayMs : policy.maxDelayMs;
      say(`${server.name} is not running; starting it again in ${(delayMs / 1000).toFixed(1).replace(/\.0$/, '')} s`);
      later(delayMs, () => {
        startedAt = Date.now();
        server.restart().then(
          () => {
            say(`${server.name} is running again (${((Date.now() - downSince!) / 1000).toFixed(1)} s after it was found down)`);
            downSince = undefined;
            later(CHECK_EVERY_MS, check);
          },
          (err: unknown) => {
            say(`${server.name} did not start: ${(err as Error).message}`);
            later(0, check);
          },
        );
      });
    };
    later(CHECK_EVERY_MS, check);
  }
  return {
    stop: () => {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
    },
  };
}
