import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { TEST_ADMIN, TestStack } from '../../../infra/src/testing/stack.js';

let stack: TestStack;
let api: string;
let admin: string;
let adminId: number;

beforeAll(async () => {
  stack = await TestStack.start({ services: ['identity', 'gateway'] });
  api = stack.url();
  admin = await stack.signIn(TEST_ADMIN);
  adminId = (await request(api).get('/api/auth/user').set('Cookie', admin).expect(200)).body.id;
});

afterAll(async () => {
  await stack?.stop();
});

// Every test starts with the stack's admin as the only account.
beforeEach(async () => {
  const users: Array<{ id: number; username: string }> = (await request(api).get('/api/admin/users').set('Cookie', admin).expect(200)).body;
  for (const user of users.filter((u) => u.id !== adminId)) await request(api).delete(`/api/admin/users/${user.id}`).set('Cookie', admin).expect(200);
});

async function createAccount(
  username: string,
  role: 'admin' | 'user',
  password = `${username}-password-1`,
): Promise<{ id: number; cookie: string; password: string }> {
  const res = await request(api).post('/api/admin/users').set('Cookie', admin).send({ username, password, role }).expect(201);
  return { id: res.body.id, cookie: await stack.signIn({ username, password }), password };
}

async function adminCount(): Promise<number> {
  const { rows } = await (await stack.db()).query(`SELECT count(*)::int AS n FROM identity.users WHERE role = 'admin'`);
  return rows[0].n;
}

describe('the last admin (while the stack has only one)', () => {
  it('PATCH /api/admin/users/{id}/role: the only admin cannot be demoted, even by themselves (409)', async () => {
    const res = await request(api).patch(`/api/admin/users/${adminId}/role`).set('Cookie', admin).send({ role: 'user' }).expect(409);
    expect(res.body.message).toBe('"admin" is the last admin and cannot be demoted: at least one admin must remain');
    expect(await adminCount()).toBe(1);
  });

  it('DELETE /api/admin/users/{id}: the only admin cannot be deleted (409)', async () => {
    const res = await request(api).delete(`/api/admin/users/${adminId}`).set('Cookie', admin).expect(409);
    expect(res.body.message).toBe('"admin" is the last admin and cannot be deleted: at least one admin must remain');
  });
});

describe('GET /api/admin/users', () => {
  it('answers 401 without a session and 403 for the role "user"', async () => {
    await request(api).get('/api/admin/users').expect(401);
    const { cookie } = await createAccount('reader', 'user');
    const res = await request(api).get('/api/admin/users').set('Cookie', cookie).expect(403);
    expect(res.body.message).toBe('Admin role required');
  });

  it('lists every account by username, never a password hash; a page with limit', async () => {
    await createAccount('reader', 'user');
    const res = await request(api).get('/api/admin/users').set('Cookie', admin).expect(200);
    expect(res.body.map((u: { username: string }) => u.username)).toEqual(['admin', 'reader']);
    expect(res.body[0]).toEqual({ id: adminId, username: 'admin', role: 'admin', version: expect.any(Number), createdAt: expect.any(String) });
    const page = await request(api).get('/api/admin/users?limit=1').set('Cookie', admin).expect(200);
    expect(page.body).toEqual({ items: [expect.objectContaining({ username: 'admin' })], total: 2, nextCursor: expect.any(String) });
  });
});

describe('POST /api/admin/users', () => {
  it('creates an account that can sign in with its initial password, with the role given', async () => {
    const res = await request(api)
      .post('/api/admin/users')
      .set('Cookie', admin)
      .send({ username: '  operator  ', password: 'operator-initial-pw', role: 'admin' })
      .expect(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      username: 'operator',
      role: 'admin',
      version: expect.any(Number),
      createdAt: expect.any(String),
    });
    const cookie = await stack.signIn({ username: 'operator', password: 'operator-initial-pw' });
    await request(api).get('/api/admin/ping').set('Cookie', cookie).expect(200);
    const { rows } = await (await stack.db()).query(`SELECT password FROM identity.users WHERE username = 'operator'`);
    expect(rows[0].password).toMatch(/^\$argon2id\$/);
  });

  it('answers 409 for a username that exists', async () => {
    await createAccount('operator', 'admin');
    const res = await request(api)
      .post('/api/admin/users')
      .set('Cookie', admin)
      .send({ username: 'operator', password: 'another-password', role: 'user' })
      .expect(409);
    expect(res.body.message).toBe('User "operator" already exists');
  });

  it.each([
    [{ username: 'shortpw', password: 'elevenchars', role: 'user' }, ['password must be at least 12 characters']],
    [{ username: 'longpw', password: 'x'.repeat(201), role: 'user' }, ['password must be at most 200 characters']],
    [{ username: 'norole', password: 'twelve-chars' }, ['role must be one of admin, user']],
    [{ username: 'boss', password: 'twelve-chars', role: 'superuser' }, ['role must be one of admin, user']],
    [{ username: '   ', password: 'twelve-chars', role: 'user' }, ['username is required']],
    [{ password: 'twelve-chars', role: 'user' }, ['username is required and must be text']],
    [{ username: 'nopw', role: 'user' }, ['password is required and must be text']],
  ])('answers 400 naming the problem for %j', async (body, message) => {
    const res = await request(api).post('/api/admin/users').set('Cookie', admin).send(body).expect(400);
    expect(res.body.message).toEqual(message);
  });

  it('a password of exactly 12 characters is accepted', async () => {
    await request(api)
      .post('/api/admin/users')
      .set('Cookie', admin)
      .send({ username: 'exactly12', password: 'twelve-chars', role: 'user' })
      .expect(201);
  });
});

describe('PATCH /api/admin/users/{id}/role', () => {
  it('demotes an admin: their sessions end at once and they sign in again as a user', async () => {
    const editor = await createAccount('editor', 'admin');
    await request(api).get('/api/admin/ping').set('Cookie', editor.cookie).expect(200);
    const res = await request(api).patch(`/api/admin/users/${editor.id}/role`).set('Cookie', admin).send({ role: 'user' }).expect(200);
    expect(res.body).toMatchObject({ id: editor.id, username: 'editor', role: 'user' });
    await request(api).get('/api/admin/ping').set('Cookie', editor.cookie).expect(401);
    const again = await stack.signIn({ username: 'editor', password: editor.password });
    expect((await request(api).get('/api/admin/ping').set('Cookie', again).expect(403)).body.message).toBe('Admin role required');
  });

  it('promotes a user to admin', async () => {
    const { id, password } = await createAccount('promoted', 'user');
    await request(api).patch(`/api/admin/users/${id}/role`).set('Cookie', admin).send({ role: 'admin' }).expect(200);
    await request(api)
      .get('/api/admin/ping')
      .set('Cookie', await stack.signIn({ username: 'promoted', password }))
      .expect(200);
  });

  it('never your own role (403), even with other admins', async () => {
    await createAccount('another-admin', 'admin');
    const res = await request(api).patch(`/api/admin/users/${adminId}/role`).set('Cookie', admin).send({ role: 'user' }).expect(403);
    expect(res.body.message).toBe('You cannot change your own role');
  });

  it('answers 400 for an unknown role and 404 for an unknown account', async () => {
    expect(
      (await request(api).patch(`/api/admin/users/${adminId}/role`).set('Cookie', admin).send({ role: 'root' }).expect(400)).body.message,
    ).toEqual(['role must be one of admin, user']);
    expect((await request(api).patch('/api/admin/users/999999/role').set('Cookie', admin).send({ role: 'user' }).expect(404)).body.message).toBe(
      'User 999999 not found',
    );
    expect((await request(api).patch('/api/admin/users/abc/role').set('Cookie', admin).send({ role: 'user' }).expect(400)).body.message).toBe(
      'id must be a positive whole number, got "abc"',
    );
  });

  it('two admins demoting each other at once: one wins, one admin always remains', async () => {
    const a = await createAccount('duel-a', 'admin');
    const b = await createAccount('duel-b', 'admin');
    // The stack's own admin steps aside, so duel-a and duel-b are the only admins.
    await request(api).patch(`/api/admin/users/${adminId}/role`).set('Cookie', a.cookie).send({ role: 'user' }).expect(200);
    expect(await adminCount()).toBe(2);
    const [ra, rb] = await Promise.all([
      request(api).patch(`/api/admin/users/${b.id}/role`).set('Cookie', a.cookie).send({ role: 'user' }),
      request(api).patch(`/api/admin/users/${a.id}/role`).set('Cookie', b.cookie).send({ role: 'user' }),
    ]);
    // The loser is no admin any more: refused by identity (403) or, when it came second, by the gateway (401, its session ended).
    expect([ra.status, rb.status].filter((s) => s === 200)).toHaveLength(1);
    expect([401, 403]).toContain(ra.status === 200 ? rb.status : ra.status);
    expect(await adminCount()).toBe(1);
    const winner = ra.status === 200 ? a : b;
    await request(api).patch(`/api/admin/users/${adminId}/role`).set('Cookie', winner.cookie).send({ role: 'admin' }).expect(200);
    admin = await stack.signIn(TEST_ADMIN);
  });
});

describe('PUT /api/admin/users/{id}/password', () => {
  it("sets another account's password: the old one stops working, and so do its sessions", async () => {
    const target = await createAccount('forgetful', 'user');
    const res = await request(api)
      .put(`/api/admin/users/${target.id}/password`)
      .set('Cookie', admin)
      .send({ password: 'brand-new-password' })
      .expect(200);
    expect(res.body).toMatchObject({ id: target.id, username: 'forgetful', role: 'user' });
    await request(api).get('/api/auth/user').set('Cookie', target.cookie).expect(401);
    await request(api).post('/api/auth/login').send({ username: 'forgetful', password: target.password }).expect(401);
    await stack.signIn({ username: 'forgetful', password: 'brand-new-password' });
  });

  it('answers 400 for a short password and 403 for your own account', async () => {
    const target = await createAccount('shortreset', 'user');
    expect(
      (await request(api).put(`/api/admin/users/${target.id}/password`).set('Cookie', admin).send({ password: 'short' }).expect(400)).body.message,
    ).toEqual(['password must be at least 12 characters']);
    expect(
      (await request(api).put(`/api/admin/users/${adminId}/password`).set('Cookie', admin).send({ password: 'a-long-new-password' }).expect(403)).body
        .message,
    ).toBe('Change your own password with your current password');
  });
});

describe('DELETE /api/admin/users/{id}', () => {
  it('deletes an account: its session ends at once and it can no longer sign in', async () => {
    const leaver = await createAccount('leaver', 'admin');
    await request(api).get('/api/admin/ping').set('Cookie', leaver.cookie).expect(200);
    expect((await request(api).delete(`/api/admin/users/${leaver.id}`).set('Cookie', admin).expect(200)).body).toEqual({
      id: leaver.id,
      deleted: true,
    });
    await request(api).get('/api/admin/ping').set('Cookie', leaver.cookie).expect(401);
    await request(api).post('/api/auth/login').send({ username: 'leaver', password: leaver.password }).expect(401);
    await request(api).delete(`/api/admin/users/${leaver.id}`).set('Cookie', admin).expect(404);
  });

  it('never yourself (403) while another admin exists', async () => {
    const other = await createAccount('other-admin', 'admin');
    const res = await request(api).delete(`/api/admin/users/${adminId}`).set('Cookie', admin).expect(403);
    expect(res.body.message).toBe('You cannot delete your own account');
    await request(api).delete(`/api/admin/users/${other.id}`).set('Cookie', admin).expect(200);
  });
});

describe('PUT /api/auth/password', () => {
  it('needs the current password (400 otherwise) and a new one of 12 characters', async () => {
    const res = await request(api)
      .put('/api/auth/password')
      .set('Cookie', admin)
      .send({ currentPassword: 'not-it-at-all', newPassword: 'a-fresh-password' })
      .expect(400);
    expect(res.body.message).toBe('currentPassword is not your current password');
    const short = await request(api)
      .put('/api/auth/password')
      .set('Cookie', admin)
      .send({ currentPassword: TEST_ADMIN.password, newPassword: 'too-short' })
      .expect(400);
    expect(short.body.message).toEqual(['newPassword must be at least 12 characters']);
    await request(api).put('/api/auth/password').send({ currentPassword: TEST_ADMIN.password, newPassword: 'a-fresh-password' }).expect(401);
  });

  it('changes it: this session keeps working, the other sessions end, the new password signs in', async () => {
    const self = await createAccount('self-changer', 'admin');
    const elsewhere = await stack.signIn({ username: 'self-changer', password: self.password });
    const res = await request(api)
      .put('/api/auth/password')
      .set('Cookie', self.cookie)
      .send({ currentPassword: self.password, newPassword: 'my-new-long-password' })
      .expect(200);
    expect(res.body).toEqual({ message: 'Password changed; your other sessions were signed out' });
    await request(api).get('/api/admin/ping').set('Cookie', self.cookie).expect(200);
    await request(api).get('/api/admin/ping').set('Cookie', elsewhere).expect(401);
    await request(api).post('/api/auth/login').send({ username: 'self-changer', password: self.password }).expect(401);
    await stack.signIn({ username: 'self-changer', password: 'my-new-long-password' });
  });

  it('is open to an account of role "user" too, which the admin routes are not', async () => {
    const reader = await createAccount('plain-reader', 'user');
    await request(api).get('/api/admin/ping').set('Cookie', reader.cookie).expect(403);
    const res = await request(api)
      .put('/api/auth/password')
      .set('Cookie', reader.cookie)
      .send({ currentPassword: reader.password, newPassword: 'plain-reader-new-password' })
      .expect(200);
    expect(res.body).toEqual({ message: 'Password changed; your other sessions were signed out' });
    await stack.signIn({ username: 'plain-reader', password: 'plain-reader-new-password' });
  });
});
