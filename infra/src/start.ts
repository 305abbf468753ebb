import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import fs from 'node:fs';
import path from 'node:path';
import { ensureInfrastructure, type Infrastructure } from './providers/infrastructure.js';
import { ensureDatabase } from './providers/postgres.js';
import { canConnect, freePort } from './providers/net.js';
import { Supervisor } from './supervisor.js';
import { watchServers } from './infra-watchdog.js';
import { createLineFormatter } from './log-format.js';
import { APP_SERVICES, DATABASE_NAME, dataDir, repoRoot } from './paths.js';
// Narrow entry points: the launcher stays small and loads neither Nest nor the bus (it runs as long as the stack).
import { GATEWAY_INTERNAL_PORT, SERVICE_INTERNAL_PORTS } from '@lora/contracts/patterns';
import { generatePassword } from '@lora/runtime/secrets';
import { LauncherLock } from './launcher-lock.js';

const execFileAsync = promisify(execFile);

const say = (line: string) => console.log(`${process.stdout.isTTY ? '\x1b[1mstart\x1b[0m' : 'start'}    | ${line}`);

interface AdminCredentials {
  username: string;
  password: string;
}

/** Local runs keep the admin sign-in in .data/admin.json so every start can print it. */
function localAdminCredentials(): AdminCredentials {
  const file = path.join(dataDir, 'admin.json');
  const username = process.env.ADMIN_USERNAME || 'admin';
  if (process.env.ADMIN_PASSWORD) return { username, password: process.env.ADMIN_PASSWORD };
  if (fs.existsSync(file)) {
    const saved = JSON.parse(fs.readFileSync(file, 'utf8')) as AdminCredentials;
    if (saved.username === username) return saved;
  }
  const created = { username, password: generatePassword() };
  fs.writeFileSync(file, JSON.stringify(created, null, 2), { mode: 0o600 });
  return created;
}

/** The service's usual internal port when it is free; any free port when it is taken or INTERNAL_HTTP_PORT=0 asks for that. */
async function pickPort(preferred: number): Promise<number> {
  if (process.env.INTERNAL_HTTP_PORT === '0') return freePort();
  return (await canConnect('127.0.0.1', preferred, 300)) ? freePort() : preferred;
}

/** How the banner names the gateway's address: loopback and "every interface" both answer on localhost. */
function siteHost(host: string): string {
  return ['127.0.0.1', '0.0.0.0', '::', '::1', 'localhost'].includes(host) ? 'localhost' : host;
}

async function main(): Promise<void> {
  // From the command itself (infra/bootstrap.mjs notes when it began), so the banner's time includes install and build.
  const started = Number(process.env.LORA_COMMAND_STARTED) || Date.now();
  fs.mkdirSync(dataDir, { recursive: true });
  // Before anything starts: a second start in the same checkout must not touch the running stack's processes.
  const lock = LauncherLock.claim(dataDir);
  if (!(lock instanceof LauncherLock)) {
    console.error(
      `npm start is already running here (process ${lock.pid})${lock.url ? `: the site is at ${lock.url}` : ', still starting'}. ` +
        'Use that one, or stop it (Ctrl-C in its terminal) first; LORA_DATA_DIR=<another folder> runs a second stack.',
    );
    process.exit(1);
  }
  const supervisor = new Supervisor(say);
  let infra: Promise<Infrastructure> | undefined;
  let watchdog: { stop(): void } | undefined;
  let stopping = false;
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    say('stopping…');
    watchdog?.stop();
    await supervisor.stop();
    await (await infra?.catch(() => undefined))?.stop();
    say('stopped');
    lock.release();
    process.exit(code);
  };
  // Registered before anything starts, so a signal at any moment stops what has started so far.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => void stop(0));
  // A terminal that has gone (SIGHUP) fails every write; the shutdown goes on all the same.
  for (const stream of [process.stdout, process.stderr]) stream.on('error', () => undefined);

  try {
    infra = ensureInfrastructure(dataDir, say);
    const { postgres, nats } = await infra;
    const databaseUrl = process.env.DATABASE_URL || (await ensureDatabase(postgres.serverUrl, DATABASE_NAME));
    const admin = localAdminCredentials();
    const port = Number(process.env.PORT || 3000);
    if (await canConnect('127.0.0.1', port, 300)) {
      throw new Error(`Port ${port} is already in use: stop what holds it, or run with PORT=<another port>`);
    }
    const format = createLineFormatter();
    const common: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: process.env.NODE_ENV || 'development',
      DATABASE_URL: databaseUrl,
      NATS_URL: nats.url,
      NATS_SUBJECT_PREFIX: process.env.NATS_SUBJECT_PREFIX ?? '',
      // A local run is for this machine only; HOST opens the site to others, the internal ports stay closed.
      INTERNAL_HTTP_HOST: process.env.INTERNAL_HTTP_HOST || '127.0.0.1',
      ADMIN_USERNAME: admin.username,
      ADMIN_PASSWORD: admin.password,
      // Media's disk storage: uploads and the seed's product pictures.
      STORAGE_DIR: process.env.STORAGE_DIR || path.join(dataDir, 'media'),
    };
    const host = process.env.HOST || '127.0.0.1';
    for (const name of APP_SERVICES) {
      const probePort = name === 'gateway' ? port : await pickPort(SERVICE_INTERNAL_PORTS[name]);
      const internalPort = name === 'gateway' ? await pickPort(GATEWAY_INTERNAL_PORT) : probePort;
      const env = { ...common, ...(name === 'gateway' ? { PORT: String(port), HOST: host } : {}), INTERNAL_HTTP_PORT: String(internalPort) };
      supervisor.start({ name, env, probePort, internalPort, onLine: (service, line) => console.log(format(service, line)) });
    }
    await supervisor.waitReady(60_000);
    supervisor.supervise();
    // The Postgres and nats-server this launcher started are kept running like the services.
    watchdog = watchServers(
      [postgres.watched, nats.watched].filter((w) => w !== undefined),
      say,
    );
    // The seed runs as a process of its own: rendering the pictures (sharp) would otherwise stay in the launcher's memory.
    const seed = await execFileAsync(process.execPath, [path.join(repoRoot, 'infra', 'dist', 'seed', 'seed-command.js')], {
      env: common,
      encoding: 'utf8',
    }).catch((err: { stderr?: string; code?: number }) => {
      throw new Error(`the seed failed: ${err.stderr?.trim() || `exit ${err.code}`}`);
    });
    say(seed.stdout.trim());
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const site = `http://${siteHost(host)}:${port}`;
    lock.announce(site);
    console.log(
      [
        '',
        `  The site is running at  ${site}`,
        `  Admin back office:      ${site}/admin`,
        `  Admin sign-in:          ${admin.username} / ${admin.password}`,
        `  API docs (OpenAPI):     ${site}/api/docs`,
        `  Started in ${seconds} s. Press Ctrl-C to stop everything.`,
        '',
      ].join('\n'),
    );
  } catch (err) {
    // A signal during start-up makes the steps under way fail; stop() is already reporting.
    if (stopping) return;
    console.error(`\n${(err as Error).message}\n`);
    await stop(1);
  }
}

await main();
