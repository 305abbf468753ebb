import { spawn, type ChildProcess } from 'node:child_process';
import readline from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { repoRoot, serviceEntry, type AppService } from './paths.js';
import { renewPortLease } from './providers/net.js';

/**
 * node:http through process.getBuiltinModule, not `import`: the module namespace `import` builds reads every
 * property of node:http, and its lazy `WebSocket` getter loads undici (as `fetch` does), 13 MB of RSS
 * the launcher would keep for as long as the stack runs.
 */
const http = process.getBuiltinModule('node:http');

/** The status of a GET to a local port, or undefined when nothing answers within the timeout. */
function probe(port: number, path: string, timeoutMs: number): Promise<number | undefined> {
  return new Promise((resolve) => {
    const req = http.get({ host: '127.0.0.1', port, path, timeout: timeoutMs, agent: false }, (res) => {
      res.resume();
      resolve(res.statusCode);
    });
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(undefined));
  });
}

/**
 * Node 24 sizes the young generation from the machine's memory; on a large host that alone lifts an idle
 * service past 200 MB. 4 MB semi-spaces keep each process near its working set: measured against 16 MB with
 * `npm run bench:catalogue`, the catalog's and the gateway's CPU per request did not change, and each idle
 * service holds about 20 MB less (docs/benchmarks.md). The image runs its services the same way.
 */
export const SERVICE_NODE_FLAGS = ['--max-semi-space-size=4'];

export type LineSink = (service: AppService, line: string) => void;

export interface ServiceProcessOptions {
  name: AppService;
  env: NodeJS.ProcessEnv;
  /** The port whose /readyz (services) or /healthz (gateway) says it is up. */
  probePort: number;
  /** The port of its internal HTTP server (metrics), where that is not probePort: the gateway's. */
  internalPort?: number;
  onLine?: LineSink;
  onExit?: (code: number | null, signal: NodeJS.Signals | null) => void;
}

/** One service as a child process: start, wait until ready, stop with SIGTERM, kill, restart. */
export class ServiceProcess {
  private child?: ChildProcess;
  private exited?: Promise<number | null>;
  readonly recentLines: string[] = [];
  /** How many lines the process has printed so far: a mark for `linesSince`. */
  linesSeen = 0;

  constructor(readonly options: ServiceProcessOptions) {}

  /** The lines printed since `linesSeen` was `mark` (as many of them as `recentLines` still holds). */
  linesSince(mark: number): string[] {
    const count = this.linesSeen - mark;
    return count > 0 ? this.recentLines.slice(-count) : [];
  }

  get name(): AppService {
    return this.options.name;
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  get running(): boolean {
    return !!this.child && this.child.exitCode === null && this.child.signalCode === null;
  }

  start(): void {
    const child = spawn(process.execPath, [...SERVICE_NODE_FLAGS, serviceEntry(this.name)], {
      cwd: repoRoot,
      env: this.options.env,
      // The IPC channel closes when this process dies, however it dies; the service then stops itself.
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    });
    this.child = child;
    this.holdPorts();
    this.exited = new Promise((resolve) =>
      child.once('exit', (code, signal) => {
        // Kept through the gap before a restart too, when the kernel would offer them to the next who asks.
        this.holdPorts();
        this.options.onExit?.(code, signal);
        resolve(code);
      }),
    );
    for (const stream of [child.stdout!, child.stderr!]) {
      readline.createInterface({ input: stream }).on('line', (line) => {
        this.recentLines.push(line);
        this.linesSeen++;
        if (this.recentLines.length > 200) this.recentLines.shift();
        this.options.onLine?.(this.name, line);
      });
    }
  }

  /** Keeps this process's ports from freePort's other callers for a while (see freePort). */
  private holdPorts(): void {
    for (const port of new Set([this.options.probePort, this.options.internalPort ?? this.options.probePort])) renewPortLease(port);
  }

  async waitReady(timeoutMs = 30_000): Promise<void> {
    const path = this.name === 'gateway' ? '/healthz' : '/readyz';
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (!this.running) {
        throw new Error(`${this.name} exited during start-up:\n${this.recentLines.slice(-15).join('\n')}`);
      }
      const status = await probe(this.options.probePort, path, 1000);
      if (status !== undefined && status >= 200 && status < 300) return;
      await sleep(100);
    }
    throw new Error(`${this.name} was not ready within ${timeoutMs} ms:\n${this.recentLines.slice(-15).join('\n')}`);
  }

  /** Resolves with the first output line (already seen or still to come) that matches. */
  async waitForLine(match: (line: string) => boolean, timeoutMs = 5000): Promise<string> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.recentLines.find(match);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`${this.name} printed no matching line within ${timeoutMs} ms`);
      await sleep(25);
    }
  }

  /**
   * Graceful stop (SIGTERM, then SIGKILL after the grace period). Resolves with the exit code:
   * 0 when the process shut itself down, null when it had to be killed or was not running.
   */
  async stop(graceMs = 8000): Promise<number | null> {
    if (!this.child || !this.running) return null;
    this.child.kill('SIGTERM');
    const grace = new AbortController();
    const timedOut = await Promise.race([this.exited!.then(() => false), sleep(graceMs, true, { signal: grace.signal }).catch(() => false)]);
    grace.abort();
    if (timedOut) {
      this.child.kill('SIGKILL');
      await this.exited;
      return null;
    }
    return this.exited!;
  }

  async kill(): Promise<void> {
    if (!this.child || !this.running) return;
    this.child.kill('SIGKILL');
    await this.exited;
  }

  /** Freezes the process (it keeps its NATS subscriptions but never answers). */
  pause(): void {
    this.child?.kill('SIGSTOP');
  }

  resume(): void {
    this.child?.kill('SIGCONT');
  }

  /** Running and answering again, whether it was stopped, killed or frozen. */
  async ensureRunning(): Promise<void> {
    if (this.running) {
      this.resume();
      return;
    }
    this.start();
    await this.waitReady();
  }

  async restart(): Promise<void> {
    await this.stop();
    this.start();
    await this.waitReady();
  }
}
