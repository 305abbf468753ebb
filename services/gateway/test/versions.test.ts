import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
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
