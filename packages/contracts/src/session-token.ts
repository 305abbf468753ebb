import { createHash } from 'node:crypto';

/**
 * What identity stores of a session token, and what `identity.session.revoked` names: a SHA-256 of it.
 * The gateway keys its session cache by the same value, so a revocation finds the entry.
 */
export function sessionTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
