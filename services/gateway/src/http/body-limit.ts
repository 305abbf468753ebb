import { PayloadTooLargeException } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';

/**
 * Refuses a body whose declared Content-Length is over the limit before a byte of it is read (the
 * JSON parser would read it all first); the 413 then closes the connection (see ApiErrorFilter).
 */
export function declaredBodyLimit(limitBytes: number) {
  return (req: Request, _res: Response, next: NextFunction): void => {
    next(Number(req.headers['content-length']) > limitBytes ? new PayloadTooLargeException() : undefined);
  };
}
