// One install or build at a time in a checkout. Plain JavaScript, like the bootstrap that uses it: it runs before
// anything is installed or built.
import fs from 'node:fs';
import path from 'node:path';

/** A lock file that stays empty this long was left by a process that died between creating and writing it. */
const EMPTY_LOCK_STALE_MS = 5000;
const POLL_MS = 200;

/** When process `pid` started, in clock ticks since boot, where /proc tells (Linux); '' elsewhere. */
const startedAt = (pid) => {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? '';
  } catch {
    return '';
  }
};

/** Whether the process a lock names (`<pid> <start time>`) still runs: not another that has its pid since. */
const alive = (holder) => {
  const [pid, started = ''] = holder.split(' ');
  try {
    process.kill(Number(pid), 0);
  } catch (err) {
    if (err.code !== 'EPERM') return false;
  }
  return started === '' || startedAt(pid) === started;
};

/**
 * Runs `work` holding `.data/checkout.lock` under `root`. Two commands started together in one checkout (`npm start`
 * in one terminal, `npm test` in another, after an edit) would otherwise both install into node_modules or both write
 * the build's output, each deleting files the other has just written: a stack then serves a half-built site. The file
 * holds its holder's pid and start time; a second command says what it waits for and waits. A lock whose process is
 * gone (killed with SIGKILL: any exit, even through process.exit, releases it) is taken over, as is one whose pid
 * another process has since.
 */
export async function withCheckoutLock(root, work, log = console.log) {
  const file = path.join(root, '.data', 'checkout.lock');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const mine = `${process.pid} ${startedAt(process.pid)}`.trim();
  const release = () => {
    if (read(file) === mine) fs.rmSync(file, { force: true });
  };
  let told = false;
  for (;;) {
    try {
      fs.writeFileSync(file, mine, { flag: 'wx' });
      break;
    } catch (err) {
      if (err.code !== 'EEXIST') throw err;
    }
    const holder = read(file);
    if (holder === undefined) continue; // released just now
    const stale = holder === '' ? Date.now() - mtime(file) > EMPTY_LOCK_STALE_MS : !alive(holder);
    if (stale) {
      // Only the lock read as stale: another waiter may have taken it over since.
      if (read(file) === holder) fs.rmSync(file, { force: true });
      continue;
    }
    if (!told && holder) {
      log(`waiting for another command in this checkout (pid ${holder.split(' ')[0]}) to finish installing or building…`);
      told = true;
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  process.once('exit', release);
  try {
    return await work();
  } finally {
    release();
    process.removeListener('exit', release);
  }
}

/** The lock's content, or undefined when there is no lock any more. */
function read(file) {
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    return undefined;
  }
}

function mtime(file) {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return Date.now();
  }
}
