import { describe, expect, it } from '@jest/globals';
import { Registry } from 'prom-client';
import { sessionTokenHash, type SessionView } from '@lora/contracts';
import { SessionCache } from './session-cache.js';

const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();
const session = (userId: number, expiresAt = inAnHour()): SessionView => ({
  user: { id: userId, username: `user${userId}`, role: 'admin', version: 1, createdAt: '2026-01-01T00:00:00.000Z' },
  expiresAt,
});

function counting(answer: SessionView | null) {
  const calls = { count: 0 };
  const resolve = () => {
    calls.count++;
    return Promise.resolve(answer);
  };
  return { calls, resolve };
}

const cache = (ttlMs = 30_000, caughtUp = () => Promise.resolve(true)) => new SessionCache(new Registry(), { ttlMs, maxEntries: 100 }, caughtUp);

describe('SessionCache', () => {
  it('asks once, then answers from memory', async () => {
    const sessions = cache();
    const { calls, resolve } = counting(session(1));
    expect(await sessions.lookup('token-a', resolve)).toMatchObject({ user: { id: 1 } });
    expect(await sessions.lookup('token-a', resolve)).toMatchObject({ user: { id: 1 } });
    expect(calls.count).toBe(1);
  });

  it('never keeps "no session", so a token signed in a moment later is not refused', async () => {
    const sessions = cache();
    const { calls, resolve } = counting(null);
    expect(await sessions.lookup('token-b', resolve)).toBeNull();
    expect(await sessions.lookup('token-b', resolve)).toBeNull();
    expect(calls.count).toBe(2);
    expect(sessions.size).toBe(0);
  });

  it('drops a session when its revocation (the SHA-256 of its token) is heard', async () => {
    const sessions = cache();
    const { calls, resolve } = counting(session(1));
    await sessions.lookup('token-c', resolve);
    sessions.revoke(sessionTokenHash('token-c'));
    await sessions.lookup('token-c', resolve);
    expect(calls.count).toBe(2);
  });

  it('answers a kept session only once the events routed before the request are heard: one heard meanwhile counts', async () => {
    const arriving: Array<() => void> = [];
    const sessions = cache(30_000, () => {
      arriving.splice(0).forEach((event) => event());
      return Promise.resolve(true);
    });
    const { calls, resolve } = counting(session(1));
    await sessions.lookup('token-h', resolve);
    // The user's change arrives while the cache catches up with the bus, after the request came in.
    arriving.push(() => sessions.dropUser(1));
    await sessions.lookup('token-h', resolve);
    expect(calls.count).toBe(2);
  });

  it('asks identity when the bus cannot say it has caught up', async () => {
    let up = true;
    const sessions = cache(30_000, () => Promise.resolve(up));
    const { calls, resolve } = counting(session(1));
    await sessions.lookup('token-i', resolve);
    up = false;
    expect(await sessions.lookup('token-i', resolve)).toMatchObject({ user: { id: 1 } });
    expect(calls.count).toBe(2);
  });

  it('drops every session of a changed user and keeps the others', async () => {
    const sessions = cache();
    await sessions.lookup('one-of-1', counting(session(1)).resolve);
    await sessions.lookup('two-of-1', counting(session(1)).resolve);
    await sessions.lookup('one-of-2', counting(session(2)).resolve);
    sessions.dropUser(1);
    expect(sessions.size).toBe(1);
    const again = counting(session(2));
    await sessions.lookup('one-of-2', again.resolve);
    expect(again.calls.count).toBe(0);
  });

  it('does not store an answer computed while a revocation arrived', async () => {
    const sessions = cache();
    let release!: () => void;
    const slow = () => new Promise<SessionView>((resolve) => (release = () => resolve(session(1))));
    const pending = sessions.lookup('token-d', slow);
    sessions.revoke(sessionTokenHash('token-d'));
    release();
    await pending;
    expect(sessions.size).toBe(0);
  });

  it('never serves a session past its own expiry, whatever the cache lifetime', async () => {
    const sessions = cache(60_000);
    const expiring = counting(session(1, new Date(Date.now() + 50).toISOString()));
    await sessions.lookup('token-e', expiring.resolve);
    await new Promise((resolve) => setTimeout(resolve, 80));
    await sessions.lookup('token-e', expiring.resolve);
    expect(expiring.calls.count).toBe(2);
  });

  it('with a lifetime of 0 asks identity every time', async () => {
    const sessions = cache(0);
    const { calls, resolve } = counting(session(1));
    await sessions.lookup('token-f', resolve);
    await sessions.lookup('token-f', resolve);
    expect(calls.count).toBe(2);
  });
});
