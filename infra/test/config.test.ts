import { describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { APP_SERVICES, repoRoot, serviceEntry } from '../src/paths.js';

/** Every .ts file under a folder. */
function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

describe('configuration', () => {
  it('is read from process.env only in config files', () => {
    const readers = ['services', 'packages']
      .flatMap((folder) => fs.readdirSync(path.join(repoRoot, folder)).map((name) => path.join(repoRoot, folder, name, 'src')))
      .flatMap(sourceFiles)
      .filter((file) => path.basename(file) !== 'config.ts' && fs.readFileSync(file, 'utf8').includes('process.env'))
      .map((file) => path.relative(repoRoot, file));
    expect(readers).toEqual([]);
  });

  it.each([
    ['gateway', { REQUEST_TIMEOUT_MS: 'soon' }, 'REQUEST_TIMEOUT_MS must be a whole number of at least 1, got "soon"'],
    ['catalog', { DB_POOL_SIZE: '0' }, 'DB_POOL_SIZE must be a whole number of at least 1, got "0"'],
    ['identity', { SESSION_TTL_HOURS: 'a week' }, 'SESSION_TTL_HOURS must be a whole number of at least 1, got "a week"'],
  ] as const)('stops the %s process at boot with a message naming a bad variable', (name, env, message) => {
    expect(APP_SERVICES).toContain(name);
    const result = spawnSync(process.execPath, [serviceEntry(name)], {
      env: { PATH: process.env.PATH, NATS_URL: 'nats://127.0.0.1:1', ...env },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(message);
  });
});
