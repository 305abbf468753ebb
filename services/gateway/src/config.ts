import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { GATEWAY_INTERNAL_PORT, SITE_EMAIL_RULE, defaultSiteSettings, type SiteSettings } from '@lora/contracts';
import { ConfigError, busConfig, busEnv, defineConfig, setting } from '@lora/runtime';
import { originOf } from './http/same-origin.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const trustProxy = z.preprocess(
  (v) => (v === undefined || v === '' ? 'false' : v),
  z.union([z.enum(['true', 'false']), z.string().regex(/^\d+$/)], { error: 'must be true, false or a hop count' }),
);
const cookieSecure = setting.oneOf(['auto', 'true', 'false'], 'auto');
/** `https://host[:port]` with nothing after it: what a browser sends as Origin. */
function isOrigin(entry: string): boolean {
  if (!URL.canParse(entry)) return false;
  const url = new URL(entry);
  return ['http:', 'https:'].includes(url.protocol) && url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
}
/** An address the site shows (mailto: links, structured data); unset, one of defaultSiteSettings'. */
const siteEmail = () =>
  z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.string().regex(SITE_EMAIL_RULE, { error: 'must be an e-mail address, e.g. sales@example.com' }).optional(),
  );
const origins = () =>
  setting.list().refine((list) => list.every(isOrigin), {
    error: 'must be a comma list of origins (scheme, host and optional port), e.g. https://www.example.com',
  });

export const gatewayConfig = defineConfig(
  {
    ...busEnv,
    PORT: setting.int(3000, 0),
    HOST: setting.text('0.0.0.0'),
    FRONTEND_DIST: setting.text('frontend/dist'),
    PUBLIC_ORIGINS: origins(),
    TRUSTED_ORIGINS: origins(),
    SALES_EMAIL: siteEmail(),
    PRIVACY_EMAIL: siteEmail(),
    LEGAL_EMAIL: siteEmail(),
    TRUST_PROXY: trustProxy,
    COOKIE_SECURE: cookieSecure,
    LOGIN_MAX_FAILURES: setting.int(5, 1),
    LOGIN_FAILURE_WINDOW_SECONDS: setting.int(900, 1),
    READINESS_TIMEOUT_MS: setting.int(1000, 1),
    SHUTDOWN_DRAIN_MS: setting.int(0, 0),
    HTTP_HEADERS_TIMEOUT_MS: setting.int(20_000, 1),
    HTTP_REQUEST_TIMEOUT_MS: setting.int(60_000, 1),
    HTTP_KEEP_ALIVE_TIMEOUT_MS: setting.int(65_000, 1),
    SESSION_CACHE_TTL_MS: setting.int(30_000, 0),
    ENQUIRY_MAX_PER_WINDOW: setting.int(5, 1),
    ENQUIRY_WINDOW_SECONDS: setting.int(600, 1),
    IMPORT_BODY_LIMIT_MB: setting.int(20, 1),
    IMPORT_MAX_ITEMS: setting.int(10_000, 1),
    IMPORT_APPLY_TIMEOUT_MS: setting.int(120_000, 1),
    MEDIA_INTERNAL_URL: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z.url({ protocol: /^https?$/, error: 'must be an http(s) URL, e.g. http://media:3104' }).optional(),
    ),
    MEDIA_TIMEOUT_MS: setting.int(10_000, 1),
    SESSION_CACHE_MAX_ENTRIES: setting.int(10_000, 1),
    PUBLIC_CACHE_MB: setting.int(48, 1),
    INTERNAL_HTTP_PORT: setting.int(GATEWAY_INTERNAL_PORT, 0),
    INTERNAL_HTTP_HOST: setting.text('0.0.0.0'),
  },
  (env) =>
    siteOf(env, {
      ...busConfig(env),
      /** Where browsers load the site from; state-changing requests must come from one of these (or a trusted origin). */
      publicOrigins: env.PUBLIC_ORIGINS.length ? env.PUBLIC_ORIGINS.map(originOf) : [`http://localhost:${env.PORT}`, `http://127.0.0.1:${env.PORT}`],
      trustedOrigins: env.TRUSTED_ORIGINS.map(originOf),
      http: httpLimits(env.HTTP_HEADERS_TIMEOUT_MS, env.HTTP_REQUEST_TIMEOUT_MS, env.HTTP_KEEP_ALIVE_TIMEOUT_MS),
      port: env.PORT,
      host: env.HOST,
      /** Where `/metrics` is served, apart from the site: a port the deployment does not publish. */
      internal: { port: env.INTERNAL_HTTP_PORT, host: env.INTERNAL_HTTP_HOST },
      frontendDist: path.resolve(repoRoot, env.FRONTEND_DIST),
      /** Express "trust proxy": how many proxies' X-Forwarded-* headers to believe. */
      trustProxy: env.TRUST_PROXY === 'true' ? true : env.TRUST_PROXY === 'false' ? false : Number(env.TRUST_PROXY),
      cookieSecure: env.COOKIE_SECURE === 'auto' ? ('auto' as const) : env.COOKIE_SECURE === 'true',
      loginMaxFailures: env.LOGIN_MAX_FAILURES,
      loginFailureWindowSeconds: env.LOGIN_FAILURE_WINDOW_SECONDS,
      readinessTimeoutMs: env.READINESS_TIMEOUT_MS,
      /** After SIGTERM, how long the gateway keeps serving while readiness says 503, before it closes its port (0: at once). */
      shutdownDrainMs: env.SHUTDOWN_DRAIN_MS,
      /** How long a resolved session is reused without asking identity (0: always ask); revocations drop it at once. */
      sessionCache: { ttlMs: env.SESSION_CACHE_TTL_MS, maxEntries: env.SESSION_CACHE_MAX_ENTRIES },
      /** The public read cache's bytes (pages and public API answers, with their gzipped twins). */
      publicCache: { maxBytes: env.PUBLIC_CACHE_MB * 1024 * 1024 },
      /** Demo requests and contact messages a client may send per window (each stored one counts). */
      enquiryLimit: { points: env.ENQUIRY_MAX_PER_WINDOW, windowSeconds: env.ENQUIRY_WINDOW_SECONDS },
      /** The Data Sync import's own body limit; every other JSON route keeps the small one. */
      importBodyLimitBytes: env.IMPORT_BODY_LIMIT_MB * 1024 * 1024,
      /** Items of all lists of one import together. */
      importMaxItems: env.IMPORT_MAX_ITEMS,
      /** How long a service may take to check and write a whole import (the other bus calls keep REQUEST_TIMEOUT_MS). */
      importApplyTimeoutMs: env.IMPORT_APPLY_TIMEOUT_MS,
      /** Where the media service takes and serves bytes; unset: asked of media over the bus (local runs). */
      mediaInternalUrl: env.MEDIA_INTERNAL_URL?.replace(/\/+$/, ''),
      /** How long media may stay silent on a byte stream (before its answer begins, or in the middle of one) before the gateway gives up: 504. */
      mediaTimeoutMs: env.MEDIA_TIMEOUT_MS,
    }),
);

/**
 * What the pages take from the configuration when they are sent: the canonical origin is the first public origin; the
 * addresses default to sales@, privacy@ and legal@ its domain (privacy@ and legal@ that of SALES_EMAIL when it is set).
 */
function siteOf<T extends { publicOrigins: string[] }>(
  env: { SALES_EMAIL?: string; PRIVACY_EMAIL?: string; LEGAL_EMAIL?: string },
  config: T,
): T & { site: SiteSettings } {
  const defaults = defaultSiteSettings(config.publicOrigins[0], env.SALES_EMAIL);
  return {
    ...config,
    site: { ...defaults, privacyEmail: env.PRIVACY_EMAIL ?? defaults.privacyEmail, legalEmail: env.LEGAL_EMAIL ?? defaults.legalEmail },
  };
}

/** The HTTP server's limits; Node refuses a headers timeout longer than the request timeout, so say so by name. */
function httpLimits(headersTimeoutMs: number, requestTimeoutMs: number, keepAliveTimeoutMs: number) {
  if (headersTimeoutMs > requestTimeoutMs) {
    throw new ConfigError([`HTTP_HEADERS_TIMEOUT_MS must be at most HTTP_REQUEST_TIMEOUT_MS (${requestTimeoutMs}), got "${headersTimeoutMs}"`]);
  }
  return { headersTimeoutMs, requestTimeoutMs, keepAliveTimeoutMs };
}

export type GatewayConfig = ReturnType<typeof gatewayConfig.load>;
export const GATEWAY_CONFIG = Symbol('GATEWAY_CONFIG');
