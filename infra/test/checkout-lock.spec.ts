import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { withCheckoutLock } from '../checkout-lock.mjs';

/** The bootstrap's lock around installing and building (infra/checkout-lock.mjs), with real processes holding it. */

const lockModule = new URL('../checkout-lock.mjs', import.meta.url).href;
let root: string;
let journal: string;
const lockFile = () => path.join(root, '.data', 'checkout.lock');
const note = (line: string) => fs.appendFileSync(journal, `${line}\n`);
const lines = () => fs.readFileSync(journal, 'utf8').trim().split('\n');
/** The other command holds the lock until this file exists: as long as the test needs, not a guessed time. */
const release = () => path.join(root, 'release');

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'checkout-lock-'));
  journal = path.join(root, 'journal');
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

/** Another command in the checkout: a process that takes the lock, notes its work in the journal and goes on until released. */
function otherCommand(): Promise<{ pid: number; exited: Promise<number | null> }> {
  const script = `
    import fs from 'node:fs';
    const { withCheckoutLock } = await import(${JSON.stringify(lockModule)});
    await withCheckoutLock(${JSON.stringify(root)}, async () => {
      fs.appendFileSync(${JSON.stringify(journal)}, 'other: building\\n');
      console.log('holding');
      while (!fs.existsSync(${JSON.stringify(release())})) await new Promise((resolve) => setTimeout(resolve, 20));
      fs.appendFileSync(${JSON.stringify(journal)}, 'other: built\\n');
    });`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return new Promise((resolve, reject) => {
    child.stdout.once('data', () => resolve({ pid: child.pid!, exited }));
    child.once('exit', (code) => reject(new Error(`the other command exited (${code}) before it held the lock`)));
  });
}

describe('one install or build at a time in a checkout', () => {
  it('a second command waits, saying for which process, until the first has finished, then takes its turn', async () => {
    const other = await otherCommand();
    const said: string[] = [];
    await withCheckoutLock(
      root,
      () => note('this: building'),
      (line) => {
        said.push(line);
        fs.writeFileSync(release(), '');
      },
    );
    expect(lines()).toEqual(['other: building', 'other: built', 'this: building']);
    expect(said).toEqual([`waiting for another command in this checkout (pid ${other.pid}) to finish installing or building…`]);
    expect(await other.exited).toBe(0);
    expect(fs.existsSync(lockFile())).toBe(false);
  });

  it('a lock left by a process that is gone (killed with SIGKILL) is taken over at once', async () => {
    const other = await otherCommand();
    process.kill(other.pid, 'SIGKILL');
    await other.exited;
    expect(fs.readFileSync(lockFile(), 'utf8')).toMatch(new RegExp(`^${other.pid} \\d+$`));
    const said: string[] = [];
    await withCheckoutLock(
      root,
      () => note('this: building'),
      (line) => said.push(line),
    );
    expect(lines()).toEqual(['other: building', 'this: building']);
    expect(said).toEqual([]);
    expect(fs.existsSync(lockFile())).toBe(false);
  });

  it('a lock whose pid another process has since (another start time) is taken over at once', async () => {
    fs.mkdirSync(path.dirname(lockFile()), { recursive: true });
    fs.writeFileSync(lockFile(), `${process.pid} 1`);
    const said: string[] = [];
    await withCheckoutLock(
      root,
      () => note('this: building'),
      (line) => said.push(line),
    );
    expect(lines()).toEqual(['this: building']);
    expect(said).toEqual([]);
    expect(fs.existsSync(lockFile())).toBe(false);
  });

  it('a failed install or build releases the lock and its error goes on', async () => {
    await expect(
      withCheckoutLock(root, () => {
        throw new Error('build failed (exit 2)');
      }),
    ).rejects.toThrow('build failed (exit 2)');
    expect(fs.existsSync(lockFile())).toBe(false);
  });
});
