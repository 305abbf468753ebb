import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { stringify } from 'yaml';
import { capture, run, say } from './engine.js';
import { containersOf, kustomize, podTemplates, type Json } from './kustomize.js';

/**
 * Runs what `k8s/overlays/local` renders to with `podman kube play`, on a network of its own: the overlay rendered
 * offline (kustomize.ts), each workload played as one pod, in order. Podman 4.3 runs Pods and Deployments with their
 * ConfigMaps, Secrets (from a podman secret), volumes, commands, security contexts and read-only root filesystems as
 * written; what it does not run is translated here, each the nearest way a cluster would do it:
 * - a Service becomes a network alias of the pod it selects (its DNS name, as cluster DNS gives it), reached on
 *   the pod's own port (the same as the Service's for every Service a pod calls);
 * - a StatefulSet becomes its one pod, its volume claim a podman volume given to the pod's fsGroup (as the kubelet
 *   does); a Job becomes its pod, restarted on failure;
 * - one replica of each Deployment (kube play runs one); container ports stay inside the network, except the
 *   gateway's, published on a loopback port as `kubectl port-forward svc/gateway 8080:80` would;
 * - a probe's named port becomes its number (podman looks ports up by number only).
 * NetworkPolicies, PodDisruptionBudgets, the Ingress and autoscalers have no podman counterpart: they are listed,
 * not run (the static check in `npm test` validates them).
 */

export const KUBE_NETWORK = 'lorawan-kube';
const SECRET = 'lorawan-secrets';
/** The overlay's PUBLIC_ORIGINS names port 8080 of the loopback: the port-forward its comment describes. */
export const KUBE_SITE = 'http://127.0.0.1:8080';

export interface Workload {
  name: string;
  /** The pod's document: a Deployment or a Pod. */
  doc: Json;
  aliases: string[];
  /** Volumes to create before the pod, each with the owner the pod's fsGroup gives it. */
  claims: Array<{ name: string; fsGroup?: number }>;
}

export interface KubePlan {
  workloads: Workload[];
  configMaps: Json[];
  /** Objects rendered but not run, as `Kind/name`. */
  notRun: string[];
}

/** The objects of `overlay` as podman runs them; `image` maps an image the overlay names to the one to run. */
export function planKubePlay(overlay: string, image: (name: string) => string): KubePlan {
  const docs = kustomize(overlay);
  const services = docs.filter((d) => d.kind === 'Service');
  const configMaps = docs.filter((d) => d.kind === 'ConfigMap');
  const workloads: Workload[] = [];
  const notRun: string[] = [];
  for (const doc of docs) {
    const name = doc.metadata.name as string;
    if (doc.kind === 'ConfigMap' || doc.kind === 'Service') continue;
    const template = podTemplates(doc)[0];
    if (!template || !['Deployment', 'StatefulSet', 'Job'].includes(doc.kind)) {
      notRun.push(`${doc.kind}/${name}`);
      continue;
    }
    const spec = structuredClone(template.spec) as Json;
    const labels = (template.metadata?.labels ?? {}) as Record<string, string>;
    const claims: Workload['claims'] = [];
    for (const claim of (doc.spec.volumeClaimTemplates ?? []) as Json[]) {
      const claimName = `${claim.metadata.name}-${name}-0`;
      claims.push({ name: claimName, fsGroup: spec.securityContext?.fsGroup });
      spec.volumes = [...(spec.volumes ?? []), { name: claim.metadata.name, persistentVolumeClaim: { claimName } }];
    }
    for (const container of containersOf(spec)) {
      container.image = image(container.image);
      const ports = new Map<string, number>(((container.ports ?? []) as Json[]).map((p) => [p.name, p.containerPort]));
      for (const probe of ['startupProbe', 'readinessProbe', 'livenessProbe']) {
        const check = container[probe]?.httpGet ?? container[probe]?.tcpSocket;
        if (check && typeof check.port === 'string') check.port = ports.get(check.port);
      }
      container.ports = name === 'gateway' ? [{ containerPort: ports.get('http') ?? 3000, hostPort: 8080, hostIP: '127.0.0.1' }] : undefined;
      if (!container.ports) delete container.ports;
    }
    const aliases = services.filter((svc) => matches(svc.spec?.selector, labels)).map((svc) => svc.metadata.name as string);
    const pod: Json =
      doc.kind === 'Job'
        ? { apiVersion: 'v1', kind: 'Pod', metadata: { name, labels }, spec: { ...spec, restartPolicy: spec.restartPolicy ?? 'OnFailure' } }
        : {
            apiVersion: 'apps/v1',
            kind: 'Deployment',
            metadata: { name, labels: doc.metadata.labels },
            spec: { replicas: 1, selector: { matchLabels: labels }, template: { metadata: { labels }, spec } },
          };
    workloads.push({ name, doc: pod, aliases, claims });
  }
  // Postgres, NATS and the object store first, then the services, then the one-off Jobs (the bucket, the seed).
  const rank = (w: Workload) => (w.doc.kind === 'Pod' ? 2 : labelOf(w, 'app.kubernetes.io/component') === 'backing-service' ? 0 : 1);
  workloads.sort((a, b) => rank(a) - rank(b));
  return { workloads, configMaps, notRun };
}

function matches(selector: Record<string, string> | undefined, labels: Record<string, string>): boolean {
  return !!selector && Object.keys(selector).length > 0 && Object.entries(selector).every(([k, v]) => labels[k] === v);
}

/** A label of the workload's pods (`app.kubernetes.io/name`, `app.kubernetes.io/component`). */
export function labelOf(workload: Workload, key: string): string | undefined {
  return (workload.doc.kind === 'Pod' ? workload.doc.metadata.labels : workload.doc.spec.template.metadata.labels)?.[key];
}

/** The name podman gives the container `container` of a workload's pod. */
export function kubeContainer(workload: Workload, container: string): string {
  return `${workload.doc.kind === 'Deployment' ? `${workload.name}-pod-0` : workload.name}-${container}`;
}

/**
 * Plays the plan: the secret (values as `kubectl create secret generic` would take them), the network, each
 * workload's volumes, then each workload in the order given, as one `podman kube play` with its Services' names as
 * its aliases. Answers how to take it all down again.
 */
export async function kubePlay(plan: KubePlan, secret: Record<string, string>, work: string): Promise<() => void> {
  const dir = path.join(work, 'kube');
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const teardown = () => {
    for (const workload of [...plan.workloads].reverse()) {
      const file = path.join(dir, `${workload.name}.yaml`);
      if (fs.existsSync(file)) spawnSync('podman', ['kube', 'down', file], { stdio: 'ignore' });
    }
    const volumes = plan.workloads.flatMap((w) => w.claims.map((c) => c.name));
    if (volumes.length) spawnSync('podman', ['volume', 'rm', '--force', ...volumes], { stdio: 'ignore' });
    spawnSync('podman', ['network', 'rm', '--force', KUBE_NETWORK], { stdio: 'ignore' });
    spawnSync('podman', ['secret', 'rm', SECRET], { stdio: 'ignore' });
  };
  teardown();

  // Podman 4.3 reads a secretKeyRef from a podman secret holding a JSON map of base64 values.
  const secretFile = path.join(dir, 'secret.json');
  fs.writeFileSync(secretFile, JSON.stringify(Object.fromEntries(Object.entries(secret).map(([k, v]) => [k, Buffer.from(v).toString('base64')]))), {
    mode: 0o600,
  });
  await run('podman', ['secret', 'create', SECRET, secretFile], { quiet: true });
  fs.rmSync(secretFile);
  await run('podman', ['network', 'create', KUBE_NETWORK], { quiet: true });

  for (const workload of plan.workloads) {
    for (const claim of workload.claims) {
      await run('podman', ['volume', 'create', claim.name], { quiet: true });
      if (claim.fsGroup !== undefined) {
        const mountpoint = capture('podman', ['volume', 'inspect', claim.name, '--format', '{{.Mountpoint}}']);
        fs.chownSync(mountpoint, 0, claim.fsGroup);
        fs.chmodSync(mountpoint, 0o2775);
      }
    }
    const file = path.join(dir, `${workload.name}.yaml`);
    // The ConfigMaps go in the same file: podman mounts a configMap volume only from a ConfigMap played with the pod.
    fs.writeFileSync(file, [...plan.configMaps, workload.doc].map((doc) => stringify(doc)).join('---\n'));
    const network = workload.aliases.length ? `${KUBE_NETWORK}:${workload.aliases.map((a) => `alias=${a}`).join(',')}` : KUBE_NETWORK;
    say(
      `podman kube play ${workload.doc.kind === 'Pod' ? 'pod' : 'deployment'} ${workload.name}${workload.aliases.length ? ` (as ${workload.aliases.join(', ')})` : ''}`,
    );
    await run('podman', ['kube', 'play', '--network', network, file], { quiet: true });
  }
  return teardown;
}

/**
 * Waits until every container of the Deployments passes its readinessProbe, run as the kubelet runs it: an HTTP
 * probe from outside the pod to the pod's address, an exec probe inside the container. Answers how long it took.
 */
export async function waitUntilReady(plan: KubePlan, timeoutMs = 180_000): Promise<number> {
  const started = Date.now();
  let pending = plan.workloads
    .filter((w) => w.doc.kind === 'Deployment')
    .flatMap((w) =>
      containersOf(w.doc.spec.template.spec)
        .filter((c) => c.readinessProbe)
        .map((c) => ({ container: kubeContainer(w, c.name as string), probe: c.readinessProbe as Json })),
    );
  while (pending.length) {
    const passed = await Promise.all(pending.map((p) => probePasses(p.container, p.probe)));
    pending = pending.filter((_, i) => !passed[i]);
    if (!pending.length) break;
    if (Date.now() - started > timeoutMs) throw new Error(`not ready within ${timeoutMs / 1000} s: ${pending.map((p) => p.container).join(', ')}`);
    await sleep(1000);
  }
  return Date.now() - started;
}

async function probePasses(container: string, probe: Json): Promise<boolean> {
  if (probe.exec) return spawnSync('podman', ['exec', container, ...(probe.exec.command as string[])], { stdio: 'ignore' }).status === 0;
  if (!probe.httpGet) throw new Error(`${container}: only exec and httpGet readiness probes are run here`);
  const address = spawnSync('podman', ['inspect', container, '--format', '{{range .NetworkSettings.Networks}}{{.IPAddress}}{{end}}'], {
    encoding: 'utf8',
  }).stdout.trim();
  if (!address) return false;
  return fetch(`http://${address}:${probe.httpGet.port}${probe.httpGet.path ?? '/'}`, { signal: AbortSignal.timeout(3000) }).then(
    async (res) => {
      await res.body?.cancel();
      return res.status >= 200 && res.status < 400;
    },
    () => false,
  );
}
