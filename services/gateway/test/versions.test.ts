import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { HISTORY_PER_RECORD } from '@lora/contracts';
import { TEST_ADMIN, TestStack } from '../../../infra/src/testing/stack.js';

/**
 * Admins never lose work to each other: every editable record carries a version, a save or delete based on an older
 * one is refused with 412 and the record as stored, and a save changes only the fields it sends.
 */
let stack: TestStack;
let api: string;
let admin: string;

beforeAll(async () => {
  stack = await TestStack.start({ services: ['identity', 'catalog', 'content', 'gateway'] });
  api = stack.url();
  admin = await stack.signIn(TEST_ADMIN);
});

afterAll(async () => {
  await stack?.stop();
});

interface Entity {
  name: string;
  path: string;
  create: () => Record<string, unknown>;
  /** A change of one field, and the field that must stay as it was. */
  change: Record<string, unknown>;
  kept: string;
  /** A second, different change. */
  other: Record<string, unknown>;
  /** A required field sent as null. */
  required: string;
}

let n = 0;
const unique = (prefix: string) => `${prefix} ${++n} ${Math.random().toString(36).slice(2, 7)}`;
const ENTITIES: Entity[] = [
  {
    name: 'product',
    path: '/api/admin/products',
    create: () => ({ name: unique('Versioned Probe'), manufacturer: 'Acme', description: 'A probe.', price: '10.00' }),
    change: { price: '111.00' },
    kept: 'manufacturer',
    other: { name: unique('Renamed Probe') },
    required: 'name',
  },
  {
    name: 'category',
    path: '/api/admin/categories',
    create: () => ({ name: unique('Versioned Category'), description: 'Kept.', sortOrder: 3 }),
    change: { sortOrder: 7 },
    kept: 'description',
    other: { name: unique('Renamed Category') },
    required: 'name',
  },
  {
    name: 'news article',
    path: '/api/admin/news',
    create: () => ({ title: unique('Versioned News'), category: 'LoRaWAN', excerpt: 'Kept.', content: 'Body.' }),
    change: { content: 'A new body.' },
    kept: 'excerpt',
    other: { title: unique('Renamed News') },
    required: 'title',
  },
  {
    name: 'blog post',
    path: '/api/admin/blogs',
    create: () => ({ title: unique('Versioned Blog'), excerpt: 'Kept.', content: 'Body.', tags: ['soil'] }),
    change: { content: 'A new body.' },
    kept: 'excerpt',
    other: { title: unique('Renamed Blog') },
    required: 'title',
  },
];

const create = async (entity: Entity) => (await request(api).post(entity.path).set('Cookie', admin).send(entity.create()).expect(201)).body;
const put = (entity: Entity, id: number, body: object, ifMatch?: string) => {
  const req = request(api).put(`${entity.path}/${id}`).set('Cookie', admin);
  return (ifMatch ? req.set('If-Match', ifMatch) : req).send(body);
};
const list = async (entity: Entity) => (await request(api).get(entity.path).set('Cookie', admin).expect(200)).body as Array<Record<string, unknown>>;

describe.each(ENTITIES)('$name', (entity) => {
  it('starts at version 1; a save of one field keeps the others and moves the version', async () => {
    const record = await create(entity);
    expect(record.version).toBe(1);
    const saved = (await put(entity, record.id, entity.change).expect(200)).body;
    expect(saved).toMatchObject({ ...entity.change, [entity.kept]: record[entity.kept], version: 2 });
    // Sent as null, a field that must have a value is a 400 naming it; nothing is saved.
    const refused = await put(entity, record.id, { [entity.required]: null }).expect(400);
    expect(JSON.stringify(refused.body.message)).toContain(entity.required);
    expect((await list(entity)).find((r) => r.id === record.id)).toMatchObject({ version: 2, [entity.kept]: record[entity.kept] });
  });

  it('two admins on one version: the second save is refused with 412 and the record as stored; nothing of the first is lost', async () => {
    const record = await create(entity);
    // A saves first, from version 1.
    const first = (await put(entity, record.id, { ...entity.other, version: 1 }).expect(200)).body;
    // B, still on version 1, changes another field: refused, whatever the way the version is sent.
    const stale = await put(entity, record.id, { ...entity.change, version: 1 }).expect(412);
    expect(stale.body.message).toBe(
      `This ${entity.name} was changed by someone else since you opened it (version 2 is stored; yours was 1). Nothing was saved.`,
    );
    expect(stale.body.current).toMatchObject({ ...entity.other, version: 2 });
    await put(entity, record.id, entity.change, '"1"').expect(412);
    await put(entity, record.id, entity.change, 'W/"1"').expect(412);
    await put(entity, record.id, entity.change, 'soon').expect(400);
    expect((await list(entity)).find((r) => r.id === record.id)).toMatchObject({ ...entity.other, version: 2 });
    // Based on the version stored, B's save goes through and keeps A's change.
    const second = (await put(entity, record.id, entity.change, '"2"').expect(200)).body;
    expect(second).toMatchObject({ ...entity.other, ...entity.change, version: 3 });
    expect(first.version).toBe(2);
  });

  it('a delete based on an old version is refused with 412; on the stored one it goes', async () => {
    const record = await create(entity);
    await put(entity, record.id, entity.change).expect(200);
    const stale = await request(api).delete(`${entity.path}/${record.id}`).set('Cookie', admin).set('If-Match', '"1"').expect(412);
    expect(stale.body.current).toMatchObject({ version: 2 });
    expect((await list(entity)).some((r) => r.id === record.id)).toBe(true);
    await request(api).delete(`${entity.path}/${record.id}`).set('Cookie', admin).set('If-Match', '"2"').expect(200);
    expect((await list(entity)).some((r) => r.id === record.id)).toBe(false);
  });
});

describe.each(ENTITIES)('$name history', (entity) => {
  const history = async (id: number) => (await request(api).get(`${entity.path}/${id}/history`).set('Cookie', admin).expect(200)).body;
  const restore = (id: number, version: number, ifMatch?: string) => {
    const req = request(api).post(`${entity.path}/${id}/history/${version}/restore`).set('Cookie', admin);
    return ifMatch ? req.set('If-Match', ifMatch) : req;
  };

  it('keeps each save with who and when; a restore is a new version, itself undoable, and based on a stale one is a 412', async () => {
    const record = await create(entity);
    // A rename of its own (the name the other tests use is taken).
    const other = { [entity.required]: unique('Historic') };
    await put(entity, record.id, entity.change, '"1"').expect(200);
    await put(entity, record.id, other, '"2"').expect(200);
    const kept = await history(record.id);
    expect(kept.map((e: { version: number }) => e.version)).toEqual([3, 2, 1]);
    // Each with what it changed: the derived fields too (a news slug follows its title).
    expect(kept[0]).toMatchObject({ savedBy: 'admin', restoredFrom: null });
    expect(kept[0].changed).toEqual(expect.arrayContaining(Object.keys(other)));
    expect(kept[1].changed).toEqual(expect.arrayContaining(Object.keys(entity.change)));
    expect(kept[0].changed).not.toContain(entity.kept);
    expect(kept[2].changed).toEqual([]);
    expect(Date.parse(kept[0].savedAt)).toBeGreaterThanOrEqual(Date.parse(kept[2].savedAt));

    // Back to version 1: a new version 4 with version 1's fields.
    await restore(record.id, 1, '"2"').expect(412);
    const restored = (await restore(record.id, 1, '"3"').expect(200)).body;
    const original = Object.fromEntries(Object.keys(other).map((k) => [k, record[k]]));
    expect(restored).toMatchObject({ ...original, version: 4 });
    expect((await history(record.id))[0]).toMatchObject({ version: 4, restoredFrom: 1, savedBy: 'admin' });
    // Undone by restoring the version before it.
    expect((await restore(record.id, 3, '"4"').expect(200)).body).toMatchObject({ ...other, version: 5 });
    expect((await list(entity)).find((r) => r.id === record.id)).toMatchObject({ ...other, ...entity.change, version: 5 });

    await restore(record.id, 99).expect(404);
    await request(api).post(`${entity.path}/${record.id}/history/0/restore`).set('Cookie', admin).expect(400);
    await request(api).get(`${entity.path}/${record.id}/history`).expect(401);
    // Its history goes with it.
    await request(api).delete(`${entity.path}/${record.id}`).set('Cookie', admin).expect(200);
    await request(api).get(`${entity.path}/${record.id}/history`).set('Cookie', admin).expect(404);
    const [schema, kind] = HISTORY_TABLES[entity.name];
    const db = await stack.db();
    const left = await db.query(`SELECT count(*)::int AS n FROM ${schema}.record_history WHERE entity = $1 AND "recordId" = $2`, [kind, record.id]);
    expect(left.rows).toEqual([{ n: 0 }]);
  });
});

/** Where each entity's history is kept: its service's schema, and its name there. */
const HISTORY_TABLES: Record<string, [string, string]> = {
  product: ['catalog', 'product'],
  category: ['catalog', 'category'],
  'news article': ['content', 'news'],
  'blog post': ['content', 'blog'],
};

describe('who saved a version', () => {
  it('is the signed-in admin, whatever characters their username has', async () => {
    await stack.createUser('Zoë Ünïcode', 'unicode-admin-password', 'admin');
    const zoe = await stack.signIn({ username: 'Zoë Ünïcode', password: 'unicode-admin-password' });
    const product = await create(ENTITIES[0]);
    await request(api).put(`${ENTITIES[0].path}/${product.id}`).set('Cookie', zoe).send({ price: '7.00' }).expect(200);
    const kept = (await request(api).get(`${ENTITIES[0].path}/${product.id}/history`).set('Cookie', admin).expect(200)).body;
    expect(kept.map((e: { savedBy: string }) => e.savedBy)).toEqual(['Zoë Ünïcode', 'admin']);
  });
});

describe('a record saved more often than history keeps', () => {
  it('keeps the latest HISTORY_PER_RECORD versions, each with the fields that save wrote', async () => {
    const product = await create(ENTITIES[0]);
    for (let version = 1; version <= HISTORY_PER_RECORD + 4; version++)
      await put(ENTITIES[0], product.id, { price: `${version}.00` }, `"${version}"`).expect(200);
    const kept = (await request(api).get(`${ENTITIES[0].path}/${product.id}/history`).set('Cookie', admin).expect(200)).body;
    expect(kept).toHaveLength(HISTORY_PER_RECORD);
    expect(kept[0]).toMatchObject({ version: HISTORY_PER_RECORD + 5, changed: ['price'] });
    // The oldest kept has no kept version before it to compare with.
    expect(kept.at(-1)).toMatchObject({ version: 6, changed: [] });
    // Restoring it brings back its price.
    const restored = await request(api).post(`${ENTITIES[0].path}/${product.id}/history/6/restore`).set('Cookie', admin).expect(200);
    expect(restored.body).toMatchObject({ price: '5.00', version: HISTORY_PER_RECORD + 6 });
  });
});

describe('accounts', () => {
  it('a role change, password reset or delete based on an older version is refused with 412 and the account as stored', async () => {
    const created = (
      await request(api)
        .post('/api/admin/users')
        .set('Cookie', admin)
        .send({ username: unique('versioned').replaceAll(' ', '-'), password: 'a-long-password-1', role: 'user' })
        .expect(201)
    ).body;
    expect(created.version).toBe(1);
    const path = `/api/admin/users/${created.id}`;
    const promoted = (await request(api).patch(`${path}/role`).set('Cookie', admin).set('If-Match', '"1"').send({ role: 'admin' }).expect(200)).body;
    expect(promoted).toMatchObject({ role: 'admin', version: 2 });
    // Another admin, still on version 1: each change is refused, and says what is stored.
    const stale = await request(api).patch(`${path}/role`).set('Cookie', admin).set('If-Match', '"1"').send({ role: 'user' }).expect(412);
    expect(stale.body.message).toBe(
      'This account was changed by someone else since you opened it (version 2 is stored; yours was 1). Nothing was saved.',
    );
    expect(stale.body.current).toMatchObject({ id: created.id, role: 'admin', version: 2 });
    await request(api).put(`${path}/password`).set('Cookie', admin).set('If-Match', '"1"').send({ password: 'another-long-password' }).expect(412);
    await request(api).delete(path).set('Cookie', admin).set('If-Match', '"1"').expect(412);
    expect(
      (await request(api).put(`${path}/password`).set('Cookie', admin).set('If-Match', '"2"').send({ password: 'another-long-password' }).expect(200))
        .body,
    ).toMatchObject({ version: 3 });
    await request(api).delete(path).set('Cookie', admin).set('If-Match', '"3"').expect(200);
  });
});

describe('a save without a version (an API client written to SPEC)', () => {
  it('is accepted, as the OpenAPI document says', async () => {
    const product = await create(ENTITIES[0]);
    await put(ENTITIES[0], product.id, { name: product.name, manufacturer: 'Other', description: 'Whole.' }).expect(200);
  });
});

describe('many saves of one record at once', () => {
  it('each based on the version it read: exactly one wins each round, the others get 412, none is lost', async () => {
    const product = await create(ENTITIES[0]);
    let version = 1;
    for (let round = 0; round < 5; round++) {
      const answers = await Promise.all(
        Array.from({ length: 6 }, (_, i) => put(ENTITIES[0], product.id, { price: `${round}${i}.00`, version }).then((r) => r.status)),
      );
      expect(answers.filter((s) => s === 200)).toHaveLength(1);
      expect(answers.filter((s) => s === 412)).toHaveLength(5);
      version++;
    }
    expect((await list(ENTITIES[0])).find((r) => r.id === product.id)?.version).toBe(6);
  });
});

describe('who else has a record open', () => {
  it('is seen across gateway replicas, with when they opened it, and forgotten when they close it', async () => {
    await stack.createUser('second-admin', 'second-admin-password', 'admin');
    const other = await stack.signIn({ username: 'second-admin', password: 'second-admin-password' });
    const replica = `http://127.0.0.1:${(await stack.add('gateway')).options.probePort}`;
    const product = await create(ENTITIES[0]);
    const path = `/api/admin/presence/product/${product.id}`;
    expect((await request(api).put(path).set('Cookie', admin).expect(200)).body).toEqual({ others: [] });
    const seen = (await request(replica).put(path).set('Cookie', other).expect(200)).body;
    expect(seen).toEqual({ others: [{ username: 'admin', since: expect.any(String) }] });
    // Saying it again keeps the time it was opened.
    const again = (await request(replica).put(path).set('Cookie', other).expect(200)).body;
    expect(again.others[0].since).toBe(seen.others[0].since);
    expect((await request(api).put(path).set('Cookie', admin).expect(200)).body.others.map((o: { username: string }) => o.username)).toEqual([
      'second-admin',
    ]);
    await request(api).delete(path).set('Cookie', admin).expect(200);
    expect((await request(replica).put(path).set('Cookie', other).expect(200)).body).toEqual({ others: [] });
    await request(api).put('/api/admin/presence/planet/1').set('Cookie', admin).expect(400);
    await request(api).put(path).expect(401);
  });
});
