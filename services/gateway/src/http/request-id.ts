import { randomUUID } from 'node:crypto';
import type { NextFunction, Response } from 'express';
import type { GatewayRequest } from './request.js';

export const REQUEST_ID_RESPONSE_HEADER = 'X-Request-Id';
const ACCEPTABLE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Takes the caller's X-Request-Id when it is sane, otherwise makes one; echoes it back. */
export function requestIdMiddleware(req: GatewayRequest, res: Response, next: NextFunction): void {
  const incoming = req.headers['x-request-id'];
  const candidate = Array.isArray(incoming) ? incoming[0] : incoming;
  req.id = candidate && ACCEPTABLE_ID.test(candidate) ? candidate : randomUUID();
  res.setHeader(REQUEST_ID_RESPONSE_HEADER, req.id);
  next();
}
