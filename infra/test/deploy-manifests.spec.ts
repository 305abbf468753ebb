import { beforeAll, describe, it, expect } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAllDocuments, parseDocument } from 'yaml';

/** Static checks of the deployment artifacts: no container engine or cluster needed. */

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const read = (relative: string) => readFileSync(path.join(repoRoot, relative), 'utf8');

const APP_SERVICES = ['gateway', 'identity', 'catalog', 'content', 'media'];
/** The services that own a Postgres schema; the gateway owns none. */
const DATA_SERVICES = APP_SERVICES.filter((name) => name !== 'gateway');
const KUSTOMIZATIONS = ['k8s/base', 'k8s/overlays/local', 'k8s/overlays/production'];
const OVERLAYS = ['local', 'production'];

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

function failOnErrors(source: string, errors: Array<{ message: string }>): void {
  if (errors.length) throw new Error(`${source} is not valid YAML:\n${errors.map((e) => e.message).join('\n')}`);
}

function parseYaml(relative: string): Json {
  // Compose files share settings through `<<` merge keys, a YAML 1.1 feature.
  const doc = parseDocument(read(relative), { merge: true });
  failOnErrors(relative, doc.errors);
  return doc.toJS() as Json;
}

const parsedFiles = new Map<string, Json[]>();

function parseYamlStream(relative: string, text?: string): Json[] {
  if (text === undefined) {
    if (!parsedFiles.has(relative)) parsedFiles.set(relative, parseYamlStream(relative, read(relative)));
    return parsedFiles.get(relative)!;
  }
  const docs = parseAllDocuments(text);
  if (!Array.isArray(docs)) return [];
  return docs.map((doc, index) => {
    failOnErrors(`${relative} (document ${index + 1})`, doc.errors);
    return doc.toJS() as Json;
  });
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
    ...((k.patchesStrategicMerge as string[] | undefined) ?? []),
    ...((k.patches as Json[] | undefined) ?? []).flatMap((p) => (p.path ? [p.path as string] : [])),
    ...((k.patchesJson6902 as Json[] | undefined) ?? []).flatMap((p) => (p.path ? [p.path as string] : [])),
    ...generatorFiles(k.configMapGenerator as Json[] | undefined),
    ...generatorFiles(k.secretGenerator as Json[] | undefined),
  ];
}

function baseDocuments(): Json[] {
  const k = parseYaml('k8s/base/kustomization.yaml');
  return (k.resources as string[]).flatMap((resource) => parseYamlStream(`k8s/base/${resource}`));
}

function podSpecs(docs: Json[], kind: string): Array<{ name: string; template: Json }> {
  return docs.filter((d) => d.kind === kind).map((d) => ({ name: d.metadata.name as string, template: d.spec.template as Json }));
}

function containerPorts(container: Json): Array<string | number> {
  return ((container.ports as Json[] | undefined) ?? []).flatMap((p) => [p.name as string, p.containerPort as number]);
}

function secretKeys(container: Json): string[] {
  return ((container.env as Json[] | undefined) ?? []).filter((e) => e.valueFrom?.secretKeyRef).map((e) => e.valueFrom.secretKeyRef.key as string);
}

function onPath(command: string): boolean {
  return (process.env.PATH ?? '').split(path.delimiter).some((dir) => dir && existsSync(path.join(dir, command)));
}

describe('docker-compose.yml', () => {
  let services: Record<string, Json>;
  beforeAll(() => {
    services = parseYaml('docker-compose.yml').services as Record<string, Json>;
  });

  it('defines the five services with Postgres, NATS and MinIO', () => {
    expect(Object.keys(services)).toEqual(expect.arrayContaining([...APP_SERVICES, 'postgres', 'nats', 'minio']));
  });

  it.each(APP_SERVICES)('%s is built from the one Dockerfile and runs its own entry point', (name) => {
    expect(services[name].build).toEqual({ context: '.', dockerfile: 'infra/docker/Dockerfile' });
    expect(existsSync(path.join(repoRoot, services[name].build.dockerfile))).toBe(true);
    expect(services[name].command).toEqual(['node', `services/${name}/bundle/main.js`]);
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

  it.each(DATA_SERVICES)('%s gets DATABASE_URL', (name) => {
    expect(envNames(services[name].environment)).toContain('DATABASE_URL');
  });

  it('gives the gateway, which owns no tables, no database credentials', () => {
    expect(envNames(services.gateway.environment)).not.toContain('DATABASE_URL');
  });

  it('requires ADMIN_PASSWORD instead of defaulting it', () => {
    expect(services.identity.environment.ADMIN_PASSWORD).toMatch(/^\$\{ADMIN_PASSWORD:\?.+\}$/);
  });

  it('tells the gateway its public origins: the published port unless PUBLIC_ORIGINS says otherwise', () => {
    expect(services.gateway.environment.PUBLIC_ORIGINS).toBe(
      '${PUBLIC_ORIGINS:-http://localhost:${GATEWAY_PORT:-8080},http://127.0.0.1:${GATEWAY_PORT:-8080}}',
    );
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
});

describe('k8s manifests', () => {
  let files: string[];
  beforeAll(() => {
    files = KUSTOMIZATIONS.flatMap(yamlFiles);
  });

  it('finds manifests in the base and in both overlays', () => {
    for (const dir of KUSTOMIZATIONS) expect(files).toContain(`${dir}/kustomization.yaml`);
  });

  it('parses every document, each with apiVersion, kind and metadata.name', () => {
    for (const file of files) {
      for (const [index, doc] of parseYamlStream(file).entries()) {
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

  it('keeps real Secrets out of git: the example is in no kustomization', () => {
    const referenced = KUSTOMIZATIONS.flatMap((dir) => kustomizationReferences(parseYaml(`${dir}/kustomization.yaml`)));
    expect(referenced.filter((r) => r.endsWith('secret.example.yaml'))).toEqual([]);
    const example = parseYamlStream('k8s/base/secret.example.yaml')[0];
    expect(example).toMatchObject({ kind: 'Secret', metadata: { name: 'lorawan-secrets' } });
    for (const dir of KUSTOMIZATIONS) {
      const kinds = kustomizationReferences(parseYaml(`${dir}/kustomization.yaml`))
        .filter((r) => /\.ya?ml$/.test(r))
        .flatMap((r) => parseYamlStream(`${dir}/${r}`).map((d) => d.kind as string));
      expect(kinds).not.toContain('Secret');
    }
  });

  describe('base', () => {
    let docs: Json[];
    let deployments: Array<{ name: string; template: Json }>;
    beforeAll(() => {
      docs = baseDocuments();
      deployments = podSpecs(docs, 'Deployment');
    });

    it('has one Deployment per service', () => {
      expect(deployments.map((d) => d.name).sort()).toEqual([...APP_SERVICES].sort());
    });

    it.each(APP_SERVICES)('%s has probes, resources and a hardened, non-root pod', (name) => {
      const { template } = deployments.find((d) => d.name === name)!;
      const pod = template.spec as Json;
      expect(pod.securityContext).toMatchObject({ runAsNonRoot: true });
      for (const container of pod.containers as Json[]) {
        const ports = containerPorts(container);
        expect(container.readinessProbe?.httpGet?.path).toBe('/readyz');
        expect(container.livenessProbe?.httpGet?.path).toBe('/healthz');
        expect(ports).toContain(container.readinessProbe.httpGet.port);
        expect(ports).toContain(container.livenessProbe.httpGet.port);
        expect(container.resources?.requests).toEqual({ cpu: expect.anything(), memory: expect.anything() });
        expect(container.resources?.limits).toEqual({ cpu: expect.anything(), memory: expect.anything() });
        expect(container.securityContext).toMatchObject({ allowPrivilegeEscalation: false, readOnlyRootFilesystem: true });
        expect(container.image).toBe('lorawan-site:latest');
        expect(container.command).toEqual(['node', `services/${name}/bundle/main.js`]);
        expect(container.envFrom).toContainEqual({ configMapRef: { name: 'lorawan-config' } });
        for (const e of (container.env as Json[]).filter((v) => v.valueFrom?.secretKeyRef)) {
          expect(e.valueFrom.secretKeyRef.name).toBe('lorawan-secrets');
        }
        expect(ports).toContain(Number(template.metadata.annotations['prometheus.io/port']));
        expect(template.metadata.annotations['prometheus.io/scrape']).toBe('true');
      }
    });

    it('hands each service only the secrets it uses', () => {
      const keys = (name: string) => secretKeys((deployments.find((d) => d.name === name)!.template.spec.containers as Json[])[0]);
      expect(keys('gateway')).toEqual([]);
      for (const name of DATA_SERVICES) expect(keys(name)).toContain('DATABASE_URL');
      expect(keys('identity')).toContain('ADMIN_PASSWORD');
      expect(keys('content')).toEqual(['DATABASE_URL', 'SMTP_URL']);
      expect(keys('media')).toEqual(expect.arrayContaining(['S3_ACCESS_KEY', 'S3_SECRET_KEY']));
    });

    it('gives every service a Service, the gateway on port 80', () => {
      const services = docs.filter((d) => d.kind === 'Service');
      expect(services.map((s) => s.metadata.name).sort()).toEqual([...APP_SERVICES].sort());
      expect(services.find((s) => s.metadata.name === 'gateway')!.spec.ports).toEqual([{ name: 'http', port: 80, targetPort: 'http' }]);
    });

    it('exposes only the gateway through an Ingress', () => {
      const backends = docs
        .filter((d) => d.kind === 'Ingress')
        .flatMap((ingress) => (ingress.spec.rules as Json[]).flatMap((rule) => rule.http.paths as Json[]))
        .map((p) => p.backend.service.name as string);
      expect(new Set(backends)).toEqual(new Set(['gateway']));
    });

    it('autoscales gateway, catalog and identity on CPU, and keeps the gateway up through disruptions', () => {
      const hpas = docs.filter((d) => d.kind === 'HorizontalPodAutoscaler');
      expect(hpas.map((h) => h.spec.scaleTargetRef.name).sort()).toEqual(['catalog', 'gateway', 'identity']);
      for (const hpa of hpas) {
        expect(hpa.spec.metrics).toEqual([{ type: 'Resource', resource: { name: 'cpu', target: { type: 'Utilization', averageUtilization: 70 } } }]);
      }
      expect(docs.filter((d) => d.kind === 'PodDisruptionBudget').map((p) => p.metadata.name)).toEqual(['gateway']);
    });

    it('denies ingress by default and lets the world reach only the gateway', () => {
      const policies = docs.filter((d) => d.kind === 'NetworkPolicy');
      expect(policies).toContainEqual(expect.objectContaining({ spec: { podSelector: {}, policyTypes: ['Ingress'] } }));
      const openToAll = policies.filter((p) => ((p.spec.ingress as Json[] | undefined) ?? []).some((rule) => !rule.from));
      expect(openToAll.map((p) => p.spec.podSelector)).toEqual([{ matchLabels: { 'app.kubernetes.io/name': 'gateway' } }]);
    });
  });

  describe('overlays', () => {
    /** The literals an overlay merges into the lorawan-config ConfigMap. */
    const configLiterals = (overlay: string): Record<string, string> => {
      const generators = (parseYaml(`k8s/overlays/${overlay}/kustomization.yaml`).configMapGenerator as Json[] | undefined) ?? [];
      const literals = generators.filter((g) => g.name === 'lorawan-config').flatMap((g) => (g.literals as string[] | undefined) ?? []);
      return Object.fromEntries(literals.map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]));
    };

    it('the base leaves PUBLIC_ORIGINS to the overlays, which know the public URL', () => {
      const base = parseYaml('k8s/base/kustomization.yaml').configMapGenerator as Json[];
      expect(base.flatMap((g) => g.literals as string[]).filter((l) => l.startsWith('PUBLIC_ORIGINS='))).toEqual([]);
    });

    it('local: the port-forward address', () => {
      expect(configLiterals('local').PUBLIC_ORIGINS).toBe('http://localhost:8080,http://127.0.0.1:8080');
    });

    it('production: https on the Ingress host', () => {
      const patches = parseYaml('k8s/overlays/production/kustomization.yaml').patches as Json[];
      const ingress = patches.find((p) => p.target.kind === 'Ingress')!;
      const hostOp = (parseYamlStream('ingress patch', ingress.patch as string)[0] as unknown as Json[]).find(
        (op) => op.path === '/spec/rules/0/host',
      )!;
      expect(configLiterals('production').PUBLIC_ORIGINS).toBe(`https://${hostOp.value}`);
    });
  });

  it.each(OVERLAYS)('kubectl kustomize renders k8s/overlays/%s (when kubectl is installed)', (overlay) => {
    if (!onPath('kubectl')) return;
    const result = spawnSync('kubectl', ['kustomize', `k8s/overlays/${overlay}`], { cwd: repoRoot, encoding: 'utf8', timeout: 20_000 });
    expect({ status: result.status, stderr: result.status === 0 ? '' : result.stderr }).toEqual({ status: 0, stderr: '' });
    const rendered = parseYamlStream(`kubectl kustomize k8s/overlays/${overlay}`, result.stdout);
    const configMaps = rendered.filter((d) => d.kind === 'ConfigMap').map((d) => d.metadata.name as string);
    for (const { name, template } of [...podSpecs(rendered, 'Deployment'), ...podSpecs(rendered, 'StatefulSet')]) {
      for (const container of template.spec.containers as Json[]) {
        for (const source of (container.envFrom as Json[] | undefined) ?? []) {
          if (source.configMapRef) expect({ name, configMap: configMaps.includes(source.configMapRef.name) }).toEqual({ name, configMap: true });
        }
      }
    }
    expect(new Set(rendered.map((d) => d.metadata.namespace))).toEqual(new Set(['lorawan']));
    const config = rendered.find((d) => d.kind === 'ConfigMap' && (d.metadata.name as string).startsWith('lorawan-config'));
    expect(config?.data.PUBLIC_ORIGINS).toMatch(/^https?:\/\//);
    const hpaMinimum = (name: string) => rendered.find((d) => d.kind === 'HorizontalPodAutoscaler' && d.metadata.name === name)?.spec.minReplicas;
    if (overlay === 'production') {
      expect([hpaMinimum('gateway'), hpaMinimum('identity'), hpaMinimum('catalog')]).toEqual([3, 2, 2]);
      const replicas = (name: string) => rendered.find((d) => d.kind === 'Deployment' && d.metadata.name === name)?.spec.replicas;
      expect([replicas('content'), replicas('media')]).toEqual([2, 2]);
      const images = podSpecs(rendered, 'Deployment').flatMap(({ template }) => (template.spec.containers as Json[]).map((c) => c.image as string));
      for (const image of images) expect(image).not.toMatch(/:latest$/);
    } else {
      const backing = rendered.filter((d) => ['StatefulSet', 'Deployment'].includes(d.kind)).map((d) => d.metadata.name);
      expect(backing).toEqual(expect.arrayContaining(['postgres', 'nats', 'minio']));
      expect(rendered.filter((d) => d.kind === 'HorizontalPodAutoscaler')).toEqual([]);
    }
  });
});
