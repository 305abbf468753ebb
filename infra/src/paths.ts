import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVICE_NAMES } from '@lora/api';

/** The repository root (infra/dist/… or infra/src/… are two levels below it). */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** Local data (embedded Postgres, NATS store, admin sign-in, images): `.data`, or where LORA_DATA_DIR says. */
export const dataDir = process.env.LORA_DATA_DIR ? path.resolve(process.env.LORA_DATA_DIR) : path.join(repoRoot, '.data');
/** The database `npm start` and `npm run admin:create` use when DATABASE_URL does not name one. */
export const DATABASE_NAME = 'lorawan_site';
/** Every process of the product: the services, then the gateway in front of them. */
export const APP_SERVICES = [...SERVICE_NAMES, 'gateway'] as const;
export type AppService = (typeof APP_SERVICES)[number];

/** A service's entry: its bundle (`infra/bundle-service.mjs`), built from dist/main.js. */
export function serviceEntry(name: AppService): string {
  return path.join(repoRoot, serviceEntryPath(name));
}

/** The same, relative to the repository root (as a process's command line shows it). */
export function serviceEntryPath(name: AppService): string {
  return path.join('services', name, 'bundle', 'main.js');
}

/** The environment a person's shell would give `npm start`: without the Node 24 this script was re-run under. */
export function shellEnv(): NodeJS.ProcessEnv {
  const runtimes = path.join(repoRoot, '.data', 'runtime');
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('npm_') && name !== 'NODE'));
  env.PATH = (process.env.PATH ?? '')
    .split(path.delimiter)
    .filter((dir) => !dir.startsWith(runtimes))
    .join(path.delimiter);
  return env;
}
