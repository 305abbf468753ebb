import fs from 'node:fs';
import path from 'node:path';
import { isAlive } from './providers/net.js';

/** The launcher running in a data folder, as its lock file says. */
export interface RunningLauncher {
  pid: number;
  /** The site's address, once it was up. */
  url?: string;
}

/**
 * One `npm start` per data folder (`.data`, or LORA_DATA_DIR): the lock file holds the running launcher's pid and,
 * once the site is up, its address. A second start finds it and leaves everything as it is; a lock whose process is
 * gone (a launcher killed with SIGKILL) is taken over.
 */
export class LauncherLock {
  private constructor(private readonly file: string) {}

  /** Takes the lock for this process, or answers the launcher that holds it. */
  static claim(dataDir: string): LauncherLock | RunningLauncher {
    const file = path.join(dataDir, 'launcher.lock');
    for (;;) {
      try {
        fs.writeFileSync(file, JSON.stringify({ pid: process.pid }), { flag: 'wx' });
        return new LauncherLock(file);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      }
      const holder = readLock(file);
      if (holder && holder.pid !== process.pid && isLauncher(holder.pid)) return holder;
      fs.rmSync(file, { force: true });
    }
  }

  /** Notes where the site is, for a second start to say. */
  announce(url: string): void {
    fs.writeFileSync(this.file, JSON.stringify({ pid: process.pid, url }));
  }

  release(): void {
    if (readLock(this.file)?.pid === process.pid) fs.rmSync(this.file, { force: true });
  }
}

function readLock(file: string): RunningLauncher | undefined {
  try {
    const value = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<RunningLauncher>;
    return typeof value.pid === 'number' ? { pid: value.pid, ...(typeof value.url === 'string' ? { url: value.url } : {}) } : undefined;
  } catch {
    return undefined;
  }
}

/** Whether `pid` is alive and, where /proc tells, a launcher (infra/dist/start.js, or the bootstrap it runs in) rather than a process that reused the pid. */
function isLauncher(pid: number): boolean {
  if (!isAlive(pid)) return false;
  try {
    const command = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    return command.includes('start.js') || command.includes('bootstrap.mjs');
  } catch {
    return true;
  }
}
