import * as coreV1 from 'kubernetes-models/v1';
import * as appsV1 from 'kubernetes-models/apps/v1';
import * as autoscalingV2 from 'kubernetes-models/autoscaling/v2';
import * as batchV1 from 'kubernetes-models/batch/v1';
import * as networkingV1 from 'kubernetes-models/networking.k8s.io/v1';
import * as policyV1 from 'kubernetes-models/policy/v1';
import { containersOf, podTemplates, type Json } from '../../src/deploy/kustomize.js';

/**
 * The deployment rules deploy-manifests.spec.ts enforces, each a function from manifests to the list of what breaks
 * it (empty: the rule holds), so that a test can show each rule failing on a broken copy and passing on the real files.
 */

export const APP_SERVICES = ['gateway', 'identity', 'catalog', 'content', 'media'] as const;
/** The services that own a Postgres schema; the gateway owns none. */
export const DATA_SERVICES = APP_SERVICES.filter((name) => name !== 'gateway');
/** The images this repository builds (infra/docker/Dockerfile's targets): lorawan-site-<target>. */
export const PROJECT_IMAGE = /^(?:[\w.-]+(?::\d+)?\/)*lorawan-site-([a-z]+)(?::[^@]+)?(?:@.+)?$/;

const name = (doc: Json) => `${doc.kind} ${doc.metadata?.name}`;

// ---------------------------------------------------------------------------------------------------------------
// Kubernetes: the OpenAPI schemas

const MODELS: Record<string, Record<string, unknown>> = {
  v1: coreV1,
  'apps/v1': appsV1,
  'autoscaling/v2': autoscalingV2,
  'batch/v1': batchV1,
  'networking.k8s.io/v1': networkingV1,
  'policy/v1': policyV1,
};

type ModelClass = new (data: Json) => { validate(): void };

/** Every object checked against the Kubernetes OpenAPI schema of its apiVersion and kind (kubernetes-models, offline). */
export function schemaViolations(docs: Json[]): string[] {
  return docs.flatMap((doc) => {
    const Model = MODELS[doc.apiVersion as string]?.[doc.kind as string] as ModelClass | undefined;
    if (!Model) return [`${name(doc)}: no schema for ${doc.apiVersion} ${doc.kind} (add its module to MODELS)`];
    try {
      new Model(doc).validate();
      return [];
    } catch (err) {
      return [`${name(doc)}: ${(err as Error).message}`];
    }
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Kubernetes: containers

function workloads(docs: Json[]): Array<{ doc: Json; template: Json }> {
  return docs.flatMap((doc) => podTemplates(doc).map((template) => ({ doc, template })));
}

/** Readiness and liveness probes on every long-running container; requests and limits (CPU and memory) on every container. */
export function containerViolations(docs: Json[]): string[] {
  return workloads(docs).flatMap(({ doc, template }) =>
    containersOf(template.spec as Json).flatMap((container) => {
      const where = `${name(doc)} container ${container.name}`;
      const found: string[] = [];
      const longRunning =
        ['Deployment', 'StatefulSet', 'DaemonSet'].includes(doc.kind as string) && (template.spec.containers as Json[]).includes(container);
      if (longRunning && !container.readinessProbe) found.push(`${where}: no readinessProbe`);
      if (longRunning && !container.livenessProbe) found.push(`${where}: no livenessProbe`);
      for (const kind of ['requests', 'limits']) {
        for (const resource of ['cpu', 'memory']) {
          if (container.resources?.[kind]?.[resource] === undefined) found.push(`${where}: no ${kind}.${resource}`);
        }
      }
      return found;
    }),
  );
}

/** Kubernetes CPU quantity in millicores: '250m' → 250, '1' → 1000, 0.5 → 500. */
export function millicores(quantity: string | number | undefined): number {
  if (quantity === undefined) return NaN;
  const text = String(quantity);
  return text.endsWith('m') ? Number(text.slice(0, -1)) : Number(text) * 1000;
}

/** The rules an autoscaled Deployment's CPU must meet so that the autoscaler reacts to load, not to noise. */
export const AUTOSCALING = { minRequestMillicores: 200, maxLimitPerRequest: 4, minTriggerMillicores: 150, minScaleUpWindowSeconds: 30 };

/**
 * Realistic CPU for the autoscalers: each autoscaled container requests about what it uses (≥ 200m, a limit at most
 * 4× that), the target utilisation is only reached above 150m per replica, and a scale-up waits 30 s or more.
 */
export function autoscalerViolations(docs: Json[]): string[] {
  return docs
    .filter((d) => d.kind === 'HorizontalPodAutoscaler')
    .flatMap((hpa) => {
      const where = name(hpa);
      const target = docs.find((d) => d.kind === hpa.spec.scaleTargetRef.kind && d.metadata.name === hpa.spec.scaleTargetRef.name);
      if (!target) return [`${where}: its target ${hpa.spec.scaleTargetRef.kind} ${hpa.spec.scaleTargetRef.name} is not in the manifests`];
      const cpu = ((hpa.spec.metrics as Json[] | undefined) ?? []).find((m) => m.type === 'Resource' && m.resource?.name === 'cpu');
      const utilization = cpu?.resource?.target?.averageUtilization as number | undefined;
      const found: string[] = [];
      if (utilization === undefined) found.push(`${where}: no CPU utilisation target`);
      for (const container of target.spec.template.spec.containers as Json[]) {
        const request = millicores(container.resources?.requests?.cpu as string);
        const limit = millicores(container.resources?.limits?.cpu as string);
        if (!(request >= AUTOSCALING.minRequestMillicores))
          found.push(`${where}: ${container.name} requests ${request}m CPU, under ${AUTOSCALING.minRequestMillicores}m`);
        if (!(limit <= request * AUTOSCALING.maxLimitPerRequest))
          found.push(`${where}: ${container.name}'s CPU limit ${limit}m is over ${AUTOSCALING.maxLimitPerRequest}× its request`);
        if (utilization !== undefined && !((request * utilization) / 100 >= AUTOSCALING.minTriggerMillicores)) {
          found.push(`${where}: scales at ${(request * utilization) / 100}m CPU per replica, under ${AUTOSCALING.minTriggerMillicores}m (noise)`);
        }
      }
      const window = hpa.spec.behavior?.scaleUp?.stabilizationWindowSeconds as number | undefined;
      if (!(window !== undefined && window >= AUTOSCALING.minScaleUpWindowSeconds))
        found.push(`${where}: scales up on a spike (stabilizationWindowSeconds ${window ?? 0})`);
      return found;
    });
}

function selects(selector: Json | undefined, labels: Record<string, string> | undefined): boolean {
  if (!selector) return false;
  const have = labels ?? {};
  for (const [key, value] of Object.entries((selector.matchLabels as Record<string, string> | undefined) ?? {}))
    if (have[key] !== value) return false;
  for (const e of (selector.matchExpressions as Json[] | undefined) ?? []) {
    const value = have[e.key as string];
    const values = (e.values as string[] | undefined) ?? [];
    const ok =
      e.operator === 'In'
        ? value !== undefined && values.includes(value)
        : e.operator === 'NotIn'
          ? value === undefined || !values.includes(value)
          : e.operator === 'Exists'
            ? value !== undefined
            : value === undefined;
    if (!ok) return false;
  }
  return true;
}

/** A PodDisruptionBudget for every Deployment that can run two replicas or more (by its count or its autoscaler), letting one go. */
export function disruptionBudgetViolations(docs: Json[]): string[] {
  return docs
    .filter((d) => d.kind === 'Deployment')
    .flatMap((deployment) => {
      const hpa = docs.find(
        (d) =>
          d.kind === 'HorizontalPodAutoscaler' &&
          d.spec.scaleTargetRef.kind === 'Deployment' &&
          d.spec.scaleTargetRef.name === deployment.metadata.name,
      );
      const most = Math.max((deployment.spec.replicas as number | undefined) ?? 1, (hpa?.spec.maxReplicas as number | undefined) ?? 0);
      if (most < 2) return [];
      const labels = deployment.spec.template.metadata?.labels as Record<string, string>;
      const budgets = docs.filter((d) => d.kind === 'PodDisruptionBudget' && selects(d.spec.selector as Json, labels));
      if (!budgets.length) return [`${name(deployment)} can run ${most} replicas but no PodDisruptionBudget selects its pods`];
      return budgets.flatMap((pdb) =>
        pdb.spec.maxUnavailable === 0 || pdb.spec.maxUnavailable === '0%' ? [`${name(pdb)} lets no pod go: drains would block`] : [],
      );
    });
}

/** Every Ingress names its class. */
export function ingressClassViolations(docs: Json[]): string[] {
  return docs.filter((d) => d.kind === 'Ingress' && !d.spec?.ingressClassName).map((d) => `${name(d)}: no spec.ingressClassName`);
}

// ---------------------------------------------------------------------------------------------------------------
// Images

/** Images whose releases are numbered major.minor (Postgres 10 and later): there, 17.2 is one release. */
const TWO_PART_VERSIONS = /(^|\/)postgres$/;

/**
 * A tag that names one release: a full version (2.10.24, 0.1.0, Postgres' 17.2, with any suffix such as -alpine),
 * a dated release (RELEASE.2025-09-07T16-13-09Z) or a digest. `postgres:17`, `nats:2.10-alpine`, `latest` and no
 * tag at all float: the image changes under the same name.
 */
export function isPinned(image: string): boolean {
  if (/@sha256:[0-9a-f]{64}$/.test(image)) return true;
  const colon = image.lastIndexOf(':');
  if (colon <= image.lastIndexOf('/')) return false;
  const [repository, tag] = [image.slice(0, colon), image.slice(colon + 1)];
  if (/^RELEASE\.\d{4}-\d{2}-\d{2}T[\d-]+Z$/.test(tag)) return true;
  const parts = /^v?(\d+(?:\.\d+)*)(?:[-+_][\w.-]+)?$/.exec(tag)?.[1].split('.').length ?? 0;
  return parts >= 3 || (parts === 2 && TWO_PART_VERSIONS.test(repository));
}

/**
 * No floating tags. Images this repository builds (lorawan-site-*) may carry a local tag where they are built on the
 * spot (compose, the local overlay), never in a registry deployment.
 */
export function floatingImageViolations(images: Array<{ where: string; image: string }>, options: { localBuilds: boolean }): string[] {
  return images.flatMap(({ where, image }) => {
    if (options.localBuilds && PROJECT_IMAGE.test(image)) return [];
    return isPinned(image) ? [] : [`${where}: ${image} is not pinned to a release (a full version, a dated release or a digest)`];
  });
}

export function k8sImages(docs: Json[]): Array<{ where: string; image: string }> {
  return workloads(docs).flatMap(({ doc, template }) =>
    containersOf(template.spec as Json).map((c) => ({ where: `${name(doc)} container ${c.name}`, image: c.image as string })),
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Secrets

/** Environment variables that hold a credential, or a URL with one in it. */
export const SECRET_NAME = /PASSWORD|SECRET|TOKEN|ACCESS_KEY|ROOT_USER|DATABASE_URL|SMTP_URL/;
const CREDENTIALS_IN_URL = /^[a-z][a-z0-9+.-]*:\/\/[^/\s:@]+:[^/\s@]+@/i;

/**
 * No default secrets: no Secret object or generated Secret, no credential written as a plain value in a container's
 * environment or a ConfigMap, and none of the example values of secret.example.yaml anywhere. The local overlay is
 * exempt from the first (a throwaway cluster may generate its own).
 */
export function defaultSecretViolations(docs: Json[], options: { local: boolean; exampleValues: string[] }): string[] {
  const found: string[] = [];
  for (const doc of docs) {
    if (doc.kind === 'Secret' && !options.local) found.push(`${name(doc)}: a Secret with values in the manifests`);
    if (doc.kind === 'ConfigMap') {
      for (const [key, value] of Object.entries((doc.data as Record<string, string> | undefined) ?? {})) {
        if (SECRET_NAME.test(key) || CREDENTIALS_IN_URL.test(value)) found.push(`${name(doc)}: ${key} is a credential in a ConfigMap`);
      }
    }
  }
  for (const { doc, template } of workloads(docs)) {
    for (const container of containersOf(template.spec as Json)) {
      for (const env of (container.env as Json[] | undefined) ?? []) {
        if (env.value !== undefined && (SECRET_NAME.test(env.name as string) || CREDENTIALS_IN_URL.test(String(env.value)))) {
          found.push(`${name(doc)} container ${container.name}: ${env.name} has a value written in the manifest instead of a secretKeyRef`);
        }
      }
    }
  }
  const text = JSON.stringify(docs);
  for (const value of options.exampleValues)
    if (text.includes(JSON.stringify(value))) found.push(`the example secret value ${JSON.stringify(value)} is in the manifests`);
  return found;
}

// ---------------------------------------------------------------------------------------------------------------
// Commands and probes

/** The CMD of a build target of a Dockerfile, when it has that target and the CMD is in exec form. */
export function dockerfileCmd(dockerfile: string, target: string): string[] | undefined {
  const stages = dockerfile.split(/^FROM\s+/im).slice(1);
  const stage = stages.find((s) => new RegExp(`^\\S+\\s+AS\\s+${target}\\s*$`, 'im').test(s.split('\n')[0]));
  const cmd = stage && [...stage.matchAll(/^CMD\s+(\[.*\])\s*$/gm)].pop();
  return cmd ? (JSON.parse(cmd[1]) as string[]) : undefined;
}

/**
 * The five services run with the Node flags the launcher uses (infra/src/processes.ts), in exec form: a command
 * written in the manifest, or else the CMD of the service's target in the Dockerfile.
 */
export function nodeFlagViolations(
  containers: Array<{ where: string; service: string; command: unknown }>,
  flags: string[],
  dockerfile: string,
): string[] {
  return containers.flatMap(({ where, service, command }) => {
    const effective = command ?? dockerfileCmd(dockerfile, service);
    const source = command === undefined ? `its image's CMD (Dockerfile target ${service})` : 'its command';
    if (!Array.isArray(effective)) return [`${where}: ${source} is not a list of arguments (exec form)`];
    const args = effective as string[];
    if (args[0] !== 'node') return [`${where}: ${source} does not start node directly: ${args.join(' ')}`];
    const script = args.findIndex((a) => !a.startsWith('-') && a !== 'node');
    const missing = flags.filter((flag) => !args.slice(1, script < 0 ? undefined : script).includes(flag));
    return missing.length ? [`${where}: ${source} lacks ${missing.join(' ')}`] : [];
  });
}

export function k8sServiceContainers(docs: Json[]): Array<{ where: string; service: string; command: unknown }> {
  return workloads(docs).flatMap(({ doc, template }) =>
    containersOf(template.spec as Json).flatMap((c) => {
      const service = PROJECT_IMAGE.exec(c.image as string)?.[1];
      return service && (APP_SERVICES as readonly string[]).includes(service)
        ? [{ where: `${name(doc)} container ${c.name}`, service, command: c.command }]
        : [];
    }),
  );
}

/** An exec-form command whose every argument is one word: podman's API splits, and so breaks, an argument with spaces. */
function execFormProblem(command: unknown): string | undefined {
  if (!Array.isArray(command)) return 'is not a list of arguments';
  const spaced = (command as unknown[]).filter((arg) => typeof arg !== 'string' || /\s/.test(arg));
  return spaced.length ? `has arguments with spaces: ${spaced.map((a) => JSON.stringify(a)).join(', ')}` : undefined;
}

/** Exec probes in Kubernetes: lists of arguments, none with a space. */
export function k8sExecProbeViolations(docs: Json[]): string[] {
  return workloads(docs).flatMap(({ doc, template }) =>
    containersOf(template.spec as Json).flatMap((c) =>
      ['startupProbe', 'readinessProbe', 'livenessProbe'].flatMap((probe) => {
        const command = c[probe]?.exec ? c[probe].exec.command : undefined;
        const problem = c[probe]?.exec ? execFormProblem(command) : undefined;
        return problem ? [`${name(doc)} container ${c.name} ${probe}: ${problem}`] : [];
      }),
    ),
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Network policies

interface Endpoint {
  /** A pod of the manifests: its labels and namespace. */
  pod?: { labels: Record<string, string>; namespace: string };
  /** Something outside the manifests: a namespace of the cluster (with the labels of its pods), or an address outside it. */
  namespace?: string;
  labels?: Record<string, string>;
}

interface PortRef {
  port: number;
  name?: string;
  protocol?: 'TCP' | 'UDP';
}

function peerMatches(peer: Json, other: Endpoint, policyNamespace: string): boolean {
  if (peer.ipBlock) return !other.pod && !other.namespace;
  const namespace = other.pod?.namespace ?? other.namespace;
  const labels = other.pod?.labels ?? other.labels ?? {};
  if (namespace === undefined) return false;
  if (peer.namespaceSelector) {
    if (!selects(peer.namespaceSelector as Json, { 'kubernetes.io/metadata.name': namespace })) return false;
  } else if (namespace !== policyNamespace) return false;
  return peer.podSelector ? selects(peer.podSelector as Json, labels) : true;
}

function portMatches(ports: Json[] | undefined, port: PortRef): boolean {
  if (!ports?.length) return true;
  return ports.some(
    (p) =>
      ((p.protocol as string | undefined) ?? 'TCP') === (port.protocol ?? 'TCP') &&
      (p.port === undefined ||
        p.port === port.port ||
        (port.name !== undefined && p.port === port.name) ||
        (p.endPort && port.port >= p.port && port.port <= p.endPort)),
  );
}

function policyTypes(policy: Json): string[] {
  return (policy.spec.policyTypes as string[] | undefined) ?? ['Ingress', ...(policy.spec.egress ? ['Egress'] : [])];
}

/** Whether the policies let `pod` take (Ingress) or send (Egress) traffic from or to `other` on `port`. */
export function allows(docs: Json[], direction: 'Ingress' | 'Egress', pod: NonNullable<Endpoint['pod']>, other: Endpoint, port: PortRef): boolean {
  const policies = docs.filter(
    (d) =>
      d.kind === 'NetworkPolicy' &&
      (d.metadata.namespace ?? 'default') === pod.namespace &&
      selects(d.spec.podSelector as Json, pod.labels) &&
      policyTypes(d).includes(direction),
  );
  if (!policies.length) return true;
  const rulesKey = direction === 'Ingress' ? 'ingress' : 'egress';
  const peersKey = direction === 'Ingress' ? 'from' : 'to';
  return policies.some((policy) =>
    ((policy.spec[rulesKey] as Json[] | undefined) ?? []).some(
      (rule) =>
        portMatches(rule.ports as Json[] | undefined, port) &&
        (!(rule[peersKey] as Json[] | undefined)?.length || (rule[peersKey] as Json[]).some((peer) => peerMatches(peer, other, pod.namespace))),
    ),
  );
}

function connects(docs: Json[], from: Endpoint, to: Endpoint, port: PortRef): boolean {
  return (!from.pod || allows(docs, 'Egress', from.pod, to, port)) && (!to.pod || allows(docs, 'Ingress', to.pod, from, port));
}

function podsOf(docs: Json[]): Array<{ doc: Json; pod: NonNullable<Endpoint['pod']> }> {
  return workloads(docs).map(({ doc, template }) => ({
    doc,
    pod: {
      labels: (template.metadata?.labels as Record<string, string> | undefined) ?? {},
      namespace: (doc.metadata.namespace as string | undefined) ?? 'default',
    },
  }));
}

/**
 * Every workload's traffic is covered in both directions: a policy isolates its pods for ingress and one for egress
 * (a default deny does both), so that only what a policy allows gets through.
 */
export function networkCoverageViolations(docs: Json[]): string[] {
  const policies = docs.filter((d) => d.kind === 'NetworkPolicy');
  return podsOf(docs).flatMap(({ doc, pod }) =>
    (['Ingress', 'Egress'] as const)
      .filter(
        (direction) =>
          !policies.some(
            (p) =>
              (p.metadata.namespace ?? 'default') === pod.namespace &&
              selects(p.spec.podSelector as Json, pod.labels) &&
              policyTypes(p).includes(direction),
          ),
      )
      .map((direction) => `${name(doc)}: no NetworkPolicy covers its ${direction.toLowerCase()}`),
  );
}

/** No policy lets in traffic from anywhere (a rule without `from`, an empty peer, 0.0.0.0/0), nor out to anywhere on any port. */
export function openNetworkRuleViolations(docs: Json[]): string[] {
  return docs
    .filter((d) => d.kind === 'NetworkPolicy')
    .flatMap((policy) => [
      ...((policy.spec.ingress as Json[] | undefined) ?? []).flatMap((rule, i) => {
        const from = (rule.from as Json[] | undefined) ?? [];
        const open =
          !from.length ||
          from.some(
            (peer) =>
              !Object.keys(peer).length ||
              peer.ipBlock?.cidr === '0.0.0.0/0' ||
              (peer.namespaceSelector && !Object.keys(peer.namespaceSelector as Json).length && !peer.podSelector),
          );
        return open ? [`${name(policy)}: ingress rule ${i + 1} lets traffic in from anywhere`] : [];
      }),
      ...((policy.spec.egress as Json[] | undefined) ?? []).flatMap((rule, i) =>
        !(rule.to as Json[] | undefined)?.length && !(rule.ports as Json[] | undefined)?.length
          ? [`${name(policy)}: egress rule ${i + 1} lets traffic out anywhere on any port`]
          : [],
      ),
    ]);
}

/** The endpoint a service address of the ConfigMap points to: a pod of the manifests, another namespace, or outside. */
function endpointOf(docs: Json[], host: string | undefined, namespace: string): Endpoint {
  const service = docs.find((d) => d.kind === 'Service' && d.metadata.name === host);
  if (service) return { pod: { labels: service.spec.selector as Record<string, string>, namespace } };
  const inCluster = /^[a-z0-9-]+\.([a-z0-9-]+)\.svc(\.|$)/.exec(host ?? '');
  return inCluster ? { namespace: inCluster[1], labels: {} } : {};
}

export interface Connection {
  what: string;
  from: Endpoint;
  to: Endpoint;
  port: PortRef;
}

/**
 * What each workload needs to reach and be reached by, read from the manifests (the config's addresses, the
 * in-cluster backing services where the overlay has them), and what must stay shut.
 */
export function connectionsOf(docs: Json[]): { needed: Connection[]; forbidden: Connection[] } {
  const pods = podsOf(docs);
  const namespace = pods[0]?.pod.namespace ?? 'default';
  const podOf = (workload: string) => pods.find(({ doc }) => doc.metadata.name === workload || doc.metadata.name.startsWith(`${workload}-`))?.pod;
  const config = (docs.find((d) => d.kind === 'ConfigMap' && /^lorawan-config/.test(d.metadata.name as string))?.data ?? {}) as Record<
    string,
    string
  >;
  const nats = endpointOf(docs, /^nats:\/\/([^:/]+)/.exec(config.NATS_URL ?? '')?.[1], namespace);
  const postgres = endpointOf(docs, 'postgres', namespace);
  const s3 = endpointOf(docs, config.S3_ENDPOINT, namespace);
  const s3Port = Number(config.S3_PORT ?? (config.S3_USE_SSL === 'true' ? 443 : 80));
  const dns: Endpoint = { namespace: 'kube-system', labels: { 'k8s-app': 'kube-dns' } };
  const internal = { gateway: 3100, identity: 3101, catalog: 3102, content: 3103, media: 3104 } as const;
  const needed: Connection[] = [];
  const forbidden: Connection[] = [];
  const pod = (workload: string): Endpoint => ({ pod: podOf(workload) });
  for (const { doc, pod: p } of pods)
    needed.push({ what: `${doc.metadata.name} → DNS`, from: { pod: p }, to: dns, port: { port: 53, protocol: 'UDP' } });
  for (const service of APP_SERVICES) {
    if (!podOf(service)) continue;
    needed.push({ what: `${service} → NATS`, from: pod(service), to: nats, port: { port: 4222, name: 'client' } });
    needed.push({
      what: `Prometheus → ${service}'s metrics`,
      from: { namespace: 'monitoring', labels: {} },
      to: pod(service),
      port: { port: internal[service], name: 'internal' },
    });
    forbidden.push({
      what: `another namespace → ${service}`,
      from: { namespace: 'elsewhere', labels: {} },
      to: pod(service),
      port: { port: internal[service], name: 'internal' },
    });
  }
  for (const service of DATA_SERVICES)
    if (podOf(service)) needed.push({ what: `${service} → Postgres`, from: pod(service), to: postgres, port: { port: 5432, name: 'postgres' } });
  if (podOf('gateway')) {
    needed.push({
      what: 'ingress controller → gateway',
      from: { namespace: 'ingress-nginx', labels: {} },
      to: pod('gateway'),
      port: { port: 3000, name: 'http' },
    });
    needed.push({ what: 'gateway → media', from: pod('gateway'), to: pod('media'), port: { port: 3104, name: 'internal' } });
    forbidden.push({
      what: 'the world → gateway, bypassing the ingress controller',
      from: {},
      to: pod('gateway'),
      port: { port: 3000, name: 'http' },
    });
    forbidden.push({ what: 'gateway → Postgres (it owns no tables)', from: pod('gateway'), to: postgres, port: { port: 5432, name: 'postgres' } });
  }
  if (podOf('media')) needed.push({ what: 'media → S3', from: pod('media'), to: s3, port: { port: s3Port, name: 's3' } });
  if (podOf('content'))
    for (const port of [465, 587]) needed.push({ what: `content → SMTP (${port})`, from: pod('content'), to: {}, port: { port } });
  if (podOf('seed')) {
    needed.push({ what: 'seed → NATS', from: pod('seed'), to: nats, port: { port: 4222, name: 'client' } });
    needed.push({ what: 'seed → media', from: pod('seed'), to: pod('media'), port: { port: 3104, name: 'internal' } });
  }
  if (podOf('minio-create-bucket'))
    needed.push({ what: 'minio-create-bucket → MinIO', from: pod('minio-create-bucket'), to: s3, port: { port: s3Port, name: 's3' } });
  return { needed, forbidden };
}

/** Each workload reaches, and is reached by, what it needs; what must stay shut does. */
export function connectionViolations(docs: Json[]): string[] {
  const { needed, forbidden } = connectionsOf(docs);
  return [
    ...needed.filter((c) => !connects(docs, c.from, c.to, c.port)).map((c) => `blocked: ${c.what} (port ${c.port.port})`),
    ...forbidden.filter((c) => connects(docs, c.from, c.to, c.port)).map((c) => `open: ${c.what} (port ${c.port.port})`),
  ];
}

// ---------------------------------------------------------------------------------------------------------------
// Compose

/** Variables a compose value interpolates: `${NAME}`, `${NAME:-default}`, `${NAME:?message}` and their forms without a colon. */
export function interpolations(value: string): Array<{ name: string; operator?: string; argument?: string }> {
  const found: Array<{ name: string; operator?: string; argument?: string }> = [];
  for (let i = value.indexOf('${'); i >= 0; i = value.indexOf('${', i + 2)) {
    if (value[i - 1] === '$') continue;
    let depth = 0;
    let end = i;
    for (; end < value.length; end++) {
      if (value.startsWith('${', end)) depth++;
      else if (value[end] === '}' && --depth === 0) break;
    }
    const body = value.slice(i + 2, end);
    const match = /^([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?+])([\s\S]*))?$/.exec(body);
    if (match) found.push({ name: match[1], operator: match[2], argument: match[3] });
    i = end - 1;
  }
  return found;
}

function composeEnvironment(service: Json): Array<[string, string]> {
  // Compose values are strings, numbers or booleans; null stands for "taken from the shell".
  const env = service.environment as Record<string, string | number | boolean | null> | string[] | undefined;
  if (Array.isArray(env)) return env.map((entry) => [entry.split('=')[0], entry.slice(entry.indexOf('=') + 1)]);
  return Object.entries(env ?? {}).map(([key, value]) => [key, value === null ? '' : String(value)]);
}

/**
 * No default secrets in compose: each credential comes from a variable that must be set (`${VAR:?message}`); an
 * optional one (`${SMTP_URL:-}`) may default to nothing, never to a value.
 */
export function composeSecretViolations(compose: Json): string[] {
  return Object.entries(compose.services as Record<string, Json>).flatMap(([service, definition]) =>
    composeEnvironment(definition)
      .filter(([key, value]) => SECRET_NAME.test(key) || CREDENTIALS_IN_URL.test(value))
      .flatMap(([key, value]) => {
        const vars = interpolations(value);
        if (!vars.length) return value ? [`${service}: ${key} is written in the file`] : [];
        return vars
          .filter((v) => v.operator && !v.operator.includes('?') && v.argument !== '')
          .map((v) => `${service}: ${key} defaults to a value (\${${v.name}${v.operator}…}); require it with \${${v.name}:?message}`);
      }),
  );
}

/** A default inside a default (`${A:-${B:-x}}`) is read differently by Compose v1 and podman-compose. */
export function composeNestedDefaultViolations(compose: Json): string[] {
  const found: string[] = [];
  const visit = (value: unknown, at: string) => {
    if (typeof value === 'string') {
      for (const v of interpolations(value)) if (v.argument?.includes('${')) found.push(`${at}: \${${v.name}} has a variable in its default`);
    } else if (value && typeof value === 'object') for (const [key, inner] of Object.entries(value)) visit(inner, `${at}.${key}`);
  };
  visit(compose.services, 'services');
  return found;
}

/** Healthchecks in exec form (`CMD` and one argument per item), none with a space. */
export function composeHealthcheckViolations(compose: Json): string[] {
  return Object.entries(compose.services as Record<string, Json>).flatMap(([service, definition]) => {
    const check = definition.healthcheck as Json | undefined;
    if (!check || check.disable === true) return [];
    const test = check.test as unknown;
    if (!Array.isArray(test) || test[0] !== 'CMD') return [`${service}: healthcheck.test is not in exec form (a list starting with CMD)`];
    const problem = execFormProblem(test.slice(1));
    return problem ? [`${service}: healthcheck.test ${problem}`] : [];
  });
}

/** The image a compose value names with its variables at their defaults: `${NATS_IMAGE:-nats:2.10.24-alpine}` → the default. */
export function composeImages(compose: Json): Array<{ where: string; image: string }> {
  return Object.entries(compose.services as Record<string, Json>)
    .filter(([, definition]) => definition.image)
    .map(([service, definition]) => ({
      where: `compose service ${service}`,
      image: (definition.image as string).replace(
        /\$\{([A-Za-z_][A-Za-z0-9_]*)(?::?-([^}]*))?\}/g,
        (_, _name: string, fallback?: string) => fallback ?? '',
      ),
    }));
}

export function composeServiceContainers(compose: Json): Array<{ where: string; service: string; command: unknown }> {
  return Object.entries(compose.services as Record<string, Json>).flatMap(([service, definition]) => {
    const built = PROJECT_IMAGE.exec(composeImages({ services: { [service]: definition } })[0]?.image ?? '')?.[1];
    return built && (APP_SERVICES as readonly string[]).includes(built)
      ? [{ where: `compose service ${service}`, service: built, command: definition.command }]
      : [];
  });
}
