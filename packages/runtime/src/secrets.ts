import { randomBytes } from 'node:crypto';

/** A password for an account nobody chose one for: 16 URL-safe characters (96 random bits). */
export function generatePassword(): string {
  return randomBytes(12).toString('base64url');
}
