import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import type { CategoryView, ExportBundle, NewsView, ProductView } from '@lora/contracts';
import { TEST_ADMIN, TestStack } from '../../../infra/src/testing/stack.js';

// Two installations: `source` is exported, `target` starts empty and imports.
let source: TestStack;
let target: TestStack;
let sourceAdmin: string;
let targetAdmin: string;
let bundle: ExportBundle;

const services = ['identity', 'catalog', 'content', 'gateway'] as const;
const post = (stack: TestStack, cookie: string, path: string, body: unknown) =>
  request(stack.url())
    .post(path)
    .set('Cookie', cookie)
    .send(body as object);

/** What imports left staged: nothing, unless a service died before it could forget its part. */
async function stagedOf(stack: TestStack): Promise<[number, number]> {
  const db = await stack.db();
  const { rows } = await db.query(
    'SELECT (SELECT count(*) FROM catalog.import_items)::int AS catalog, (SELECT count(*) FROM content.import_items)::int AS content',
  );
  return [rows[0].catalog, rows[0].content];
}

async function countsOf(stack: TestStack): Promise<{ categories: number; products: number; news: number; blogs: number }> {
  const db = await stack.db();
  const n = async (table: string) => Number((await db.query(`SELECT count(*)::int AS n FROM ${table}`)).rows[0].n);
  return {
    categories: await n('catalog.categories'),
    products: await n('catalog.products'),
    news: await n('content.news'),
    blogs: await n('content.blogs'),
  };
}

beforeAll(async () => {
  [source, target] = await Promise.all([
    TestStack.start({ services: [...services] }),
    TestStack.start({
      services: [...services],
      // A service killed while it applies an import is waited for IMPORT_APPLY_TIMEOUT_MS: short here.
      serviceEnv: { gateway: { IMPORT_BODY_LIMIT_MB: '2', IMPORT_MAX_ITEMS: '50', REQUEST_TIMEOUT_MS: '1500', IMPORT_APPLY_TIMEOUT_MS: '3000' } },
    }),
  ]);
  sourceAdmin = await source.signIn(TEST_ADMIN);
  targetAdmin = await target.signIn(TEST_ADMIN);

  const sensors: CategoryView = (await post(source, sourceAdmin, '/api/admin/categories', { name: 'Sensors' }).expect(201)).body;
  await post(source, sourceAdmin, '/api/admin/categories', { name: 'Soil Moisture', parentId: sensors.id, sortOrder: 2 }).expect(201);
  const product = { manufacturer: 'Acme Sensing', description: 'A LoRaWAN sensor.' };
  await post(source, sourceAdmin, '/api/admin/products', {
    ...product,
    name: 'Probe One',
    category: 'Soil Moisture',
    price: '120.00',
    isPublished: true,
    // Keys that Postgres's jsonb would sort shortest first: the file and the import keep them as entered.
    specifications: { 'Operating Temperature': '-40 to 85 °C', IP: 'IP67', 'Battery Life': '10 years' },
  }).expect(201);
  await post(source, sourceAdmin, '/api/admin/products', { ...product, name: 'Probe Two', categoryId: sensors.id }).expect(201);
  await post(source, sourceAdmin, '/api/admin/products', { ...product, name: 'Probe Three', features: ['IP67'] }).expect(201);
  const news = { category: 'LoRaWAN', excerpt: 'Short.', content: 'Long.' };
  await post(source, sourceAdmin, '/api/admin/news', { ...news, title: 'First Light', isPublished: true }).expect(201);
  await post(source, sourceAdmin, '/api/admin/news', { ...news, title: 'Draft Notes' }).expect(201);
  await post(source, sourceAdmin, '/api/admin/blogs', {
    title: 'Field Notes',
    excerpt: 'Short.',
    content: 'Long.',
    tags: ['soil'],
    isPublished: true,
  }).expect(201);
  bundle = JSON.parse((await request(source.url()).get('/api/admin/export-data').set('Cookie', sourceAdmin).expect(200)).text);
});

afterAll(async () => {
  await Promise.all([source?.stop(), target?.stop()]);
});

describe('GET /api/admin/export-data', () => {
  it('answers categories, products (drafts too, oldest first), news and blog posts as a dated download', async () => {
    const res = await request(source.url()).get('/api/admin/export-data').set('Cookie', sourceAdmin).expect(200);
    expect(res.get('Content-Type')).toBe('application/json; charset=utf-8');
    expect(res.get('Content-Disposition')).toMatch(/^attachment; filename="data-export-\d{4}-\d{2}-\d{2}\.json"$/);
    const exported: ExportBundle = JSON.parse(res.text);
    expect(exported).toMatchObject({ version: 1, exportedAt: expect.any(String) });
    expect(exported.categories.map((c) => c.name).sort()).toEqual(['Sensors', 'Soil Moisture']);
    expect(exported.products.map((p) => p.name)).toEqual(['Probe One', 'Probe Two', 'Probe Three']);
    expect(exported.news.map((n) => n.title)).toEqual(['First Light', 'Draft Notes']);
    expect(exported.blogs!.map((b) => [b.title, b.tags])).toEqual([['Field Notes', ['soil']]]);
  });
});

describe('POST /api/admin/import-data', () => {
  // Each test starts from an empty installation.
  beforeEach(async () => {
    await (
      await target.db()
    ).query(
      'TRUNCATE catalog.products, catalog.categories, catalog.import_items, content.news, content.blogs, content.import_items RESTART IDENTITY CASCADE',
    );
  });

  it('a dry run answers the counts and writes nothing', async () => {
    const res = await post(target, targetAdmin, '/api/admin/import-data?dryRun=true', bundle).expect(200);
    expect(res.body).toEqual({
      categories: { created: 2, skipped: 0 },
      products: { created: 3, skipped: 0 },
      news: { created: 2, skipped: 0 },
      blogs: { created: 1, skipped: 0 },
      dryRun: true,
      message: 'Would import 2 categories, 3 products, 2 news items and 1 blog post; would skip 0 existing.',
    });
    expect(await countsOf(target)).toEqual({ categories: 0, products: 0, news: 0, blogs: 0 });
    expect(await stagedOf(target)).toEqual([0, 0]);
  });

  it('one bad item anywhere is a 400 naming it, and nothing is written', async () => {
    const badProduct = { ...bundle, products: [...bundle.products, { name: 'Broken', manufacturer: 'X', description: 'Y', price: 'cheap' }] };
    const res = await post(target, targetAdmin, '/api/admin/import-data', badProduct).expect(400);
    expect(res.body.message).toEqual(['products[3] "Broken": price must be a number, e.g. "129.99", or empty for no price']);
    const badNews = { ...bundle, news: [{ title: '???', category: 'x', excerpt: 'x', content: 'x' }] };
    expect((await post(target, targetAdmin, '/api/admin/import-data', badNews).expect(400)).body.message).toBe(
      'news[0] "???": title must contain at least one letter or digit',
    );
    expect((await post(target, targetAdmin, '/api/admin/import-data', { products: 'all of them' }).expect(400)).body.message).toBe(
      'products must be a list',
    );
    expect(await countsOf(target)).toEqual({ categories: 0, products: 0, news: 0, blogs: 0 });
  });

  it('into an empty installation it reproduces the same categories, products and news', async () => {
    const res = await post(target, targetAdmin, '/api/admin/import-data', bundle).expect(200);
    expect(res.body.message).toBe('Imported 2 categories, 3 products, 2 news items and 1 blog post; skipped 0 existing.');
    const again = JSON.parse((await request(target.url()).get('/api/admin/export-data').set('Cookie', targetAdmin).expect(200)).text) as ExportBundle;

    const categoryShape = (list: ExportBundle['categories']) => {
      const nameById = new Map(list.map((c) => [c.id, c.name]));
      return list
        .map((c) => ({ name: c.name, parent: c.parentId ? nameById.get(c.parentId) : null, sortOrder: c.sortOrder }))
        .sort((a, b) => a.name.localeCompare(b.name));
    };
    expect(categoryShape(again.categories)).toEqual(categoryShape(bundle.categories));
    const productShape = (p: Partial<ProductView>) => ({
      name: p.name,
      category: p.category,
      price: p.price,
      isPublished: p.isPublished,
      specifications: p.specifications,
      features: p.features,
    });
    expect(again.products.map(productShape)).toEqual(bundle.products.map(productShape));
    const specNames = (products: Array<Partial<ProductView>>) => products.map((p) => Object.keys(p.specifications ?? {}));
    expect([specNames(bundle.products), specNames(again.products)]).toEqual(Array(2).fill([['Operating Temperature', 'IP', 'Battery Life'], [], []]));
    const targetCategories = new Map(again.categories.map((c) => [c.name, c.id]));
    expect(again.products.find((p) => p.name === 'Probe Two')!.categoryId).toBe(targetCategories.get('Sensors'));
    const newsShape = (n: Partial<NewsView>) => ({
      title: n.title,
      slug: n.slug,
      isPublished: n.isPublished,
      publishedAt: n.publishedAt,
      category: n.category,
    });
    expect(again.news.map(newsShape)).toEqual(bundle.news.map(newsShape));
    expect(again.blogs!.map((b) => [b.title, b.slug, b.tags, b.publishedAt])).toEqual(
      bundle.blogs!.map((b) => [b.title, b.slug, b.tags, b.publishedAt]),
    );
    // The author is whoever imported, whatever the file says.
    const admin = (await request(target.url()).get('/api/auth/user').set('Cookie', targetAdmin).expect(200)).body;
    expect(new Set([...again.news, ...again.blogs!].map((a) => a.authorId))).toEqual(new Set([admin.id]));
  });

  it('importing the same file again changes nothing', async () => {
    await post(target, targetAdmin, '/api/admin/import-data', bundle).expect(200);
    const before = await countsOf(target);
    const res = await post(target, targetAdmin, '/api/admin/import-data', bundle).expect(200);
    expect(res.body).toMatchObject({
      categories: { created: 0, skipped: 2 },
      products: { created: 0, skipped: 3 },
      news: { created: 0, skipped: 2 },
      blogs: { created: 0, skipped: 1 },
    });
    expect(res.body.message).toBe('Imported 0 categories, 0 products, 0 news items and 0 blog posts; skipped 8 existing.');
    expect(await countsOf(target)).toEqual(before);
  });

  it('takes a body larger than the API-wide 1 MB; beyond its own limit it is a 413 naming it, sent whole or in chunks', async () => {
    const blogs = (n: number) => Array.from({ length: n }, (_, i) => ({ title: `Long Read ${i}`, excerpt: 'Long.', content: 'x'.repeat(50_000) }));
    const res = await post(target, targetAdmin, '/api/admin/import-data', { ...bundle, blogs: blogs(30) }).expect(200);
    expect(res.body.blogs).toEqual({ created: 30, skipped: 0 });
    const over = await post(target, targetAdmin, '/api/admin/import-data', { ...bundle, blogs: blogs(44) }).expect(413);
    expect(over.body.message).toBe('Request body is larger than the 2 MB limit');
    // Without a Content-Length, the bytes are counted as they come.
    const chunked = await fetch(`${target.url()}/api/admin/import-data`, {
      method: 'POST',
      headers: { Cookie: targetAdmin, 'Content-Type': 'application/json', Origin: target.url() },
      body: new Blob([JSON.stringify({ blogs: blogs(44) })]).stream(),
      duplex: 'half',
    });
    expect([chunked.status, ((await chunked.json()) as { message: string }).message]).toEqual([413, 'Request body is larger than the 2 MB limit']);
    const elsewhere = await post(target, targetAdmin, '/api/admin/products', { name: 'x'.repeat(1_100_000) }).expect(413);
    expect(elsewhere.body.message).toBe('Request body is larger than the 1 MB limit');
  });

  it('refused part-way through its body, it answers 400 and closes, and the next request is answered in full', async () => {
    const send = (body: string) =>
      fetch(`${target.url()}/api/admin/import-data?dryRun=true`, {
        method: 'POST',
        body,
        headers: { Cookie: targetAdmin, 'Content-Type': 'application/json', Origin: target.url() },
        signal: AbortSignal.timeout(5000),
      });
    const refused = await send(`{"note": "${'x'.repeat(1_100_000)}"}`);
    expect([refused.status, ((await refused.json()) as { message: string }).message]).toEqual([
      400,
      'The import holds a single value larger than 256 KB',
    ]);
    expect(refused.headers.get('connection')).toBe('close');
    for (let i = 0; i < 3; i++) expect((await send('{}')).status).toBe(200);
  });

  it('counts the items of all lists together: beyond IMPORT_MAX_ITEMS it is a 413 naming the limit, and nothing is written', async () => {
    const products = Array.from({ length: 46 }, (_, i) => ({ name: `Counted ${i}`, manufacturer: 'Acme', description: 'Counted.' }));
    const res = await post(target, targetAdmin, '/api/admin/import-data', { ...bundle, products }).expect(413);
    expect(res.body.message).toBe('The import holds more than 50 items; at most 50 are accepted in one file');
    expect(await countsOf(target)).toEqual({ categories: 0, products: 0, news: 0, blogs: 0 });
    expect(await stagedOf(target)).toEqual([0, 0]);
  });

  it.each([
    [
      'a publishedAt in year 9999',
      { publishedAt: '9999-01-01T00:00:00.000Z' },
      'news[0] "Forged": publishedAt must be a date from 2000-01-01 to today',
    ],
    ['a createdAt in 1970', { createdAt: '1970-01-01T00:00:00.000Z' }, 'news[0] "Forged": createdAt must be a date from 2000-01-01 to today'],
    ['a date that is no date', { publishedAt: 'yesterday' }, 'news[0] "Forged": publishedAt must be a date from 2000-01-01 to today'],
  ])('refuses a news item with %s, and writes nothing', async (_case, dates, message) => {
    const forged = { title: 'Forged', category: 'x', excerpt: 'x', content: 'x', isPublished: true, authorId: 999, ...dates };
    const res = await post(target, targetAdmin, '/api/admin/import-data', { ...bundle, news: [forged] }).expect(400);
    expect(res.body.message).toBe(message);
    expect(await countsOf(target)).toEqual({ categories: 0, products: 0, news: 0, blogs: 0 });
    expect(await stagedOf(target)).toEqual([0, 0]);
  });

  it('refuses a file that holds one article twice or names a category that exists nowhere, naming the item', async () => {
    const twice = { ...bundle, blogs: [...bundle.blogs!, { ...bundle.blogs![0], title: 'FIELD NOTES' }] };
    expect((await post(target, targetAdmin, '/api/admin/import-data', twice).expect(400)).body.message).toBe(
      'blogs[1] "FIELD NOTES": the same address ("field-notes") as blogs[0]',
    );
    const lost = { ...bundle, products: [{ name: 'Lost', manufacturer: 'Acme', description: 'Lost.', category: 'Nowhere' }] };
    expect((await post(target, targetAdmin, '/api/admin/import-data?dryRun=true', lost).expect(400)).body.message).toBe(
      `products[0] "Lost": category "Nowhere" is neither in the catalogue nor in this file (add it to the file's categories, or leave the product without one)`,
    );
    expect(await countsOf(target)).toEqual({ categories: 0, products: 0, news: 0, blogs: 0 });
    expect(await stagedOf(target)).toEqual([0, 0]);
  });

  it('interrupted between services: 503 saying what was applied; the same import again completes it', async () => {
    await post(target, targetAdmin, '/api/admin/import-data', bundle).expect(200);
    const more = {
      categories: [{ name: 'Water Level' }],
      products: [{ name: 'Level Radar', manufacturer: 'Acme', description: 'Radar.', category: 'Water Level' }],
      news: [{ title: 'Radar Launch', category: 'Products', excerpt: 'New.', content: 'Radar launch.', isPublished: true }],
    };
    // Content dies the moment the catalogue is really written (after the validation pass), before news are sent.
    const bus = await target.bus();
    let killed: Promise<void> | undefined;
    const watch = bus.connection.subscribe(bus.subject('catalog.import.apply'), {
      callback: (_err, msg) => {
        if (!killed && msg.json<{ data: { dryRun?: boolean } }>().data.dryRun === false) killed = target.process('content').kill();
      },
    });
    try {
      const res = await post(target, targetAdmin, '/api/admin/import-data', more).expect(503);
      expect(res.body.message).toMatch(
        / while importing news and blog posts\. Applied so far: 1 category, 1 product, 0 news items and 0 blog posts added\. Import the same file again to complete it\.$/,
      );
    } finally {
      watch.unsubscribe();
      await killed;
      // Whatever happened above, the other tests find content running.
      await target.process('content').ensureRunning();
    }
    expect(await countsOf(target)).toMatchObject({ categories: 3, products: 4, news: 2, blogs: 1 });

    const done = await post(target, targetAdmin, '/api/admin/import-data', more).expect(200);
    expect(done.body.message).toBe('Imported 0 categories, 0 products, 1 news item and 0 blog posts; skipped 2 existing.');
    expect(await countsOf(target)).toEqual({ categories: 3, products: 4, news: 3, blogs: 1 });
  });
});
