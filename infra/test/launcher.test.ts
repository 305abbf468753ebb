import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { randomBytes } from 'node:crypto';
import { dropDatabases, ensureDatabase, withDatabase } from '../src/providers/postgres.js';
import { freePort, isAlive } from '../src/providers/net.js';
import { testInfrastructure } from '../src/testing/stack.js';
import { repoRoot } from '../src/paths.js';

/** `npm start` end to end: everything comes up, the seed lands, and Ctrl-C leaves no process behind. */
const infra = testInfrastructure();
const name = `lora_t_${infra.runId}_launcher${randomBytes(2).toString('hex')}`;
let launcher: ChildProcess;
let port: number;
let imagesDir: string;
const output: string[] = [];

function descendants(pid: number): number[] {
  const out = spawnSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' }).stdout.trim();
  const children = out ? out.split('\n').map(Number) : [];
  return children.flatMap((child) => [child, ...descendants(child)]);
}

beforeAll(async () => {
  const databaseUrl = await ensureDatabase(infra.serverUrl, name);
  port = await freePort();
  imagesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'launcher-images-'));
  launcher = spawn(process.execPath, [path.join(repoRoot, 'infra/dist/start.js')], {
    env: {
      PATH: process.env.PATH,
      DATABASE_URL: databaseUrl,
      NATS_URL: infra.natsUrl,
      NATS_SUBJECT_PREFIX: `t_${infra.runId}_launcher`,
      PORT: String(port),
      ADMIN_PASSWORD: 'launcher-test-password',
      IMAGES_DIR: imagesDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  readline.createInterface({ input: launcher.stdout! }).on('line', (line) => output.push(line));
  readline.createInterface({ input: launcher.stderr! }).on('line', (line) => output.push(line));
  const deadline = Date.now() + 60_000;
  while (!output.some((l) => l.includes('Press Ctrl-C'))) {
    if (Date.now() > deadline || launcher.exitCode !== null) throw new Error(`launcher did not come up:\n${output.slice(-20).join('\n')}`);
    await new Promise((r) => setTimeout(r, 100));
  }
});

afterAll(async () => {
  if (launcher?.exitCode === null) launcher.kill('SIGKILL');
  await dropDatabases(withDatabase(infra.serverUrl, 'postgres'), name);
  fs.rmSync(imagesDir, { recursive: true, force: true });
});

describe('npm start', () => {
  it('prints the URL and the admin sign-in', () => {
    expect(output).toContain(`  The site is running at  http://localhost:${port}`);
    expect(output).toContain('  Admin sign-in:          admin / launcher-test-password');
  });

  it('serves the page, the API and the seeded catalogue', async () => {
    const page = await fetch(`http://127.0.0.1:${port}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<!doctype html>');
    expect((await fetch(`http://127.0.0.1:${port}/readyz`)).status).toBe(200);
    const products = (await (await fetch(`http://127.0.0.1:${port}/api/products`)).json()) as unknown[];
    expect(products.length).toBeGreaterThanOrEqual(12);
    expect(output.some((l) => /seed: 6 categories and \d+ products created/.test(l))).toBe(true);
  });

  it('stops every process it started on Ctrl-C (SIGINT)', async () => {
    const started = descendants(launcher.pid!);
    expect(started.length).toBeGreaterThanOrEqual(5);
    const exited = new Promise<number | null>((resolve) => launcher.once('exit', (code) => resolve(code)));
    launcher.kill('SIGINT');
    expect(await exited).toBe(0);
    expect(started.filter(isAlive)).toEqual([]);
  });
});
