import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { listAllCategories, listAllProducts, type ProductView, type ServiceBus } from '@lora/contracts';
import { TestStack } from '../src/testing/stack.js';
import { seedProduct } from '../src/seed/seed.js';

const SEED_CATEGORIES = ['Soil Moisture', 'Temperature & Humidity', 'Water Level', 'Light Sensor', 'Pressure', 'Air Quality'];

let stack: TestStack;
let bus: ServiceBus;
let imagesDir: string;

beforeAll(async () => {
  imagesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-images-'));
  stack = await TestStack.start({ services: ['catalog', 'media', 'gateway'], serviceEnv: { media: { STORAGE_DIR: imagesDir } } });
  bus = await stack.bus();
});

afterAll(async () => {
  await stack?.stop();
  fs.rmSync(imagesDir, { recursive: true, force: true });
});

describe('seed catalogue (npm start)', () => {
  let first: Awaited<ReturnType<typeof seedProduct>>;

  beforeAll(async () => {
    first = await seedProduct(bus);
  });

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

  it('gives every product its own image, served as webp with a jpeg fallback', async () => {
    const products = await listAllProducts(bus, 'all');
    const digests = new Set<string>();
    for (const p of products) {
      expect(p.image).toMatch(/^\/api\/images\/products\/[a-z0-9-]+\.webp$/);
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
  });

  it('is idempotent: a second run creates nothing and renders nothing', async () => {
    const again = await seedProduct(bus);
    expect(again.catalogue).toBe('kept');
    expect(again.images.written).toBe(0);
    const products = await listAllProducts(bus, 'all');
    expect(products.length).toBe((first.catalogue as { products: { created: number } }).products.created);
  });

  it('answers 404 for an image that does not exist', async () => {
    expect((await fetch(`${stack.url()}/api/images/products/nope.webp`)).status).toBe(404);
  });
});
