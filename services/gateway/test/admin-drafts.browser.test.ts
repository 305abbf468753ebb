import { describe, expect, it } from '@jest/globals';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import request from 'supertest';
import { TEST_ADMIN } from '../../../infra/src/testing/stack.js';
import { eventually } from '../../../infra/src/testing/wait.js';
import { WAIT, accessibilityProblems, toast, transitionsSettled } from './admin-browser-session.js';
import { adminCookie, api, createProbe, openAdmin, overlap, picture, stack, useAdminSuite } from './admin-browser-suite.js';

// The back office in Debian's Chromium: drafts against the version they were typed on, the keyboard focus, and prices.
useAdminSuite();

/** A field by its label, a required one's asterisk or not. */
const field = (label: string) => new RegExp(`^${label}(\\s*\\*)?$`);

describe('a draft is a change against the version it was typed on, never more', () => {
  // Admin B types a change and closes the tab; admin A renames the record and saves; B opens it again.
  const kinds = [
    {
      what: 'product',
      list: '/api/admin/products',
      open: (_page: Page) => Promise.resolve(),
      record: { name: 'Draft Rename Probe', manufacturer: 'Acme', description: 'Typed over.', price: '10.00' },
      rename: { name: 'Draft Renamed Probe' },
      nameLabel: 'Product Name',
      edit: 'Edit Draft Rename Probe',
      typed: { label: 'Price', value: '45', shown: '45', stored: { price: '45.00' }, key: 'price' },
      update: 'Update Product',
      failure: 'Failed to update product',
    },
    {
      what: 'category',
      list: '/api/admin/categories',
      open: async (page: Page) => page.getByRole('tab', { name: 'Categories' }).click(),
      record: { name: 'Draft Rename Category', description: 'Before.' },
      rename: { name: 'Draft Renamed Category' },
      nameLabel: 'Category Name',
      edit: 'Edit Draft Rename Category',
      typed: { label: 'Description', value: 'Typed by B.', shown: 'Typed by B.', stored: { description: 'Typed by B.' }, key: 'description' },
      update: 'Update Category',
      failure: 'Failed to update category',
    },
    {
      what: 'news article',
      list: '/api/admin/news',
      open: async (page: Page) => page.getByRole('tab', { name: 'News' }).click(),
      record: { title: 'Draft Rename News', category: 'LoRaWAN', excerpt: 'Before.', content: 'Body.' },
      rename: { title: 'Draft Renamed News' },
      nameLabel: 'Title',
      edit: 'Edit Draft Rename News',
      typed: { label: 'Excerpt', value: 'Typed by B.', shown: 'Typed by B.', stored: { excerpt: 'Typed by B.' }, key: 'excerpt' },
      update: 'Update Article',
      failure: 'Failed to update news',
    },
    {
      what: 'blog post',
      list: '/api/admin/blogs',
      open: async (page: Page) => page.getByRole('tab', { name: 'Blogs' }).click(),
      record: { title: 'Draft Rename Post', excerpt: 'Before.', content: 'Body.' },
      rename: { title: 'Draft Renamed Post' },
      nameLabel: 'Title',
      edit: 'Edit Draft Rename Post',
      typed: { label: 'Excerpt', value: 'Typed by B.', shown: 'Typed by B.', stored: { excerpt: 'Typed by B.' }, key: 'excerpt' },
      update: 'Update Post',
      failure: 'Failed to update blog post',
    },
  ];

  it.each(kinds)("$what: the colleague's rename survives the reopen, the save and the conflict view's defaults", async (kind) => {
    const created = (await request(api).post(kind.list).set('Cookie', adminCookie).send(kind.record).expect(201)).body as { id: number };
    const [oldName, newName] = [Object.values(kind.record)[0], Object.values(kind.rename)[0]];
    await stack.createUser('colleague', 'colleague-password', 'admin').catch(() => undefined);
    const b = await openAdmin({ username: 'colleague', password: 'colleague-password' });
    try {
      await kind.open(b.page);
      await b.page.getByRole('button', { name: kind.edit }).click();
      let dialog = b.page.getByRole('dialog', { name: /^Edit / });
      await dialog.getByLabel(field(kind.typed.label)).fill(kind.typed.value);
      await eventually(
        async () => (await b.page.evaluate(`Object.keys(localStorage).some((k) => k.startsWith('lora.draft.'))`)) === true,
        WAIT,
        'the draft kept',
      );
      await b.page.close();

      await request(api)
        .put(`${kind.list}/${created.id}`)
        .set('Cookie', adminCookie)
        .send({ ...kind.rename, version: 1 })
        .expect(200);

      const page = await b.context.newPage();
      page.setDefaultTimeout(WAIT);
      await page.goto(`${api}/admin`);
      await kind.open(page);
      await page.getByRole('button', { name: `Edit ${newName}` }).click();
      dialog = page.getByRole('dialog', { name: /^Edit / });
      // At once, before anything is sent: who changed what since the draft, and the fields side by side.
      const panel = dialog.getByRole('region', { name: 'Changes saved by someone else' });
      await panel.getByText(new RegExp(`^admin saved version 2 on .+ \\(Changed: ${kind.nameLabel}\\b.*\\)\\.$`)).waitFor();
      const keep = (field: string) => panel.getByRole('radiogroup', { name: `Keep for ${field}` });
      expect(await keep(kind.nameLabel).getByRole('radio', { name: 'Saved' }).isChecked()).toBe(true);
      expect(await keep(kind.typed.label).getByRole('radio', { name: 'Yours' }).isChecked()).toBe(true);
      expect(await accessibilityProblems(page)).toEqual([]);

      // Saved before the conflict is looked at, it is refused, and the defaults stay the same.
      await dialog.getByRole('button', { name: kind.update }).click();
      await toast(page, `${kind.failure}: This`);
      expect(await keep(kind.nameLabel).getByRole('radio', { name: 'Saved' }).isChecked()).toBe(true);
      let stored = (await request(api).get(kind.list).set('Cookie', adminCookie)).body.find((r: { id: number }) => r.id === created.id);
      expect(stored).toMatchObject({ ...kind.rename, version: 2 });

      // The defaults accepted: the rename stays, B's change goes in, and the history shows B changing only that.
      await panel.getByRole('button', { name: 'Use these choices' }).click();
      await panel.waitFor({ state: 'detached' });
      expect(await dialog.getByLabel(field(kind.nameLabel)).inputValue()).toBe(newName);
      expect(await dialog.getByLabel(field(kind.typed.label)).inputValue()).toBe(kind.typed.shown);
      await dialog.getByRole('button', { name: kind.update }).click();
      await dialog.waitFor({ state: 'detached' });
      stored = (await request(api).get(kind.list).set('Cookie', adminCookie)).body.find((r: { id: number }) => r.id === created.id);
      expect(stored).toMatchObject({ ...kind.rename, ...kind.typed.stored, version: 3 });
      expect(stored).not.toMatchObject({ [Object.keys(kind.rename)[0]]: oldName });
      const history = (await request(api).get(`${kind.list}/${created.id}/history`).set('Cookie', adminCookie)).body as Array<{
        version: number;
        savedBy: string;
        changed: string[];
      }>;
      expect(history[0]).toMatchObject({ version: 3, savedBy: 'colleague' });
      expect(history[0].changed).toContain(kind.typed.key);
      expect(history[0].changed).not.toContain(Object.keys(kind.rename)[0]);
    } finally {
      await b.context.close();
      await request(api).delete(`${kind.list}/${created.id}`).set('Cookie', adminCookie);
    }
  });

  it('an error while a dialog is open shows in the dialog, under its title: it covers no title, field or button', async () => {
    await createProbe();
    await request(api)
      .post('/api/admin/products')
      .set('Cookie', adminCookie)
      .send({ name: 'Taken Name', manufacturer: 'Acme', description: 'Exists.' })
      .expect(201);
    for (const viewport of [
      { width: 1280, height: 720 },
      { width: 390, height: 844 },
    ]) {
      const { page, context } = await openAdmin(TEST_ADMIN, viewport);
      await page.getByRole('button', { name: 'Edit Admin Flow Probe' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Admin Flow Probe' });
      await dialog.getByLabel('Product Name').fill('Taken Name');
      await dialog.getByRole('button', { name: 'Update Product' }).click();
      const shown = page.locator('.MuiSnackbar-root', { hasText: 'Failed to update product' });
      await shown.waitFor();
      await transitionsSettled(page);
      const box = (await shown.boundingBox())!;
      const parts = [
        dialog.locator('.MuiDialogTitle-root'),
        dialog.getByLabel('Product Name'),
        dialog.getByRole('button', { name: 'Cancel' }),
        dialog.getByRole('button', { name: 'Update Product' }),
      ];
      for (const part of parts) {
        const other = await part.boundingBox();
        expect([
          viewport.width,
          await part.evaluate((e) => e.textContent || e.getAttribute('aria-label') || e.tagName),
          other && overlap(box, other),
        ]).toEqual([viewport.width, expect.anything(), false]);
      }
      expect(await dialog.locator('.MuiSnackbar-root').count()).toBe(1);
      await page.screenshot({ path: path.join(os.tmpdir(), `admin-dialog-error-${viewport.width}.png`) });
      await context.close();
    }
  });

  it("the keyboard focus shows on every control at 3:1 or more: text fields and the preview's Enlarge image", async () => {
    const upload = await request(api)
      .post('/api/admin/media/upload')
      .set('Cookie', adminCookie)
      .attach('file', await picture(320, 240), 'focus.png')
      .expect(200);
    await request(api)
      .post('/api/admin/products')
      .set('Cookie', adminCookie)
      .send({ name: 'Focus Probe', manufacturer: 'Acme', description: 'Pictured.', image: upload.body.file.url })
      .expect(201);
    const { page, context } = await openAdmin();
    await page.getByRole('button', { name: 'Edit Focus Probe' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Focus Probe' });
    // Once the dialog has opened: its focus trap puts the focus in it when the transition ends.
    await transitionsSettled(page);
    await dialog.getByLabel('Product Name').focus();
    const ring = await page.evaluate<string>(
      `getComputedStyle(document.querySelector('[role=dialog] .MuiOutlinedInput-root.Mui-focused .MuiOutlinedInput-notchedOutline')).borderTopColor`,
    );
    expect(ring).toBe('rgb(0, 128, 107)');
    expect(contrast(ring, 'rgb(255, 255, 255)')).toBeGreaterThanOrEqual(3);
    // The preview's Enlarge image button shows the ring inside the picture's frame, on white.
    const enlarge = dialog.getByRole('button', { name: 'Enlarge image' });
    await enlarge.waitFor();
    await enlarge.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await page.waitForFunction(`document.activeElement?.getAttribute('aria-label') === 'Enlarge image'`, undefined, { timeout: WAIT });
    const style = await page.evaluate<{ outline: string; color: string; offset: string; shadow: string; focused: boolean }>(`(() => {
      const e = document.querySelector('[aria-label="Enlarge image"]');
      const s = getComputedStyle(e);
      return { outline: s.outlineStyle, color: s.outlineColor, offset: s.outlineOffset, shadow: s.boxShadow, focused: document.activeElement === e };
    })()`);
    expect(style).toMatchObject({ outline: 'solid', color: 'rgb(0, 128, 107)', offset: '-5px', focused: true });
    expect(style.shadow).toContain('rgb(255, 255, 255)');
    await context.close();
  });
});

/** The contrast ratio of two "rgb(r, g, b)" colours (WCAG 2). */
function contrast(a: string, b: string): number {
  const luminance = (rgb: string) => {
    const [r, g, bl] = (rgb.match(/\d+/g) ?? []).slice(0, 3).map((v) => {
      const c = Number(v) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [l1, l2] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (l1 + 0.05) / (l2 + 0.05);
}

describe('prices', () => {
  it("read in each product's currency with two decimals: the admin's cards, its table, the preview and the marketplace", async () => {
    for (const [name, price, currency] of [
      ['Euro Probe', '123.4', 'EUR'],
      ['Custom Probe', '75', 'Custom'],
    ]) {
      await request(api)
        .post('/api/admin/products')
        .set('Cookie', adminCookie)
        .send({ name, manufacturer: 'Acme Sensing', description: 'Priced.', price, currency, isPublished: true })
        .expect(201);
    }
    const { page, context, errors } = await openAdmin();
    const card = (name: string) => page.locator('article', { has: page.getByRole('heading', { name, exact: true }) });
    await expect(card('Euro Probe').locator('.card-price').textContent()).resolves.toBe('€123.40');
    await expect(card('Custom Probe').locator('.card-price').textContent()).resolves.toBe('75.00');

    await page.getByRole('button', { name: 'Table view' }).click();
    const table = page.getByRole('table', { name: 'Products' });
    await table
      .getByRole('row', { name: /Euro Probe/ })
      .getByText('€123.40', { exact: true })
      .waitFor();
    await table
      .getByRole('row', { name: /Custom Probe/ })
      .getByText('75.00', { exact: true })
      .waitFor();

    await table.getByRole('button', { name: 'Edit Euro Probe' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Euro Probe' });
    const preview = dialog.getByRole('region', { name: 'Preview' });
    await preview.getByText('€123.40', { exact: true }).waitFor();
    await dialog.getByRole('combobox', { name: 'Currency' }).click();
    await page.getByRole('option', { name: 'GBP' }).click();
    await preview.getByText('£123.40', { exact: true }).waitFor();
    await dialog.getByLabel('Price', { exact: true }).fill('1234.5');
    await preview.getByText('£1,234.50', { exact: true }).waitFor();

    const market = await context.newPage();
    await market.goto(`${api}/marketplace`);
    await market.locator('html[data-app-ready="true"]').waitFor({ state: 'attached' });
    const marketCard = (name: string) => market.locator('article', { has: market.getByRole('heading', { name, exact: true }) });
    await expect(marketCard('Euro Probe').locator('.card-price').textContent()).resolves.toBe('€123.40');
    await expect(marketCard('Custom Probe').locator('.card-price').textContent()).resolves.toBe('75.00');
    expect(errors).toEqual([]);
    await context.close();
  });
});
