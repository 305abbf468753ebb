import { ForbiddenException } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function originOf(req: Request): string | undefined {
  const origin = req.headers.origin;
  if (origin && origin !== 'null') return origin;
  if (origin === 'null') return 'null';
  const referer = req.headers.referer;
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return 'null';
  }
}

/**
 * CSRF defence for state-changing requests: a browser names the page that sent it (Origin, else
 * Referer), and that page must be this site or a trusted origin. Requests naming no origin at all
 * come from non-browser clients and carry no ambient-cookie risk beyond SameSite=Lax.
 */
export function sameOriginMiddleware(trustedOrigins: string[]) {
  const trusted = new Set(trustedOrigins);
  return (req: Request, _res: Response, next: NextFunction): void => {
    if (SAFE_METHODS.has(req.method)) return next();
    const origin = originOf(req);
    if (origin === undefined) return next();
    const own = `${req.protocol}://${req.get('host')}`;
    if (origin === own || trusted.has(origin)) return next();
    next(new ForbiddenException(`Cross-origin request refused: origin ${origin} is not allowed`));
  };
}
