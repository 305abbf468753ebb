import { ForbiddenException } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The origin of a URL in its serialized form (`https://shop.example.com`), or 'null' when it has none. */
export function originOf(url: string): string {
  if (!URL.canParse(url)) return 'null';
  return new URL(url).origin;
}

/** The page that sent the request, as the browser names it: Origin, else Referer, else undefined. */
function requestOrigin(req: Request): string | undefined {
  const named = req.headers.origin ?? req.headers.referer;
  return named === undefined ? undefined : originOf(named);
}

/**
 * CSRF defence for state-changing requests: a browser names the page that sent it (Origin, else
 * Referer), and that page must be one of the configured origins. The Host header is never trusted
 * for this: the client writes it. Requests naming no origin at all come from non-browser clients
 * and carry no ambient-cookie risk beyond SameSite=Lax.
 */
export function sameOriginMiddleware(allowedOrigins: readonly string[]) {
  const allowed = new Set(allowedOrigins.map(originOf));
  return (req: Request, _res: Response, next: NextFunction): void => {
    if (SAFE_METHODS.has(req.method)) return next();
    const origin = requestOrigin(req);
    if (origin === undefined || allowed.has(origin)) return next();
    next(new ForbiddenException(`Cross-origin request refused: origin ${origin} is not allowed`));
  };
}
