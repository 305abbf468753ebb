import { randomUUID } from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import zlib from 'node:zlib';
import Negotiator from 'negotiator';
import { LRUCache } from 'lru-cache';
import { Counter, type Registry } from 'prom-client';
import { sessionCookieOf } from '../http/session-cookie.js';
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
  bytes: number;
  /** An answer longer than this is not kept: gathering it stops there. */
  maxBytes: number;
  ended(res: ServerResponse, body: Buffer): void;
}

const captures = new WeakMap<ServerResponse, Capture>();

/** Adds a written chunk to what is gathered; false once the answer is too long to keep. */
function collect(capture: Capture, chunk: unknown, encoding: unknown): boolean {
  if (chunk === undefined || chunk === null || typeof chunk === 'function') return true;
  const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
  capture.bytes += bytes.length;
  capture.chunks.push(bytes);
  return capture.bytes <= capture.maxBytes;
}

/**
 * The responses of a server that the cache serves (Node's `ServerResponse` option): what one writes is also
 * gathered for the cache when the cache is keeping that answer. Express re-parents each response onto its own
 * prototype, so the gateway puts this class under Express's response prototype as well (see app.ts).
 */
export class CachingResponse<Request extends IncomingMessage = IncomingMessage> extends http.ServerResponse<Request> {
  override write(...args: unknown[]): boolean {
    const capture = captures.get(this);
    if (capture && !collect(capture, args[0], args[1])) captures.delete(this);
    return super.write(...(args as Parameters<ServerResponse['write']>));
  }

  override end(...args: unknown[]): this {
    const capture = captures.get(this);
    if (capture) {
      captures.delete(this);
      if (collect(capture, args[0], args[1])) capture.ended(this, Buffer.concat(capture.chunks));
    }
    return super.end(...(args as Parameters<ServerResponse['end']>));
  }
}

/** Sizes of the cache; the defaults suit the gateway's memory limit (see GatewayConfig.publicCache). */
export interface PublicReadCacheLimits {
  /** Bytes of answers kept in all (bodies, their gzipped twins and a fixed overhead per entry). */
  maxBytes?: number;
  /** The share of maxBytes that answers to addresses with a query string may take. */
  queriedShare?: number;
  /** Addresses with a query string remembered as seen once (a few hundred bytes each). */
  seenQueries?: number;
}

/** Longer query strings are no address a page links to: such a request goes to Express uncached. */
const QUERY_MAX_CHARS = 1024;
const ENTRY_OVERHEAD_BYTES = 512;

/**
 * The address a request is kept under: its path and, in the route's order, the parameters the route reads.
 * Parameters it does not read leave the answer as it is and are dropped. Undefined when the query is no plain
 * read (a read parameter given twice, a bracketed name the validation would refuse, an overlong query): such a
 * request goes to Express unchanged and uncached.
 */
export function canonicalAddress(url: string, params: readonly string[] = []): string | undefined {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const path = url.slice(0, at);
  const query = url.slice(at + 1);
  if (query.length > QUERY_MAX_CHARS) return undefined;
  const given = new URLSearchParams(query);
  const kept = new URLSearchParams();
  for (const name of given.keys()) if (/[[\]]/.test(name)) return undefined;
  for (const name of params) {
    const values = given.getAll(name);
    if (values.length > 1) return undefined;
    if (values.length === 1) kept.set(name, values[0]);
  }
  const rest = kept.toString();
  return rest ? `${path}?${rest}` : path;
}

/**
 * A response cache in front of Express for anonymous public reads. A hit replays the stored
 * status, headers and body (or a 304 for a matching If-None-Match) without running any middleware;
 * a miss runs Express and stores what it answered, as it was before the compression middleware encoded it
 * for that client (answers go out compressed, see mount-routes.ts). Pages, JSON and feeds are also kept
 * gzipped, and replayed so to clients that accept it. Requests carrying a session cookie (read as the
 * session lookup reads it) or a body always go to Express, and a response that set a cookie or
 * forbids storing is never stored.
 *
 * A request is answered as its canonical address (canonicalAddress: query parameters its route does not read
 * dropped, the rest in a fixed order), so `?utm_source=…` or random junk is a hit on the page itself, never a new
 * entry. Answers to addresses without a query (the pages visitors read) and those with one (searches, filters,
 * later pages) are kept apart, each within its own share of the byte budget; an address with a query is only
 * kept the second time it is asked for. So a stream of unique queries is never stored and evicts nothing.
 *
 * Each domain registers its routes; `invalidate(domain)` drops that domain's entries, and a
 * response computed before an invalidation of its domain is not stored after it.
 */
export class PublicReadCache {
  /** Answers to addresses without a query string. */
  private readonly plain: LRUCache<string, CachedResponse>;
  /** Answers to addresses with one, in their own smaller space. */
  private readonly queried: LRUCache<string, CachedResponse>;
  /** Addresses with a query asked for once: the next miss of one of them is stored. */
  private readonly seen: LRUCache<string, true>;
  private readonly domains: CachedReads[] = [];
  private readonly generations = new Map<string, number>();
  private readonly hits: { inc(): void };
  private readonly misses: { inc(): void };

  constructor(registry: Registry, limits: PublicReadCacheLimits = {}) {
    const maxBytes = limits.maxBytes ?? 48 * 1024 * 1024;
    const queriedBytes = Math.floor(maxBytes * (limits.queriedShare ?? 0.25));
    const space = (bytes: number) =>
      new LRUCache<string, CachedResponse>({
        maxSize: Math.max(bytes, 1),
        // One answer may take at most a quarter of its space, so a few large ones cannot empty it.
        maxEntrySize: Math.max(Math.floor(bytes / 4), 1),
        sizeCalculation: (entry, key) => entry.body.length + (entry.gzip?.body.length ?? 0) + key.length + ENTRY_OVERHEAD_BYTES,
      });
    this.plain = space(maxBytes - queriedBytes);
    this.queried = space(queriedBytes);
    this.seen = new LRUCache({ max: limits.seenQueries ?? 10_000 });
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
    for (const space of [this.plain, this.queried]) {
      if (domain === undefined) space.clear();
      else for (const [key, entry] of space.entries()) if (entry.domain === domain) space.delete(key);
    }
  }

  get size(): number {
    return this.plain.size + this.queried.size;
  }

  /** The domain and route whose cached reads include this URL's path, if any. */
  private routeOf(url: string): { domain: string; params?: readonly string[] } | undefined {
    const path = url.split('?', 1)[0];
    for (const reads of this.domains) {
      const route = reads.routes.find((r) => r.path.test(path));
      if (route) return { domain: reads.domain, params: route.params };
    }
    return undefined;
  }

  /**
   * Answers the request from the cache and returns true, or arranges to store Express's answer and returns false.
   * The response must be a CachingResponse for a miss to be stored.
   */
  handle(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const route = this.routeOf(req.url ?? '');
    if (!route || sessionCookieOf(req.headers) !== undefined || carriesBody(req)) return false;
    const address = canonicalAddress(req.url ?? '', route.params);
    if (address === undefined) return false;
    // Express answers the canonical address too, so what is stored under it is exactly its answer.
    req.url = address;
    const space = address.includes('?') ? this.queried : this.plain;
    const hit = space.get(address);
    if (hit) {
      this.hits.inc();
      this.replay(req, res, hit.status, hit.gzip && acceptsGzip(req.headers['accept-encoding']) ? hit.gzip : hit);
      return true;
    }
    this.misses.inc();
    res.setHeader('X-Cache', 'MISS');
    // A hit may come gzipped: shared caches on the way must key on the encoding asked for.
    res.setHeader('Vary', 'Accept-Encoding');
    // A HEAD answer has no body to keep.
    if (req.method === 'GET' && this.admits(address, space)) this.capture(res, address, route.domain, space);
    return false;
  }

  /** An address without a query is always kept; one with a query from the second time it is asked for. */
  private admits(address: string, space: LRUCache<string, CachedResponse>): boolean {
    if (space === this.plain || this.seen.has(address)) return true;
    this.seen.set(address, true);
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

  private capture(res: ServerResponse, address: string, domain: string, space: LRUCache<string, CachedResponse>): void {
    const generation = this.generation(domain);
    captures.set(res, {
      chunks: [],
      bytes: 0,
      maxBytes: space.maxEntrySize,
      ended: (answered, body) => {
        if (!this.storable(answered, generation, domain)) return;
        const headers = Object.entries(answered.getHeaders()).filter(
          ([name, value]) => !PER_RESPONSE_HEADERS.has(name) && value !== undefined,
        ) as Array<[string, string | number | string[]]>;
        // Kept as it was before the compression middleware encoded it for this client (mount-routes.ts).
        const plain = decoded(headers, body, space.maxEntrySize);
        if (!plain) return;
        const etag = answered.getHeader('etag');
        const identity = representation(plain.headers, plain.body, typeof etag === 'string' ? etag : undefined);
        space.set(address, { domain, status: 200, ...identity, gzip: gzipped(plain.headers, identity) });
      },
    });
  }

  /** Only a plain, shareable 200 computed after the domain's last invalidation may be kept. */
  private storable(res: ServerResponse, generation: number, domain: string): boolean {
    return (
      res.statusCode === 200 &&
      !res.hasHeader('set-cookie') &&
      !/\b(no-store|private)\b/i.test(String(res.getHeader('cache-control') ?? '')) &&
      generation === this.generation(domain)
    );
  }
}

/** The encodings the compression middleware may send an answer in, each with how to read it back. */
const DECODERS: Record<string, (body: Buffer, options: zlib.ZlibOptions) => Buffer> = {
  br: zlib.brotliDecompressSync,
  gzip: zlib.gunzipSync,
  deflate: zlib.inflateSync,
};

/**
 * An answer as it was before it was encoded for one client: the body decoded, no Content-Encoding, the decoded
 * Content-Length (the entity tag already is the decoded body's: the middleware leaves it). The cache replays to
 * everyone, so it keeps that and encodes it itself. Undefined, and the answer not kept, for an encoding it cannot
 * read or a body that decodes to more than `maxBytes`.
 */
function decoded(
  headers: Array<[string, string | number | string[]]>,
  body: Buffer,
  maxBytes: number,
): { headers: Array<[string, string | number | string[]]>; body: Buffer } | undefined {
  const encoding = headers.find(([name]) => name === 'content-encoding')?.[1];
  if (encoding === undefined) return { headers, body };
  const decode = typeof encoding === 'string' ? DECODERS[encoding] : undefined;
  if (!decode) return undefined;
  let plain: Buffer;
  try {
    plain = decode(body, { maxOutputLength: maxBytes });
  } catch {
    return undefined;
  }
  const kept = headers.filter(([name]) => name !== 'content-encoding' && name !== 'content-length');
  return { headers: [...kept, ['content-length', plain.length]], body: plain };
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
