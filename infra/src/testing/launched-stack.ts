import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { isAlive, processStat } from '../providers/net.js';
import { repoRoot, serviceEntryPath, type AppService } from '../paths.js';
import { eventually } from './wait.js';

/** How a person stops `npm start`: Ctrl-C in its terminal, or SIGTERM to the launcher process alone. */
export type StopWay = 'ctrl-c' | 'sigterm';

export interface StopResult {
  way: StopWay;
  /** The exit code of the process the terminal started; null when a signal ended it. */
  code: number | null;
  signal: NodeJS.Signals | null;
  /** Whether the launcher printed its last line, "stopped". */
  stopped: boolean;
  /** Processes of the run still running after it exited. */
  left: string[];
  ms: number;
}

/** Every process on the machine with its parent and command line (Linux /proc). */
function processTable(): Map<number, { ppid: number; command: string }> {
  const table = new Map<number, { ppid: number; command: string }>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = processStat(Number(entry));
    try {
      const command = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').replace(/\0/g, ' ').trim();
      if (stat) table.set(Number(entry), { ppid: stat.ppid, command });
    } catch {
      /* gone while reading */
    }
  }
  return table;
}

/** The addresses (ip:port) of every TCP socket a process listens on, from /proc/net/tcp and tcp6. */
export function listeningAddresses(pid: number): string[] {
  const inodes = new Set<string>();
  for (const fd of fs.readdirSync(`/proc/${pid}/fd`)) {
    try {
      const socket = /^socket:\[(\d+)\]$/.exec(fs.readlinkSync(`/proc/${pid}/fd/${fd}`));
      if (socket) inodes.add(socket[1]);
    } catch {
      /* closed while reading */
    }
  }
  const addresses: string[] = [];
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const row of fs.readFileSync(table, 'utf8').trim().split('\n').slice(1)) {
      const [, local, , state, , , , , , inode] = row.trim().split(/\s+/);
      if (state !== '0A' || !inodes.has(inode)) continue; // 0A: LISTEN
      const [hexIp, hexPort] = local.split(':');
      // IPv4 is stored as one little-endian word; an IPv6 address is shown in hex as it is stored.
      const ip =
        hexIp.length === 8
          ? hexIp
              .match(/../g)!
              .reverse()
              .map((byte) => parseInt(byte, 16))
              .join('.')
          : `[${hexIp}]`;
      addresses.push(`${ip}:${parseInt(hexPort, 16)}`);
    }
  }
  return addresses;
}

/** A fresh folder for LORA_DATA_DIR that the embedded Postgres (run as user postgres under root) can enter. */
export function makeDataDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  fs.chmodSync(dir, 0o755);
  return dir;
}

/**
 * `npm start` (or the launcher it ends in) run as a terminal runs a foreground job: in a process group of
 * its own, so Ctrl-C can be played by sending SIGINT to the whole group.
 */
export class LaunchedStack {
  readonly output: string[] = [];
  /** Every process seen below the group leader, so the ones that outlive the run can be named. */
  private readonly seen = new Map<number, string>();
  private readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;

  private constructor(private readonly leader: ChildProcess) {
    for (const stream of [leader.stdout!, leader.stderr!]) {
      readline.createInterface({ input: stream }).on('line', (line) => this.output.push(line));
    }
    this.exited = new Promise((resolve) => leader.once('exit', (code, signal) => resolve({ code, signal })));
  }

  /** `via: 'npm'` runs `npm start` (the bootstrap, re-run under Node 24 when the machine's Node is older); `'launcher'` runs infra/dist/start.js directly. */
  static start(env: NodeJS.ProcessEnv, via: 'npm' | 'launcher' = 'launcher'): LaunchedStack {
    const [command, args] = via === 'npm' ? ['npm', ['start', '--silent']] : [process.execPath, [path.join(repoRoot, 'infra/dist/start.js')]];
    // Free internal ports: two launchers started at once by parallel test files would race for the usual ones.
    const ownEnv = { INTERNAL_HTTP_PORT: '0', ...env };
    return new LaunchedStack(spawn(command, args, { cwd: repoRoot, env: ownEnv, detached: true, stdio: ['ignore', 'pipe', 'pipe'] }));
  }

  async waitForLine(match: (line: string) => boolean, timeoutMs: number): Promise<string> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.output.find(match);
      if (found) return found;
      if (Date.now() > deadline || this.leader.exitCode !== null) {
        throw new Error(`no such line within ${timeoutMs} ms; last output:\n${this.output.slice(-25).join('\n')}`);
      }
      await sleep(100);
    }
  }

  /** How the run ended, once it has. */
  exit(): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
    return this.exited;
  }

  /** Waits for the banner that ends a start. */
  async waitUntilUp(timeoutMs = 120_000): Promise<void> {
    await this.waitForLine((line) => line.includes('Press Ctrl-C to stop everything'), timeoutMs);
  }

  /** The processes below the group leader now, leader included: pid → command line. */
  processes(): Map<number, string> {
    const table = processTable();
    const found = new Map<number, string>();
    const visit = (pid: number) => {
      found.set(pid, table.get(pid)?.command ?? '?');
      for (const [child, info] of table) if (info.ppid === pid) visit(child);
    };
    visit(this.leader.pid!);
    for (const [pid, command] of found) this.seen.set(pid, command);
    return found;
  }

  /** The pid of the process whose command line contains `part`. */
  pidOf(part: string): number | undefined {
    return [...this.processes()].find(([, command]) => command.includes(part))?.[0];
  }

  servicePid(name: AppService): number | undefined {
    return this.pidOf(serviceEntryPath(name));
  }

  /**
   * The launcher is the services' parent. Under `npm start` it runs inside the Node 24 bootstrap's own
   * process, whose command line names the bootstrap, not start.js.
   */
  launcherPid(): number | undefined {
    const gateway = this.servicePid('gateway');
    return gateway === undefined ? this.pidOf(path.join('infra', 'dist', 'start.js')) : processTable().get(gateway)?.ppid;
  }

  async stop(way: StopWay, timeoutMs = 60_000): Promise<StopResult> {
    this.processes();
    const started = Date.now();
    if (way === 'ctrl-c') process.kill(-this.leader.pid!, 'SIGINT');
    else process.kill(this.launcherPid()!, 'SIGTERM');
    const timedOut = Symbol('timed out');
    const outcome = await Promise.race([this.exited, sleep(timeoutMs, timedOut, { ref: false })]);
    const ms = Date.now() - started;
    const left = [...this.seen].filter(([pid]) => isAlive(pid)).map(([pid, command]) => `${pid} ${command}`);
    const { code, signal } = outcome === timedOut ? { code: null, signal: null } : outcome;
    return { way, code, signal, stopped: this.output.some((line) => line.endsWith('| stopped')), left, ms };
  }

  /** Kills every process of the run still alive (checked by its command line), for a test's clean-up. */
  async kill(): Promise<void> {
    // Once the leader has exited its pid may be another process's: only its recorded tree is ours.
    if (this.leader.exitCode === null && this.leader.signalCode === null) this.processes();
    const table = processTable();
    const killed: number[] = [];
    for (const [pid, command] of this.seen) {
      if (table.get(pid)?.command !== command || !isAlive(pid)) continue;
      try {
        process.kill(pid, 'SIGKILL');
        killed.push(pid);
      } catch {
        /* gone */
      }
    }
    await eventually(() => !killed.some(isAlive), 10_000, 'the killed processes gone');
  }
}
