/** The name of the httpOnly cookie holding the opaque session token. */
export const SESSION_COOKIE = 'sid';
