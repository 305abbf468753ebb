import type { IncomingHttpHeaders } from 'node:http';
import { parseCookie } from 'cookie';

/** The name of the httpOnly cookie holding the opaque session token. */
export const SESSION_COOKIE = 'sid';

/**
 * The value of the session cookie a request carries, or undefined. The one reader of the cookie for
 * the session lookup, the public read cache and the no-store rule, so they cannot disagree about
 * whether a request has a session: names are matched exactly (`SID` is another cookie), spaces
 * around names and values are dropped, the first of repeated cookies wins, quotes stay part of the value.
 */
export function sessionCookieOf(headers: IncomingHttpHeaders): string | undefined {
  return headers.cookie ? parseCookie(headers.cookie)[SESSION_COOKIE] : undefined;
}
