import fs from 'node:fs';
import path from 'node:path';
import { repoRoot, dataDir } from '../paths.js';
import { DOCKER_HOST, capture, ensureEngine, imageSizeMb, projectLogs, run, say, tickHealthchecks } from './engine.js';
import { ensureStandIns, type StandIns } from './stand-ins.js';
import { replicaChecks, smokeTest, waitForSite, type Replica, type SmokeResult } from './smoke.js';
import { underSteadyLoad, type RollingResult } from './rolling.js';
import { backUp, catalogueFingerprint, restore } from './backup.js';
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
  const compose = (args: string[], quiet = true) =>
    run('docker-compose', ['-f', 'docker-compose.yml', '-f', override, ...args], { cwd: repoRoot, env: composeEnv(tag), quiet });
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

    say('two replicas of every service; each service replica stopped (SIGTERM) and started again, one at a time, under load');
    await compose(['up', '-d', '--no-build', ...BACKEND.flatMap((svc) => ['--scale', `${svc}=2`]), '--scale', 'gateway=2', '--scale', 'catalog=2']);
    for (const svc of BACKEND) for (const n of [1, 2]) await waitHealthy(`${PROJECT}_${svc}_${n}`);
    rolling = await underSteadyLoad(gateways[0].url, ORIGIN, admin, async () => {
      for (const svc of BACKEND) {
        for (const n of [1, 2]) {
          const container = `${PROJECT}_${svc}_${n}`;
          await run('podman', ['stop', '--time', '20', container], { quiet: true });
          await run('podman', ['start', container], { quiet: true });
          await waitHealthy(container);
        }
      }
    });
    smoke.push({
      where: 'compose, rolling restart',
      check: `${BACKEND.length * 2} service replicas restarted one at a time under reads, contact messages and admin edits`,
      ok: rolling.failures.length === 0 && rolling.lostWrites === 0,
      detail:
        `${rolling.requests} requests in ${rolling.seconds.toFixed(1)} s, ${rolling.failures.length} failed` +
        (rolling.failures.length ? ` (${[...new Set(rolling.failures)].slice(0, 5).join('; ')})` : '') +
        `; ${rolling.writes.edits} edits and ${rolling.writes.messages} messages accepted, ${rolling.lostWrites} lost`,
    });

    say('backup of the database and the bucket; everything wiped; restored into an empty installation');
    const before = await catalogueFingerprint(gatewayUrl(`${PROJECT}_gateway_1`));
    const backupDir = path.join(work, 'backup');
    const saved = await backUp(PROJECT, backupDir);
    await compose(['down', '--volumes']);
    await compose(['up', '-d', '--no-build', 'postgres', 'nats', 'minio']);
    for (const backing of ['postgres', 'nats', 'minio']) await waitHealthy(`${PROJECT}_${backing}_1`);
    await restore(PROJECT, backupDir);
    await compose(['up', '-d', '--no-build']);
    site = gatewayUrl(`${PROJECT}_gateway_1`);
    await waitForSite(site, 180_000);
    const after = await catalogueFingerprint(site);
    smoke.push({
      where: 'compose, backup and restore',
      check: 'pg_dump and the bucket, a wipe (down -v), a restore: the same catalogue, pictures included',
      ok: after.digest === before.digest && before.products > 0,
      detail: `dump ${saved.dumpMb.toFixed(1)} MB, ${saved.files} bucket files; ${before.products} products before, ${after.products} after, ${after.digest === before.digest ? 'identical' : 'DIFFERENT'}`,
    });
  } catch (err) {
    if (override) console.error(projectLogs(PROJECT));
    throw err;
  } finally {
    await stopTicking?.();
    if (smoke.some((r) => !r.ok)) console.error(projectLogs(PROJECT));
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
