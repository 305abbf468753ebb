import { beforeAll, describe, it, expect } from '@jest/globals';
import { Ajv, type ValidateFunction } from 'ajv';
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseDocument } from 'yaml';
import { SERVICE_NODE_FLAGS } from '../src/processes.js';
import { kustomize, parseYamlStream, podTemplates, type Json } from '../src/deploy/kustomize.js';
import {
  APP_SERVICES,
  DATA_SERVICES,
  autoscalerViolations,
  composeHealthcheckViolations,
  composeImages,
  composeNestedDefaultViolations,
  composeSecretViolations,
  composeServiceContainers,
  connectionViolations,
  containerViolations,
  defaultSecretViolations,
  disruptionBudgetViolations,
  floatingImageViolations,
  ingressClassViolations,
  isPinned,
  k8sExecProbeViolations,
  k8sImages,
  k8sServiceContainers,
  networkCoverageViolations,
  nodeFlagViolations,
  openNetworkRuleViolations,
  schemaViolations,
} from './deploy/policies.js';

/**
 * Static checks of the deployment files, offline, with no container engine or cluster: docker-compose.yml against the
 * Compose Specification's schema, every kustomization rendered in-process (infra/src/deploy/kustomize.ts) and every object
 * against the Kubernetes OpenAPI schemas (kubernetes-models), then the deployment rules of ./deploy/policies.ts. Each
 * rule is shown failing on a broken copy of the real files and passing on the real files.
 */

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const read = (relative: string) => readFileSync(path.join(repoRoot, relative), 'utf8');

const KUSTOMIZATIONS = ['k8s/base', 'k8s/overlays/local', 'k8s/overlays/production'];
const RENDERS = ['base', 'local', 'production'] as const;
type RenderName = (typeof RENDERS)[number];
const renderDir = (render: RenderName) => path.join(repoRoot, render === 'base' ? 'k8s/base' : `k8s/overlays/${render}`);

function failOnErrors(source: string, errors: Array<{ message: string }>): void {
  if (errors.length) throw new Error(`${source} is not valid YAML:\n${errors.map((e) => e.message).join('\n')}`);
}

function parseYaml(relative: string, text = read(relative)): Json {
  // Compose files share settings through `<<` merge keys, a YAML 1.1 feature.
  const doc = parseDocument(text, { merge: true });
  failOnErrors(relative, doc.errors);
  return doc.toJS() as Json;
}

function envNames(environment: unknown): string[] {
  if (Array.isArray(environment)) return environment.map((entry) => String(entry).split('=')[0]);
  return Object.keys((environment as Record<string, unknown> | undefined) ?? {});
}

function yamlFiles(dir: string): string[] {
  return readdirSync(path.join(repoRoot, dir))
    .filter((name) => /\.ya?ml$/.test(name))
    .map((name) => `${dir}/${name}`);
}

function isKustomization(relative: string): boolean {
  return /(^|\/)kustomization\.ya?ml$/.test(relative);
}

/** Every local path a kustomization refers to, relative to its own directory. */
function kustomizationReferences(k: Json): string[] {
  const generatorFiles = (generators: Json[] | undefined) =>
    (generators ?? []).flatMap((g) => [
      ...((g.files as string[] | undefined) ?? []).map((f) => f.split('=').pop() as string),
      ...((g.envs as string[] | undefined) ?? []),
      ...(g.env ? [g.env as string] : []),
    ]);
  return [
    ...((k.resources as string[] | undefined) ?? []),
    ...((k.components as string[] | undefined) ?? []),
    ...((k.patches as Json[] | undefined) ?? []).flatMap((p) => (p.path ? [p.path as string] : [])),
    ...generatorFiles(k.configMapGenerator as Json[] | undefined),
    ...generatorFiles(k.secretGenerator as Json[] | undefined),
  ];
}

function onPath(command: string): boolean {
  return (process.env.PATH ?? '').split(path.delimiter).some((dir) => dir && existsSync(path.join(dir, command)));
}

/** A kustomization rendered with some of its files replaced: `{ 'k8s/overlays/local/kustomization.yaml': text }`. */
function renderWith(render: RenderName, overrides: Record<string, string> = {}): Json[] {
  const replaced = new Map(Object.entries(overrides).map(([file, text]) => [path.join(repoRoot, file), text]));
  return kustomize(renderDir(render), (file) => replaced.get(file) ?? readFileSync(file, 'utf8'));
}

const byName = (docs: Json[], kind: string, name: string) => docs.find((d) => d.kind === kind && d.metadata.name === name)!;
const containerOf = (docs: Json[], kind: string, name: string) => podTemplates(byName(docs, kind, name))[0].spec.containers[0] as Json;

describe('docker-compose.yml', () => {
  let compose: Json;
  let services: Record<string, Json>;
  /** A changed copy of the real file, parsed. */
  let broken: (change: (compose: Json) => void) => Json;
  beforeAll(() => {
    compose = parseYaml('docker-compose.yml');
    services = compose.services as Record<string, Json>;
    broken = (change) => {
      const copy = structuredClone(compose);
      change(copy);
      return copy;
    };
  });

  describe('is valid against the Compose Specification', () => {
    let validate: ValidateFunction;
    const problems = (file: Json) => (validate(file) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`));
    beforeAll(() => {
      // The schema names draft-07 by an https address that ajv knows by its http one; the draft is ajv's default.
      const { $schema: _draft, ...schema } = JSON.parse(read('infra/test/schemas/compose-spec.json')) as Json;
      validate = new Ajv({ allErrors: true, strict: false }).compile(schema);
    });

    it('the real file passes', () => {
      expect(problems(compose)).toEqual([]);
    });

    it('a misspelt key or a wrong type fails', () => {
      expect(problems(broken((c) => (c.services.catalog.healtcheck = { test: ['CMD', 'true'] })))).toContainEqual(
        '/services/catalog must NOT have additional properties',
      );
      expect(problems(broken((c) => (c.services.nats.mem_limit = { size: 256 })))).not.toEqual([]);
    });
  });

  it('defines the five services with Postgres, NATS and MinIO', () => {
    expect(Object.keys(services)).toEqual(expect.arrayContaining([...APP_SERVICES, 'postgres', 'nats', 'minio']));
  });

  it.each([...APP_SERVICES, 'seed'])('%s has an image of its own, built from its target of the one Dockerfile', (name) => {
    expect(services[name].image).toBe(`lorawan-site-${name}:\${IMAGE_TAG:-latest}`);
    expect(services[name].build).toEqual({ context: '.', dockerfile: 'infra/docker/Dockerfile', target: name });
    expect(existsSync(path.join(repoRoot, services[name].build.dockerfile))).toBe(true);
    expect(services[name].environment.SERVICE).toBeUndefined();
  });

  it.each(APP_SERVICES)('%s has a healthcheck, NATS_URL and production mode', (name) => {
    const service = services[name];
    expect(service.healthcheck?.test).toEqual(expect.arrayContaining(['CMD']));
    expect(service.healthcheck?.disable).not.toBe(true);
    expect(envNames(service.environment)).toEqual(expect.arrayContaining(['NATS_URL', 'NODE_ENV']));
    expect(service.environment.NODE_ENV).toBe('production');
    expect(service.mem_limit).toBeDefined();
    expect(service.restart).toBe('unless-stopped');
  });

  describe('one database role per service', () => {
    const initScript = 'k8s/overlays/local/postgres-init/10-service-roles.sh';

    it.each(DATA_SERVICES)('%s connects as its own role, with a password that must be set', (name) => {
      const variable = `${name.toUpperCase()}_DB_PASSWORD`;
      expect(services[name].environment.DATABASE_URL).toMatch(
        new RegExp(`^postgres://${name}:\\$\\{${variable}:\\?[^}]+\\}@postgres:5432/lorawan_site$`),
      );
      expect(services.postgres.environment[variable]).toMatch(new RegExp(`^\\$\\{${variable}:\\?[^}]+\\}$`));
    });

    it('gives the gateway, which owns no tables, no database credentials', () => {
      expect(envNames(services.gateway.environment)).not.toContain('DATABASE_URL');
    });

    it('creates the roles, each owning the schema the service migrates (named after it), on the first start', () => {
      // packages/runtime/src/service.ts: the schema is the service's name, migrated over DATABASE_URL.
      expect(read('packages/runtime/src/service.ts')).toMatch(/schema: def\.name/);
      expect(services.postgres.volumes).toContain('./k8s/overlays/local/postgres-init:/docker-entrypoint-initdb.d:ro');
      const script = read(initScript);
      expect(script).toMatch(new RegExp(`^for service in ${DATA_SERVICES.join(' ')}; do$`, 'm'));
      expect(script).toContain('CREATE ROLE :"role" LOGIN PASSWORD :\'password\';');
      expect(script).toContain('CREATE SCHEMA :"role" AUTHORIZATION :"role";');
      expect(script).toContain('_DB_PASSWORD');
      expect(statSync(path.join(repoRoot, initScript)).mode & 0o111).not.toBe(0);
    });
  });

  it('tells the gateway its public origins, with no default inside a default', () => {
    expect(services.gateway.environment.PUBLIC_ORIGINS).toBe('${PUBLIC_ORIGINS:-http://localhost:8080,http://127.0.0.1:8080}');
    expect(composeNestedDefaultViolations(compose)).toEqual([]);
    expect(
      composeNestedDefaultViolations(
        broken((c) => (c.services.gateway.environment.PUBLIC_ORIGINS = '${PUBLIC_ORIGINS:-http://localhost:${GATEWAY_PORT:-8080}}')),
      ),
    ).toEqual(['services.gateway.environment.PUBLIC_ORIGINS: ${PUBLIC_ORIGINS} has a variable in its default']);
  });

  it('publishes a port for the gateway only', () => {
    const publishing = Object.entries(services)
      .filter(([, service]) => (service.ports as unknown[] | undefined)?.length)
      .map(([name]) => name);
    expect(publishing).toEqual(['gateway']);
    expect(services.gateway.ports).toEqual(['${GATEWAY_PORT:-8080}:3000']);
  });

  it('starts nothing before what it depends on is healthy or done', () => {
    for (const [name, service] of Object.entries(services)) {
      for (const [dependency, rule] of Object.entries((service.depends_on as Record<string, Json> | undefined) ?? {})) {
        expect({ name, dependency, known: dependency in services, condition: rule.condition }).toEqual({
          name,
          dependency,
          known: true,
          condition: expect.stringMatching(/^service_(healthy|completed_successfully)$/),
        });
      }
    }
  });

  it('gives every long-running infrastructure service a healthcheck', () => {
    for (const name of ['postgres', 'nats', 'minio']) expect(services[name].healthcheck?.test).toBeDefined();
    expect(services.nats.command).toEqual(expect.arrayContaining(['--jetstream']));
    expect(services.media.environment.STORAGE_DRIVER).toBe('s3');
  });

  it('retries the demo seed, a limited number of times, until the services answer', () => {
    expect(services.seed.profiles).toEqual(['demo']);
    expect(services.seed.restart).toMatch(/^on-failure:\d+$/);
    expect(services.seed.depends_on).toEqual({ catalog: { condition: 'service_healthy' }, media: { condition: 'service_healthy' } });
  });

  describe('rule: healthchecks in exec form, no argument with a space', () => {
    it('holds for the real file', () => {
      expect(composeHealthcheckViolations(compose)).toEqual([]);
    });

    it('fails on a shell-form string, CMD-SHELL, or an argument with spaces', () => {
      expect(
        composeHealthcheckViolations(broken((c) => (c.services.nats.healthcheck.test = 'wget -q -O /dev/null http://127.0.0.1:8222/healthz'))),
      ).toEqual(['nats: healthcheck.test is not in exec form (a list starting with CMD)']);
      expect(composeHealthcheckViolations(broken((c) => (c.services.minio.healthcheck.test = ['CMD-SHELL', 'mc ready local'])))).toEqual([
        'minio: healthcheck.test is not in exec form (a list starting with CMD)',
      ]);
      expect(composeHealthcheckViolations(broken((c) => (c.services.postgres.healthcheck.test = ['CMD', 'pg_isready -h 127.0.0.1'])))).toEqual([
        'postgres: healthcheck.test has arguments with spaces: "pg_isready -h 127.0.0.1"',
      ]);
    });
  });

  describe('rule: no default secrets (each credential required with ${VAR:?message})', () => {
    it('holds for the real file, and .env.example sets every required variable for a local trial', () => {
      expect(composeSecretViolations(compose)).toEqual([]);
      const required = new Set(
        Object.values(services).flatMap((s) =>
          Object.values((s.environment as Record<string, string> | undefined) ?? {}).flatMap((v) =>
            [...String(v).matchAll(/\$\{([A-Z0-9_]+):\?/g)].map((m) => m[1]),
          ),
        ),
      );
      const example = new Set([...read('.env.example').matchAll(/^([A-Z0-9_]+)=./gm)].map((m) => m[1]));
      expect([...required].filter((v) => !example.has(v))).toEqual([]);
      for (const name of [
        'ADMIN_PASSWORD',
        'POSTGRES_PASSWORD',
        'S3_ACCESS_KEY',
        'S3_SECRET_KEY',
        ...DATA_SERVICES.map((s) => `${s.toUpperCase()}_DB_PASSWORD`),
      ]) {
        expect(required).toContain(name);
      }
    });

    it('fails on a default password, a written-out key, or a URL with a defaulted password', () => {
      expect(composeSecretViolations(broken((c) => (c.services.postgres.environment.POSTGRES_PASSWORD = '${POSTGRES_PASSWORD:-lorawan}')))).toEqual([
        'postgres: POSTGRES_PASSWORD defaults to a value (${POSTGRES_PASSWORD:-…}); require it with ${POSTGRES_PASSWORD:?message}',
      ]);
      expect(composeSecretViolations(broken((c) => (c.services.media.environment.S3_SECRET_KEY = 'lorawan-minio')))).toEqual([
        'media: S3_SECRET_KEY is written in the file',
      ]);
      expect(
        composeSecretViolations(
          broken(
            (c) => (c.services.catalog.environment.DATABASE_URL = 'postgres://catalog:${CATALOG_DB_PASSWORD:-catalog}@postgres:5432/lorawan_site'),
          ),
        ),
      ).toHaveLength(1);
    });
  });

  describe('rule: backing images pinned to a release', () => {
    it('holds for the real file (the images built here carry IMAGE_TAG)', () => {
      expect(floatingImageViolations(composeImages(compose), { localBuilds: true })).toEqual([]);
      expect(composeImages(compose).find((i) => i.where === 'compose service postgres')?.image).toBe('postgres:17.2-bookworm');
    });

    it('fails on postgres:17, nats:2.10-alpine, latest or no tag', () => {
      const images = composeImages(
        broken((c) => {
          c.services.postgres.image = 'postgres:17';
          c.services.nats.image = '${NATS_IMAGE:-nats:2.10-alpine}';
          c.services.minio.image = 'minio/minio:latest';
          c.services['minio-init'].image = 'minio/mc';
        }),
      );
      expect(floatingImageViolations(images, { localBuilds: true })).toEqual([
        'compose service postgres: postgres:17 is not pinned to a release (a full version, a dated release or a digest)',
        'compose service nats: nats:2.10-alpine is not pinned to a release (a full version, a dated release or a digest)',
        'compose service minio: minio/minio:latest is not pinned to a release (a full version, a dated release or a digest)',
        'compose service minio-init: minio/mc is not pinned to a release (a full version, a dated release or a digest)',
      ]);
    });

    it('tells a release from a series', () => {
      for (const image of [
        'postgres:17.2-bookworm',
        'nats:2.10.24-alpine',
        'minio/minio:RELEASE.2025-09-07T16-13-09Z',
        'registry.example.com/lorawan-site-catalog:0.1.0',
      ]) {
        expect({ image, pinned: isPinned(image) }).toEqual({ image, pinned: true });
      }
      for (const image of [
        'postgres:17',
        'postgres',
        'nats:2.10',
        'nats:2.10-alpine',
        'node:24-bookworm-slim',
        'lorawan-site-catalog:latest',
        'registry:5000/app',
      ]) {
        expect({ image, pinned: isPinned(image) }).toEqual({ image, pinned: false });
      }
    });
  });

  describe('rule: the services run with the Node flags the launcher uses', () => {
    it('holds for the real file', () => {
      expect(SERVICE_NODE_FLAGS).toEqual(['--max-semi-space-size=4']);
      expect(composeServiceContainers(compose).map((c) => c.service)).toEqual([...APP_SERVICES]);
      expect(nodeFlagViolations(composeServiceContainers(compose), SERVICE_NODE_FLAGS, read('infra/docker/Dockerfile'))).toEqual([]);
    });

    it('fails on a command without them, or in shell form', () => {
      const containers = composeServiceContainers(
        broken((c) => {
          c.services.catalog.command = ['node', 'services/catalog/bundle/main.js'];
          c.services.media.command = 'node --max-semi-space-size=4 services/media/bundle/main.js';
        }),
      );
      expect(nodeFlagViolations(containers, SERVICE_NODE_FLAGS, read('infra/docker/Dockerfile'))).toEqual([
        'compose service catalog: its command lacks --max-semi-space-size=4',
        'compose service media: its command is not a list of arguments (exec form)',
      ]);
    });

    it("without a command, reads the CMD of the service's Dockerfile target", () => {
      const containers = composeServiceContainers(broken((c) => delete c.services.content.command));
      const dockerfile = (cmd: string) => `FROM node AS base\nFROM base AS content\nCMD ${cmd}\nFROM base AS media\nCMD ["node", "x.js"]\n`;
      const content = containers.filter((c) => c.service === 'content');
      expect(
        nodeFlagViolations(content, SERVICE_NODE_FLAGS, dockerfile('["node", "--max-semi-space-size=4", "services/content/bundle/main.js"]')),
      ).toEqual([]);
      expect(nodeFlagViolations(content, SERVICE_NODE_FLAGS, dockerfile('["node", "services/content/bundle/main.js"]'))).toEqual([
        "compose service content: its image's CMD (Dockerfile target content) lacks --max-semi-space-size=4",
      ]);
    });
  });
});

describe('k8s manifests', () => {
  let files: string[];
  let rendered: Record<RenderName, Json[]>;
  /** A changed copy of a rendering. */
  let broken: (render: RenderName, change: (docs: Json[]) => Json[] | void) => Json[];
  beforeAll(() => {
    files = KUSTOMIZATIONS.flatMap(yamlFiles);
    rendered = Object.fromEntries(RENDERS.map((render) => [render, renderWith(render)])) as Record<RenderName, Json[]>;
    broken = (render, change) => {
      const copy = structuredClone(rendered[render]);
      return change(copy) ?? copy;
    };
  });

  it('finds manifests in the base and in both overlays', () => {
    for (const dir of KUSTOMIZATIONS) expect(files).toContain(`${dir}/kustomization.yaml`);
  });

  it('parses every document, each with apiVersion, kind and metadata.name', () => {
    for (const file of files) {
      for (const [index, doc] of parseYamlStream(file, read(file)).entries()) {
        if (isKustomization(file)) {
          expect({ file, apiVersion: doc.apiVersion, kind: doc.kind }).toEqual({
            file,
            apiVersion: 'kustomize.config.k8s.io/v1beta1',
            kind: 'Kustomization',
          });
        } else {
          expect({ file, index, apiVersion: typeof doc?.apiVersion, kind: typeof doc?.kind, name: typeof doc?.metadata?.name }).toEqual({
            file,
            index,
            apiVersion: 'string',
            kind: 'string',
            name: 'string',
          });
        }
      }
    }
  });

  it.each(KUSTOMIZATIONS)('%s/kustomization.yaml lists only files that exist, and every manifest beside it', (dir) => {
    const references = kustomizationReferences(parseYaml(`${dir}/kustomization.yaml`));
    for (const reference of references) {
      const target = path.join(repoRoot, dir, reference);
      expect({ reference, exists: existsSync(target) }).toEqual({ reference, exists: true });
      if (statSync(target).isDirectory()) expect(existsSync(path.join(target, 'kustomization.yaml'))).toBe(true);
    }
    const unlisted = yamlFiles(dir)
      .map((file) => path.basename(file))
      .filter((name) => !isKustomization(name) && !name.endsWith('.example.yaml') && !references.includes(name));
    expect(unlisted).toEqual([]);
  });

  it.each(RENDERS)('renders %s in-process: the same objects as kubectl kustomize, when kubectl is installed', (render) => {
    const docs = rendered[render];
    expect(docs.length).toBeGreaterThan(10);
    if (!onPath('kubectl')) return;
    const result = spawnSync('kubectl', ['kustomize', path.relative(repoRoot, renderDir(render))], {
      cwd: repoRoot,
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect({ status: result.status, stderr: result.status === 0 ? '' : result.stderr }).toEqual({ status: 0, stderr: '' });
    // kubectl appends a hash of their content to generated names; the in-process renderer does not.
    const generated = docs.filter((d) => d.kind === 'ConfigMap' || d.kind === 'Secret').map((d) => d.metadata.name as string);
    const unhashed = JSON.parse(
      JSON.stringify(parseYamlStream('kubectl kustomize', result.stdout)).replace(new RegExp(`"(${generated.join('|')})-[a-z0-9]{10}"`, 'g'), '"$1"'),
    ) as Json[];
    const key = (d: Json) => `${d.kind}/${d.metadata.name}`;
    const sorted = (list: Json[]) => [...list].sort((a, b) => key(a).localeCompare(key(b)));
    expect(sorted(docs)).toEqual(sorted(unhashed));
  });

  describe('rule: every object is valid against the Kubernetes OpenAPI schemas', () => {
    it.each(RENDERS)('holds for %s', (render) => {
      expect(schemaViolations(rendered[render])).toEqual([]);
    });

    it('fails on a wrong type, a missing required field or an unknown kind', () => {
      const docs = broken('production', (d) => {
        byName(d, 'Deployment', 'content').spec.replicas = 'two';
        delete byName(d, 'Service', 'gateway').spec.ports[0].port;
        d.push({ apiVersion: 'v1', kind: 'Podd', metadata: { name: 'typo' } });
      });
      const problems = schemaViolations(docs);
      expect(problems).toHaveLength(3);
      expect(problems.join('\n')).toMatch(/Deployment content: .*replicas/);
      expect(problems.join('\n')).toMatch(/Service gateway: .*port/);
      expect(problems).toContain('Podd typo: no schema for v1 Podd (add its module to MODELS)');
    });
  });

  describe('rule: probes, requests and limits on every container', () => {
    it.each(RENDERS)('holds for %s', (render) => {
      expect(containerViolations(rendered[render])).toEqual([]);
    });

    it('fails on a missing probe, request or limit', () => {
      const docs = broken('local', (d) => {
        delete containerOf(d, 'Deployment', 'media').livenessProbe;
        delete containerOf(d, 'StatefulSet', 'postgres').readinessProbe;
        delete containerOf(d, 'Job', 'seed-latest').resources.limits.memory;
        delete containerOf(d, 'Deployment', 'catalog').resources.requests.cpu;
      });
      expect(containerViolations(docs).sort()).toEqual(
        [
          'Deployment catalog container catalog: no requests.cpu',
          'Deployment media container media: no livenessProbe',
          'Job seed-latest container seed: no limits.memory',
          'StatefulSet postgres container postgres: no readinessProbe',
        ].sort(),
      );
    });
  });

  describe('rule: a PodDisruptionBudget for every Deployment that can run two replicas', () => {
    it.each(RENDERS)('holds for %s', (render) => {
      expect(disruptionBudgetViolations(rendered[render])).toEqual([]);
    });

    it('fails when one is missing, or lets no pod go', () => {
      const docs = broken('production', (d) => {
        byName(d, 'PodDisruptionBudget', 'gateway').spec.maxUnavailable = 0;
        return d.filter((doc) => !(doc.kind === 'PodDisruptionBudget' && doc.metadata.name === 'media'));
      });
      expect(disruptionBudgetViolations(docs)).toEqual([
        'PodDisruptionBudget gateway lets no pod go: drains would block',
        'Deployment media can run 2 replicas but no PodDisruptionBudget selects its pods',
      ]);
    });
  });

  describe('rule: NetworkPolicies cover the ingress and egress of every workload', () => {
    it.each(RENDERS)('holds for %s', (render) => {
      expect(networkCoverageViolations(rendered[render])).toEqual([]);
    });

    it('fails with policies for ingress alone, as before', () => {
      const docs = broken('base', (d) => d.filter((doc) => !(doc.kind === 'NetworkPolicy' && (doc.spec.policyTypes as string[]).includes('Egress'))));
      expect(networkCoverageViolations(docs)).toEqual(APP_SERVICES.map((s) => `Deployment ${s}: no NetworkPolicy covers its egress`));
    });
  });

  describe('rule: no NetworkPolicy opens a workload to anywhere', () => {
    it.each(RENDERS)('holds for %s', (render) => {
      expect(openNetworkRuleViolations(rendered[render])).toEqual([]);
    });

    it('fails on an ingress rule without `from`, or an egress rule without `to` or ports', () => {
      const docs = broken('base', (d) => {
        delete byName(d, 'NetworkPolicy', 'gateway-from-ingress-controller').spec.ingress[0].from;
        delete byName(d, 'NetworkPolicy', 'media-to-s3').spec.egress[0].ports;
      });
      expect(openNetworkRuleViolations(docs)).toEqual([
        'NetworkPolicy gateway-from-ingress-controller: ingress rule 1 lets traffic in from anywhere',
        'NetworkPolicy media-to-s3: egress rule 1 lets traffic out anywhere on any port',
      ]);
    });
  });

  describe('rule: each workload reaches and is reached by what it needs, and nothing else gets in', () => {
    // The base alone has none of the addresses (NATS, Postgres, S3) an overlay gives it.
    it.each(['local', 'production'] as const)('holds for %s', (render) => {
      expect(connectionViolations(rendered[render])).toEqual([]);
    });

    it('fails when content cannot send mail, media cannot reach MinIO, or the gateway is open to all', () => {
      const local = broken('local', (d) => d.filter((doc) => !['content-to-smtp', 'minio-from-media'].includes(doc.metadata.name as string)));
      expect(connectionViolations(local)).toEqual([
        'blocked: media → S3 (port 9000)',
        'blocked: content → SMTP (465) (port 465)',
        'blocked: content → SMTP (587) (port 587)',
        'blocked: minio-create-bucket → MinIO (port 9000)',
      ]);
      const open = broken('production', (d) => void delete byName(d, 'NetworkPolicy', 'gateway-from-ingress-controller').spec.ingress[0].from);
      expect(connectionViolations(open)).toEqual(['open: the world → gateway, bypassing the ingress controller (port 3000)']);
      const noEgress = broken('production', (d) => d.filter((doc) => doc.metadata.name !== 'services-to-nats'));
      expect(connectionViolations(noEgress)).toEqual(APP_SERVICES.map((s) => `blocked: ${s} → NATS (port 4222)`));
    });
  });

  describe('rule: every Ingress names its class', () => {
    it.each(RENDERS)('holds for %s', (render) => {
      expect(ingressClassViolations(rendered[render])).toEqual([]);
      expect(rendered[render].filter((d) => d.kind === 'Ingress').map((d) => d.spec.ingressClassName)).toEqual(['nginx']);
    });

    it('fails without ingressClassName', () => {
      expect(ingressClassViolations(broken('production', (d) => void delete byName(d, 'Ingress', 'gateway').spec.ingressClassName))).toEqual([
        'Ingress gateway: no spec.ingressClassName',
      ]);
    });
  });

  describe('rule: no floating image tags', () => {
    it('holds for every rendering: the backing images everywhere, the project images in production', () => {
      expect(floatingImageViolations(k8sImages(rendered.production), { localBuilds: false })).toEqual([]);
      expect(floatingImageViolations(k8sImages(rendered.local), { localBuilds: true })).toEqual([]);
      expect(floatingImageViolations(k8sImages(rendered.base), { localBuilds: true })).toEqual([]);
    });

    it('fails on nats:2.10, postgres:17, or an unpinned project image in production', () => {
      const local = broken('local', (d) => {
        containerOf(d, 'Deployment', 'nats').image = 'nats:2.10';
        containerOf(d, 'StatefulSet', 'postgres').image = 'postgres:17';
      });
      expect(floatingImageViolations(k8sImages(local), { localBuilds: true }).sort()).toEqual([
        'Deployment nats container nats: nats:2.10 is not pinned to a release (a full version, a dated release or a digest)',
        'StatefulSet postgres container postgres: postgres:17 is not pinned to a release (a full version, a dated release or a digest)',
      ]);
      const production = broken(
        'production',
        (d) => void (containerOf(d, 'Deployment', 'catalog').image = 'registry.example.com/lorawan-site-catalog:latest'),
      );
      expect(floatingImageViolations(k8sImages(production), { localBuilds: false })).toEqual([
        'Deployment catalog container catalog: registry.example.com/lorawan-site-catalog:latest is not pinned to a release (a full version, a dated release or a digest)',
      ]);
    });
  });

  describe('rule: no default secrets outside the local overlay', () => {
    let exampleValues: string[];
    beforeAll(() => {
      const example = parseYamlStream('k8s/base/secret.example.yaml', read('k8s/base/secret.example.yaml'))[0];
      expect(example).toMatchObject({ kind: 'Secret', metadata: { name: 'lorawan-secrets' } });
      exampleValues = Object.values(example.stringData as Record<string, string>).filter((v) => v.length >= 8);
    });

    it.each(RENDERS)('holds for %s: secret.example.yaml stays an example, in no kustomization', (render) => {
      expect(defaultSecretViolations(rendered[render], { local: render === 'local', exampleValues })).toEqual([]);
      expect(rendered[render].filter((d) => d.kind === 'Secret')).toEqual([]);
    });

    it('fails on a Secret in the manifests, a password written in a container, or a credential in the ConfigMap', () => {
      const docs = broken('production', (d) => {
        d.push({ apiVersion: 'v1', kind: 'Secret', metadata: { name: 'lorawan-secrets' }, stringData: { ADMIN_PASSWORD: 'change-me-admin' } });
        containerOf(d, 'Deployment', 'identity').env.push({ name: 'ADMIN_PASSWORD', value: 'something-long' });
        byName(d, 'ConfigMap', 'lorawan-config').data.SMTP_URL = 'smtps://alerts:hunter22@smtp.example.com:465';
      });
      expect(defaultSecretViolations(docs, { local: false, exampleValues })).toEqual([
        'ConfigMap lorawan-config: SMTP_URL is a credential in a ConfigMap',
        'Secret lorawan-secrets: a Secret with values in the manifests',
        'Deployment identity container identity: ADMIN_PASSWORD has a value written in the manifest instead of a secretKeyRef',
        'the example secret value "change-me-admin" is in the manifests',
      ]);
    });

    it('fails on a Secret generated by the production kustomization', () => {
      const file = 'k8s/overlays/production/kustomization.yaml';
      const docs = renderWith('production', {
        [file]: `${read(file)}\nsecretGenerator:\n  - name: lorawan-secrets\n    literals:\n      - ADMIN_PASSWORD=change-me-admin\n`,
      });
      expect(defaultSecretViolations(docs, { local: false, exampleValues })).toEqual([
        'Secret lorawan-secrets: a Secret with values in the manifests',
      ]);
    });
  });

  describe('rule: exec probes are lists of one-word arguments', () => {
    it.each(RENDERS)('holds for %s', (render) => {
      expect(k8sExecProbeViolations(rendered[render])).toEqual([]);
    });

    it('fails on an argument with spaces', () => {
      const docs = broken(
        'local',
        (d) => void (containerOf(d, 'StatefulSet', 'postgres').readinessProbe.exec.command = ['sh', '-c', 'pg_isready -h 127.0.0.1']),
      );
      expect(k8sExecProbeViolations(docs)).toEqual([
        'StatefulSet postgres container postgres readinessProbe: has arguments with spaces: "pg_isready -h 127.0.0.1"',
      ]);
    });
  });

  describe('rule: the services run with the Node flags the launcher uses', () => {
    it.each(RENDERS)('holds for %s', (render) => {
      const containers = k8sServiceContainers(rendered[render]);
      expect(containers.map((c) => c.service).sort()).toEqual([...APP_SERVICES].sort());
      expect(nodeFlagViolations(containers, SERVICE_NODE_FLAGS, read('infra/docker/Dockerfile'))).toEqual([]);
    });

    it('fails on a container command without them', () => {
      const docs = broken('production', (d) => void (containerOf(d, 'Deployment', 'gateway').command = ['node', 'services/gateway/bundle/main.js']));
      expect(nodeFlagViolations(k8sServiceContainers(docs), SERVICE_NODE_FLAGS, read('infra/docker/Dockerfile'))).toEqual([
        'Deployment gateway container gateway: its command lacks --max-semi-space-size=4',
      ]);
    });
  });

  describe('rule: the autoscalers act on load, not on noise', () => {
    it.each(RENDERS)('holds for %s', (render) => {
      expect(autoscalerViolations(rendered[render])).toEqual([]);
    });

    it('fails on a 100m request with a 70 % target and no scale-up window', () => {
      const docs = broken('production', (d) => {
        const hpa = byName(d, 'HorizontalPodAutoscaler', 'catalog');
        hpa.spec.metrics[0].resource.target.averageUtilization = 70;
        delete hpa.spec.behavior;
        containerOf(d, 'Deployment', 'catalog').resources.requests.cpu = '100m';
      });
      expect(autoscalerViolations(docs)).toEqual([
        'HorizontalPodAutoscaler catalog: catalog requests 100m CPU, under 200m',
        "HorizontalPodAutoscaler catalog: catalog's CPU limit 1000m is over 4× its request",
        'HorizontalPodAutoscaler catalog: scales at 70m CPU per replica, under 150m (noise)',
        'HorizontalPodAutoscaler catalog: scales up on a spike (stabilizationWindowSeconds 0)',
      ]);
    });
  });

  describe('base', () => {
    let docs: Json[];
    beforeAll(() => {
      docs = rendered.base;
    });
    const deployment = (name: string) => byName(docs, 'Deployment', name);

    it('has one Deployment per service', () => {
      expect(docs.filter((d) => d.kind === 'Deployment').map((d) => d.metadata.name as string)).toEqual(expect.arrayContaining([...APP_SERVICES]));
      expect(docs.filter((d) => d.kind === 'Deployment')).toHaveLength(APP_SERVICES.length);
    });

    it.each(APP_SERVICES)('%s runs its own image, with probes on its ports and a hardened, non-root pod', (name) => {
      const template = deployment(name).spec.template as Json;
      const pod = template.spec as Json;
      expect(pod.securityContext).toMatchObject({ runAsNonRoot: true });
      for (const container of pod.containers as Json[]) {
        const ports = ((container.ports as Json[] | undefined) ?? []).flatMap((p) => [p.name as string, p.containerPort as number]);
        expect(container.image).toBe(`lorawan-site-${name}:latest`);
        expect(container.command).toEqual(['node', ...SERVICE_NODE_FLAGS, `services/${name}/bundle/main.js`]);
        expect(container.readinessProbe?.httpGet?.path).toBe('/readyz');
        expect(container.livenessProbe?.httpGet?.path).toBe('/healthz');
        expect(ports).toContain(container.readinessProbe.httpGet.port);
        expect(ports).toContain(container.livenessProbe.httpGet.port);
        expect(container.securityContext).toMatchObject({ allowPrivilegeEscalation: false, readOnlyRootFilesystem: true });
        expect(container.envFrom).toContainEqual({ configMapRef: { name: 'lorawan-config' } });
        for (const e of (container.env as Json[]).filter((v) => v.valueFrom?.secretKeyRef))
          expect(e.valueFrom.secretKeyRef.name).toBe('lorawan-secrets');
        expect(ports).toContain(Number(template.metadata.annotations['prometheus.io/port']));
        expect(template.metadata.annotations['prometheus.io/scrape']).toBe('true');
      }
    });

    it('hands each service only the secrets it uses, each data service its own database URL', () => {
      const keys = (name: string) =>
        Object.fromEntries(
          ((deployment(name).spec.template.spec.containers[0].env as Json[]) ?? [])
            .filter((e) => e.valueFrom?.secretKeyRef)
            .map((e) => [e.name, e.valueFrom.secretKeyRef.key]),
        );
      expect(keys('gateway')).toEqual({});
      for (const name of DATA_SERVICES) expect(keys(name).DATABASE_URL).toBe(`${name.toUpperCase()}_DATABASE_URL`);
      expect(keys('identity')).toEqual({ DATABASE_URL: 'IDENTITY_DATABASE_URL', ADMIN_PASSWORD: 'ADMIN_PASSWORD' });
      expect(keys('catalog')).toEqual({ DATABASE_URL: 'CATALOG_DATABASE_URL' });
      expect(keys('content')).toEqual({ DATABASE_URL: 'CONTENT_DATABASE_URL', SMTP_URL: 'SMTP_URL' });
      expect(keys('media')).toEqual({ DATABASE_URL: 'MEDIA_DATABASE_URL', S3_ACCESS_KEY: 'S3_ACCESS_KEY', S3_SECRET_KEY: 'S3_SECRET_KEY' });
      const example = parseYamlStream('k8s/base/secret.example.yaml', read('k8s/base/secret.example.yaml'))[0].stringData as Record<string, string>;
      for (const name of DATA_SERVICES) expect(example[`${name.toUpperCase()}_DATABASE_URL`]).toMatch(new RegExp(`^postgres://${name}:[^@]+@`));
    });

    it('gives every service a Service, the gateway on port 80', () => {
      const services = docs.filter((d) => d.kind === 'Service');
      expect(services.map((s) => s.metadata.name).sort()).toEqual([...APP_SERVICES].sort());
      expect(byName(docs, 'Service', 'gateway').spec.ports).toEqual([{ name: 'http', port: 80, targetPort: 'http' }]);
    });

    it('exposes only the gateway through an Ingress', () => {
      const backends = docs
        .filter((d) => d.kind === 'Ingress')
        .flatMap((ingress) => (ingress.spec.rules as Json[]).flatMap((rule) => rule.http.paths as Json[]))
        .map((p) => p.backend.service.name as string);
      expect(new Set(backends)).toEqual(new Set(['gateway']));
    });

    it('autoscales gateway, catalog and identity on CPU', () => {
      const hpas = docs.filter((d) => d.kind === 'HorizontalPodAutoscaler');
      expect(hpas.map((h) => h.spec.scaleTargetRef.name).sort()).toEqual(['catalog', 'gateway', 'identity']);
      for (const hpa of hpas)
        expect(hpa.spec.metrics).toEqual([{ type: 'Resource', resource: { name: 'cpu', target: { type: 'Utilization', averageUtilization: 80 } } }]);
    });

    it('denies all traffic by default, both ways', () => {
      expect(byName(docs, 'NetworkPolicy', 'default-deny').spec).toEqual({ podSelector: {}, policyTypes: ['Ingress', 'Egress'] });
    });
  });

  describe('overlays', () => {
    const config = (render: RenderName) => byName(rendered[render], 'ConfigMap', 'lorawan-config').data as Record<string, string>;

    it('the base leaves PUBLIC_ORIGINS to the overlays, which know the public URL', () => {
      expect(config('base').PUBLIC_ORIGINS).toBeUndefined();
    });

    it('local: the port-forward address', () => {
      expect(config('local').PUBLIC_ORIGINS).toBe('http://localhost:8080,http://127.0.0.1:8080');
    });

    it('production: https on the Ingress host', () => {
      const host = byName(rendered.production, 'Ingress', 'gateway').spec.rules[0].host as string;
      expect(config('production').PUBLIC_ORIGINS).toBe(`https://${host}`);
    });

    it.each(['local', 'production'] as const)('%s: everything in the namespace lorawan, each envFrom ConfigMap rendered', (render) => {
      const docs = rendered[render];
      expect(new Set(docs.map((d) => d.metadata.namespace))).toEqual(new Set(['lorawan']));
      const configMaps = docs.filter((d) => d.kind === 'ConfigMap').map((d) => d.metadata.name as string);
      for (const doc of docs) {
        for (const template of podTemplates(doc)) {
          for (const container of template.spec.containers as Json[]) {
            for (const source of (container.envFrom as Json[] | undefined) ?? []) expect(configMaps).toContain(source.configMapRef.name);
          }
          for (const volume of (template.spec.volumes as Json[] | undefined) ?? [])
            if (volume.configMap) expect(configMaps).toContain(volume.configMap.name);
        }
      }
    });

    it('production: an image per service from the registry, each pinned; autoscaler minimums and two replicas of the rest', () => {
      const docs = rendered.production;
      const images = parseYaml('k8s/overlays/production/kustomization.yaml').images as Json[];
      expect(images.map((i) => i.name)).toEqual(APP_SERVICES.map((s) => `lorawan-site-${s}`));
      for (const service of APP_SERVICES) {
        expect(containerOf(docs, 'Deployment', service).image).toMatch(
          new RegExp(`^registry\\.example\\.com/lorawan-site-${service}:\\d+\\.\\d+\\.\\d+$`),
        );
      }
      const minimum = (name: string) => byName(docs, 'HorizontalPodAutoscaler', name).spec.minReplicas as number;
      expect([minimum('gateway'), minimum('identity'), minimum('catalog')]).toEqual([3, 2, 2]);
      expect([byName(docs, 'Deployment', 'content').spec.replicas, byName(docs, 'Deployment', 'media').spec.replicas]).toEqual([2, 2]);
      expect(docs.filter((d) => d.kind === 'Job')).toEqual([]);
    });

    it('local: Postgres, NATS and MinIO in the namespace, one replica each and no autoscaler', () => {
      const docs = rendered.local;
      const backing = docs.filter((d) => ['StatefulSet', 'Deployment'].includes(d.kind as string)).map((d) => d.metadata.name);
      expect(backing).toEqual(expect.arrayContaining(['postgres', 'nats', 'minio']));
      expect(docs.filter((d) => d.kind === 'HorizontalPodAutoscaler')).toEqual([]);
    });

    it("local: Postgres creates each service's role and schema on first start, with the passwords of the Secret", () => {
      const docs = rendered.local;
      expect(byName(docs, 'ConfigMap', 'postgres-init').data['10-service-roles.sh']).toBe(
        read('k8s/overlays/local/postgres-init/10-service-roles.sh'),
      );
      const postgres = byName(docs, 'StatefulSet', 'postgres').spec.template.spec as Json;
      expect(postgres.volumes).toContainEqual({ name: 'init', configMap: { name: 'postgres-init', defaultMode: 0o555 } });
      expect(postgres.containers[0].volumeMounts).toContainEqual({ name: 'init', mountPath: '/docker-entrypoint-initdb.d', readOnly: true });
      const secretEnv = (postgres.containers[0].env as Json[])
        .filter((e) => e.valueFrom?.secretKeyRef)
        .map((e) => [e.name, e.valueFrom.secretKeyRef.key]);
      for (const name of DATA_SERVICES) expect(secretEnv).toContainEqual([`${name.toUpperCase()}_DB_PASSWORD`, `${name.toUpperCase()}_DB_PASSWORD`]);
    });

    it('local: the seed Job is named after its image tag, so a release with a new tag makes a new Job', () => {
      const seed = (docs: Json[]) => docs.filter((d) => d.kind === 'Job' && d.metadata.labels?.['app.kubernetes.io/name'] === 'seed');
      expect(seed(rendered.local).map((j) => [j.metadata.name, j.spec.template.spec.containers[0].image])).toEqual([
        ['seed-latest', 'lorawan-site-seed:latest'],
      ]);
      expect(seed(rendered.local)[0].spec.template.spec.containers[0].command).toBeUndefined();
      const file = 'k8s/overlays/local/kustomization.yaml';
      const released = renderWith('local', { [file]: `${read(file)}\nimages:\n  - name: lorawan-site-seed\n    newTag: 0.2.0\n` });
      expect(seed(released).map((j) => [j.metadata.name, j.spec.template.spec.containers[0].image])).toEqual([
        ['seed-0.2.0', 'lorawan-site-seed:0.2.0'],
      ]);
    });
  });
});
