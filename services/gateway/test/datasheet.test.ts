import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { extractText, getDocumentProxy } from 'unpdf';
import { ApiPaths, productSpecifications, type MediaItem, type ProductView } from '@lora/contracts';
import { TEST_ADMIN, TestStack } from '../../../infra/src/testing/stack.js';
import { seedProduct } from '../../../infra/src/seed/seed.js';

// Issue 49, item 5: every product page offers a datasheet, a PDF its own data renders (or a file an admin uploaded in
// its place), current after every save and kept in the public cache until the catalogue changes.

let stack: TestStack;
let api: string;
let admin: string;
let products: ProductView[];

const SALES_EMAIL = 'buyers@northfield.example';
const ORIGIN = 'https://sensors.example';

/** A datasheet's answer, its PDF's bytes gathered as they are (supertest parses only text and JSON by itself). */
const datasheet = (id: number | string, cookie?: string) => {
  const req = request(api)
    .get(ApiPaths.products.datasheet(id))
    .buffer(true)
    .parse((answer, callback) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => callback(null, Buffer.concat(chunks)));
    });
  return cookie ? req.set('Cookie', cookie) : req;
};

/** The PDF's text, one string: what a reader copies or a search engine indexes. */
async function textOf(pdf: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  return text;
}

/**
 * Text compared as a reader sees it: lines may wrap anywhere a value has a space or a dash, and one glyph may stand
 * for two code points (µ and μ): whitespace is dropped and both sides are NFKC-normalised.
 */
const comparable = (text: string) => text.normalize('NFKC').replace(/\s+/g, '');

beforeAll(async () => {
  stack = await TestStack.start({
    services: ['identity', 'catalog', 'content', 'media', 'gateway'],
    serviceEnv: { gateway: { SALES_EMAIL, PUBLIC_ORIGINS: ORIGIN } },
  });
  api = stack.url();
  await seedProduct(await stack.bus());
  const login = await request(api).post('/api/auth/login').send(TEST_ADMIN).expect(200);
  admin = login
    .get('Set-Cookie')!
    .find((c) => c.startsWith('sid='))!
    .split(';')[0];
  products = (await request(api).get('/api/admin/products?limit=100').set('Cookie', admin).expect(200)).body.items;
}, 120_000);

/** A product as it is stored now, with its version: the tests run in any order and each saves. */
const current = async (id: number): Promise<ProductView> =>
  (await request(api).get(ApiPaths.products.one(id)).set('Cookie', admin).expect(200)).body as ProductView;

afterAll(async () => {
  await stack?.stop();
});

describe('GET /api/products/{id}/datasheet.pdf', () => {
  it('renders every seeded published product: its name, each specification, features, connectivity, certifications and contacts', async () => {
    const published = products.filter((p) => p.isPublished && p.isActive);
    expect(published.length).toBe(13);
    for (const product of published) {
      const res = await datasheet(product.id).expect(200);
      expect([res.headers['content-type'], res.headers['content-disposition']]).toEqual([
        'application/pdf',
        `inline; filename="${product.name}-datasheet.pdf"`,
      ]);
      const pdf = res.body as Buffer;
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      const text = comparable(await textOf(pdf));
      const expected = [
        product.name,
        `by ${product.manufacturer}`,
        ...productSpecifications(product).flat(),
        ...product.features,
        ...product.connectivity,
        ...product.certifications,
        SALES_EMAIL,
        `${ORIGIN}/products/${product.id}`,
      ];
      const missing = expected
        .filter((piece) => !text.includes(comparable(piece)))
        .map(
          (piece) =>
            `${piece} (the PDF has: ${text.slice(Math.max(0, text.indexOf(comparable(piece).slice(0, 6)) - 10), text.indexOf(comparable(piece).slice(0, 6)) + 30)})`,
        );
      expect({ product: product.name, missing }).toEqual({
        product: product.name,
        missing: [],
      });
      // Each specification's value beside its name, in the order the page lists them.
      let from = 0;
      const outOfPlace: string[] = [];
      for (const [name, value] of productSpecifications(product)) {
        const at = text.indexOf(comparable(name) + comparable(value), from);
        if (at < 0) outOfPlace.push(name);
        else from = at + 1;
      }
      expect({ product: product.name, outOfPlace }).toEqual({ product: product.name, outOfPlace: [] });
      // The seeded picture is in it, as an image.
      expect(pdf.includes('/Subtype /Image')).toBe(true);
    }
  }, 120_000);

  it("answers a draft's and a missing product's as their reads: 404, and 400 for an id that is none; an admin gets the draft's", async () => {
    const draft = products.find((p) => !p.isPublished)!;
    expect(draft).toBeDefined();
    const refused = await request(api).get(ApiPaths.products.datasheet(draft.id)).expect(404);
    const read = await request(api).get(ApiPaths.products.one(draft.id)).expect(404);
    expect([refused.headers['content-type'], refused.body.message]).toEqual([read.headers['content-type'], read.body.message]);
    expect((await request(api).get(ApiPaths.products.datasheet(987654)).expect(404)).body.message).toBe(
      (await request(api).get(ApiPaths.products.one(987654)).expect(404)).body.message,
    );
    expect((await request(api).get('/api/products/abc/datasheet.pdf').expect(400)).body.message).toBe(
      'id must be a positive whole number, got "abc"',
    );
    const preview = await datasheet(draft.id, admin).expect(200);
    expect(preview.headers['cache-control']).toBe('no-store');
    expect(comparable(await textOf(preview.body as Buffer))).toContain(comparable(draft.name));
  });

  it('is kept until the product changes: a hit, a 304 for its ETag, and after a save the new name at once', async () => {
    const product = await current(products.filter((p) => p.isPublished)[1].id);
    // A save first: whatever another test asked for before, the next request renders anew.
    const renamed = `${product.name} Mk II`;
    const saved = await request(api)
      .put(`/api/admin/products/${product.id}`)
      .set('Cookie', admin)
      .send({ name: renamed, version: product.version })
      .expect(200);
    expect(saved.body.name).toBe(renamed);
    const first = await datasheet(product.id).expect(200);
    expect([first.headers['x-cache'], first.headers['content-disposition']]).toEqual(['MISS', `inline; filename="${renamed}-datasheet.pdf"`]);
    expect(comparable(await textOf(first.body as Buffer))).toContain(comparable(renamed));
    const second = await datasheet(product.id).expect(200);
    expect(second.headers['x-cache']).toBe('HIT');
    expect(Buffer.compare(first.body as Buffer, second.body as Buffer)).toBe(0);
    const etag = second.headers.etag;
    expect(etag).toMatch(/^W\/"/);
    await request(api).get(ApiPaths.products.datasheet(product.id)).set('If-None-Match', etag).expect(304);

    // Saved again, the next request has the new name at once, and the old ETag no longer matches.
    await request(api)
      .put(`/api/admin/products/${product.id}`)
      .set('Cookie', admin)
      .send({ name: product.name, version: saved.body.version })
      .expect(200);
    const after = await datasheet(product.id).expect(200);
    expect([after.headers['x-cache'], after.headers['content-disposition']]).toEqual(['MISS', `inline; filename="${product.name}-datasheet.pdf"`]);
    const text = comparable(await textOf(after.body as Buffer));
    expect(text).toContain(comparable(product.name));
    expect(text).not.toContain(comparable(renamed));
    await request(api).get(ApiPaths.products.datasheet(product.id)).set('If-None-Match', etag).expect(200);
  });
});

describe("the product page's Datasheet link", () => {
  /** The page's Datasheet link as the server sends it: its address, and whether it opens a new tab. */
  async function datasheetLink(id: number): Promise<{ href: string; newTab: boolean }> {
    const html = (await request(api).get(`/products/${id}`).set('Accept', 'text/html').expect(200)).text;
    const link = /<a\b[^>]*>Datasheet<\/a>/.exec(html)?.[0];
    expect(link).toBeDefined();
    return { href: /href="([^"]*)"/.exec(link!)![1].replaceAll('&amp;', '&'), newTab: /target="_blank"/.test(link!) };
  }

  it('leads to the generated PDF, or to the file an admin uploaded in its place once the product names one', async () => {
    const product = products.filter((p) => p.isPublished)[0];
    expect(await datasheetLink(product.id)).toEqual({ href: ApiPaths.products.datasheet(product.id), newTab: true });

    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
    const file: MediaItem = (
      await request(api)
        .post('/api/admin/media/upload')
        .set('Cookie', admin)
        .attach('file', pdf, { filename: 'sm300-datasheet.pdf', contentType: 'application/pdf' })
        .expect(200)
    ).body.file;
    const saved = await request(api)
      .put(`/api/admin/products/${product.id}`)
      .set('Cookie', admin)
      .send({ datasheet: file.url, version: (await current(product.id)).version })
      .expect(200);
    expect(saved.body.datasheet).toBe(file.url);
    expect(await datasheetLink(product.id)).toEqual({ href: file.url, newTab: true });
    // The library keeps a file a product links as its datasheet.
    const refused = await request(api).delete(`/api/admin/media/${file.id}`).set('Cookie', admin).expect(409);
    expect(refused.body.message).toBe(`The file is shown by product "${product.name}": remove it from there first`);

    await request(api)
      .put(`/api/admin/products/${product.id}`)
      .set('Cookie', admin)
      .send({ datasheet: null, version: saved.body.version })
      .expect(200);
    expect(await datasheetLink(product.id)).toEqual({ href: ApiPaths.products.datasheet(product.id), newTab: true });
  });
});
