import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { canConnect, freePort, isAlive, stopPid, waitForPort } from './net.js';

export interface NatsHandle {
  url: string;
  source: 'env' | 'local' | 'spawned';
  stop(): Promise<void>;
}

function findBinary(): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter).concat(['/usr/sbin', '/usr/local/sbin'])) {
    const candidate = path.join(dir, 'nats-server');
    if (fs.existsSync(candidate)) return candidate;
  }
  return undefined;
}

function installWithApt(log: (line: string) => void): void {
  if (process.getuid?.() !== 0) {
    throw new Error('nats-server is not installed. Install it (Debian: `apt-get install -y nats-server`) or set NATS_URL.');
  }
  log('installing nats-server with apt-get (Debian package)');
  for (const args of [['update', '-qq'], ['install', '-y', '-qq', 'nats-server']]) {
    const result = spawnSync('apt-get', args, { stdio: 'ignore', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (result.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed; install nats-server or set NATS_URL`);
  }
}

/**
 * NATS in order of preference: NATS_URL, a server on 127.0.0.1:4222, or a `nats-server` this
 * process spawns (installing the Debian package first when running as root).
 */
export async function ensureNats(options: { dataDir: string; log: (line: string) => void; natsUrl?: string }): Promise<NatsHandle> {
  if (options.natsUrl) {
    const url = new URL(options.natsUrl.replace(/^nats:/, 'http:'));
    if (!(await canConnect(url.hostname, Number(url.port || 4222), 1500))) {
      throw new Error(`NATS_URL is set but no NATS server answers at ${url.host}`);
    }
    return { url: options.natsUrl, source: 'env', stop: async () => undefined };
  }
  if (await canConnect('127.0.0.1', 4222, 1000)) return { url: 'nats://127.0.0.1:4222', source: 'local', stop: async () => undefined };

  let binary = findBinary();
  if (!binary) {
    installWithApt(options.log);
    binary = findBinary();
    if (!binary) throw new Error('nats-server was installed but cannot be found on PATH');
  }
  const pidFile = path.join(options.dataDir, 'nats.pid');
  if (fs.existsSync(pidFile)) {
    const stale = Number(fs.readFileSync(pidFile, 'utf8'));
    if (stale && isAlive(stale)) await stopPid(stale);
    fs.rmSync(pidFile, { force: true });
  }
  const port = await freePort();
  const storeDir = path.join(options.dataDir, 'nats');
  fs.mkdirSync(storeDir, { recursive: true });
  const child = spawn(binary, ['-a', '127.0.0.1', '-p', String(port), '-js', '-sd', storeDir], { stdio: 'ignore' });
  fs.writeFileSync(pidFile, String(child.pid));
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
  };
}
