import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { installDebianPackage } from './debian.js';
import { canConnect, freePort, isAlive, stopPid, waitForPort } from './net.js';
import type { WatchedServer } from '../infra-watchdog.js';

export interface NatsHandle {
  url: string;
  source: 'env' | 'local' | 'spawned';
  stop(): Promise<void>;
  /** The nats-server this process spawned, for the launcher to keep running. */
  watched?: WatchedServer;
}

export function findNatsBinary(): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter).concat(['/usr/sbin', '/usr/local/sbin'])) {
    const candidate = path.join(dir, 'nats-server');
    if (fs.existsSync(candidate)) return candidate;
  }
  return undefined;
}

/** The nats-server binary, installed from Debian's package first when it is missing and we are root. */
export function ensureNatsBinary(log: (line: string) => void): string {
  let binary = findNatsBinary();
  if (!binary) {
    installDebianPackage('nats-server', log, 'set NATS_URL');
    binary = findNatsBinary();
    if (!binary) throw new Error('nats-server was installed but cannot be found on PATH');
  }
  return binary;
}

/**
 * A nats-server of one's own on a fixed port, which a test can stop and start again to play a bus
 * outage without touching the server every other test shares.
 */
export class PrivateNatsServer {
  private child?: ChildProcess;
  private storeDir?: string;

  private constructor(
    private readonly binary: string,
    readonly port: number,
  ) {}

  static async start(): Promise<PrivateNatsServer> {
    const server = new PrivateNatsServer(
      ensureNatsBinary(() => undefined),
      await freePort(),
    );
    await server.resume();
    return server;
  }

  get url(): string {
    return `nats://127.0.0.1:${this.port}`;
  }

  get running(): boolean {
    return !!this.child && this.child.exitCode === null && this.child.signalCode === null;
  }

  /** Starts the server again (or for the first time); nothing to do while it runs. */
  async resume(): Promise<void> {
    if (this.running) return;
    // JetStream on (the gateways keep shared counters in it), its files in a folder of this server's own.
    this.storeDir ??= fs.mkdtempSync(path.join(os.tmpdir(), 'lora-nats-'));
    this.child = spawn(this.binary, ['-a', '127.0.0.1', '-p', String(this.port), '-js', '-sd', this.storeDir], { stdio: 'ignore' });
    if (!(await waitForPort('127.0.0.1', this.port, 10_000))) throw new Error(`nats-server did not start on port ${this.port}`);
  }

  /** Kills the server outright, as a crash would. */
  async kill(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }
}

/**
 * NATS in order of preference: NATS_URL, a server on 127.0.0.1:4222 (unless `useStandardPort` is false),
 * or a `nats-server` this process spawns (installing the Debian package first when running as root).
 */
export async function ensureNats(options: {
  dataDir: string;
  log: (line: string) => void;
  natsUrl?: string;
  useStandardPort: boolean;
}): Promise<NatsHandle> {
  if (options.natsUrl) {
    const url = new URL(options.natsUrl.replace(/^nats:/, 'http:'));
    if (!(await canConnect(url.hostname, Number(url.port || 4222), 1500))) {
      throw new Error(`NATS_URL is set but no NATS server answers at ${url.host}`);
    }
    return { url: options.natsUrl, source: 'env', stop: () => Promise.resolve() };
  }
  if (options.useStandardPort && (await canConnect('127.0.0.1', 4222, 1000)))
    return { url: 'nats://127.0.0.1:4222', source: 'local', stop: () => Promise.resolve() };

  const binary = ensureNatsBinary(options.log);
  const pidFile = path.join(options.dataDir, 'nats.pid');
  if (fs.existsSync(pidFile)) {
    const stale = Number(fs.readFileSync(pidFile, 'utf8'));
    if (stale && isAlive(stale)) await stopPid(stale);
    fs.rmSync(pidFile, { force: true });
  }
  const port = await freePort();
  const storeDir = path.join(options.dataDir, 'nats');
  fs.mkdirSync(storeDir, { recursive: true });
  // In a process group of its own, so a terminal's Ctrl-C does not end it before the services have drained.
  const spawnServer = () => {
    const child = spawn(binary, ['-a', '127.0.0.1', '-p', String(port), '-js', '-sd', storeDir], { stdio: 'ignore', detached: true });
    fs.writeFileSync(pidFile, String(child.pid));
    return child;
  };
  let child = spawnServer();
  if (!(await waitForPort('127.0.0.1', port, 10_000))) {
    child.kill('SIGKILL');
    throw new Error(`nats-server did not start listening on 127.0.0.1:${port}`);
  }
  options.log(`spawned nats-server on 127.0.0.1:${port}`);
  return {
    url: `nats://127.0.0.1:${port}`,
    source: 'spawned',
    stop: async () => {
      if (child.pid) await stopPid(child.pid);
      fs.rmSync(pidFile, { force: true });
    },
    watched: {
      name: 'nats-server',
      alive: () => child.exitCode === null && child.signalCode === null,
      restart: async () => {
        child = spawnServer();
        if (!(await waitForPort('127.0.0.1', port, 10_000))) {
          child.kill('SIGKILL');
          throw new Error(`it did not listen on 127.0.0.1:${port} within 10 s`);
        }
      },
    },
  };
}
