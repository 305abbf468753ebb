import { assertSubjectPrefix } from '@lora/contracts';

export interface RuntimeConfig {
  nodeEnv: string;
  natsUrl: string;
  subjectPrefix: string;
  databaseUrl: string;
  logLevel: string;
  requestTimeoutMs: number;
  dbPoolSize: number;
}

export const DEFAULTS = {
  NATS_URL: 'nats://127.0.0.1:4222',
  DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/lorawan_site',
  NATS_SUBJECT_PREFIX: '',
  LOG_LEVEL: 'info',
  REQUEST_TIMEOUT_MS: 3000,
} as const;

export function readInt(env: NodeJS.ProcessEnv, key: string, fallback: number): number {
  const raw = env[key];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${key} must be a non-negative integer, got "${raw}"`);
  return value;
}

export function loadRuntimeConfig(env: NodeJS.ProcessEnv = process.env): RuntimeConfig {
  return {
    nodeEnv: env.NODE_ENV ?? 'development',
    natsUrl: env.NATS_URL || DEFAULTS.NATS_URL,
    subjectPrefix: assertSubjectPrefix(env.NATS_SUBJECT_PREFIX ?? DEFAULTS.NATS_SUBJECT_PREFIX),
    databaseUrl: env.DATABASE_URL || DEFAULTS.DATABASE_URL,
    logLevel: env.LOG_LEVEL || DEFAULTS.LOG_LEVEL,
    requestTimeoutMs: readInt(env, 'REQUEST_TIMEOUT_MS', DEFAULTS.REQUEST_TIMEOUT_MS),
    dbPoolSize: readInt(env, 'DB_POOL_SIZE', 10),
  };
}
