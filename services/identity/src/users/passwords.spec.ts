import { describe, expect, it } from '@jest/globals';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords.js';

describe('password hashing', () => {
  it('stores an argon2id hash, not the password', async () => {
    const hash = await hashPassword('correct horse battery staple');
    expect(hash.startsWith('$argon2id$')).toBe(true);
    expect(hash).not.toContain('correct horse');
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same-password')).not.toEqual(await hashPassword('same-password'));
  });

  it('accepts the right password and rejects a wrong one', async () => {
    const hash = await hashPassword('s3cret-pass');
    expect(await verifyPassword(hash, 's3cret-pass')).toBe(true);
    expect(await verifyPassword(hash, 's3cret-pasS')).toBe(false);
  });

  it('treats a malformed stored hash as a failed check, not a crash', async () => {
    expect(await verifyPassword('not-a-hash', 'anything')).toBe(false);
  });

  it('always fails the dummy check used for unknown usernames', async () => {
    expect(await verifyAgainstDummy('whatever')).toBe(false);
  });
});
