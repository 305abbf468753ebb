import { describe, expect, it } from '@jest/globals';
import { sessionCookieOf } from './session-cookie.js';

describe('sessionCookieOf: the one reader of the session cookie', () => {
  it.each([
    ['sid=abc', 'abc'],
    ['sid =abc', 'abc'],
    [' sid = abc ', 'abc'],
    ['theme=dark;sid=abc', 'abc'],
    ['theme=dark; sid=abc', 'abc'],
    ['sid=first; sid=second', 'first'],
    ['sid="abc"', '"abc"'],
    ['sid=a%20b', 'a b'],
    ['sid=', ''],
  ])('reads %s as %p', (cookie, token) => {
    expect(sessionCookieOf({ cookie })).toBe(token);
  });

  it.each(['SID=abc', 'Sid=abc', 'sidebar=abc', 'x=sid=abc', 'sid', ''])('finds no session cookie in %p', (cookie) => {
    expect(sessionCookieOf({ cookie })).toBeUndefined();
  });
});
