import fs from 'node:fs';
import path from 'node:path';
import { ensureInfrastructure } from './providers/infrastructure.js';
import { ensureDatabase } from './providers/postgres.js';
import { canConnect, freePort } from './providers/net.js';
import { ServiceProcess } from './processes.js';
import { createLineFormatter } from './log-format.js';
import { APP_SERVICES, dataDir } from './paths.js';
import { SERVICE_INTERNAL_PORTS, ServiceBus } from '@lora/contracts';
import { generatePassword } from '@lora/runtime';
import { describeSeed, seedProduct } from './seed/seed.js';

const DATABASE_NAME = 'lorawan_site';

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

async function pickPort(preferred: number): Promise<number> {
  return (await canConnect('127.0.0.1', preferred, 300)) ? freePort() : preferred;
}

async function main(): Promise<void> {
  const started = Date.now();
  fs.mkdirSync(dataDir, { recursive: true });
  const infra = await ensureInfrastructure(dataDir, say);
  const processes: ServiceProcess[] = [];
  let stopping = false;
  const stopAll = async (code: number) => {
    if (stopping) return;
    stopping = true;
    say('stopping…');
    const gateway = processes.find((p) => p.name === 'gateway');
    await gateway?.stop();
    await Promise.all(processes.filter((p) => p !== gateway).map((p) => p.stop()));
    await infra.stop();
    say('stopped');
    process.exit(code);
  };
  process.on('SIGINT', () => void stopAll(0));
  process.on('SIGTERM', () => void stopAll(0));

  try {
    const databaseUrl = process.env.DATABASE_URL || (await ensureDatabase(infra.postgres.serverUrl, DATABASE_NAME));
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
      NATS_URL: infra.nats.url,
      NATS_SUBJECT_PREFIX: process.env.NATS_SUBJECT_PREFIX ?? '',
      ADMIN_USERNAME: admin.username,
      ADMIN_PASSWORD: admin.password,
      IMAGES_DIR: process.env.IMAGES_DIR || path.join(dataDir, 'images'),
    };
    for (const name of APP_SERVICES) {
      const probePort = name === 'gateway' ? port : await pickPort(SERVICE_INTERNAL_PORTS[name]);
      const env = name === 'gateway' ? { ...common, PORT: String(port) } : { ...common, INTERNAL_HTTP_PORT: String(probePort) };
      const proc = new ServiceProcess({
        name,
        env,
        probePort,
        onLine: (service, line) => console.log(format(service, line)),
        onExit: (code, signal) => {
          if (!stopping) say(`${name} exited (${signal ?? `code ${code}`}); the others keep running and the API answers 503 for it`);
        },
      });
      processes.push(proc);
      proc.start();
    }
    await Promise.all(processes.map((p) => p.waitReady(60_000)));
    const bus = await ServiceBus.connect({ url: infra.nats.url, prefix: common.NATS_SUBJECT_PREFIX ?? '', name: 'seed' });
    try {
      say(describeSeed(await seedProduct(bus, common.IMAGES_DIR!)));
    } finally {
      await bus.close();
    }
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      [
        '',
        `  The site is running at  http://localhost:${port}`,
        `  Admin back office:      http://localhost:${port}/admin`,
        `  Admin sign-in:          ${admin.username} / ${admin.password}`,
        `  API docs (OpenAPI):     http://localhost:${port}/api/docs`,
        `  Started in ${seconds} s. Press Ctrl-C to stop everything.`,
        '',
      ].join('\n'),
    );
  } catch (err) {
    console.error(`\n${(err as Error).message}\n`);
    await stopAll(1);
  }
}

await main();
