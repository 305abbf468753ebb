import { PayloadTooLargeException } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import type { GatewayRequest } from './request.js';

/** "1 MB", "20 MB", "512 KB". */
export function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${+(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.round(bytes / 1024)} KB`;
}

/**
 * Every body has a limit: `limitBytes`, or a larger one for the few paths that take big bodies. The
 * request carries its limit (so the 413 can name it), and a body whose declared Content-Length is
 * over it is refused before a byte is read (the JSON parser would read it all first); the 413 then
 * closes the connection (see ApiErrorFilter).
 */
export function declaredBodyLimit(limitBytes: number, largerFor: Readonly<Record<string, number>> = {}) {
  return (req: Request, _res: Response, next: NextFunction): void => {
    const limit = largerFor[req.path] ?? limitBytes;
    (req as GatewayRequest).bodyLimitBytes = limit;
    next(Number(req.headers['content-length']) > limit ? new PayloadTooLargeException() : undefined);
  };
}
