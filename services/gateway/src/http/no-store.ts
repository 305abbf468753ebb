import onHeaders from 'on-headers';
import type { NextFunction, Request, Response } from 'express';
import { sessionCookieOf } from './session-cookie.js';
import { API_PATH } from './api-path.js';

const ACCOUNT_AREAS = /^\/api\/(admin|auth)(\/|$)/i;
/** Image files are the same for every caller and keep their own caching. */
const STATIC_FILES = /^\/api\/images\//i;

/**
 * `Cache-Control: no-store` on every answer of the admin and auth routes, and on every API answer to
 * a request carrying a session (an admin sees drafts): neither a browser nor a proxy may keep them.
 * Set as the headers go out, so no route's own Cache-Control can override it.
 */
export function noStoreMiddleware(req: Request, res: Response, next: NextFunction): void {
  const path = req.path;
  const personal = ACCOUNT_AREAS.test(path) || (API_PATH.test(path) && !STATIC_FILES.test(path) && sessionCookieOf(req.headers) !== undefined);
  if (personal) onHeaders(res, () => res.setHeader('Cache-Control', 'no-store'));
  next();
}
