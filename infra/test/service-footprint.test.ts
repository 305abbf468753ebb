import { describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from '../src/paths.js';

/** The packages a module's static import graph loads, from a child Node process that records every resolution. */
function packagesLoadedBy(files: string[]): string[] {
  const script = `
    import { registerHooks } from 'node:module';
    const loaded = new Set();
    registerHooks({ resolve(specifier, context, next) {
      const result = next(specifier, context);
      const match = /\\/node_modules\\/((?:@[^/]+\\/)?[^/]+)\\//.exec(result.url);
      if (match) loaded.add(match[1]);
      return result;
    } });
    for (const file of ${JSON.stringify(files.map((f) => pathToFileURL(f).href))}) await import(file);
    console.log(JSON.stringify([...loaded].sort()));`;
  const child = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: repoRoot, encoding: 'utf8' });
  if (child.status !== 0) throw new Error(`loading ${files.join(', ')} failed:\n${child.stderr}`);
  return JSON.parse(child.stdout.trim().split('\n').pop()!) as string[];
}

// Each service process loads only what it uses: no OpenAPI generator, no HTTP framework (the gateway's).
describe('what a service process loads', () => {
  it.each(['identity', 'catalog', 'content', 'media'])('%s: its module graph holds no @nestjs/swagger, Express or Nest HTTP platform', (service) => {
    const dist = path.join(repoRoot, 'services', service, 'dist');
    const loaded = packagesLoadedBy([path.join(repoRoot, 'services', 'runtime', 'dist', 'index.js'), path.join(dist, `${service}.module.js`)]);
    expect(loaded).toEqual(expect.arrayContaining(['@nestjs/core', '@nestjs/microservices', 'typeorm']));
    expect(loaded.filter((name) => ['@nestjs/swagger', 'express', '@nestjs/platform-express', 'swagger-ui-dist'].includes(name))).toEqual([]);
  });

  it('media maps sharp and the S3 client only when it needs them: neither is in its module graph at start', () => {
    const dist = path.join(repoRoot, 'services', 'media', 'dist');
    const loaded = packagesLoadedBy([path.join(repoRoot, 'services', 'runtime', 'dist', 'index.js'), path.join(dist, 'media.module.js')]);
    expect(loaded).toContain('file-type');
    expect(loaded.filter((name) => ['sharp', 'minio'].includes(name))).toEqual([]);
  });

  it('the gateway does load swagger, so the check can see it', () => {
    expect(packagesLoadedBy([path.join(repoRoot, 'services', 'gateway', 'dist', 'gateway.module.js')])).toContain('@nestjs/swagger');
  });
});
