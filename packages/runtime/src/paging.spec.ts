import { describe, expect, it } from '@jest/globals';
import { encodeCursor } from '@lora/contracts';
import { ServiceError } from './errors.js';
import { pageOffset } from './paging.js';

describe('pageOffset', () => {
  it('starts at 0 without a cursor, and where a cursor of this API says', () => {
    expect(pageOffset(undefined)).toBe(0);
    expect(pageOffset('')).toBe(0);
    expect(pageOffset(encodeCursor(48))).toBe(48);
  });

  it.each(['abc', Buffer.from('o:-1').toString('base64url'), Buffer.from('o:1234567890').toString('base64url')])(
    'refuses a cursor this API did not make (%s) as invalid input',
    (cursor) => {
      expect(() => pageOffset(cursor)).toThrow(ServiceError);
    },
  );
});
