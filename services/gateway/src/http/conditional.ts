import type { IncomingHttpHeaders } from 'node:http';
import fresh from 'fresh';
import type { Express, Request } from 'express';

/**
 * Whether the client's copy is current (RFC 9110 §13.1: `If-None-Match`, else `If-Modified-Since`). `fresh` alone says
 * no whenever the request carries `Cache-Control: no-cache`; that directive asks the caches on the way to revalidate
 * (RFC 9111 §5.2.1.4), and this answer is the revalidation, so a match is still a 304. Node's fetch sends both.
 */
export function clientCopyIsCurrent(headers: IncomingHttpHeaders, validators: { etag?: string; 'last-modified'?: string }): boolean {
  const { 'cache-control': _revalidate, ...conditions } = headers;
  return fresh(conditions, validators);
}

/** Express's `req.fresh` (which `res.send` reads to answer 304) through `clientCopyIsCurrent`; otherwise as Express has it. */
export function answerConditionalRequests(express: Express): void {
  Object.defineProperty(express.request, 'fresh', {
    configurable: true,
    get(this: Request): boolean {
      if (this.method !== 'GET' && this.method !== 'HEAD') return false;
      const status = this.res!.statusCode;
      if ((status < 200 || status >= 300) && status !== 304) return false;
      const etag = this.res!.get('ETag');
      const lastModified = this.res!.get('Last-Modified');
      return clientCopyIsCurrent(this.headers, { ...(etag ? { etag } : {}), ...(lastModified ? { 'last-modified': lastModified } : {}) });
    },
  });
}
