import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { Events, FIELD_LIMITS, PAGE_BYTES_MAX, type Page, type ProductView } from '@lora/contracts';
import { TEST_ADMIN, TestStack } from '../../../infra/src/testing/stack.js';
import { createProduct } from '../../../infra/src/testing/admin-api.js';
import { repoRoot } from '../../../infra/src/paths.js';
import { chunksWithImports, htmlScripts, type ManifestChunk } from '../../../infra/src/testing/bundle-check.js';

let stack: TestStack;
let api: string;
let admin: string;

const create = (fields: Record<string, unknown>) => createProduct(api, admin, { isPublished: true, ...fields });

const page = async (query: string, cookie?: string): Promise<Page<ProductView>> => {
  let req = request(api).get(`/api/${cookie ? 'admin/' : ''}products?${query}`);
  if (cookie) req = req.set('Cookie', cookie);
  return (await req.expect(200)).body;
};
const names = (p: Page<ProductView>) => p.items.map((item) => item.name);

beforeAll(async () => {
  stack = await TestStack.start({ services: ['identity', 'catalog', 'gateway'] });
  api = stack.url();
  admin = await stack.signIn(TEST_ADMIN);
  await create({ name: 'Soil Probe Alpha', category: 'Soil Moisture', price: '120.00', description: 'Capacitive soil moisture probe.' });
  await create({ name: 'Bravo Level Radar', manufacturer: 'Halden Microsystems', category: 'Water Level', price: '80.5' });
  await create({ name: 'Charlie Air Monitor', category: 'Air Quality', price: null, description: 'CO2 and 100% humidity_sensor.' });
  await create({ name: 'delta soil logger', category: 'soil moisture', price: '300' });
  await create({ name: 'Echo Draft', isPublished: false });
});

afterAll(async () => {
  await stack?.stop();
});

describe('GET /api/products with query parameters (the marketplace)', () => {
  it('answers a page with the total and no cursor when everything fits', async () => {
    const res = await page('limit=10');
    expect([res.total, res.items.length, res.nextCursor]).toEqual([4, 4, null]);
  });

  it('walks the catalogue with limit and cursor, each product once', async () => {
    const first = await page('limit=3&sort=name');
    expect(names(first)).toEqual(['Bravo Level Radar', 'Charlie Air Monitor', 'delta soil logger']);
    expect(first.total).toBe(4);
    const second = await page(`limit=3&sort=name&cursor=${first.nextCursor}`);
    expect([names(second), second.nextCursor]).toEqual([['Soil Probe Alpha'], null]);
  });

  it('answers a cursor past the end with no items, the same total and no cursor', async () => {
    const past = Buffer.from('o:50').toString('base64url');
    expect(await page(`cursor=${past}`)).toEqual({ items: [], total: 4, nextCursor: null });
    expect(await page(`search=soil&cursor=${past}`)).toEqual({ items: [], total: 2, nextCursor: null });
    expect((await page(`cursor=${past}`, admin)).total).toBe(5);
  });

  it('searches name, manufacturer and description, case-insensitively', async () => {
    expect(names(await page('search=SOIL&sort=name'))).toEqual(['delta soil logger', 'Soil Probe Alpha']);
    expect(names(await page('search=halden'))).toEqual(['Bravo Level Radar']);
    expect(names(await page('search=capacitive'))).toEqual(['Soil Probe Alpha']);
  });

  it('searches the text as it is now, with case folded beyond ASCII', async () => {
    const [draft] = (await page('search=echo%20draft', admin)).items;
    await request(api)
      .put(`/api/admin/products/${draft.id}`)
      .set('Cookie', admin)
      .send({ ...draft, manufacturer: 'Ünterwald Gerätebau' })
      .expect(200);
    expect(names(await page('search=%C3%9CNTERWALD%20GER%C3%84TE', admin))).toEqual(['Echo Draft']);
    expect(names(await page('search=acme&sort=name', admin))).not.toContain('Echo Draft');
    expect((await page('search=%C3%BCnterwald')).total).toBe(0); // still a draft: not in the public list
  });

  it('takes % and _ in a search literally', async () => {
    expect(names(await page('search=100%25'))).toEqual(['Charlie Air Monitor']);
    expect(names(await page('search=y_s'))).toEqual(['Charlie Air Monitor']);
    expect((await page('search=%25%25')).total).toBe(0);
  });

  it('filters by category name, case-insensitively', async () => {
    expect(names(await page('category=Soil%20Moisture&sort=name'))).toEqual(['delta soil logger', 'Soil Probe Alpha']);
  });

  it('sorts by price both ways (no price last), by name, and newest first', async () => {
    expect(names(await page('sort=price_asc'))).toEqual(['Bravo Level Radar', 'Soil Probe Alpha', 'delta soil logger', 'Charlie Air Monitor']);
    expect(names(await page('sort=price_desc'))).toEqual(['delta soil logger', 'Soil Probe Alpha', 'Bravo Level Radar', 'Charlie Air Monitor']);
    expect(names(await page('sort=newest'))).toEqual(['delta soil logger', 'Charlie Air Monitor', 'Bravo Level Radar', 'Soil Probe Alpha']);
  });

  it('never shows drafts to the public; the admin list pages drafts too', async () => {
    expect((await page('search=echo')).total).toBe(0);
    expect(names(await page('search=echo', admin))).toEqual(['Echo Draft']);
  });

  it.each([
    ['limit=0', 'limit must be a whole number from 1 to 100'],
    ['limit=101', 'limit must be a whole number from 1 to 100'],
    ['limit=ten', 'limit must be a whole number from 1 to 100'],
    ['limit=0x10', 'limit must be a whole number from 1 to 100'],
    ['limit=1e1', 'limit must be a whole number from 1 to 100'],
    ['limit=%2012', 'limit must be a whole number from 1 to 100'],
    ['limit=12.0', 'limit must be a whole number from 1 to 100'],
    ['sort=cheapest', 'sort must be one of newest, price_asc, price_desc, name'],
    ['cursor=bm90LWEtY3Vyc29y', 'cursor must be the nextCursor of a previous page'],
    [`search=${'x'.repeat(201)}`, 'search must be at most 200 characters'],
  ])('answers 400 for %s, naming the parameter', async (query, message) => {
    const res = await request(api).get(`/api/products?${query}`).expect(400);
    expect(res.body.message).toEqual([message]);
  });

  it('answers the whole array without parameters, whatever else the query string holds', async () => {
    const res = await request(api).get('/api/products?utm_source=mail').expect(200);
    expect(res.body.map((p: ProductView) => p.name)).toHaveLength(4);
  });
});

describe('home and the marketplace, rendered by the server with the catalogue (no JavaScript)', () => {
  const html = async (path: string, status = 200) => (await request(api).get(path).set('Accept', 'text/html').expect(status)).text;
  /** The SWR data the page hydrates with, from its page-data script. */
  const pageData = (text: string): Record<string, unknown> =>
    JSON.parse(/<script id="page-data" type="application\/json">([^<]*)<\/script>/.exec(text)![1]);
  const cardNames = (text: string) => [...text.matchAll(/<h3[^>]*>([^<]+)<\/h3>/g)].map((m) => m[1]);
  /** A page of products as the cards read it: of each product, what a card shows and nothing else. */
  const asCards = (answer: Page<ProductView>) => ({
    ...answer,
    items: answer.items.map(({ id, name, manufacturer, price, currency, image, category, lorawan }) => ({
      id,
      name,
      manufacturer,
      price,
      currency,
      image,
      category,
      lorawan,
    })),
  });

  it('/ carries the first 4 products of the catalogue, each linking to its page, and the data it hydrates with', async () => {
    const first4 = await page('limit=4');
    const text = await html('/');
    expect(cardNames(text)).toEqual(expect.arrayContaining(names(first4)));
    for (const product of first4.items) expect(text).toContain(`href="/products/${product.id}"`);
    expect(text).toContain('data-rendered-path="/"');
    expect(pageData(text)).toEqual({ '/api/products?limit=4': asCards(first4) });
    expect(text).not.toContain(first4.items[0].description);
    expect(text).not.toContain('No products available yet.');
  });

  it("/marketplace carries the first page for the address's search, category and sort, its count and the category counts", async () => {
    const all = await html('/marketplace');
    expect(cardNames(all)).toEqual(['delta soil logger', 'Charlie Air Monitor', 'Bravo Level Radar', 'Soil Probe Alpha']);
    expect(all).toContain('4 products found');
    expect(all).toContain('Soil Moisture (2)</option>');
    expect(all).toContain('All categories (4)</option>');

    const soil = await html('/marketplace?category=Soil+Moisture&sort=name');
    expect(cardNames(soil)).toEqual(['delta soil logger', 'Soil Probe Alpha']);
    expect(soil).toContain('2 products found');
    expect(pageData(soil)['$inf$/api/products?category=Soil+Moisture&sort=name&limit=24']).toEqual([
      asCards(await page('category=Soil+Moisture&sort=name&limit=24')),
    ]);

    const search = await html('/marketplace?search=halden');
    expect(cardNames(search)).toEqual(['Bravo Level Radar']);
    expect(search).toContain('1 product found');
    expect(search).toContain('Water Level (1)</option>');

    expect(await html('/marketplace?search=no+such+sensor')).toContain('No devices found');
  });

  it('a product published through the admin API is on / and /marketplace at once, and gone once unpublished', async () => {
    const product = await create({ name: 'Foxtrot Fresh Probe', category: 'Pressure', price: '42' });
    try {
      expect(cardNames(await html('/'))).toContain('Foxtrot Fresh Probe');
      expect(cardNames(await html('/marketplace'))[0]).toBe('Foxtrot Fresh Probe');
      await request(api).patch(`/api/admin/products/${product.id}/publish`).set('Cookie', admin).send({ isPublished: false }).expect(200);
      expect(cardNames(await html('/'))).not.toContain('Foxtrot Fresh Probe');
      expect(cardNames(await html('/marketplace'))).not.toContain('Foxtrot Fresh Probe');
    } finally {
      await request(api).delete(`/api/admin/products/${product.id}`).set('Cookie', admin).expect(200);
    }
  });

  it("shows every price in the product's currency with two decimals: its page, the marketplace's cards and home's", async () => {
    const euro = await create({ name: 'Golf Euro Gauge', category: 'Pressure', price: '123.4', currency: 'EUR' });
    const pound = await create({ name: 'Hotel Pound Gauge', category: 'Pressure', price: '9', currency: 'GBP' });
    const dollar = await create({ name: 'India Dollar Gauge', category: 'Pressure', price: '1234.5', currency: 'USD' });
    const own = await create({ name: 'Juliett Custom Gauge', category: 'Pressure', price: '123.4', currency: 'Custom' });
    /** The price on each card, by the card's name. */
    const cardPrices = (text: string) =>
      Object.fromEntries([...text.matchAll(/<h3[^>]*>([^<]+)<\/h3>(?:(?!<h3).)*?<p class="card-price">([^<]+)<\/p>/g)].map((m) => [m[1], m[2]]));
    const productPrice = async (id: number) => /<p class="product-price">([^<]+)<\/p>/.exec(await html(`/products/${id}`))?.[1];
    try {
      expect(await productPrice(euro.id)).toBe('€123.40');
      expect(await productPrice(pound.id)).toBe('£9.00');
      expect(await productPrice(dollar.id)).toBe('$1,234.50');
      expect(await productPrice(own.id)).toBe('123.40');
      const cards = {
        'Juliett Custom Gauge': '123.40',
        'India Dollar Gauge': '$1,234.50',
        'Hotel Pound Gauge': '£9.00',
        'Golf Euro Gauge': '€123.40',
      };
      expect(cardPrices(await html('/marketplace?search=gauge'))).toEqual(cards);
      expect(cardPrices(await html('/'))).toEqual(cards);
      expect((await html(`/products/${euro.id}`)).match(/"priceCurrency":"[^"]*"/g)).toEqual(['"priceCurrency":"EUR"']);
      // A unit of the seller's own is no ISO 4217 currency: the page offers no price in a currency it does not have.
      expect(await html(`/products/${own.id}`)).not.toContain('"priceCurrency"');
    } finally {
      for (const product of [euro, pound, dollar, own]) {
        await request(api).delete(`/api/admin/products/${product.id}`).set('Cookie', admin).expect(200);
      }
    }
  });

  it('with the catalogue down: the prerendered page without products, as a 503 that is not kept', async () => {
    await stack.process('catalog').stop();
    try {
      // A signed-in request passes the cache (which ignores an unread parameter such as ?while=down).
      const home = (await request(api).get('/').set('Accept', 'text/html').set('Cookie', admin).expect(503)).text;
      expect(home).toContain('Sensors that report for years, a platform that makes sense of it');
      expect(home).not.toContain('id="page-data"');
      const marketplace = await request(api).get('/marketplace?search=soil').set('Accept', 'text/html').expect(503);
      expect(marketplace.get('Cache-Control')).toBe('no-store');
      expect(marketplace.text).toContain('Sensor marketplace');
    } finally {
      await stack.process('catalog').ensureRunning();
    }
    expect(cardNames(await html('/marketplace?search=soil'))).toEqual(['delta soil logger', 'Soil Probe Alpha']);
  });

  it("/pricing answers the calculator's form: the estimate of the chosen fleet, inputs bounded to the sliders' ranges", async () => {
    const estimate = (text: string) => /data-testid="estimate">\$([\d,.]+)</.exec(text)?.[1];
    const chosen = await html('/pricing?devices=500&messages=2000000');
    expect(estimate(chosen)).toBe('1,200.00');
    expect(chosen).toContain('data-rendered-path="/pricing"');
    expect(chosen).toMatch(/<link rel="canonical" href="[^"?]*\/pricing"\/>/);
    // Beyond the ranges: the nearest end; not a number: the starting value (100 devices, 100K messages).
    expect(estimate(await html('/pricing?devices=99999999&messages=-5'))).toBe('20,000.10');
    expect(estimate(await html('/pricing?devices=abc&messages=1e400'))).toBe('210.00');
    expect(estimate(await html('/pricing?devices=&messages='))).toBe('210.00');
    // Without the form's inputs, the prerendered page.
    expect(estimate(await html('/pricing?utm_source=mail'))).toBe('210.00');
  });
});

/** Rows written straight into the database: the gateway's cache hears of it as it would of any catalogue write. */
async function catalogueWrittenBehindTheGatewaysBack(): Promise<void> {
  await (await stack.bus()).announce(Events.catalogChanged, { entity: 'catalogue', action: 'imported' });
}

describe("each page's head preloads its code, for the browser to fetch with the HTML in one round trip", () => {
  /** The chunks of these source modules with every chunk they import, but those the built HTML loads (the entry's). */
  const chunksOf = (...modules: string[]) => {
    const manifest = JSON.parse(fs.readFileSync(path.join(repoRoot, 'frontend', 'dist', '.vite', 'manifest.json'), 'utf8')) as Record<
      string,
      ManifestChunk
    >;
    const loaded = chunksWithImports(manifest, ['index.html']);
    return new Set([...chunksWithImports(manifest, modules)].filter((file) => !loaded.has(file)).map((file) => `/${file}`));
  };
  /** The page's own module preloads, and what it loads in all (its preloads and module scripts). */
  const loads = async (url: string, status = 200) => {
    const text = (await request(api).get(url).set('Accept', 'text/html').expect(status)).text;
    // The server's, after its page-head and styles, before the built shell's entry script.
    const preloads = text.slice(text.indexOf('<!--/page-head-->'), text.indexOf('<script type="module"'));
    return {
      listed: new Set([...preloads.matchAll(/<link rel="modulepreload" crossorigin fetchpriority="low" href="([^"]+)">/g)].map((m) => m[1])),
      all: htmlScripts(text),
    };
  };

  it.each([
    ['/', ['src/pages/HomePage.tsx']],
    ['/marketplace?category=Water+Level', ['src/pages/MarketplacePage.tsx']],
    ['/pricing', ['src/pages/PricingPage.tsx']],
    ['/status', ['src/pages/StatusPage.tsx']],
    ['/platform/analytics', ['src/app/content-pages.ts', 'src/pages/ContentPage.tsx', 'src/content/platform/analytics.ts']],
    ['/terms-of-service', ['src/app/content-pages.ts', 'src/pages/ContentPage.tsx', 'src/content/legal.ts']],
  ])('%s lists the chunks of %j and of everything they import, the app and its libraries aside', async (url, modules) => {
    const chunks = chunksOf(...modules);
    expect(chunks.size).toBeGreaterThan(modules.length);
    expect((await loads(url)).listed).toEqual(chunks);
  });

  it("a product page, rendered per product, lists its page's chunks too; the 404 page none, the built HTML loading the app", async () => {
    const [product] = (await page('limit=1')).items;
    expect((await loads(`/products/${product.id}`)).listed).toEqual(chunksOf('src/pages/ProductPage.tsx'));
    const notFound = await loads('/no-such-page', 404);
    expect(notFound.listed).toEqual(new Set());
    expect(notFound.all).toEqual(
      expect.arrayContaining([expect.stringMatching(/^assets\/vendor-[\w-]+\.js$/), expect.stringMatching(/^assets\/shell-/)]),
    );
  });
});

describe('lists that cannot outgrow a message', () => {
  const COUNT = 200;

  beforeAll(async () => {
    // Written straight to the table: 200 products with their three long texts at the limit, several MB in all.
    const db = await stack.db();
    await db.query(
      `INSERT INTO catalog.products (name, manufacturer, description, "shortDescription", "seoDescription", "isPublished")
       SELECT 'Bulk ' || lpad(n::text, 3, '0'), 'Bulk Maker', repeat('d', $1::int), repeat('s', $1::int), repeat('e', $1::int), true FROM generate_series(1, $2::int) AS n`,
      [FIELD_LIMITS.longText, COUNT],
    );
    await catalogueWrittenBehindTheGatewaysBack();
  });

  // The other blocks count the five products of the file's own beforeAll, whichever order the blocks run in.
  afterAll(async () => {
    await (await stack.db()).query(`DELETE FROM catalog.products WHERE manufacturer = 'Bulk Maker'`);
    await catalogueWrittenBehindTheGatewaysBack();
  });

  it('answers the whole public list, far beyond one message, as one array', async () => {
    const res = await request(api).get('/api/products').expect(200);
    expect(res.body).toHaveLength(COUNT + 4);
    expect(Buffer.byteLength(JSON.stringify(res.body))).toBeGreaterThan(2 * 1024 * 1024);
  });

  it('answers the whole admin list too', async () => {
    const res = await request(api).get('/api/admin/products').set('Cookie', admin).expect(200);
    expect(res.body).toHaveLength(COUNT + 5);
  });

  it('cuts a page short of its limit where it would pass the byte bound, and the cursor goes on from there', async () => {
    const first = await page('search=bulk&sort=name&limit=100');
    expect(first.items.length).toBeLessThan(100);
    expect(Buffer.byteLength(JSON.stringify(first.items))).toBeLessThanOrEqual(PAGE_BYTES_MAX);
    expect(first.total).toBe(COUNT);
    const seen = [...names(first)];
    for (let cursor = first.nextCursor; cursor;) {
      const next = await page(`search=bulk&sort=name&limit=100&cursor=${cursor}`);
      seen.push(...names(next));
      cursor = next.nextCursor;
    }
    expect(seen).toEqual(Array.from({ length: COUNT }, (_, i) => `Bulk ${String(i + 1).padStart(3, '0')}`));
  });
});
