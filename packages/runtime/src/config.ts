import { z } from 'zod';
import { SUBJECT_PREFIX_RULE } from '@lora/contracts';

/**
 * Each process reads its environment once, at boot, through one schema: defaults filled in, every
 * bad value named with what it should be, and the result typed. This file and the per-service
 * `config.ts` files are the only places that read `process.env`.
 */

export type Env = Record<string, string | undefined>;

/** An empty variable counts as unset, so `FOO=` falls back to the default. */
const unset = (value: unknown) => (value === '' ? undefined : value);

/** Building blocks for config schemas; each names what a valid value is. */
export const setting = {
  int: (fallback: number, min = 0) => {
    const message = `must be a whole number of at least ${min}`;
    return z.preprocess(unset, z.coerce.number({ error: message }).int({ error: message }).min(min, { error: message }).default(fallback));
  },
  optionalInt: (min = 0) => {
    const message = `must be a whole number of at least ${min}`;
    return z.preprocess(unset, z.coerce.number({ error: message }).int({ error: message }).min(min, { error: message }).optional());
  },
  text: (fallback: string) => z.preprocess(unset, z.string().default(fallback)),
  optionalText: () => z.preprocess(unset, z.string().optional()),
  url: (fallback: string, protocols: RegExp, what: string) =>
    z.preprocess(unset, z.url({ protocol: protocols, error: `must be ${what}` }).default(fallback)),
  oneOf: <const T extends readonly [string, ...string[]]>(values: T, fallback: T[number]) =>
    z.preprocess(unset, z.enum(values, { error: `must be one of ${values.join(', ')}` }).default(fallback)),
  list: () =>
    z.preprocess(
      unset,
      z
        .string()
        .default('')
        .transform((raw) =>
          raw
            .split(',')
            .map((v) => v.trim())
            .filter(Boolean),
        ),
    ),
};

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** What every process that talks to the bus reads. */
export const busEnv = {
  NODE_ENV: setting.oneOf(['development', 'test', 'production'], 'development'),
  NATS_URL: setting.url('nats://127.0.0.1:4222', /^(nats|tls|wss?)$/, 'a nats:// (or tls://, ws://, wss://) URL'),
  NATS_SUBJECT_PREFIX: z.preprocess(
    (v) => v ?? '',
    z.string().regex(SUBJECT_PREFIX_RULE, { error: 'may hold only letters, digits, "_" and "-" (at most 64)' }),
  ),
  LOG_LEVEL: setting.oneOf(LOG_LEVELS, 'info'),
  REQUEST_TIMEOUT_MS: setting.int(3000, 1),
};

/** What every service with a database reads. */
export const serviceEnv = {
  ...busEnv,
  DATABASE_URL: setting.url('postgres://postgres@127.0.0.1:5432/lorawan_site', /^postgres(ql)?$/, 'a postgres:// URL'),
  DB_POOL_SIZE: setting.int(10, 1),
  INTERNAL_HTTP_PORT: setting.optionalInt(0),
  INTERNAL_HTTP_HOST: setting.text('0.0.0.0'),
};

type BusEnv = z.output<z.ZodObject<typeof busEnv>>;
type ServiceEnv = z.output<z.ZodObject<typeof serviceEnv>>;

export interface BusConfig {
  nodeEnv: BusEnv['NODE_ENV'];
  natsUrl: string;
  subjectPrefix: string;
  logLevel: BusEnv['LOG_LEVEL'];
  requestTimeoutMs: number;
}

export interface ServiceRuntimeConfig extends BusConfig {
  databaseUrl: string;
  dbPoolSize: number;
  /** Overrides the service's default internal HTTP port; 0 picks a free one. */
  internalPort?: number;
  /** Address the internal HTTP server binds: every interface in a container, loopback in local runs. */
  internalHost: string;
}

export function busConfig(env: BusEnv): BusConfig {
  return {
    nodeEnv: env.NODE_ENV,
    natsUrl: env.NATS_URL,
    subjectPrefix: env.NATS_SUBJECT_PREFIX,
    logLevel: env.LOG_LEVEL,
    requestTimeoutMs: env.REQUEST_TIMEOUT_MS,
  };
}

export function serviceRuntimeConfig(env: ServiceEnv): ServiceRuntimeConfig {
  return {
    ...busConfig(env),
    databaseUrl: env.DATABASE_URL,
    dbPoolSize: env.DB_POOL_SIZE,
    internalPort: env.INTERNAL_HTTP_PORT,
    internalHost: env.INTERNAL_HTTP_HOST,
  };
}

/** A process's configuration: the variables it reads and the typed object made from them. */
export interface ConfigDefinition<C> {
  load(env?: Env): C;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration: ${problems.join('; ')}`);
    this.name = 'ConfigError';
  }
}

export function defineConfig<S extends z.ZodRawShape, C>(shape: S, build: (env: z.output<z.ZodObject<S>>) => C): ConfigDefinition<C> {
  const schema = z.object(shape);
  return {
    load(env: Env = process.env): C {
      const parsed = schema.safeParse(env);
      if (!parsed.success) {
        throw new ConfigError(
          parsed.error.issues.map((issue) => {
            const name = String(issue.path[0]);
            const raw = env[name];
            return `${name} ${issue.message}${raw === undefined ? '' : `, got "${raw}"`}`;
          }),
        );
      }
      return build(parsed.data);
    },
  };
}

/** A service's config: the shared runtime settings plus its own. */
export function defineServiceConfig<S extends z.ZodRawShape, C extends object>(
  own: S,
  build: (env: z.output<z.ZodObject<typeof serviceEnv & S>>) => C,
): ConfigDefinition<ServiceRuntimeConfig & C> {
  return defineConfig({ ...serviceEnv, ...own }, (env) => ({
    ...serviceRuntimeConfig(env as unknown as ServiceEnv),
    ...build(env),
  }));
}

/** The config of a service with no settings of its own. */
export const serviceConfig = defineServiceConfig({}, () => ({}));
