import { describe, expect, it } from '@jest/globals';
import path from 'node:path';
import { containersOf } from '../src/deploy/kustomize.js';
import { kubeContainer, labelOf, planKubePlay, type Workload } from '../src/deploy/kube.js';
import { repoRoot } from '../src/paths.js';

/**
 * How `npm run deploy:prove` hands the local overlay to `podman kube play` (infra/src/deploy/kube.ts): what podman
 * runs as written, and what it translates for the objects podman has no counterpart for.
 */
const plan = planKubePlay(path.join(repoRoot, 'k8s/overlays/local'), (image) => `local/${image}`);
const workload = (name: string): Workload => {
  const found = plan.workloads.find((w) => w.name === name);
  if (!found) throw new Error(`no workload ${name}`);
  return found;
};
const podSpec = (w: Workload) => (w.doc.kind === 'Pod' ? w.doc.spec : w.doc.spec.template.spec);

describe('the local overlay as podman kube play runs it', () => {
  it('plays the backing services first, then the services, then the Jobs as pods', () => {
    expect(plan.workloads.map((w) => `${w.doc.kind}/${w.name}`)).toEqual([
      'Deployment/postgres',
      'Deployment/nats',
      'Deployment/minio',
      'Deployment/gateway',
      'Deployment/identity',
      'Deployment/catalog',
      'Deployment/content',
      'Deployment/media',
      'Pod/minio-create-bucket',
      'Pod/seed-latest',
    ]);
    expect(podSpec(workload('seed-latest')).restartPolicy).toBe('OnFailure');
    expect(kubeContainer(workload('seed-latest'), 'seed')).toBe('seed-latest-seed');
    expect(kubeContainer(workload('gateway'), 'gateway')).toBe('gateway-pod-0-gateway');
  });

  it('gives each pod the names of the Services that select it, as cluster DNS would', () => {
    expect(Object.fromEntries(plan.workloads.map((w) => [w.name, w.aliases]))).toEqual({
      postgres: ['postgres'],
      nats: ['nats'],
      minio: ['minio'],
      gateway: ['gateway'],
      identity: ['identity'],
      catalog: ['catalog'],
      content: ['content'],
      media: ['media'],
      'minio-create-bucket': [],
      'seed-latest': [],
    });
  });

  it("turns a StatefulSet's claim into a volume given to the pod's fsGroup", () => {
    expect(workload('postgres').claims).toEqual([{ name: 'data-postgres-0', fsGroup: 999 }]);
    expect(podSpec(workload('postgres')).volumes).toContainEqual({ name: 'data', persistentVolumeClaim: { claimName: 'data-postgres-0' } });
    expect(workload('minio').claims).toEqual([{ name: 'data-minio-0', fsGroup: 1000 }]);
  });

  it("publishes only the gateway, on the loopback's port 8080, and names probe ports by number", () => {
    const published = plan.workloads.flatMap((w) =>
      containersOf(podSpec(w))
        .filter((c) => c.ports)
        .map((c) => [w.name, c.ports]),
    );
    expect(published).toEqual([['gateway', [{ containerPort: 3000, hostPort: 8080, hostIP: '127.0.0.1' }]]]);
    const catalog = containersOf(podSpec(workload('catalog')))[0];
    expect(catalog.readinessProbe.httpGet).toEqual({ path: '/readyz', port: 3102 });
    expect(catalog.image).toBe('local/lorawan-site-catalog:latest');
  });

  it('keeps what podman runs as written: security contexts, the read-only root filesystem, secrets', () => {
    const catalog = containersOf(podSpec(workload('catalog')))[0];
    expect(catalog.securityContext).toMatchObject({ readOnlyRootFilesystem: true, allowPrivilegeEscalation: false });
    expect(podSpec(workload('catalog')).securityContext).toMatchObject({ runAsNonRoot: true, runAsUser: 1000 });
    expect(catalog.env).toContainEqual({
      name: 'DATABASE_URL',
      valueFrom: { secretKeyRef: { name: 'lorawan-secrets', key: 'CATALOG_DATABASE_URL' } },
    });
    expect(labelOf(workload('postgres'), 'app.kubernetes.io/component')).toBe('backing-service');
  });

  it('lists, without running them, the objects podman has no counterpart for', () => {
    const kinds = new Set(plan.notRun.map((item) => item.split('/')[0]));
    expect([...kinds].sort()).toEqual(['Ingress', 'NetworkPolicy', 'PodDisruptionBudget']);
    expect(plan.configMaps.map((c) => c.metadata.name).sort()).toEqual(['lorawan-config', 'postgres-init']);
  });
});
