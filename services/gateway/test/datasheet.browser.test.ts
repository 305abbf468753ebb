import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import request from 'supertest';
import { ApiPaths, type MediaItem, type ProductView } from '@lora/contracts';
import type { TestStack } from '../../../infra/src/testing/stack.js';
import { createProduct } from '../../../infra/src/testing/admin-api.js';
import { startBrowserSuite, stopBrowserSuite } from './site-browser-pages.js';
import { accessibilityProblems, openAdmin } from './admin-browser-session.js';

// The product dialog's Datasheet field in Chromium: a document picked from the media library becomes the product's
// datasheet, and the field says what an empty one means.

let stack: TestStack;
let api: string;
let browser: Browser;
let product: ProductView;
let file: MediaItem;

beforeAll(async () => {
  let cookie: string;
  ({ stack, api, admin: cookie, browser } = await startBrowserSuite());
  product = await createProduct(api, cookie, { name: 'Datasheet Field Probe', description: 'A LoRaWAN probe.', isPublished: true });
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
  file = (
    await request(api)
      .post('/api/admin/media/upload')
      .set('Cookie', cookie)
      .attach('file', pdf, { filename: 'probe-datasheet.pdf', contentType: 'application/pdf' })
      .expect(200)
  ).body.file;
}, 120_000);

afterAll(() => stopBrowserSuite({ stack, browser }));

describe("the product dialog's Datasheet field", () => {
  it.each([
    ['laptop', { width: 1280, height: 720 }],
    ['phone', { width: 390, height: 844 }],
  ])(
    '%s: picks a document from the media library, saves it as the datasheet, and says empty means the generated PDF',
    async (name, viewport) => {
      const { page, context } = await openAdmin(browser, api, { viewport });
      try {
        await page.getByRole('button', { name: `Edit ${product.name}` }).click();
        const dialog = page.getByRole('dialog', { name: `Edit ${product.name}` });
        await dialog.getByText('Empty: the product page links the datasheet generated from the product’s own data.').waitFor();
        await dialog.getByRole('button', { name: 'Choose Document' }).click();
        const picker = page.getByRole('dialog', { name: 'Select Datasheet' });
        await picker.getByRole('option', { name: 'probe-datasheet.pdf' }).click();
        await dialog.getByRole('link', { name: path.basename(file.url) }).waitFor();
        await dialog.getByRole('button', { name: 'Change Document' }).scrollIntoViewIfNeeded();
        await page.screenshot({ path: path.join(os.tmpdir(), `datasheet-field-${name}.png`) });
        expect(await accessibilityProblems(page)).toEqual([]);
        await dialog.getByRole('button', { name: 'Update Product' }).click();
        await dialog.waitFor({ state: 'hidden' });
        const saved: ProductView = (await request(api).get(ApiPaths.products.one(product.id)).expect(200)).body;
        expect(saved.datasheet).toBe(file.url);
        product = saved;
        // Back to the generated PDF for the next size, from the list as the server has it now.
        await page.reload({ waitUntil: 'load' });
        await page.locator('html[data-app-ready="true"]').waitFor({ state: 'attached' });
        await page.getByRole('button', { name: `Edit ${product.name}` }).click();
        await dialog.getByRole('button', { name: 'Use Generated PDF' }).click();
        await dialog.getByRole('button', { name: 'Update Product' }).click();
        await dialog.waitFor({ state: 'hidden' });
        expect((await request(api).get(ApiPaths.products.one(product.id)).expect(200)).body.datasheet).toBeNull();
      } finally {
        await context.close();
      }
    },
    90_000,
  );
});
