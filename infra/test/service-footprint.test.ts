import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { APP_SERVICES, serviceEntry, type AppService } from '../src/paths.js';
import { TestStack } from '../src/testing/stack.js';

/**
 * Each process runs its service's bundle (infra/bundle-service.mjs) as `npm start` and the image do. A module
 * preloaded into each records every file and package Node resolves (the bundle's own files, and what it
 * leaves external) and, at exit, the built-in modules loaded; the bundle's modules.json says which
 * packages each of its files holds.
 */
const RECORDER = `
import { registerHooks } from 'node:module';
import { writeFileSync } from 'node:fs';
const urls = new Set();
registerHooks({ resolve(specifier, context, next) { const result = next(specifier, context); urls.add(result.url); return result; } });
process.on('exit', () => writeFileSync(process.env.FOOTPRINT_FILE, JSON.stringify({ urls: [...urls], builtins: process.moduleLoadList })));
`;

interface Footprint {
  /** Packages loaded from the bundle's files and from node_modules. */
  packages: string[];
  /** Files resolved outside the bundle and node_modules (a workspace's dist, say). */
  others: string[];
  bundleFiles: string[];
  builtins: string[];
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'footprint-'));
const footprints = new Map<AppService, Footprint>();

function footprintOf(name: AppService): Footprint {
  const { urls, builtins } = JSON.parse(fs.readFileSync(path.join(dir, `${name}.json`), 'utf8')) as { urls: string[]; builtins: string[] };
  const bundleDir = path.dirname(serviceEntry(name));
  const contents = JSON.parse(fs.readFileSync(path.join(bundleDir, 'modules.json'), 'utf8')) as Record<string, string[]>;
  const files = urls.filter((url) => url.startsWith('file:')).map((url) => new URL(url).pathname);
  const bundleFiles = files.filter((file) => path.dirname(file) === bundleDir).map((file) => path.basename(file));
  const external = files.map((file) => /\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(file)?.[1]).filter((p): p is string => !!p);
  const packages = [...new Set([...bundleFiles.flatMap((file) => contents[file] ?? []), ...external])].sort();
  const others = files.filter(
    (file) => path.dirname(file) !== bundleDir && !file.includes('/node_modules/') && file !== path.join(dir, 'recorder.mjs'),
  );
  return { packages, others, bundleFiles, builtins };
}

beforeAll(async () => {
  fs.writeFileSync(path.join(dir, 'recorder.mjs'), RECORDER);
  const serviceEnv = Object.fromEntries(
    APP_SERVICES.map((name) => [
      name,
      { NODE_OPTIONS: `--import=${path.join(dir, 'recorder.mjs')}`, FOOTPRINT_FILE: path.join(dir, `${name}.json`) },
    ]),
  );
  const stack = await TestStack.start({ services: [...APP_SERVICES], serviceEnv });
  // Stopped (SIGTERM, a clean exit) once every service is ready: what each has loaded by then.
  await stack.stop();
  for (const name of APP_SERVICES) footprints.set(name, footprintOf(name));
});

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('what a service process loads', () => {
  it.each(APP_SERVICES)('%s runs its bundle: no file of a workspace is loaded apart from it', (name) => {
    const { bundleFiles, others } = footprints.get(name)!;
    expect(bundleFiles).toContain('main.js');
    expect(others).toEqual([]);
  });

  it.each(['identity', 'catalog', 'content', 'media'] as const)('%s holds no @nestjs/swagger, Express or Nest HTTP platform', (name) => {
    const { packages } = footprints.get(name)!;
    expect(packages).toEqual(expect.arrayContaining(['@nestjs/core', '@nestjs/microservices', 'typeorm', 'pg', 'pino']));
    expect(packages.filter((p) => ['@nestjs/swagger', 'express', '@nestjs/platform-express', 'swagger-ui-dist'].includes(p))).toEqual([]);
  });

  it('identity loads argon2 from node_modules (a native addon the bundle leaves external)', () => {
    expect(footprints.get('identity')!.packages).toContain('argon2');
  });

  it('media maps sharp and the S3 client only when it needs them: neither is loaded at start', () => {
    const { packages } = footprints.get('media')!;
    expect(packages).toContain('file-type');
    expect(packages.filter((p) => ['sharp', 'minio'].includes(p))).toEqual([]);
  });

  it('the gateway does load swagger, so the check can see it', () => {
    expect(footprints.get('gateway')!.packages).toContain('@nestjs/swagger');
  });

  // `import … from 'node:http'` builds the module's namespace from every property, and the lazy
  // `WebSocket` getter loads undici (13 MB of RSS); the bundles take built-ins through require.
  it.each(APP_SERVICES)('%s has not loaded undici or http2', (name) => {
    const { builtins } = footprints.get(name)!;
    expect(builtins).toContain('NativeModule http');
    expect(builtins.filter((m) => /undici|http2/.test(m))).toEqual([]);
  });
});
