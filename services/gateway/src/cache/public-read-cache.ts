import { randomUUID } from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import zlib from 'node:zlib';
import Negotiator from 'negotiator';
import { LRUCache } from 'lru-cache';
import { Counter, type Registry } from 'prom-client';
import { sessionCookieOf } from '../auth/session-cookie.js';
import type { CachedReads } from './cached-reads.js';
import { clientCopyIsCurrent } from '../http/conditional.js';

/** One stored representation of an answer: its headers and body as they go out. */
interface Representation {
  /** Flattened [name, value, name, value, …], ready for writeHead. */
  rawHeaders: string[];
  /** The same less the headers that describe a body, for a 304 (RFC 9110 §15.4.5). */
  notModifiedHeaders: string[];
  body: Buffer;
  etag?: string;
}

interface CachedResponse extends Representation {
  domain: string;
  status: number;
  /** The body gzipped, for clients that accept it; only for compressible types of moderate size. */
  gzip?: Representation;
}

/** Headers that belong to one exchange and must never be replayed. */
const PER_RESPONSE_HEADERS = new Set(['x-request-id', 'x-cache', 'date', 'connection', 'keep-alive', 'transfer-encoding', 'set-cookie']);
const BODY_HEADERS = new Set(['content-type', 'content-length', 'content-encoding', 'content-range']);
const ACCEPTABLE_ID = /^[A-Za-z0-9._:-]{1,128}$/;
/** Text worth compressing: pages, JSON, XML feeds. */
const COMPRESSIBLE = /^(text\/|application\/(json|xml|atom\+xml)\b)/i;
/** Below this, gzip's framing eats the gain; above it, compressing once on the event loop would stall other requests. */
const GZIP_MIN_BYTES = 1024;
const GZIP_MAX_BYTES = 1024 * 1024;

/**
 * Whether an Accept-Encoding header accepts gzip (RFC 9110 §12.5.3: `gzip` or `*` with a q above 0). `x-gzip`
 * is gzip's old name (§8.4.1.3) and is read as gzip, so `gzip;q=0, *` refuses it as well.
 */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  const accepted = (Array.isArray(header) ? header.join(',') : (header ?? '')).replace(/\bx-gzip\b/gi, 'gzip');
  return new Negotiator({ headers: { 'accept-encoding': accepted } }).encoding(['gzip']) === 'gzip';
}

/** A response being kept: what it writes is gathered until it ends, then handed to `ended`. */
interface Capture {
  chunks: Buffer[];
  ended(res: ServerResponse, body: Buffer): void;
}

const captures = new WeakMap<ServerResponse, Capture>();

function collect(capture: Capture, chunk: unknown, encoding: unknown): void {
  if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
  capture.chunks.push(
    Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'),
  );
}

/**
 * The responses of a server that the cache serves (Node's `ServerResponse` option): what one writes is also
 * gathered for the cache when the cache is keeping that answer. Express re-parents each response onto its own
 * prototype, so the gateway puts this class under Express's response prototype as well (see app.ts).
 */
export class CachingResponse<Request extends IncomingMessage = IncomingMessage> extends http.ServerResponse<Request> {
  override write(...args: unknown[]): boolean {
    const capture = captures.get(this);
    if (capture) collect(capture, args[0], args[1]);
    return super.write(...(args as Parameters<ServerResponse['write']>));
  }

  override end(...args: unknown[]): this {
    const capture = captures.get(this);
    if (capture) {
      captures.delete(this);
      collect(capture, args[0], args[1]);
      capture.ended(this, Buffer.concat(capture.chunks));
    }
    return super.end(...(args as Parameters<ServerResponse['end']>));
  }
}

/**
 * A response cache in front of Express for anonymous public reads. A hit replays the stored
 * status, headers and body (or a 304 for a matching If-None-Match) without running any middleware;
 * a miss runs Express and stores what it answered. Pages, JSON and feeds are also kept gzipped, and
 * replayed so to clients that accept it (the site's pages would otherwise go out uncompressed: they
 * are answered before the compression of static files). Requests carrying a session cookie (read as the
 * session lookup reads it) or a body always go to Express, and a response that set a cookie or
 * forbids storing is never stored.
 * Each domain registers its routes; `invalidate(domain)` drops that domain's entries, and a
 * response computed before an invalidation of its domain is not stored after it.
 */
export class PublicReadCache {
  private readonly entries: LRUCache<string, CachedResponse>;
  private readonly domains: CachedReads[] = [];
  private readonly generations = new Map<string, number>();
  private readonly hits: { inc(): void };
  private readonly misses: { inc(): void };

  constructor(registry: Registry, options: { maxEntries?: number; maxBytes?: number } = {}) {
    this.entries = new LRUCache({
      max: options.maxEntries ?? 5000,
      maxSize: options.maxBytes ?? 64 * 1024 * 1024,
      sizeCalculation: (entry) => entry.body.length + (entry.gzip?.body.length ?? 0) + 512,
    });
    const lookups = new Counter({
      name: 'gateway_public_cache_lookups_total',
      help: 'Public read cache lookups by result',
      labelNames: ['result'],
      registers: [registry],
    });
    this.hits = lookups.labels('hit');
    this.misses = lookups.labels('miss');
  }

  register(reads: CachedReads): void {
    this.domains.push(reads);
    this.generations.set(reads.domain, 0);
  }

  /** Drops the entries of one domain, or of all when none is named. */
  invalidate(domain?: string): void {
    for (const name of this.generations.keys()) {
      if (domain === undefined || name === domain) this.generations.set(name, this.generation(name) + 1);
    }
    if (domain === undefined) return this.entries.clear();
    for (const [key, entry] of this.entries.entries()) if (entry.domain === domain) this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }

  /**
   * The domain whose cached reads include this URL's path, if any. The whole URL, query included, is
   * the entry's key: a marketplace page is kept like any other read (the LRU bounds what odd queries can fill).
   */
  domainOf(url: string): string | undefined {
    const path = url.split('?', 1)[0];
    return this.domains.find((d) => d.routes.some((route) => route.test(path)))?.domain;
  }

  /**
   * Answers the request from the cache and returns true, or arranges to store Express's answer and returns false.
   * The response must be a CachingResponse for a miss to be stored.
   */
  handle(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const url = req.url ?? '';
    const domain = this.domainOf(url);
    if (!domain || sessionCookieOf(req.headers) !== undefined || carriesBody(req)) return false;
    const hit = this.entries.get(url);
    if (hit) {
      this.hits.inc();
      this.replay(req, res, hit.status, hit.gzip && acceptsGzip(req.headers['accept-encoding']) ? hit.gzip : hit);
      return true;
    }
    this.misses.inc();
    // A HEAD answer has no body to keep.
    if (req.method === 'GET') this.capture(res, url, domain);
    return false;
  }

  private generation(domain: string): number {
    return this.generations.get(domain) ?? 0;
  }

  private replay(req: IncomingMessage, res: ServerResponse, status: number, entry: Representation): void {
    const incoming = req.headers['x-request-id'];
    const requestId = typeof incoming === 'string' && ACCEPTABLE_ID.test(incoming) ? incoming : randomUUID();
    // The same comparison Express makes on a miss (http/conditional.ts): lists, `*` and weak tags (RFC 9110 §13.1.2).
    if (entry.etag && clientCopyIsCurrent(req.headers, { etag: entry.etag })) {
      res.writeHead(304, entry.notModifiedHeaders.concat('X-Request-Id', requestId, 'X-Cache', 'HIT'));
      res.end();
      return;
    }
    res.writeHead(status, entry.rawHeaders.concat('X-Request-Id', requestId, 'X-Cache', 'HIT'));
    res.end(req.method === 'HEAD' ? undefined : entry.body);
  }

  private capture(res: ServerResponse, url: string, domain: string): void {
    const generation = this.generation(domain);
    res.setHeader('X-Cache', 'MISS');
    // A hit may come gzipped: shared caches on the way must key on the encoding asked for.
    res.setHeader('Vary', 'Accept-Encoding');
    captures.set(res, {
      chunks: [],
      ended: (answered, body) => {
        if (!this.storable(answered, generation, domain)) return;
        const headers = Object.entries(answered.getHeaders()).filter(
          ([name, value]) => !PER_RESPONSE_HEADERS.has(name) && value !== undefined,
        ) as Array<[string, string | number | string[]]>;
        const etag = answered.getHeader('etag');
        const identity = representation(headers, body, typeof etag === 'string' ? etag : undefined);
        this.entries.set(url, { domain, status: 200, ...identity, gzip: gzipped(headers, identity) });
      },
    });
  }

  /** Only a plain, shareable 200 computed after the domain's last invalidation may be kept. */
  private storable(res: ServerResponse, generation: number, domain: string): boolean {
    return (
      res.statusCode === 200 &&
      !res.hasHeader('set-cookie') &&
      // A compressed body suits only clients that asked for that encoding; the cache replays to everyone.
      !res.hasHeader('content-encoding') &&
      !/\b(no-store|private)\b/i.test(String(res.getHeader('cache-control') ?? '')) &&
      generation === this.generation(domain)
    );
  }
}

/** A representation from the answer's headers (per-exchange ones left out) and body. */
function representation(headers: Array<[string, string | number | string[]]>, body: Buffer, etag: string | undefined): Representation {
  const rawHeaders: string[] = [];
  const notModifiedHeaders: string[] = [];
  for (const [name, value] of headers) {
    for (const v of Array.isArray(value) ? value : [value]) {
      rawHeaders.push(name, String(v));
      if (!BODY_HEADERS.has(name)) notModifiedHeaders.push(name, String(v));
    }
  }
  return { rawHeaders, notModifiedHeaders, body, etag };
}

/**
 * The gzipped twin of a stored answer, when its type is text and its size is worth it. It is another
 * representation of the same resource, so its entity tag is weak (the comparison of If-None-Match is weak
 * anyway, and a client holding either gets its 304).
 */
function gzipped(headers: Array<[string, string | number | string[]]>, identity: Representation): Representation | undefined {
  const type = headers.find(([name]) => name === 'content-type')?.[1];
  const { body } = identity;
  if (typeof type !== 'string' || !COMPRESSIBLE.test(type) || body.length < GZIP_MIN_BYTES || body.length > GZIP_MAX_BYTES) return undefined;
  const compressed = zlib.gzipSync(body);
  if (compressed.length >= body.length) return undefined;
  const etag = identity.etag && !identity.etag.startsWith('W/') ? `W/${identity.etag}` : identity.etag;
  const replaced: Record<string, string | number | string[]> = {
    'content-length': compressed.length,
    'content-encoding': 'gzip',
    ...(etag ? { etag } : {}),
  };
  const gzipHeaders = headers.filter(([name]) => !(name in replaced)).concat(Object.entries(replaced));
  return representation(gzipHeaders, compressed, etag);
}

/** A GET with a body is no plain read: Express applies the body limits to it. */
function carriesBody(req: IncomingMessage): boolean {
  return Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
}
