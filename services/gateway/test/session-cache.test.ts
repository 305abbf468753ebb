import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { Events } from '@lora/contracts';
import { TEST_ADMIN, TestStack } from '../../../infra/src/testing/stack.js';

// Two gateway replicas behind one identity: each keeps its own session cache, and identity's
// announcements must reach both before a logout (or a change to a user) is answered.
let stack: TestStack;

beforeAll(async () => {
  stack = await TestStack.start({ services: ['identity', 'gateway'] });
  await stack.add('gateway');
});

afterAll(async () => {
  await stack?.stop();
});

async function sessionLookups(replica: number): Promise<{ hit: number; miss: number }> {
  const text = await (await fetch(`${stack.internalUrl('gateway', replica)}/metrics`)).text();
  const count = (result: string) =>
    Number(new RegExp(`^gateway_session_cache_lookups_total\\{result="${result}"[^}]*\\} (\\d+)`, 'm').exec(text)?.[1] ?? 0);
  return { hit: count('hit'), miss: count('miss') };
}

describe('the session cache across two gateway replicas', () => {
  it('answers a known session without asking identity again', async () => {
    const cookie = await stack.signIn(TEST_ADMIN, 0);
    const before = await sessionLookups(1);
    await request(stack.url(1)).get('/api/auth/user').set('Cookie', cookie).expect(200);
    await request(stack.url(1)).get('/api/auth/user').set('Cookie', cookie).expect(200);
    await request(stack.url(1)).get('/api/admin/ping').set('Cookie', cookie).expect(200);
    const after = await sessionLookups(1);
    expect(after.miss - before.miss).toBe(1);
    expect(after.hit - before.hit).toBe(2);
  });

  it('a logout on one replica ends the session on the other at once', async () => {
    const cookie = await stack.signIn(TEST_ADMIN, 0);
    await request(stack.url(1)).get('/api/admin/ping').set('Cookie', cookie).expect(200);
    await request(stack.url(1)).get('/api/admin/ping').set('Cookie', cookie).expect(200); // now held by replica 1
    await request(stack.url(0)).post('/api/auth/logout').set('Cookie', cookie).expect(200);
    const res = await request(stack.url(1)).get('/api/admin/ping').set('Cookie', cookie).expect(401);
    expect(res.body.message).toBe('Sign in required');
    await request(stack.url(0)).get('/api/auth/user').set('Cookie', cookie).expect(401);
  });

  it('identity.user.changed makes every replica resolve that user afresh: a demoted admin is refused at once', async () => {
    await stack.createUser('demoted', 'demoted-password', 'admin');
    const cookie = await stack.signIn({ username: 'demoted', password: 'demoted-password' }, 0);
    for (const replica of [0, 1]) await request(stack.url(replica)).get('/api/admin/ping').set('Cookie', cookie).expect(200);

    const db = await stack.db();
    const { rows } = await db.query(`UPDATE identity.users SET role = 'user' WHERE username = 'demoted' RETURNING id`);
    const bus = await stack.bus();
    await bus.announce(Events.userChanged, { userId: rows[0].id });

    for (const replica of [0, 1]) {
      const res = await request(stack.url(replica)).get('/api/admin/ping').set('Cookie', cookie).expect(403);
      expect(res.body.statusCode).toBe(403);
    }
  });

  it('a deleted account is refused at once on every replica', async () => {
    await stack.createUser('leaver', 'leaver-password', 'admin');
    const cookie = await stack.signIn({ username: 'leaver', password: 'leaver-password' }, 1);
    for (const replica of [0, 1]) await request(stack.url(replica)).get('/api/auth/user').set('Cookie', cookie).expect(200);

    const db = await stack.db();
    const { rows } = await db.query(`SELECT id FROM identity.users WHERE username = 'leaver'`);
    await db.query(`DELETE FROM identity.sessions WHERE "userId" = $1`, [rows[0].id]);
    await db.query(`DELETE FROM identity.users WHERE id = $1`, [rows[0].id]);
    await (await stack.bus()).announce(Events.userChanged, { userId: rows[0].id });

    for (const replica of [0, 1]) await request(stack.url(replica)).get('/api/auth/user').set('Cookie', cookie).expect(401);
  });
});
