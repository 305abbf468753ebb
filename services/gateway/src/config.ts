import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadRuntimeConfig, readInt, type RuntimeConfig } from '@lora/runtime';

export interface GatewayConfig extends RuntimeConfig {
  port: number;
  host: string;
  frontendDist: string;
  /** Static product and page images served under /api/images. */
  imagesDir: string;
  trustedOrigins: string[];
  /** Express "trust proxy": how many proxies' X-Forwarded-* headers to believe. */
  trustProxy: number | boolean;
  cookieSecure: 'auto' | boolean;
  loginMaxFailures: number;
  loginFailureWindowSeconds: number;
  readinessTimeoutMs: number;
}

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

function parseTrustProxy(raw: string | undefined): number | boolean {
  if (!raw || raw === 'false') return false;
  if (raw === 'true') return true;
  const hops = Number(raw);
  if (!Number.isInteger(hops) || hops < 0) throw new Error(`TRUST_PROXY must be true, false or a hop count, got "${raw}"`);
  return hops;
}

function parseCookieSecure(raw: string | undefined): 'auto' | boolean {
  if (!raw || raw === 'auto') return 'auto';
  if (raw === 'true' || raw === 'false') return raw === 'true';
  throw new Error(`COOKIE_SECURE must be auto, true or false, got "${raw}"`);
}

export function loadGatewayConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  return {
    ...loadRuntimeConfig(env),
    port: readInt(env, 'PORT', 3000),
    host: env.HOST || '0.0.0.0',
    frontendDist: path.resolve(repoRoot, env.FRONTEND_DIST || 'frontend/dist'),
    imagesDir: path.resolve(repoRoot, env.IMAGES_DIR || '.data/images'),
    trustedOrigins: (env.TRUSTED_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim().replace(/\/$/, ''))
      .filter(Boolean),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    cookieSecure: parseCookieSecure(env.COOKIE_SECURE),
    loginMaxFailures: readInt(env, 'LOGIN_MAX_FAILURES', 5),
    loginFailureWindowSeconds: readInt(env, 'LOGIN_FAILURE_WINDOW_SECONDS', 900),
    readinessTimeoutMs: readInt(env, 'READINESS_TIMEOUT_MS', 1000),
  };
}

export const GATEWAY_CONFIG = Symbol('GATEWAY_CONFIG');
