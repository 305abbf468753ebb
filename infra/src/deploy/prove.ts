import fs from 'node:fs';
import path from 'node:path';
import { repoRoot, dataDir } from '../paths.js';
import { DOCKER_HOST, capture, containerLogs, containerNames, ensureEngine, imageSizeMb, ofProject, run, say, tickHealthchecks } from './engine.js';
import { ensureStandIns, type StandIns } from './stand-ins.js';
import { replicaChecks, smokeTest, waitForSite, type Replica, type SmokeResult } from './smoke.js';
import { underSteadyLoad, type RollingResult } from './rolling.js';
import { backUp, catalogueFingerprint, restore } from './backup.js';
import { ReadyBalancer } from './balancer.js';
import { KUBE_NETWORK, KUBE_SITE, kubeContainer, labelOf, kubePlay, planKubePlay, waitUntilReady } from './kube.js';
import { parse } from 'yaml';
import { spawnSync } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * `npm run deploy:prove`: proves on this machine that the project's deployment files run. With podman (installed
 * from Debian's packages when missing) it builds stand-ins for the public base images this machine cannot pull
 * (stand-ins.ts), builds the project's image per service from infra/docker/Dockerfile, runs docker-compose.yml with
 * them, waits for health, smoke-tests the real flows (smoke.ts), and tears it all down. Prints a table of image
 * sizes, build times, time to healthy and smoke results, for docs/deploy.md. Not part of `npm test`: it takes minutes
 * and gigabytes.
 */
const SERVICES = ['gateway', 'identity', 'catalog', 'content', 'media', 'seed'] as const;
/** The services behind the gateway, reached over NATS: replicas share their work through queue groups. */
const BACKEND = ['identity', 'catalog', 'content', 'media'] as const;
const PROJECT = 'lorawan-prove';
/**
 * The origin requests say they come from (PUBLIC_ORIGINS lists it). Each gateway replica is published on a port of
 * its own that the engine picks (GATEWAY_PORT `127.0.0.1:`), so that the gateway can be scaled.
 */
const ORIGIN = 'http://127.0.0.1:18080';

/** Settings from .env.example (example values, fine for a proof on this machine), with the stand-ins' own. */
function composeEnv(tag: string): NodeJS.ProcessEnv {
  const example = fs.readFileSync(path.join(repoRoot, '.env.example'), 'utf8');
  const values = Object.fromEntries(
    example
      .split('\n')
      .map((line) => /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line.trim()))
      .filter((m): m is RegExpExecArray => m !== null)
      .map((m) => [m[1], m[2]]),
  );
  return {
    ...values,
    // The rolling restart sends contact messages steadily from one address.
    ENQUIRY_MAX_PER_WINDOW: '1000000',
    // s3rver takes its own fixed credentials.
    S3_ACCESS_KEY: 'S3RVER',
    S3_SECRET_KEY: 'S3RVER',
    IMAGE_TAG: tag,
    GATEWAY_PORT: '127.0.0.1:',
    PUBLIC_ORIGINS: ORIGIN,
    DOCKER_HOST,
    COMPOSE_PROJECT_NAME: PROJECT,
  };
}

/** The image to run for one the overlay names: the project's own images at `tag`, stand-ins for the public ones. */
function kubeImage(name: string, tag: string, images: StandIns): string {
  const repo = name.split(':')[0];
  if (repo.startsWith('lorawan-site-')) return `localhost/${repo}:${tag}`;
  const standIn = { postgres: images.postgres, nats: images.nats, 'minio/minio': images.s3, 'minio/mc': images.s3 }[repo];
  if (!standIn) throw new Error(`no stand-in for ${name}`);
  return standIn;
}

/**
 * The Secret every overlay expects, with the keys of k8s/base/secret.example.yaml and the local values of
 * .env.example (each service's database URL with its role's password); the optional SMTP_URL left out.
 */
function kubeSecret(env: NodeJS.ProcessEnv): Record<string, string> {
  const example = parse(fs.readFileSync(path.join(repoRoot, 'k8s/base/secret.example.yaml'), 'utf8')) as { stringData: Record<string, string> };
  const secret: Record<string, string> = {};
  for (const [key, value] of Object.entries(example.stringData)) {
    const role = /^([A-Z]+)_DATABASE_URL$/.exec(key)?.[1];
    if (role) secret[key] = value.replace(/:[^:@/]+@/, `:${env[`${role}_DB_PASSWORD`]}@`);
    else if (env[key] !== undefined) secret[key] = env[key]!;
    else if (key !== 'SMTP_URL') throw new Error(`.env.example has no value for the Secret's ${key}`);
  }
  return secret;
}

/** `Kind/name` items counted by kind: "NetworkPolicy × 14, Ingress × 1". */
function summarise(items: string[]): string {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(item.split('/')[0], (counts.get(item.split('/')[0]) ?? 0) + 1);
  return [...counts].map(([kind, n]) => `${kind} × ${n}`).join(', ');
}

/** The stand-ins in place of the public images compose names (the file itself keeps naming those). */
function overrideFile(work: string, images: StandIns): string {
  const file = path.join(work, 'compose.stand-ins.yml');
  fs.writeFileSync(
    file,
    [
      '# Written by npm run deploy:prove: the local stand-ins for public images this machine cannot pull.',
      'services:',
      `  postgres: { image: '${images.postgres}' }`,
      `  nats: { image: '${images.nats}' }`,
      `  minio: { image: '${images.s3}', environment: { STANDIN_BUCKETS: media } }`,
      `  minio-init: { image: '${images.s3}', entrypoint: ['/bin/sh', '-c'] }`,
      '',
    ].join('\n'),
  );
  return file;
}

/** Waits until a container's healthcheck passes (run here: see tickHealthchecks). */
async function waitHealthy(container: string, timeoutMs = 90_000): Promise<void> {
  for (const started = Date.now(); Date.now() - started < timeoutMs; await sleep(500)) {
    if (spawnSync('podman', ['healthcheck', 'run', container], { stdio: 'ignore' }).status === 0) return;
  }
  throw new Error(`${container} was not healthy within ${timeoutMs / 1000} s`);
}

/** The containers compose runs for one service, by name. */
const containersOf = (service: string) => containerNames(ofProject(PROJECT), `label=com.docker.compose.service=${service}`);

/**
 * A rolling update of one service onto the image tag `compose` runs with, as Kubernetes makes one with maxSurge 1 and maxUnavailable 0: a
 * replica of the new image is started and waited for (a gateway: until the balancer sees it ready), then one old
 * replica is stopped (SIGTERM: it stops taking work, finishes what it holds, exits) and removed, until none is left.
 */
async function rollOut(service: string, compose: (args: string[]) => Promise<unknown>, balancer: ReadyBalancer): Promise<void> {
  for (const old of containersOf(service)) {
    const before = new Set(containersOf(service));
    await compose(['up', '-d', '--no-build', '--no-deps', '--no-recreate', '--scale', `${service}=${before.size + 1}`, service]);
    const [added] = containersOf(service).filter((name) => !before.has(name));
    if (!added) throw new Error(`scaling ${service} up to ${before.size + 1} started no new container`);
    if (service === 'gateway') await balancer.add(added, gatewayUrl(added));
    else await waitHealthy(added);
    await run('podman', ['stop', '--time', '20', old], { quiet: true });
    balancer.remove(old);
    await run('podman', ['rm', old], { quiet: true });
  }
}

/** Where this machine reaches a gateway container: the loopback port the engine published it on. */
function gatewayUrl(container: string): string {
  return `http://${capture('podman', ['port', container, '3000']).split('\n')[0].trim()}`;
}

/** How many bus messages a catalog container has handled (its own metrics, read inside it). */
function handledBy(container: string): number {
  const metrics = capture('podman', [
    'exec',
    container,
    'node',
    '-e',
    "fetch('http://127.0.0.1:3102/metrics').then((r)=>r.text()).then((t)=>console.log(t))",
  ]);
  return [...metrics.matchAll(/^rpc_messages_handled_total\{[^}]*\} (\d+)/gm)].reduce((sum, m) => sum + Number(m[1]), 0);
}

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = Date.now();
  const result = await work();
  return [result, (Date.now() - started) / 1000];
}

async function buildImages(tag: string, images: StandIns, options: { noCache: boolean }): Promise<void> {
  for (const [i, service] of SERVICES.entries()) {
    await run(
      'podman',
      [
        'build',
        '--quiet',
        ...(options.noCache && i === 0 ? ['--no-cache'] : []),
        '-f',
        'infra/docker/Dockerfile',
        '--target',
        service,
        '--build-arg',
        `NODE_IMAGE=${images.node}`,
        '-t',
        `lorawan-site-${service}:${tag}`,
        '.',
      ],
      { cwd: repoRoot, quiet: true },
    );
  }
}

async function main(): Promise<void> {
  const work = path.join(dataDir, 'deploy');
  fs.mkdirSync(work, { recursive: true });
  const engine = await ensureEngine();
  const figures: Array<[string, string]> = [];
  const smoke: Array<SmokeResult & { where: string }> = [];
  const tag = `prove-${capture('git', ['rev-parse', '--short', 'HEAD'], { cwd: repoRoot })}`;
  let override = '';
  let stopTicking: (() => Promise<void>) | undefined;
  let rolling: RollingResult | undefined;
  let kubeDown: (() => void) | undefined;
  const nextTag = `${tag}-next`;
  const compose = (args: string[], quiet = true, imageTag = tag) =>
    run('docker-compose', ['-f', 'docker-compose.yml', '-f', override, ...args], { cwd: repoRoot, env: composeEnv(imageTag), quiet });
  try {
    const [images, standInSeconds] = await timed(() => ensureStandIns(repoRoot, work));
    figures.push(['stand-in base images (built once, then reused)', `${standInSeconds.toFixed(1)} s`]);
    override = overrideFile(work, images);

    say(`building the images per service (tag ${tag}), the first without cache`);
    const [, cold] = await timed(() => buildImages(tag, images, { noCache: true }));
    const [, cached] = await timed(() => buildImages(tag, images, { noCache: false }));
    figures.push(['build of the 6 images, cold (npm ci, build, bundles)', `${cold.toFixed(1)} s`]);
    figures.push(['build of the 6 images, cached', `${cached.toFixed(1)} s`]);
    const base = imageSizeMb(images.node);
    for (const service of SERVICES) {
      const size = imageSizeMb(`lorawan-site-${service}:${tag}`);
      figures.push([`image lorawan-site-${service}`, `${size.toFixed(0)} MB (its own layers ${(size - base).toFixed(1)} MB)`]);
    }

    say('docker-compose up: the five services with Postgres, NATS and the S3 stand-in');
    await compose(['down', '--volumes', '--remove-orphans']).catch(() => undefined);
    stopTicking = tickHealthchecks(PROJECT);
    let site = '';
    const [, upSeconds] = await timed(async () => {
      await compose(['up', '-d', '--no-build'], false);
      site = gatewayUrl(`${PROJECT}_gateway_1`);
      await waitForSite(site, 180_000);
    });
    figures.push(['compose up → the site answers', `${upSeconds.toFixed(1)} s`]);

    say('the demo seed, then the smoke test through the gateway');
    await compose(['--profile', 'demo', 'run', '--rm', 'seed'], false);
    const seeded = (await (await fetch(`${site}/api/products?limit=1`)).json()) as { total: number };
    smoke.push({ where: 'compose', check: 'the demo seed loads the catalogue', ok: seeded.total > 1, detail: `${seeded.total} products` });
    const admin = { username: 'admin', password: composeEnv(tag).ADMIN_PASSWORD! };
    smoke.push(...(await smokeTest(site, ORIGIN, admin, 'compose')).map((r) => ({ ...r, where: 'compose' })));

    say('two replicas of catalog and gateway');
    const [, scaleSeconds] = await timed(async () => {
      await compose(['up', '-d', '--no-build', '--scale', 'catalog=2', '--scale', 'gateway=2'], false);
      for (const n of [1, 2]) await waitForSite(gatewayUrl(`${PROJECT}_gateway_${n}`), 120_000);
    });
    figures.push(['scaled to 2 catalogs and 2 gateways → both answer', `${scaleSeconds.toFixed(1)} s`]);
    const gateways: Replica[] = [1, 2].map((n) => ({ name: `gateway_${n}`, url: gatewayUrl(`${PROJECT}_gateway_${n}`) }));
    const catalogs = [1, 2].map((n) => `${PROJECT}_catalog_${n}`);
    smoke.push(...(await replicaChecks(gateways, catalogs, handledBy, ORIGIN, admin)).map((r) => ({ ...r, where: 'compose, 2 replicas' })));

    say(`two replicas of every service, then a rolling update of each onto a new tag (${nextTag}), under load`);
    // Catalog and gateway run two already; --no-deps, so that compose does not judge the gateway's dependencies by
    // the health of replicas still starting.
    await compose(['up', '-d', '--no-build', '--no-deps', ...BACKEND.flatMap((svc) => ['--scale', `${svc}=2`]), ...BACKEND]);
    for (const svc of BACKEND) for (const name of containersOf(svc)) await waitHealthy(name);
    for (const service of [...BACKEND, 'gateway']) {
      await run('podman', ['tag', `lorawan-site-${service}:${tag}`, `lorawan-site-${service}:${nextTag}`], { quiet: true });
    }
    const balancer = new ReadyBalancer();
    try {
      for (const name of containersOf('gateway')) await balancer.add(name, gatewayUrl(name));
      rolling = await underSteadyLoad(
        () => balancer.pick(),
        ORIGIN,
        admin,
        async () => {
          for (const service of [...BACKEND, 'gateway']) await rollOut(service, (args) => compose(args, true, nextTag), balancer);
        },
      );
    } finally {
      await balancer.close();
    }
    const replicas = [...BACKEND, 'gateway'].flatMap(containersOf);
    const onNext = replicas.filter((name) => capture('podman', ['inspect', '--format', '{{.ImageName}}', name]).endsWith(`:${nextTag}`));
    smoke.push({
      where: 'compose, rolling update',
      check: `2 replicas of each of the 5 services replaced one at a time by replicas of :${nextTag} under reads, contact messages and admin edits`,
      ok: rolling.failures.length === 0 && rolling.lostWrites === 0 && onNext.length === replicas.length && replicas.length === 10,
      detail:
        `${rolling.requests} requests in ${rolling.seconds.toFixed(1)} s, ${rolling.failures.length} failed` +
        (rolling.failures.length ? ` (${[...new Set(rolling.failures)].slice(0, 5).join('; ')})` : '') +
        `; ${rolling.writes.edits} edits and ${rolling.writes.messages} messages accepted, ${rolling.lostWrites} lost; ` +
        `${onNext.length} of ${replicas.length} replicas on the new tag`,
    });

    say('backup of the database and the bucket; everything wiped; restored into an empty installation');
    const before = await catalogueFingerprint(gatewayUrl(containersOf('gateway')[0]));
    const backupDir = path.join(work, 'backup');
    const saved = await backUp(PROJECT, backupDir);
    await compose(['down', '--volumes']);
    await compose(['up', '-d', '--no-build', 'postgres', 'nats', 'minio']);
    for (const backing of ['postgres', 'nats', 'minio']) await waitHealthy(`${PROJECT}_${backing}_1`);
    await restore(PROJECT, backupDir);
    await compose(['up', '-d', '--no-build'], true, nextTag);
    site = gatewayUrl(containersOf('gateway')[0]);
    await waitForSite(site, 180_000);
    const after = await catalogueFingerprint(site);
    smoke.push({
      where: 'compose, backup and restore',
      check: 'pg_dump and the bucket, a wipe (down -v), a restore: the same catalogue, pictures included',
      ok: after.digest === before.digest && before.products > 0,
      detail: `dump ${saved.dumpMb.toFixed(1)} MB, ${saved.files} bucket files; ${before.products} products before, ${after.products} after, ${after.digest === before.digest ? 'identical' : 'DIFFERENT'}`,
    });

    say('k8s/overlays/local rendered (kustomize) and run with podman kube play, then the same smoke test');
    await compose(['down', '--volumes', '--remove-orphans']);
    const plan = planKubePlay(path.join(repoRoot, 'k8s/overlays/local'), (name) => kubeImage(name, tag, images));
    figures.push(['k8s/overlays/local: objects podman has no counterpart for (listed, not run)', summarise(plan.notRun)]);
    const [ready, kubeSeconds] = await timed(async () => {
      kubeDown = await kubePlay(plan, kubeSecret(composeEnv(tag)), work);
      return waitUntilReady(plan);
    });
    figures.push([
      `kube play of ${plan.workloads.length} workloads → every readiness probe passes`,
      `${kubeSeconds.toFixed(1)} s (ready after ${(ready / 1000).toFixed(1)} s)`,
    ]);
    const seed = plan.workloads.find((w) => labelOf(w, 'app.kubernetes.io/name') === 'seed')!;
    const seedExit = capture('podman', ['wait', kubeContainer(seed, 'seed')]);
    const kubeSeeded = (await (await fetch(`${KUBE_SITE}/api/products?limit=1`)).json()) as { total: number };
    smoke.push({
      where: 'kube play',
      check: `the seed Job (${seed.name}) runs to completion and loads the catalogue`,
      ok: seedExit === '0' && kubeSeeded.total > 1,
      detail: `exit ${seedExit}, ${kubeSeeded.total} products`,
    });
    const services = plan.workloads.filter((w) => w.doc.kind === 'Deployment' && labelOf(w, 'app.kubernetes.io/component') !== 'backing-service');
    const confined = services.map((w) => {
      const container = kubeContainer(w, w.name);
      const [readOnly, user] = capture('podman', ['inspect', container, '--format', '{{.HostConfig.ReadonlyRootfs}} {{.Config.User}}']).split(' ');
      const write = spawnSync('podman', ['exec', container, 'touch', '/probe'], { encoding: 'utf8' });
      return { container, ok: readOnly === 'true' && user === '1000:1000' && write.status !== 0 };
    });
    smoke.push({
      where: 'kube play',
      check: 'every service runs as uid 1000 on a read-only root filesystem (a write to / fails)',
      ok: confined.every((c) => c.ok),
      detail: confined.map((c) => `${c.container}: ${c.ok ? 'yes' : 'NO'}`).join(', '),
    });
    smoke.push(...(await smokeTest(KUBE_SITE, KUBE_SITE, admin, 'kube')).map((r) => ({ ...r, where: 'kube play' })));
  } catch (err) {
    if (override) console.error(containerLogs(containerNames(ofProject(PROJECT))));
    throw err;
  } finally {
    await stopTicking?.();
    if (smoke.some((r) => !r.ok)) console.error(containerLogs(containerNames(ofProject(PROJECT))));
    if (kubeDown) {
      if (smoke.some((r) => !r.ok && r.where === 'kube play'))
        console.error(containerLogs(containerNames(`network=${KUBE_NETWORK}`).filter((name) => !name.endsWith('-infra'))));
      say('podman kube down: pods, volumes, network and secret removed');
      kubeDown();
    }
    if (override) {
      say('docker-compose down: containers, network and volumes removed');
      await compose(['down', '--volumes', '--remove-orphans']).catch((err: unknown) => say(`down failed: ${String(err)}`));
    }
    engine.kill();
  }

  console.log('\n| step | figure |\n|---|---|');
  for (const [step, figure] of figures) console.log(`| ${step} | ${figure} |`);
  console.log('\n| where | check | result |\n|---|---|---|');
  for (const r of smoke) console.log(`| ${r.where} | ${r.check} | ${r.ok ? 'ok' : 'FAILED'}: ${r.detail.replaceAll('|', '/')} |`);
  const failed = smoke.filter((r) => !r.ok);
  if (failed.length) {
    console.error(`\n${failed.length} smoke check(s) failed`);
    process.exit(1);
  }
}

await main();
