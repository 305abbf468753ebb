import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import {
  Patterns,
  listAllCategories,
  listAllProducts,
  PAGE_SIZE_MAX,
  type BlogView,
  type MediaItem,
  type NewsView,
  type Page,
  type ProductView,
  type ServiceBus,
} from '@lora/contracts';
import { TEST_ADMIN, TestStack } from '../src/testing/stack.js';
import { seedInstallation, seedProduct } from '../src/seed/seed.js';
import { seedImages } from '../src/seed/catalogue.js';
import { mediaImageStore } from '../src/seed/media-images.js';
import { libraryProductPictures } from '../src/seed/product-images.js';

const SEED_CATEGORIES = ['Soil Moisture', 'Temperature & Humidity', 'Water Level', 'Light Sensor', 'Pressure', 'Air Quality'];

let stack: TestStack;
let bus: ServiceBus;
let imagesDir: string;
let first: Awaited<ReturnType<typeof seedInstallation>>;

/** The media library, as the admin's Media tab lists it. */
async function libraryFiles(): Promise<MediaItem[]> {
  return (await bus.send(Patterns.media.list, { limit: PAGE_SIZE_MAX })).items;
}

beforeAll(async () => {
  imagesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-images-'));
  stack = await TestStack.start({
    services: ['identity', 'catalog', 'content', 'media', 'gateway'],
    serviceEnv: { media: { STORAGE_DIR: imagesDir } },
  });
  bus = await stack.bus();
  // What `npm start` runs; the tests below read what it made, in any order.
  first = await seedInstallation(bus);
});

afterAll(async () => {
  await stack?.stop();
  fs.rmSync(imagesDir, { recursive: true, force: true });
});

describe('seed catalogue (npm start)', () => {
  it('creates the six categories and at least 13 products on an empty catalogue', async () => {
    expect(first.catalogue).not.toBe('kept');
    const categories = await listAllCategories(bus);
    expect(categories.map((c) => c.name)).toEqual(SEED_CATEGORIES);
    const products = await listAllProducts(bus, 'all');
    expect(products.length).toBeGreaterThanOrEqual(13);
    expect(products.filter((p) => !p.isPublished)).toHaveLength(1);
  });

  it('publishes at least 12 products, at least two in every category, all linked and complete', async () => {
    const published = (await (await fetch(`${stack.url()}/api/products`)).json()) as ProductView[];
    expect(published.length).toBeGreaterThanOrEqual(12);
    for (const name of SEED_CATEGORIES) {
      expect(published.filter((p) => p.category === name).length).toBeGreaterThanOrEqual(2);
    }
    for (const p of published) {
      expect(p.categoryId).not.toBeNull();
      expect(p.price).toMatch(/^\d+\.\d{2}$/);
      expect(p.model).toBeTruthy();
      expect(Object.keys(p.specifications).length).toBeGreaterThanOrEqual(4);
      expect(p.features.length).toBeGreaterThanOrEqual(3);
      expect(p.connectivity.length).toBeGreaterThan(0);
      expect(p.certifications.length).toBeGreaterThan(0);
      expect(p.range).toBeTruthy();
      expect(p.batteryLife).toBeTruthy();
    }
  });

  it('gives every product its own picture, a media library file named after it, served as webp with a jpeg fallback', async () => {
    const products = await listAllProducts(bus, 'all');
    const library = await libraryFiles();
    const digests = new Set<string>();
    for (const p of products) {
      expect(p.image).toMatch(/^\/api\/images\/uploads\/[0-9a-f-]{36}\.webp$/);
      expect(library.find((file) => file.url === p.image)).toMatchObject({ mimeType: 'image/webp', category: 'image', uploadedBy: 'seed' });
      const webp = await fetch(`${stack.url()}${p.image}`);
      expect(webp.status).toBe(200);
      expect(webp.headers.get('content-type')).toBe('image/webp');
      const bytes = Buffer.from(await webp.arrayBuffer());
      expect(bytes.subarray(8, 12).toString('ascii')).toBe('WEBP');
      digests.add(createHash('sha256').update(bytes).digest('hex'));
      const jpeg = await fetch(`${stack.url()}${p.image!.replace(/\.webp$/, '.jpg')}`);
      expect(jpeg.status).toBe(200);
      expect(jpeg.headers.get('content-type')).toBe('image/jpeg');
      expect(Buffer.from(await jpeg.arrayBuffer()).subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    }
    expect(digests.size).toBe(products.length);
    const names = library.filter((file) => products.some((p) => p.image === file.url)).map((file) => file.originalName);
    expect(names.sort()).toEqual(seedImages.map((image) => `${image.slug}.webp`).sort());
  });

  it('keeps a picture a product shows in the library: its delete is a 409 naming the product', async () => {
    const [product] = await listAllProducts(bus, 'all');
    const file = (await libraryFiles()).find((f) => f.url === product.image)!;
    const cookie = await stack.signIn(TEST_ADMIN);
    const res = await fetch(`${stack.url()}/api/admin/media/${file.id}`, { method: 'DELETE', headers: { cookie } });
    expect(res.status).toBe(409);
    expect(((await res.json()) as { message: string }).message).toBe(`The file is shown by product "${product.name}": remove it from there first`);
  });

  it('is idempotent: a second run creates nothing, renders nothing and adds nothing to the library', async () => {
    const before = (await libraryFiles()).length;
    const again = await seedProduct(bus);
    expect(again.catalogue).toBe('kept');
    expect(again.images.written).toBe(0);
    const products = await listAllProducts(bus, 'all');
    expect(products.length).toBe((first.catalogue as { products: { created: number } }).products.created);
    // A start that stopped between the pictures and the catalogue uses the pictures it put in the library.
    const urls = await libraryProductPictures(await mediaImageStore(bus), seedImages.slice(0, 2));
    const library = await libraryFiles();
    expect(urls).toEqual(seedImages.slice(0, 2).map((image) => library.find((file) => file.originalName === `${image.slug}.webp`)!.url));
    expect(library.length).toBe(before);
  });

  it('answers 404 for an image that does not exist', async () => {
    expect((await fetch(`${stack.url()}/api/images/products/nope.webp`)).status).toBe(404);
  });
});

describe('seed news and blog posts (npm start, the seed job)', () => {
  const NEWS = [
    'One gateway covers a town centre\u2019s air quality network',
    'CT200 logger passes a winter in a \u221222 \u00b0C cold store',
    'SP4 multi-depth soil probe now shipping',
  ];
  const BLOGS = [
    'Where a sensor spends its battery',
    'Ventilating by CO\u2082: what a meeting room taught us',
    'Radar or ultrasonic: choosing a level sensor',
    // The resources page's webinars, case studies, tutorials and guides (blog posts tagged by kind), older.
    'Webinar: predictive maintenance without a data science team',
    'Webinar: planning a city-wide LoRaWAN network',
    'Plant avoids two line stoppages in its first quarter',
    'Water utility finds leaks in days, not months',
    'Vineyard cuts irrigation water by 30%',
    'Write an edge function in Python',
    'Stream readings to AWS IoT Core',
    'Build a cold-chain alert in 15 minutes',
    'Reading an uplink: payload formats and decoders',
    'Getting started: from unboxing a gateway to your first dashboard',
  ];
  /** The first page of /blog (ARTICLES_PER_PAGE). */
  const BLOG_PAGE = 12;
  it('publishes three news articles and thirteen blog posts, newest first, dated, written by the first admin, each with its picture; then keeps what there is', async () => {
    expect(first.articles).toEqual({ news: { created: 3, skipped: 0 }, blogs: { created: 13, skipped: 0 } });
    const admin = (await bus.send(Patterns.identity.listUsers, { limit: 100 })).items.find((u) => u.username === TEST_ADMIN.username)!;
    const news = ((await (await fetch(`${stack.url()}/api/news`)).json()) as Page<NewsView>).items;
    const blogs = ((await (await fetch(`${stack.url()}/api/blogs`)).json()) as Page<BlogView>).items;
    expect(news.map((n) => [n.title, n.isPublished, n.authorId])).toEqual(NEWS.map((title) => [title, true, admin.id]));
    expect(blogs.map((b) => [b.title, b.isPublished, b.authorId])).toEqual(BLOGS.map((title) => [title, true, admin.id]));
    expect(news.map((n) => [n.publishedAt, n.category])).toEqual([
      ['2025-11-12T08:00:00.000Z', 'LoRaWAN'],
      ['2025-10-21T08:00:00.000Z', 'Field Report'],
      ['2025-09-16T08:00:00.000Z', 'Product'],
    ]);
    expect(blogs.map((b) => b.publishedAt).slice(0, 4)).toEqual([
      '2025-11-04T08:00:00.000Z',
      '2025-10-02T08:00:00.000Z',
      '2025-08-28T08:00:00.000Z',
      '2025-07-15T08:00:00.000Z',
    ]);
    expect(blogs.filter((b) => b.tags.includes('case-study')).length).toBe(3);
    const library = await libraryFiles();
    for (const article of [...news, ...blogs]) {
      expect(article.excerpt.length).toBeGreaterThan(60);
      expect(article.content.split('\n\n').length).toBeGreaterThanOrEqual(3);
      expect(library.find((file) => file.url === article.featuredImage)).toMatchObject({ originalName: `${article.slug}.webp`, uploadedBy: 'seed' });
      const webp = await fetch(`${stack.url()}${article.featuredImage}`);
      expect([webp.status, webp.headers.get('content-type')]).toEqual([200, 'image/webp']);
      expect(
        Buffer.from(await webp.arrayBuffer())
          .subarray(8, 12)
          .toString('ascii'),
      ).toBe('WEBP');
      const jpeg = await fetch(`${stack.url()}${article.featuredImage!.replace(/\.webp$/, '.jpg')}`);
      expect([jpeg.status, jpeg.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
    }
    // On the pages a first visitor opens, in the server's HTML.
    const page = async (path: string) =>
      (await (await fetch(`${stack.url()}${path}`, { headers: { Accept: 'text/html' } })).text()).replaceAll('&#x27;', "'");
    for (const [path, titles, articles] of [
      ['/news', NEWS, news],
      ['/blog', BLOGS.slice(0, BLOG_PAGE), blogs.slice(0, BLOG_PAGE)],
    ] as const) {
      const html = await page(path);
      for (const title of titles) expect(html).toContain(title);
      expect(html.split('By the LoRaWAN Sensors team').length - 1).toBe(titles.length);
      // Each card with its picture: the first at once, the others lazily (in <noscript> until the app loads them).
      for (const article of articles) expect(html).toContain(`src="${article.featuredImage}"`);
      expect(html.split('<noscript><img').length - 1).toBe(titles.length - 1);
    }

    // A second run creates nothing and renders nothing.
    const again = await seedInstallation(bus);
    expect([again.articles, again.catalogue, again.images.written]).toEqual(['kept', 'kept', 0]);
    expect((await libraryFiles()).length).toBe(library.length);
    const counts = async () =>
      Promise.all([
        bus.send(Patterns.content.listNews, { scope: 'all', limit: 1 }).then((p) => p.total),
        bus.send(Patterns.content.listBlogs, { scope: 'all', limit: 1 }).then((p) => p.total),
      ]);
    expect(await counts()).toEqual([3, 13]);
    // An admin who deleted every news article keeps the blog posts, and gets no news back.
    const stored = await bus.send(Patterns.content.listNews, { scope: 'all', limit: 10 });
    for (const n of stored.items) await bus.send(Patterns.content.deleteNews, { id: n.id });
    expect((await seedInstallation(bus)).articles).toBe('kept');
    expect(await counts()).toEqual([0, 13]);
  });
});
