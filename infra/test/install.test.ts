import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '../src/paths.js';

/**
 * What `npm start` and `npm test` install (infra/bootstrap.mjs): the committed lockfile is complete and stays as it is,
 * `npm start` takes only what building and running needs, and a machine that cannot reach the registry is told so.
 */

const manifest = (file: string) => JSON.parse(fs.readFileSync(path.join(repoRoot, file), 'utf8')) as Record<string, Record<string, string>>;
const root = manifest('package.json');
const workspaces = root.workspaces as unknown as string[];

describe('the dependency tiers', () => {
  // Packages only tests, benchmarks and checks use: `npm start` must not install them.
  const testOnly = [
    'jest',
    'lighthouse',
    'playwright-core',
    'axe-core',
    's3rver',
    'smtp-server',
    'fast-check',
    'supertest',
    'typescript',
    'prettier',
  ];

  it('lists every test tool as a devDependency of the root, and none as a dependency of any workspace', () => {
    for (const name of testOnly) expect(root.devDependencies[name]).toBeDefined();
    for (const dir of workspaces) {
      const deps = Object.keys(manifest(path.join(dir, 'package.json')).dependencies ?? {});
      expect({ dir, test: deps.filter((name) => testOnly.includes(name) || name === 'autocannon') }).toEqual({ dir, test: [] });
    }
  });

  it('marks none of the build tools dev, so `npm ci --omit=dev` can build', () => {
    const lock = manifest('package-lock.json') as unknown as { packages: Record<string, { dev?: boolean }> };
    for (const name of ['@swc/cli', '@swc/core', 'rolldown', 'vite', '@vitejs/plugin-react']) {
      expect({ name, dev: lock.packages[`node_modules/${name}`]?.dev ?? false }).toEqual({ name, dev: false });
    }
  });
});

describe('npm start on a machine that cannot reach the npm registry', () => {
  // A checkout with nothing installed, started in a network namespace of its own (no interface but loopback) with an
  // empty npm cache: the first run must say what it could not reach, quickly, and exit non-zero.
  let checkout: string;

  beforeAll(() => {
    checkout = fs.mkdtempSync(path.join(os.tmpdir(), 'lora-offline-'));
    for (const file of [
      '.nvmrc',
      'package.json',
      'package-lock.json',
      'infra/bootstrap.mjs',
      'infra/checkout-lock.mjs',
      ...workspaces.map((dir) => path.join(dir, 'package.json')),
    ]) {
      fs.mkdirSync(path.dirname(path.join(checkout, file)), { recursive: true });
      fs.copyFileSync(path.join(repoRoot, file), path.join(checkout, file));
    }
  });

  afterAll(() => {
    fs.rmSync(checkout, { recursive: true, force: true });
  });

  it("names the registry it could not reach and exits 1 at once, without npm's minutes of retries", async () => {
    const child = spawn('unshare', ['-n', process.execPath, 'infra/bootstrap.mjs', 'start'], {
      cwd: checkout,
      env: { ...process.env, npm_config_cache: path.join(checkout, '.npm-cache'), LORA_TREE_AT_START: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(output).toMatch(
      /installing the dependencies needs the npm registry \(https?:\/\/[^)]+\) once, and it cannot be reached from this machine/,
    );
    expect(fs.existsSync(path.join(checkout, 'node_modules', '.lora-install.json'))).toBe(false);
  }, 60_000);
});
