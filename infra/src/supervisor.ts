import { ServiceProcess, type ServiceProcessOptions } from './processes.js';
import { planRestart, RESTART_POLICY, type RestartPolicy } from './restart-policy.js';

interface Supervised {
  process: ServiceProcess;
  startedAt: number;
  quickCrashes: number;
  restartTimer?: NodeJS.Timeout;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1).replace(/\.0$/, '')} s`;

/**
 * The launcher's services: started together; once `supervise()` is called, one that exits on its own is
 * restarted with a growing delay, and given up on after repeated quick crashes; `stop()` stops the gateway
 * first, then the rest.
 */
export class Supervisor {
  private readonly services: Supervised[] = [];
  private supervising = false;
  private stopped = false;

  constructor(
    private readonly say: (line: string) => void,
    private readonly policy: RestartPolicy = RESTART_POLICY,
  ) {}

  start(options: ServiceProcessOptions): ServiceProcess {
    if (this.stopped) throw new Error(`not starting ${options.name}: stopping`);
    const entry: Supervised = {
      process: new ServiceProcess({
        ...options,
        onExit: (code, signal) => {
          options.onExit?.(code, signal);
          this.exited(entry, signal ?? `code ${code}`);
        },
      }),
      startedAt: Date.now(),
      quickCrashes: 0,
    };
    this.services.push(entry);
    entry.process.start();
    return entry.process;
  }

  async waitReady(timeoutMs: number): Promise<void> {
    await Promise.all(this.services.map((s) => s.process.waitReady(timeoutMs)));
  }

  /** From now on an exit is a crash to restart; during start-up it fails the start instead. */
  supervise(): void {
    this.supervising = true;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const entry of this.services) clearTimeout(entry.restartTimer);
    const gateway = this.services.find((s) => s.process.name === 'gateway');
    await gateway?.process.stop();
    await Promise.all(this.services.filter((s) => s !== gateway).map((s) => s.process.stop()));
  }

  private exited(entry: Supervised, how: string): void {
    if (this.stopped || !this.supervising) return;
    const { name } = entry.process;
    const plan = planRestart(this.policy, entry.quickCrashes, Date.now() - entry.startedAt);
    entry.quickCrashes = plan.quickCrashes;
    if (plan.action === 'give-up') {
      this.say(
        `${name} exited (${how}): ${plan.quickCrashes} crashes in a row, each within ${seconds(this.policy.stableAfterMs)} of starting. ` +
          `Giving up on ${name}; the other services keep running and the API answers 503 for it (its last lines are above).`,
      );
      return;
    }
    this.say(
      `${name} exited (${how}); restarting it in ${seconds(plan.delayMs)} (crash ${plan.quickCrashes} of ${this.policy.maxQuickCrashes} before giving up)`,
    );
    entry.restartTimer = setTimeout(() => this.restart(entry), plan.delayMs);
  }

  private restart(entry: Supervised): void {
    if (this.stopped) return;
    entry.startedAt = Date.now();
    entry.process.start();
    entry.process.waitReady(60_000).then(
      () => this.say(`${entry.process.name} restarted and ready (pid ${entry.process.pid})`),
      // An exit during start-up comes back through exited(); only a slow start is news here.
      () => {
        if (entry.process.running && !this.stopped) this.say(`${entry.process.name} restarted but is not ready after 60 s`);
      },
    );
  }
}
