import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { INDUSTRIES, type EnquiryPage, type NewsView } from '@lora/contracts';
import { TEST_ADMIN, TestStack } from '../../../infra/src/testing/stack.js';
import { eventually } from '../../../infra/src/testing/wait.js';

const ENQUIRY_ALLOWANCE = 12;
let stack: TestStack;
let api: string;
let admin: string;
let adminId: number;
let visitor: string;

const demo = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  company: 'Analytical Engines Ltd',
  industry: 'manufacturing',
  projectDescription: 'Vibration sensors on 40 presses.',
};
const article = {
  title: 'LoRaWAN 1.1 Rolls Out',
  category: 'LoRaWAN',
  excerpt: 'Every gateway updated.',
  content: 'The long story of the roll-out.',
};

async function rows(sql: string, params: unknown[] = []): Promise<Array<Record<string, unknown>>> {
  return (await (await stack.db()).query(sql, params)).rows;
}
const count = async (table: string) => Number((await rows(`SELECT count(*)::int AS n FROM ${table}`))[0].n);

beforeAll(async () => {
  stack = await TestStack.start({
    services: ['identity', 'catalog', 'content', 'gateway'],
    serviceEnv: { gateway: { ENQUIRY_MAX_PER_WINDOW: String(ENQUIRY_ALLOWANCE) } },
  });
  api = stack.url();
  admin = await stack.signIn(TEST_ADMIN);
  adminId = (await request(api).get('/api/auth/user').set('Cookie', admin).expect(200)).body.id;
  await stack.createUser('reader', 'reader-password', 'user');
  visitor = await stack.signIn({ username: 'reader', password: 'reader-password' });
});

afterAll(async () => {
  await stack?.stop();
});

describe('POST /api/demo-request (the contact form)', () => {
  const without = (field: string) => Object.fromEntries(Object.entries(demo).filter(([key]) => key !== field));

  it.each([
    ['firstName missing', without('firstName'), 'firstName is required and must be text'],
    ['lastName missing', without('lastName'), 'lastName is required and must be text'],
    ['email missing', without('email'), 'email is required and must be text'],
    ['company missing', without('company'), 'company is required and must be text'],
    ['firstName blank', { ...demo, firstName: '   ' }, 'firstName is required'],
    ['company blank', { ...demo, company: '' }, 'company is required'],
    ['email malformed', { ...demo, email: 'ada@' }, 'email must be a valid e-mail address'],
    ['email with a space', { ...demo, email: 'ada lovelace@example.com' }, 'email must be a valid e-mail address'],
    ['industry not an option', { ...demo, industry: 'mining' }, `industry must be one of ${INDUSTRIES.join(', ')}`],
    ['firstName too long', { ...demo, firstName: 'A'.repeat(101) }, 'firstName must be shorter than or equal to 100 characters'],
    [
      'projectDescription too long',
      { ...demo, projectDescription: 'x'.repeat(5001) },
      'projectDescription must be shorter than or equal to 5000 characters',
    ],
    ['a NUL in a name', { ...demo, lastName: 'Love\u0000lace' }, 'lastName must not contain NUL characters or unpaired surrogates'],
    ['a lone surrogate in the e-mail', { ...demo, email: '\ud800' }, 'email must not contain NUL characters or unpaired surrogates'],
  ])('%s → 400 naming the field, nothing stored', async (_case, body, message) => {
    const before = await count('content.demo_requests');
    const res = await request(api).post('/api/demo-request').send(body).expect(400);
    expect(res.body).toMatchObject({ statusCode: 400, message: [message] });
    expect(await count('content.demo_requests')).toBe(before);
  });

  it('names every bad field at once', async () => {
    const res = await request(api).post('/api/demo-request').send({ email: 'nope' }).expect(400);
    expect(res.body.message).toEqual(
      expect.arrayContaining([
        'firstName is required and must be text',
        'lastName is required and must be text',
        'company is required and must be text',
        'email must be a valid e-mail address',
      ]),
    );
  });

  it('stores a good request exactly once and answers 201 with the stored record', async () => {
    const before = await count('content.demo_requests');
    const res = await request(api)
      .post('/api/demo-request')
      .send({ ...demo, firstName: '  Grace ', industry: '' })
      .expect(201);
    expect(res.body).toEqual({ id: expect.any(Number), ...demo, firstName: 'Grace', industry: null, createdAt: expect.any(String) });
    expect(await count('content.demo_requests')).toBe(before + 1);
    const [stored] = await rows('SELECT "firstName", email, industry, status FROM content.demo_requests WHERE id = $1', [res.body.id]);
    expect(stored).toEqual({ firstName: 'Grace', email: demo.email, industry: null, status: 'new' });
    const [alert] = await rows(`SELECT state FROM content.enquiry_alerts WHERE kind = 'demo' AND "enquiryId" = $1`, [res.body.id]);
    expect(alert).toEqual({ state: 'off' }); // no SMTP_URL in this stack
  });

  it('takes only SPEC fields: anything else sent is dropped', async () => {
    const res = await request(api)
      .post('/api/demo-request')
      .send({ ...demo, id: 999, createdAt: '2000-01-01', status: 'handled' })
      .expect(201);
    expect(res.body.id).not.toBe(999);
    const [stored] = await rows('SELECT status FROM content.demo_requests WHERE id = $1', [res.body.id]);
    expect(stored.status).toBe('new');
  });
});

describe('POST /api/contact', () => {
  const message = { name: 'Alan Turing', email: 'alan@example.com', subject: 'Gateway pricing', message: 'How much for 40 gateways?' };

  it('stores a good message (201) and names every missing field (400)', async () => {
    const res = await request(api).post('/api/contact').send(message).expect(201);
    expect(res.body).toEqual({ id: expect.any(Number), ...message, createdAt: expect.any(String) });
    const bad = await request(api).post('/api/contact').send({ name: 'x' }).expect(400);
    expect(bad.body.message).toEqual([
      'email is required and must be text',
      'subject is required and must be text',
      'message is required and must be text',
    ]);
  });
});

describe('admin routes of content need an admin', () => {
  const routes: Array<[string, string]> = [
    ['get', '/api/admin/news'],
    ['post', '/api/admin/news'],
    ['put', '/api/admin/news/1'],
    ['delete', '/api/admin/news/1'],
    ['get', '/api/admin/blogs'],
    ['post', '/api/admin/blogs'],
    ['put', '/api/admin/blogs/1'],
    ['delete', '/api/admin/blogs/1'],
    ['get', '/api/admin/enquiries'],
    ['patch', '/api/admin/enquiries/demo/1'],
    ['get', '/api/admin/enquiries.csv'],
    ['get', '/api/admin/export-data'],
    ['post', '/api/admin/import-data'],
    ['put', '/api/admin/presence/product/1'],
    ['delete', '/api/admin/presence/product/1'],
  ];
  it.each(routes)('%s %s: 401 anonymous, 403 for a user', async (method, path) => {
    const call = (cookie?: string) => {
      const req = (request(api) as unknown as Record<string, (p: string) => request.Test>)[method](path);
      return cookie ? req.set('Cookie', cookie) : req;
    };
    expect((await call()).status).toBe(401);
    expect((await call(visitor)).status).toBe(403);
  });
});

describe('news (SPEC §4 rules, enforced by the server)', () => {
  const create = (body: Record<string, unknown>) => request(api).post('/api/admin/news').set('Cookie', admin).send(body);
  const adminNews = async (): Promise<NewsView[]> => (await request(api).get('/api/admin/news').set('Cookie', admin).expect(200)).body;

  /** The published article the first test makes, for the tests that start from it (whichever runs first). */
  async function rollsOut(): Promise<NewsView> {
    const existing = (await adminNews()).find((n) => n.slug === 'lorawan-1-1-rolls-out');
    if (!existing) return (await create({ ...article, isPublished: true }).expect(201)).body;
    if (existing.isPublished) return existing;
    return (
      await request(api)
        .put(`/api/admin/news/${existing.id}`)
        .set('Cookie', admin)
        .send({ ...article, isPublished: true })
        .expect(200)
    ).body;
  }

  it('makes the slug from the title, sets publishedAt when published and takes the author from the session', async () => {
    const existing = (await adminNews()).find((n) => n.slug === 'lorawan-1-1-rolls-out');
    if (existing) await request(api).delete(`/api/admin/news/${existing.id}`).set('Cookie', admin).expect(200);
    const before = Date.now();
    const res = await create({
      ...article,
      slug: 'ignored',
      authorId: 999,
      publishedAt: '2000-01-01T00:00:00Z',
      isPublished: true,
      featuredImage: '',
    }).expect(201);
    const news: NewsView = res.body;
    expect(news).toMatchObject({ ...article, slug: 'lorawan-1-1-rolls-out', authorId: adminId, isPublished: true, featuredImage: null });
    expect(Date.parse(news.publishedAt!)).toBeGreaterThanOrEqual(before - 1000);
    const [stored] = await rows('SELECT slug, "authorId", "featuredImage" FROM content.news WHERE id = $1', [news.id]);
    expect(stored).toEqual({ slug: 'lorawan-1-1-rolls-out', authorId: adminId, featuredImage: null });
  });

  it('a draft has no publishedAt, and the slug keeps letters of every script', async () => {
    const res = await create({ ...article, title: 'Über Sensoren: 温度 & Feuchte!', isPublished: false, publishedAt: '2026-01-01T00:00:00Z' }).expect(
      201,
    );
    expect(res.body).toMatchObject({ slug: 'über-sensoren-温度-feuchte', isPublished: false, publishedAt: null });
  });

  it('a title with no letter or digit is a 400; a missing required field is a 400 naming it', async () => {
    const before = await count('content.news');
    expect((await create({ ...article, title: '!!! ???' }).expect(400)).body.message).toBe(
      'title must contain at least one letter or digit (the address of the article is made from it)',
    );
    expect((await create({ title: 'x', excerpt: 'e' }).expect(400)).body.message).toEqual([
      'category is required and must be text',
      'content is required and must be text',
    ]);
    expect((await create({ ...article, featuredImage: 'javascript:alert(1)' }).expect(400)).body.message).toEqual([
      'featuredImage must be an http or https URL, or a path on this site starting with /',
    ]);
    expect(await count('content.news')).toBe(before);
  });

  it('a title whose slug another article has is a 409 that says so', async () => {
    await rollsOut();
    const res = await create({ ...article, title: 'LoRaWAN 1.1 — rolls out!' }).expect(409);
    expect(res.body.message).toBe('A news article with the address "lorawan-1-1-rolls-out" already exists: change the title');
  });

  it('every save re-makes the slug and publishedAt; the author stays who created it', async () => {
    const created: NewsView = (await create({ ...article, title: 'Battery Life Report', isPublished: true }).expect(201)).body;
    // publishedAt is re-made at the next save: one made at a later time.
    await eventually(() => Date.now() > Date.parse(created.publishedAt!));
    const resaved: NewsView = (
      await request(api)
        .put(`/api/admin/news/${created.id}`)
        .set('Cookie', admin)
        .send({ ...article, title: 'Battery Life Report 2026', isPublished: true })
        .expect(200)
    ).body;
    expect(resaved.slug).toBe('battery-life-report-2026');
    expect(Date.parse(resaved.publishedAt!)).toBeGreaterThan(Date.parse(created.publishedAt!));
    // Fields not sent are kept: a save of the title alone leaves it published.
    const titled = await request(api)
      .put(`/api/admin/news/${created.id}`)
      .set('Cookie', admin)
      .send({ title: 'Battery Life Report 2026' })
      .expect(200);
    expect(titled.body).toMatchObject({ isPublished: true, excerpt: article.excerpt, category: article.category });
    const unpublished = await request(api)
      .put(`/api/admin/news/${created.id}`)
      .set('Cookie', admin)
      .send({ ...article, title: 'Battery Life Report 2026', isPublished: false })
      .expect(200);
    expect(unpublished.body).toMatchObject({ isPublished: false, publishedAt: null, authorId: adminId });
    // Keeping its own slug is not a clash.
    await request(api)
      .put(`/api/admin/news/${created.id}`)
      .set('Cookie', admin)
      .send({ ...article, title: 'battery life report 2026' })
      .expect(200);
    await request(api).put('/api/admin/news/999999').set('Cookie', admin).send(article).expect(404);
  });

  it('two creates racing for one slug: one 201, one 409', async () => {
    const results = await Promise.all([1, 2, 3].map(() => create({ ...article, title: 'Race Condition Notes' })));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
  });

  it('the admin list has drafts, newest first; the public list only published ones; a draft page is 404', async () => {
    await rollsOut();
    await create({ ...article, title: 'Draft For The List' }).expect(201);
    const all: NewsView[] = (await request(api).get('/api/admin/news').set('Cookie', admin).expect(200)).body;
    expect(all.some((n) => !n.isPublished)).toBe(true);
    expect(all.map((n) => n.id)).toEqual([...all.map((n) => n.id)].sort((a, b) => b - a));
    const page = (await request(api).get('/api/news').expect(200)).body;
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.every((n: NewsView) => n.isPublished)).toBe(true);
    expect(page.total).toBe(all.filter((n) => n.isPublished).length);
    const draft = all.find((n) => !n.isPublished)!;
    expect(
      (
        await request(api)
          .get(`/api/news/${encodeURIComponent(draft.slug)}`)
          .expect(404)
      ).body.message,
    ).toBe(`News article "${draft.slug}" not found`);
    await request(api).get('/api/news/lorawan-1-1-rolls-out').expect(200);
    await request(api).get('/api/news/..%2F..%2Fetc').expect(404);
    expect((await request(api).get('/api/news?limit=0').expect(400)).body.message).toEqual(['limit must be a whole number from 1 to 100']);
  });

  it('public reads are cached and dropped on content.changed', async () => {
    await rollsOut();
    await request(api).get('/api/news/lorawan-1-1-rolls-out').expect(200);
    const hit = await request(api).get('/api/news/lorawan-1-1-rolls-out').expect(200);
    expect(hit.get('X-Cache')).toBe('HIT');
    const id = hit.body.id;
    await request(api)
      .put(`/api/admin/news/${id}`)
      .set('Cookie', admin)
      .send({ ...article, isPublished: false })
      .expect(200);
    await request(api).get('/api/news/lorawan-1-1-rolls-out').expect(404);
    await request(api)
      .put(`/api/admin/news/${id}`)
      .set('Cookie', admin)
      .send({ ...article, isPublished: true })
      .expect(200);
  });

  it('delete removes it; a missing id is 404', async () => {
    const created: NewsView = (await create({ ...article, title: 'Short Lived' }).expect(201)).body;
    expect((await request(api).delete(`/api/admin/news/${created.id}`).set('Cookie', admin).expect(200)).body).toEqual({
      id: created.id,
      deleted: true,
    });
    await request(api).delete(`/api/admin/news/${created.id}`).set('Cookie', admin).expect(404);
    expect(await count(`content.news WHERE id = ${created.id}`)).toBe(0);
  });
});

describe('blogs (the same rules, no screen in SPEC)', () => {
  it('create, read, update and delete', async () => {
    const body = {
      title: 'Field Notes: Soil Probes',
      excerpt: 'What we learned.',
      content: 'Long text.',
      tags: ['soil', ' agriculture '],
      isPublished: true,
    };
    const created = (await request(api).post('/api/admin/blogs').set('Cookie', admin).send(body).expect(201)).body;
    expect(created).toMatchObject({ slug: 'field-notes-soil-probes', tags: ['soil', 'agriculture'], authorId: adminId, isPublished: true });
    expect((await request(api).get('/api/blogs/field-notes-soil-probes').expect(200)).body.id).toBe(created.id);
    expect((await request(api).get('/api/blogs').expect(200)).body).toMatchObject({ total: 1, nextCursor: null });
    await request(api).post('/api/admin/blogs').set('Cookie', admin).send(body).expect(409);
    await request(api)
      .post('/api/admin/blogs')
      .set('Cookie', admin)
      .send({ ...body, tags: [''] })
      .expect(400);
    const draft = (
      await request(api)
        .put(`/api/admin/blogs/${created.id}`)
        .set('Cookie', admin)
        .send({ ...body, isPublished: false })
        .expect(200)
    ).body;
    expect(draft.publishedAt).toBeNull();
    await request(api).get('/api/blogs/field-notes-soil-probes').expect(404);
    expect((await request(api).get('/api/admin/blogs?limit=1').set('Cookie', admin).expect(200)).body).toMatchObject({ total: 1 });
    await request(api).delete(`/api/admin/blogs/${created.id}`).set('Cookie', admin).expect(200);
    expect((await request(api).get('/api/admin/blogs').set('Cookie', admin).expect(200)).body).toEqual([]);
  });
});

describe('the enquiries inbox', () => {
  it('lists demo requests and contact messages together, newest first, filtered by kind and status', async () => {
    await request(api).post('/api/demo-request').send(demo).expect(201);
    await request(api).post('/api/contact').send({ name: 'Alan', email: 'alan@example.com', subject: 'Hi', message: 'Hello' }).expect(201);
    const inbox: EnquiryPage = (await request(api).get('/api/admin/enquiries').set('Cookie', admin).expect(200)).body;
    expect(inbox.alertsEnabled).toBe(false);
    expect(inbox.total).toBe((await count('content.demo_requests')) + (await count('content.contact_submissions')));
    expect(new Set(inbox.items.map((e) => e.kind))).toEqual(new Set(['demo', 'contact']));
    const times = inbox.items.map((e) => Date.parse(e.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(inbox.items[0].alert).toEqual({ state: 'off', attempts: 0, lastError: null, sentAt: null });
    const demos: EnquiryPage = (await request(api).get('/api/admin/enquiries?kind=demo').set('Cookie', admin).expect(200)).body;
    expect(demos.items.every((e) => e.kind === 'demo')).toBe(true);
    expect(demos.total).toBe(await count('content.demo_requests'));
    expect((await request(api).get('/api/admin/enquiries?kind=spam').set('Cookie', admin).expect(400)).body.message).toEqual([
      'kind must be one of demo, contact',
    ]);
  });

  it('marks one handled and back to new; a missing one is 404', async () => {
    await request(api).post('/api/demo-request').send(demo).expect(201);
    const [first] = ((await request(api).get('/api/admin/enquiries?kind=demo&limit=1').set('Cookie', admin).expect(200)).body as EnquiryPage).items;
    const handled = (await request(api).patch(`/api/admin/enquiries/demo/${first.id}`).set('Cookie', admin).send({ status: 'handled' }).expect(200))
      .body;
    expect(handled).toMatchObject({ kind: 'demo', id: first.id, status: 'handled', handledAt: expect.any(String) });
    const onlyHandled: EnquiryPage = (await request(api).get('/api/admin/enquiries?status=handled').set('Cookie', admin).expect(200)).body;
    expect(onlyHandled.items.map((e) => `${e.kind}:${e.id}`)).toEqual([`demo:${first.id}`]);
    const back = (await request(api).patch(`/api/admin/enquiries/demo/${first.id}`).set('Cookie', admin).send({ status: 'new' }).expect(200)).body;
    expect(back).toMatchObject({ status: 'new', handledAt: null });
    await request(api).patch('/api/admin/enquiries/demo/999999').set('Cookie', admin).send({ status: 'handled' }).expect(404);
    expect(
      (await request(api).patch(`/api/admin/enquiries/demo/${first.id}`).set('Cookie', admin).send({ status: 'done' }).expect(400)).body.message,
    ).toEqual(['status must be one of new, handled']);
    await request(api).patch(`/api/admin/enquiries/other/${first.id}`).set('Cookie', admin).send({ status: 'new' }).expect(400);
  });

  it('downloads them as CSV, formula-looking cells neutralised', async () => {
    await request(api)
      .post('/api/contact')
      .send({ name: '=HYPERLINK("http://evil")', email: 'eve@example.com', subject: 'Hi', message: 'line one\nline two, with "quotes"' })
      .expect(201);
    const res = await request(api).get('/api/admin/enquiries.csv').set('Cookie', admin).expect(200);
    expect(res.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(res.get('Content-Disposition')).toMatch(/^attachment; filename="enquiries-\d{4}-\d{2}-\d{2}\.csv"$/);
    const text = res.text;
    expect(text.split('\n')[0]).toBe('kind,id,receivedAt,status,name,email,company,industry,subject,message,alert');
    expect(text).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(text).toContain('"line one\nline two, with ""quotes"""');
    const onlyContact = await request(api).get('/api/admin/enquiries.csv?kind=contact').set('Cookie', admin).expect(200);
    expect(
      onlyContact.text
        .split('\n')
        .slice(1)
        .filter(Boolean)
        .every((line) => line.startsWith('contact,') || !/^(demo|contact),/.test(line)),
    ).toBe(true);
  });
});

describe('throttling enquiries', () => {
  it('a burst past the allowance, split over two gateways, gets 429 with Retry-After; each accepted one stored once', async () => {
    // Two replicas that trust one proxy, so the burst comes from a client address no other test has used.
    const replicas = await Promise.all([stack.add('gateway', { TRUST_PROXY: '1' }), stack.add('gateway', { TRUST_PROXY: '1' })]);
    const urls = replicas.map((r) => `http://127.0.0.1:${r.options.probePort}`);
    const client = `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const remaining = ENQUIRY_ALLOWANCE;
    const before = await count('content.demo_requests');
    const results = await Promise.all(
      Array.from({ length: remaining + 5 }, (_, i) =>
        request(urls[i % 2])
          .post('/api/demo-request')
          .set('X-Forwarded-For', client)
          .send(demo),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(remaining);
    const refused = results.filter((r) => r.status === 429);
    expect(refused).toHaveLength(5);
    expect(refused[0].body.message).toMatch(/^Too many enquiries from your address\. Try again in \d+ minutes?\.$/);
    expect(Number(refused[0].get('Retry-After'))).toBeGreaterThan(0);
    expect(await count('content.demo_requests')).toBe(before + remaining);
  });
});
