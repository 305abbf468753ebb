import { beforeAll, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Static checks of infra/docker/Dockerfile: one image per service, each with only what it runs. */

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const read = (relative: string) => readFileSync(path.join(repoRoot, relative), 'utf8');
const APP_SERVICES = ['gateway', 'identity', 'catalog', 'content', 'media'];

/** The Dockerfile's stages by their name: the lines from each FROM to the next. */
function stages(dockerfile: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const block of dockerfile.split(/^(?=FROM )/m).filter((b) => b.startsWith('FROM '))) {
    const name = /^FROM \S+ AS (\S+)/.exec(block)?.[1];
    if (name) found.set(name, block);
  }
  return found;
}

describe('infra/docker/Dockerfile', () => {
  let dockerfile: string;
  let targets: Map<string, string>;
  let rootPackage: { workspaces: string[] };
  beforeAll(() => {
    dockerfile = read('infra/docker/Dockerfile');
    targets = stages(dockerfile);
    rootPackage = JSON.parse(read('package.json')) as { workspaces: string[] };
  });

  it('builds on a pinned Node 24 with the lockfile (npm ci), without the test tools, and runs as the unprivileged node user', () => {
    expect(dockerfile).toMatch(/^ARG NODE_IMAGE=node:24\.\d+\.\d+-bookworm-slim$/m);
    expect(targets.get('build')).toMatch(/npm ci --omit=dev/);
    expect(targets.get('build')).toMatch(/npm run build/);
    expect(targets.get('service')).toMatch(/^USER node$/m);
    expect(dockerfile).not.toMatch(/npm install/);
  });

  it('copies the manifest of every workspace before installing', () => {
    for (const workspace of rootPackage.workspaces) {
      expect(targets.get('manifests')).toContain(`COPY ${workspace}/package.json ${workspace}/`);
    }
  });

  it.each([...APP_SERVICES, 'seed'])(
    '%s is a target of its own: its bundle, its run-time packages, its command with the launcher’s Node flags',
    (name) => {
      const stage = targets.get(name);
      expect(stage).toBeDefined();
      expect(stage).toMatch(/^FROM service AS /);
      expect(stage).toContain(`COPY --from=build /out/${name}/node_modules node_modules`);
      const bundle = name === 'seed' ? 'infra/seed-bundle' : `services/${name}/bundle`;
      expect(stage).toContain(`COPY --from=build /app/${bundle} ${bundle}`);
      expect(stage).toMatch(new RegExp(`^CMD \\["node", (?:"--max-semi-space-size=4", )?"${bundle}/main\\.js"\\]$`, 'm'));
      if (name !== 'seed') expect(stage).toContain('"--max-semi-space-size=4"');
      // No other service's bundle, no workspace build output, no whole node_modules.
      for (const other of APP_SERVICES.filter((o) => o !== name)) expect(stage).not.toContain(`services/${other}/bundle`);
      expect(stage).not.toMatch(/\/dist (services|infra)\//);
      expect(stage).not.toMatch(/COPY --from=(build|prod-deps) \/app\/node_modules/);
    },
  );

  it('gives the site to the gateway alone', () => {
    expect(targets.get('gateway')).toContain('COPY --from=build /app/frontend/dist frontend/dist');
    for (const name of APP_SERVICES.filter((n) => n !== 'gateway')) expect(targets.get(name)).not.toContain('frontend/dist');
  });

  it('keeps dependencies, build output and secrets out of the build context', () => {
    const ignored = read('.dockerignore')
      .split('\n')
      .map((line) => line.trim());
    for (const entry of ['node_modules', '**/dist', 'services/*/bundle', 'infra/seed-bundle', '.data', '.git', '.env', 'test-results', 'coverage']) {
      expect(ignored).toContain(entry);
    }
  });
});
