import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { freePort, isAlive } from '../src/providers/net.js';
import { eventually } from '../src/testing/wait.js';
import { LaunchedStack, listeningAddresses, makeDataDir } from '../src/testing/launched-stack.js';
import { APP_SERVICES, repoRoot } from '../src/paths.js';

/**
 * `npm start` on infrastructure of its own (LORA_LOCAL_INFRA=own): an embedded Postgres and a spawned
 * nats-server in a fresh LORA_DATA_DIR. Start/stop cycles by Ctrl-C and by SIGTERM to the launcher alone
 * leave no process behind; `npm run admin:create` finds the database `npm start` uses.
 */
let dataDir: string;
/** What `npm start` and `npm run admin:create` share; admin:create takes its password from stdin here. */
let localEnv: NodeJS.ProcessEnv;
let port: number;
let stack: LaunchedStack | undefined;
/** Every run started, so that a failed test leaves none of their processes behind. */
const runs: LaunchedStack[] = [];

const postmasterFile = (dir = dataDir) => path.join(dir, 'postgres', 'postmaster.pid');

function adminCreate(
  args: string[],
  input: string,
  extraEnv: NodeJS.ProcessEnv = {},
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const cli = spawn(process.execPath, [path.join(repoRoot, 'infra/dist/admin-create.js'), ...args], { env: { ...localEnv, ...extraEnv } });
  let stdout = '';
  let stderr = '';
  cli.stdout.on('data', (chunk) => (stdout += chunk));
  cli.stderr.on('data', (chunk) => (stderr += chunk));
  cli.stdin.end(input);
  return new Promise((resolve) => cli.once('close', (code) => resolve({ code, stdout, stderr })));
}

async function signIn(username: string, password: string): Promise<{ status: number; role?: string }> {
  const res = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  return { status: res.status, role: ((await res.json()) as { role?: string }).role };
}

/** Stops the run an earlier test left going, if any, so that the next start has the port and the data folder to itself. */
async function stopRunning(): Promise<void> {
  const running = stack;
  stack = undefined;
  if (running) expect(await running.stop('ctrl-c')).toMatchObject({ code: 0, stopped: true, left: [] });
}

async function startStack(extraEnv: NodeJS.ProcessEnv = {}): Promise<LaunchedStack> {
  stack = LaunchedStack.start({ ...localEnv, PORT: String(port), ADMIN_PASSWORD: 'own-infra-password', ...extraEnv });
  runs.push(stack);
  await stack.waitUntilUp(120_000);
  return stack;
}

beforeAll(async () => {
  dataDir = makeDataDir('lora-own-infra-');
  port = await freePort();
  localEnv = { PATH: process.env.PATH, HOME: process.env.HOME, LORA_LOCAL_INFRA: 'own', LORA_DATA_DIR: dataDir };
});

afterAll(async () => {
  for (const run of runs) await run.kill();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('npm run admin:create with nothing running', () => {
  it('starts the embedded Postgres under LORA_DATA_DIR, creates the admin in lorawan_site, and stops it again', async () => {
    // A data folder no other test has used: the first account there is this one.
    const fresh = makeDataDir('lora-own-infra-cli-');
    try {
      const result = await adminCreate(['bob'], 'bob-long-password\n', { LORA_DATA_DIR: fresh });
      expect(result.stdout).toBe(
        `Created admin "bob" (id 1) in postgres://postgres:***@127.0.0.1:${fs.readFileSync(path.join(fresh, 'postgres.port'), 'utf8')}/lorawan_site\n`,
      );
      expect(result.code).toBe(0);
      expect(result.stderr).toContain('embedded Postgres listening on 127.0.0.1:');
      expect(fs.existsSync(postmasterFile(fresh))).toBe(false);
      expect(fs.existsSync(path.join(fresh, 'postgres.owner'))).toBe(false);
    } finally {
      fs.rmSync(fresh, { recursive: true, force: true });
    }
  }, 60_000);

  it('says which Postgres it cannot reach when DATABASE_URL names one that does not answer', async () => {
    const result = await adminCreate(['carol'], 'carol-long-password\n', { DATABASE_URL: 'postgres://postgres@127.0.0.1:1/lorawan_site' });
    expect(result).toEqual({
      code: 1,
      stdout: '',
      stderr: 'Could not find the database: DATABASE_URL is set but Postgres does not answer at 127.0.0.1:1\n',
    });
  });
});

describe('npm start with LORA_LOCAL_INFRA=own', () => {
  it('runs on an embedded Postgres and a nats-server of its own, in the database admin:create used', async () => {
    await stopRunning();
    expect((await adminCreate(['dora'], 'dora-long-password\n')).code).toBe(0);
    await startStack();
    expect(stack!.output).toContain(
      `start    | postgres: embedded, nats: spawned (${/nats:\/\/127\.0\.0\.1:\d+/.exec(stack!.output.join('\n'))![0]})`,
    );
    expect(await signIn('dora', 'dora-long-password')).toEqual({ status: 200, role: 'admin' });
  });

  it('npm run admin:create -- alice, beside it, adds alice to its database and leaves its Postgres running', async () => {
    stack ??= await startStack();
    const postmaster = Number(fs.readFileSync(postmasterFile(), 'utf8').split('\n')[0]);
    const result = await adminCreate(['alice'], 'alice-long-password\n');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Created admin "alice"');
    expect(result.stderr).toMatch(/^using the embedded Postgres that process \d+ started \(127\.0\.0\.1:\d+\)\n$/);
    expect(await signIn('alice', 'alice-long-password')).toEqual({ status: 200, role: 'admin' });
    expect(isAlive(postmaster)).toBe(true);
  });

  it.each([
    { part: 'nats-server', pid: () => stack!.pidOf('nats-server'), line: 'nats-server is running again' },
    {
      part: 'the embedded Postgres',
      pid: () => Number(fs.readFileSync(postmasterFile(), 'utf8').split('\n')[0]),
      line: 'the embedded Postgres is running again',
    },
  ])(
    'after a SIGKILL of $part, the launcher starts it again and the site answers, with 503 only meanwhile',
    async ({ pid, line }) => {
      stack ??= await startStack();
      const killed = pid()!;
      process.kill(killed, 'SIGKILL');
      const killedAt = Date.now();
      const seen = new Set<number>();
      // A session never seen before makes identity look in its database (401 when it answers), and a search the cache
      // has never seen reaches the catalog and its database.
      const ask = (path: string, cookie?: string) =>
        fetch(`http://127.0.0.1:${port}${path}`, { headers: cookie ? { cookie } : {}, signal: AbortSignal.timeout(5000) }).then((r) => r.status);
      await eventually(
        async () => {
          const [search, session] = await Promise.all([ask(`/api/products?search=${Math.random()}`), ask('/api/auth/user', `sid=${Math.random()}`)]);
          seen.add(search).add(session);
          return search === 200 && session === 401;
        },
        20_000,
        'the site answering again',
        200,
      );
      const recoveredMs = Date.now() - killedAt;
      expect([...seen].filter((status) => ![200, 401, 503, 504].includes(status))).toEqual([]);
      // The launcher says so once its restart of the server has returned, which can be a moment after the services
      // have reconnected to it and the site answers again.
      await eventually(() => stack!.output.some((l) => l.includes(line)), 10_000, `"${line}" in the launcher's output`);
      expect(isAlive(killed)).toBe(false);
      expect(recoveredMs).toBeLessThan(20_000);
    },
    60_000,
  );

  it.each([
    { way: 'ctrl-c', how: 'Ctrl-C (SIGINT to its process group)', round: 1 },
    { way: 'sigterm', how: 'SIGTERM to the launcher alone', round: 1 },
    { way: 'ctrl-c', how: 'Ctrl-C (SIGINT to its process group)', round: 2 },
    { way: 'sigterm', how: 'SIGTERM to the launcher alone', round: 2 },
  ] as const)(
    '$how stops every process, Postgres and nats-server included, prints "stopped" and exits 0 (round $round)',
    async ({ way }) => {
      const running = stack ?? (await startStack());
      stack = undefined;
      const processes = [...running.processes().values()];
      expect(processes.some((command) => command.includes('nats-server'))).toBe(true);
      expect(processes.some((command) => /postgres -D \S+\/postgres/.test(command))).toBe(true);
      const result = await running.stop(way);
      expect(result).toMatchObject({ code: 0, stopped: true, left: [] });
    },
    180_000,
  );

  it('after a SIGKILL of the launcher, its services stop themselves, and the next start clears the Postgres and nats-server it left', async () => {
    await stopRunning();
    const killed = await startStack();
    const services = APP_SERVICES.map((name) => killed.servicePid(name)!);
    const leftovers = [...killed.processes()]
      .filter(([, command]) => command.includes('nats-server') || /postgres -D/.test(command))
      .map(([pid]) => pid);
    process.kill(killed.launcherPid()!, 'SIGKILL');
    stack = undefined;
    await eventually(() => !services.some(isAlive), 15_000, 'every service stopped').catch(() => undefined);
    expect(services.filter(isAlive)).toEqual([]);
    expect(leftovers.filter(isAlive)).toHaveLength(2);

    const next = await startStack();
    expect(next.output.some((line) => /^start {4}\| stopping a Postgres left running by an earlier run \(pid \d+\)$/.test(line))).toBe(true);
    expect(leftovers.filter(isAlive)).toEqual([]);
    expect(await next.stop('ctrl-c')).toMatchObject({ code: 0, stopped: true, left: [] });
    stack = undefined;
  }, 180_000);

  it('a second start in the same checkout says where the running site is and exits at once, touching nothing', async () => {
    await stopRunning();
    const first = await startStack();
    const running = first.processes();
    const second = LaunchedStack.start({ ...localEnv, PORT: String(port), ADMIN_PASSWORD: 'own-infra-password' });
    runs.push(second);
    const started = Date.now();
    expect(await second.exit()).toEqual({ code: 1, signal: null });
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(second.output.join('\n')).toContain(
      `npm start is already running here (process ${first.launcherPid()}): the site is at http://localhost:${port}`,
    );
    expect([...running.keys()].filter((pid) => !isAlive(pid))).toEqual([]);
    expect((await fetch(`http://127.0.0.1:${port}/api/products?limit=1`)).status).toBe(200);
    await stopRunning();
  }, 180_000);

  it('binds the gateway where HOST says (0.0.0.0 here) and keeps the internal ports on 127.0.0.1', async () => {
    await stopRunning();
    const next = await startStack({ HOST: '0.0.0.0' });
    // The site where HOST says; the gateway's metrics port stays on the machine, as the services' internal ports do.
    const gateway = listeningAddresses(next.servicePid('gateway')!);
    expect(gateway).toContain(`0.0.0.0:${port}`);
    expect(gateway.filter((address) => address !== `0.0.0.0:${port}`)).toEqual([expect.stringMatching(/^127\.0\.0\.1:\d+$/)]);
    for (const service of APP_SERVICES.filter((name) => name !== 'gateway')) {
      expect(listeningAddresses(next.servicePid(service)!)).toEqual([expect.stringMatching(/^127\.0\.0\.1:\d+$/)]);
    }
    expect(await next.stop('ctrl-c')).toMatchObject({ code: 0, stopped: true, left: [] });
    stack = undefined;
  }, 180_000);
});
