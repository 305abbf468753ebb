import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import request from 'supertest';
import sharp from 'sharp';
import { TEST_ADMIN, TestStack } from '../../../infra/src/testing/stack.js';
import { eventually } from '../../../infra/src/testing/wait.js';
import { CHROMIUM_ARGS } from '../../../infra/src/providers/browser.js';
import {
  WAIT,
  accessibilityProblems,
  openAdmin as openAdminAt,
  openSession,
  signIn,
  toast,
  transitionsSettled,
  type Credentials,
} from './admin-browser-session.js';

// The admin back office in Debian's Chromium, every flow through the real services.

let stack: TestStack;
let api: string;
let browser: Browser;
let adminCookie: string;

const open = (address: string, viewport?: { width: number; height: number }) => openSession(browser, `${api}${address}`, viewport);

const openAdmin = (credentials: Credentials = TEST_ADMIN, viewport?: { width: number; height: number }) =>
  openAdminAt(browser, api, { credentials, viewport });

async function picture(width: number, height: number, noise = false): Promise<Buffer> {
  const raw = noise
    ? Buffer.from(Array.from({ length: width * height * 3 }, () => Math.floor(Math.random() * 256)))
    : Buffer.alloc(width * height * 3, 180);
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

beforeAll(async () => {
  // The layout tests send enquiries of their own besides the contact form's: more than the 5 a client may send in 10 minutes.
  stack = await TestStack.start({
    services: ['identity', 'catalog', 'content', 'media', 'gateway'],
    serviceEnv: { gateway: { ENQUIRY_MAX_PER_WINDOW: '1000' } },
  });
  api = stack.url();
  adminCookie = await stack.signIn(TEST_ADMIN);
  await stack.createUser('visitor', 'visitor-password', 'user');
  await request(api).post('/api/admin/categories').set('Cookie', adminCookie).send({ name: 'Soil Moisture', sortOrder: 1 }).expect(201);
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell', args: CHROMIUM_ARGS });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

/** Deletes through the admin API, so the gateway's caches hear of it as they would of a person's delete. */
async function deleteAll(list: string, keep: (item: { id: number; name?: string; username?: string }) => boolean = () => false) {
  const items: Array<{ id: number; name?: string; username?: string }> = (await request(api).get(list).set('Cookie', adminCookie).expect(200)).body;
  for (const item of items.filter((i) => !keep(i))) await request(api).delete(`${list}/${item.id}`).set('Cookie', adminCookie).expect(200);
}

// Every test starts from the installation beforeAll made: one category, two accounts, nothing else.
beforeEach(async () => {
  await deleteAll('/api/admin/products');
  await deleteAll('/api/admin/categories', (c) => c.name === 'Soil Moisture');
  await deleteAll('/api/admin/media');
  await deleteAll('/api/admin/news');
  await deleteAll('/api/admin/users', (u) => u.username === TEST_ADMIN.username || u.username === 'visitor');
  await (await stack.db()).query('TRUNCATE content.enquiry_alerts, content.demo_requests, content.contact_submissions RESTART IDENTITY CASCADE');
});

/** The product the first products test makes through the dialog, made through the API for the tests that start from it. */
async function createProbe(): Promise<void> {
  await request(api)
    .post('/api/admin/products')
    .set('Cookie', adminCookie)
    .send({
      name: 'Admin Flow Probe',
      manufacturer: 'Acme Sensing',
      description: 'A probe made by the admin flow.',
      price: '129.5',
      category: 'Soil Moisture',
      specifications: { Frequency: 'EU868', Range: '12 km', 'IP Rating': 'IP67', Weight: '180 g' },
      range: '12 km',
      weight: '180 g',
    })
    .expect(201);
}

describe('/admin access', () => {
  it('shows the Admin Login form; a wrong password shows the inline failure; the right one the dashboard without site navigation', async () => {
    const { page, context, errors } = await open('/admin');
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
    expect(await accessibilityProblems(page)).toEqual([]);
    await signIn(page, { username: 'admin', password: 'not-the-password' });
    await page.getByText('Login failed. Please try again.').waitFor();
    await signIn(page);
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    for (const tab of ['Products', 'News', 'Data Sync', 'Enquiries', 'Users'])
      await page.getByRole('tab', { name: tab, exact: true }).first().waitFor();
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Open menu' }).count()).toBe(0);
    await page.getByText('Get started by adding your first product').waitFor();
    expect(await accessibilityProblems(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('logout forgets the user and every cached answer: the login form again, no admin data left', async () => {
    const { page, context } = await openAdmin();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
    await page.getByRole('navigation', { name: 'Main' }).waitFor({ state: 'attached' });
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'sid')).toBeUndefined();
    await context.close();
  });

  it('a 429 after too many failures is its own wait message', async () => {
    // An account of its own: failures are counted per account and address, on every replica alike.
    const gateway = await stack.add('gateway', { LOGIN_MAX_FAILURES: '2' });
    const context = await browser.newContext();
    const page = await context.newPage();
    page.setDefaultTimeout(WAIT);
    await page.goto(`http://127.0.0.1:${gateway.options.probePort}/admin`);
    for (let i = 0; i < 2; i++) {
      await signIn(page, { username: 'locked-out', password: `wrong-${i}` });
      await page.getByText('Login failed. Please try again.').waitFor();
      await page.getByRole('button', { name: 'Login' }).waitFor();
    }
    await signIn(page, { username: 'locked-out', password: 'wrong-again' });
    await page.getByText(/^Too many failed sign-in attempts for this account from your address\. Try again in \d+ minutes?\.$/).waitFor();
    expect(await page.getByText('Login failed. Please try again.').count()).toBe(0);
    await context.close();
  });

  it('a signed-in "user" sees Access Denied', async () => {
    const { page, context } = await open('/admin');
    await signIn(page, { username: 'visitor', password: 'visitor-password' });
    await page.getByRole('heading', { name: 'Access Denied' }).waitFor();
    await page.getByText('You need admin privileges to access this page.').waitFor();
    expect(await accessibilityProblems(page)).toEqual([]);
    await context.close();
  });
});

describe('products', () => {
  it('creates a product with specifications and an image uploaded through the picker', async () => {
    const { page, context, errors } = await openAdmin();
    await page.getByText('Get started by adding your first product').waitFor();
    await page.getByRole('button', { name: 'Add Product' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Product' });
    await dialog.getByLabel('Product Name').fill('Admin Flow Probe');
    await dialog.getByRole('textbox', { name: 'Manufacturer' }).fill('Acme Sensing');
    await dialog.getByLabel('Description').fill('A probe made by the admin flow.');
    await dialog.getByLabel('Price', { exact: true }).fill('129.5');
    await dialog.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Soil Moisture' }).click();
    await dialog.getByText('No specifications added. Click "Add Field" to add technical specifications.').waitFor();
    for (const [key, value] of [
      ['Frequency', 'EU868'],
      ['Range', '12 km'],
      ['', 'dropped: no key'],
      ['IP Rating', 'IP67'],
      ['Weight', '180 g'],
    ]) {
      await dialog.getByRole('button', { name: 'Add Field' }).click();
      const index = await dialog.getByLabel(/^Specification \d+ name$/).count();
      await dialog.getByLabel(`Specification ${index} name`).fill(key);
      await dialog.getByLabel(`Specification ${index} value`).fill(value);
    }
    await dialog.getByRole('region', { name: 'Preview' }).getByText('+1 more').waitFor();
    await dialog.getByRole('region', { name: 'Preview' }).getByText('$129.50', { exact: true }).waitFor();

    await dialog.getByRole('button', { name: 'Choose Image' }).click();
    const picker = page.getByRole('dialog', { name: 'Select Product Image' });
    await picker.getByText('No media files found').waitFor();
    await picker.getByRole('tab', { name: 'Upload New' }).click();
    await picker.locator('input[type=file]').setInputFiles({ name: 'probe.png', mimeType: 'image/png', buffer: await picture(64, 48) });
    await picker.getByRole('button', { name: 'Upload File' }).click();
    await picker.waitFor({ state: 'detached' });
    await dialog.getByRole('img', { name: 'Preview of the chosen file' }).waitFor();

    await dialog.getByRole('button', { name: 'Create Product' }).click();
    await toast(page, 'Product created successfully');
    await dialog.waitFor({ state: 'detached' });
    const [product] = (await request(api).get('/api/admin/products?search=Admin%20Flow&limit=5').set('Cookie', adminCookie).expect(200)).body.items;
    expect(product).toMatchObject({
      name: 'Admin Flow Probe',
      category: 'Soil Moisture',
      price: '129.50',
      isPublished: false,
      specifications: { Frequency: 'EU868', Range: '12 km', 'IP Rating': 'IP67', Weight: '180 g' },
      range: '12 km',
      weight: '180 g',
      image: expect.stringMatching(/^\/api\/images\//),
    });
    await page.getByRole('heading', { name: 'Admin Flow Probe' }).waitFor();
    expect(await accessibilityProblems(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('edits it with the dedicated fields merged into the rows, and a row overriding its field on save', async () => {
    await createProbe();
    const [product] = (await request(api).get('/api/admin/products?search=Admin%20Flow&limit=1').set('Cookie', adminCookie)).body.items;
    await request(api)
      .put(`/api/admin/products/${product.id}`)
      .set('Cookie', adminCookie)
      .send({
        name: product.name,
        manufacturer: product.manufacturer,
        description: product.description,
        batteryLife: '10 years',
        specifications: { Frequency: 'EU868' },
      })
      .expect(200);
    const { page, context } = await openAdmin();
    await page.getByRole('button', { name: 'Edit Admin Flow Probe' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Admin Flow Probe' });
    const names = await dialog.getByLabel(/^Specification \d+ name$/).evaluateAll((els) => els.map((e) => (e as unknown as { value: string }).value));
    expect(names).toEqual(['Frequency', 'Manufacturer', 'Range', 'Battery Life', 'Weight']);
    await dialog.getByLabel('Specification 2 value').fill('Acme Sensing GmbH');
    await dialog.getByRole('button', { name: 'Update Product' }).click();
    await toast(page, 'Product updated successfully');
    const saved = (await request(api).get(`/api/admin/products?search=Admin%20Flow&limit=1`).set('Cookie', adminCookie)).body.items[0];
    expect(saved).toMatchObject({
      manufacturer: 'Acme Sensing GmbH',
      batteryLife: '10 years',
      specifications: { Frequency: 'EU868', Manufacturer: 'Acme Sensing GmbH', Range: '12 km', 'Battery Life': '10 years', Weight: '180 g' },
    });
    await context.close();
  });

  it('a save based on a version another admin has saved over is refused in words, and the dialog keeps what was typed', async () => {
    const created = (
      await request(api)
        .post('/api/admin/products')
        .set('Cookie', adminCookie)
        .send({ name: 'Contested Probe', manufacturer: 'Acme', description: 'Two admins edit it.' })
        .expect(201)
    ).body;
    try {
      const { page, context } = await openAdmin();
      await page.getByRole('button', { name: 'Edit Contested Probe' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Contested Probe' });
      await dialog.getByLabel('Price', { exact: true }).fill('222');
      // Meanwhile a colleague, in a browser of their own, changes the model and the description and saves first.
      await stack.createUser('colleague', 'colleague-password', 'admin').catch(() => undefined);
      const colleague = await openAdmin({ username: 'colleague', password: 'colleague-password' });
      await colleague.page.getByRole('button', { name: 'Edit Contested Probe' }).click();
      const theirs = colleague.page.getByRole('dialog', { name: 'Edit Contested Probe' });
      await theirs.getByLabel('Model', { exact: true }).fill('CP-9');
      await theirs.getByLabel('Description').fill('Their words.');
      await theirs.getByRole('button', { name: 'Update Product' }).click();
      await toast(colleague.page, 'Product updated successfully');
      await colleague.context.close();

      await dialog.getByRole('button', { name: 'Update Product' }).click();
      await toast(
        page,
        'Failed to update product: This product was changed by someone else since you opened it (version 2 is stored; yours was 1). Nothing was saved.',
      );
      expect(await dialog.getByLabel('Price', { exact: true }).inputValue()).toBe('222');
      // The error stays where it covers none of the dialog's buttons.
      const shown = (await page.locator('.MuiSnackbar-root').first().boundingBox())!;
      for (const name of ['Cancel', 'Update Product']) {
        const button = (await dialog.getByRole('button', { name }).boundingBox())!;
        const overlaps =
          shown.x < button.x + button.width &&
          button.x < shown.x + shown.width &&
          shown.y < button.y + button.height &&
          button.y < shown.y + shown.height;
        expect([name, overlaps]).toEqual([name, false]);
      }
      const stored = (await request(api).get('/api/admin/products?search=Contested&limit=1').set('Cookie', adminCookie)).body.items[0];
      expect(stored).toMatchObject({ model: 'CP-9', description: 'Their words.', price: null, version: 2 });

      // Field by field: what was typed next to what is saved now. A field only they changed takes theirs, one only
      // this admin changed keeps it, and any can be chosen the other way.
      const panel = dialog.getByRole('region', { name: 'Changes saved by someone else' });
      expect(await panel.getByRole('row').allInnerTexts()).toEqual([
        expect.stringMatching(/^Field\s+Yours\s+Saved now\s+Keep$/),
        expect.stringMatching(/^Model\s+\(empty\)\s+CP-9\s+Yours\s+Saved$/),
        expect.stringMatching(/^Price\s+222\s+\(empty\)\s+Yours\s+Saved$/),
        expect.stringMatching(/^Description\s+Two admins edit it\.\s+Their words\.\s+Yours\s+Saved$/),
      ]);
      const keep = (field: string) => panel.getByRole('radiogroup', { name: `Keep for ${field}` });
      expect(await keep('Model').getByRole('radio', { name: 'Saved' }).isChecked()).toBe(true);
      expect(await keep('Price').getByRole('radio', { name: 'Yours' }).isChecked()).toBe(true);
      expect(await keep('Description').getByRole('radio', { name: 'Saved' }).isChecked()).toBe(true);
      expect(await accessibilityProblems(page)).toEqual([]);
      await keep('Model').getByRole('radio', { name: 'Yours' }).check();
      await panel.getByRole('button', { name: 'Use these choices' }).click();
      await panel.waitFor({ state: 'detached' });
      expect(await dialog.getByLabel('Description').inputValue()).toBe('Their words.');
      await dialog.getByRole('button', { name: 'Update Product' }).click();
      await toast(page, 'Product updated successfully');
      const merged = (await request(api).get('/api/admin/products?search=Contested&limit=1').set('Cookie', adminCookie)).body.items[0];
      expect(merged).toMatchObject({ model: null, description: 'Their words.', price: '222.00', version: 3 });

      // Take all saved: the form becomes what is stored, and the save changes nothing of theirs.
      await page.getByRole('button', { name: 'Edit Contested Probe' }).click();
      await dialog.getByLabel('Model', { exact: true }).fill('CP-1');
      await request(api).put(`/api/admin/products/${created.id}`).set('Cookie', adminCookie).send({ model: 'CP-2', version: 3 }).expect(200);
      await dialog.getByRole('button', { name: 'Update Product' }).click();
      await panel.getByRole('button', { name: 'Take all saved' }).click();
      await panel.getByRole('button', { name: 'Use these choices' }).click();
      expect(await dialog.getByLabel('Model', { exact: true }).inputValue()).toBe('CP-2');
      await dialog.getByRole('button', { name: 'Update Product' }).click();
      await toast(page, 'Product updated successfully');
      await context.close();
    } finally {
      await request(api).delete(`/api/admin/products/${created.id}`).set('Cookie', adminCookie);
    }
  });

  it('history: the dialog lists each saved version with who, when and what changed, and restores one as a new version', async () => {
    const created = (
      await request(api)
        .post('/api/admin/products')
        .set('Cookie', adminCookie)
        .send({ name: 'Historic Probe', manufacturer: 'Acme', description: 'First words.', price: '10.00' })
        .expect(201)
    ).body;
    try {
      await request(api).put(`/api/admin/products/${created.id}`).set('Cookie', adminCookie).send({ price: '12.00', version: 1 }).expect(200);
      const { page, context } = await openAdmin();
      await page.getByRole('button', { name: 'Edit Historic Probe' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Historic Probe' });
      await dialog.getByLabel('Description').fill('Second words.');
      await dialog.getByRole('button', { name: 'Update Product' }).click();
      await toast(page, 'Product updated successfully');

      await page.getByRole('button', { name: 'Edit Historic Probe' }).click();
      await dialog.getByRole('button', { name: 'History' }).click();
      const history = page.getByRole('dialog', { name: 'History of this product' });
      const versions = history.getByRole('list', { name: 'Saved versions' }).getByRole('listitem');
      // The list comes with the history's answer: read it once its three versions are there.
      await versions.nth(2).waitFor();
      expect(await versions.allInnerTexts()).toEqual([
        // The dialog's save also wrote what follows from the description and the specification rows.
        expect.stringMatching(/^Version 3 \(current\)\n+.* · admin\n+Changed: Description, Specifications, SEO Description$/),
        expect.stringMatching(/^Version 2\n+.* · admin\n+Changed: Price\n+Restore$/),
        expect.stringMatching(/^Version 1\n+.* · admin\n+Restore$/),
      ]);
      expect(await accessibilityProblems(page)).toEqual([]);
      // Restoring shows the version's values beside the current ones first, and asks.
      await history.getByRole('button', { name: 'Restore version 1' }).click();
      const asking = page.getByRole('dialog', { name: 'Restore version 1?' });
      const compared = asking.getByRole('table', { name: 'Version 1 beside the current version' });
      await compared.waitFor();
      expect(await compared.getByRole('row').allInnerTexts()).toEqual([
        expect.stringMatching(/^Field\s+Version 1\s+Now \(version 3\)$/),
        expect.stringMatching(/^Price\s+10\.00\s+12\.00$/),
        expect.stringMatching(/^Description\s+First words\.\s+Second words\.$/),
        expect.stringMatching(/^Specifications\s+\(none\)\s+.+$/),
        expect.stringMatching(/^SEO Description\s+First words\.\s+Second words\.$/),
      ]);
      expect(await accessibilityProblems(page)).toEqual([]);
      // Back to the list changes nothing; asked again and confirmed, it is restored.
      await asking.getByRole('button', { name: 'Back to the history' }).click();
      await history.getByRole('button', { name: 'Restore version 1' }).click();
      await asking.getByRole('button', { name: 'Restore version 1' }).click();
      await toast(page, 'Version 1 restored');
      await versions.first().getByText('Version 4 (current)').waitFor();
      expect(await versions.first().innerText()).toMatch(
        / · admin · restored version 1\n+Changed: Price, Description, Specifications, SEO Description$/,
      );
      let stored = (await request(api).get('/api/admin/products?search=Historic&limit=1').set('Cookie', adminCookie)).body.items[0];
      expect(stored).toMatchObject({ description: 'First words.', price: '10.00', version: 4 });
      // The toast's Undo brings back the version that was current before, as a new version again.
      await page.locator('.MuiSnackbar-root').getByRole('button', { name: 'Undo' }).click();
      await toast(page, 'Version 3 is back: the restore was undone');
      await versions.first().getByText('Version 5 (current)').waitFor();
      expect(await versions.first().innerText()).toMatch(/ · admin · restored version 3\n/);
      // (The toast in the dialog has a Close of its own.)
      await history.locator('.MuiDialogActions-root').getByRole('button', { name: 'Close' }).click();
      // The form shows what was restored last, and is based on the new version.
      expect(await dialog.getByLabel('Description').inputValue()).toBe('Second words.');
      expect(await dialog.getByLabel('Price', { exact: true }).inputValue()).toBe('12.00');
      stored = (await request(api).get('/api/admin/products?search=Historic&limit=1').set('Cookie', adminCookie)).body.items[0];
      expect(stored).toMatchObject({ description: 'Second words.', price: '12.00', version: 5 });
      await dialog.getByLabel('Model', { exact: true }).fill('HP-4');
      await dialog.getByRole('button', { name: 'Update Product' }).click();
      await toast(page, 'Product updated successfully');
      await context.close();
    } finally {
      await request(api).delete(`/api/admin/products/${created.id}`).set('Cookie', adminCookie);
    }
  });

  it('unsaved changes: the first field has the focus, closing asks, a draft comes back, a discarded one does not; leaving the page asks', async () => {
    const { page, context } = await openAdmin();
    const open = async () => {
      await page.getByRole('button', { name: 'Add Product' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add New Product' });
      await dialog.waitFor();
      return dialog;
    };
    let dialog = await open();
    const nameId = await dialog.getByLabel('Product Name').getAttribute('id');
    await eventually(async () => (await page.evaluate('document.activeElement?.id')) === nameId, WAIT, 'the first field focused');
    await dialog.getByLabel('Product Name').fill('Draft Probe');
    await page.keyboard.press('Escape');
    const asking = page.getByRole('dialog', { name: 'Unsaved changes' });
    await asking.getByRole('button', { name: 'Keep editing' }).click();
    await asking.waitFor({ state: 'detached' });
    expect(await dialog.getByLabel('Product Name').inputValue()).toBe('Draft Probe');
    expect(await accessibilityProblems(page)).toEqual([]);
    // The browser's Back asks the same question, and stays on the form.
    const address = page.url();
    await page.goBack();
    await asking.getByRole('button', { name: 'Keep editing' }).click();
    expect([page.url(), await dialog.getByLabel('Product Name').inputValue()]).toEqual([address, 'Draft Probe']);
    await page.goBack();
    await asking.getByRole('button', { name: 'Close, keep draft' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(page.url()).toBe(address);
    // Opened again (after a reload, too), the form has what was typed, and says so.
    await page.reload();
    await page.getByRole('button', { name: 'Add Product' }).waitFor();
    dialog = await open();
    await dialog.getByText(/^Your unsaved changes from .+ are back in the form\.$/).waitFor();
    expect(await dialog.getByLabel('Product Name').inputValue()).toBe('Draft Probe');
    // Leaving the page with changes not saved: the browser asks.
    const asked = new Promise<string>((resolve) => page.once('dialog', (d) => void d.dismiss().then(() => resolve(d.type()))));
    await page.close({ runBeforeUnload: true });
    expect(await asked).toBe('beforeunload');
    const again = await context.newPage();
    await again.goto(`${api}/admin`);
    await again.getByRole('button', { name: 'Add Product' }).click();
    const restored = again.getByRole('dialog', { name: 'Add New Product' });
    // Discarding them resets the form to what is saved, and the dialog stays open.
    await restored.getByRole('button', { name: 'Discard them' }).click();
    await restored.getByText(/are back in the form/).waitFor({ state: 'detached' });
    expect(await restored.getByLabel('Product Name').inputValue()).toBe('');
    await restored.getByRole('button', { name: 'Cancel' }).click();
    await restored.waitFor({ state: 'detached' });
    await again.getByRole('button', { name: 'Add Product' }).click();
    expect(await again.getByRole('dialog', { name: 'Add New Product' }).getByLabel('Product Name').inputValue()).toBe('');
    await context.close();
  });

  it("forms tell the truth: a price is checked as typed in the server's words, a server 400 shows at its field, a text past its limit is kept", async () => {
    const { page, context } = await openAdmin();
    await page.getByRole('button', { name: 'Add Product' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Product' });
    await dialog.getByLabel('Product Name').fill('Truthful Probe');
    await dialog.getByRole('textbox', { name: 'Manufacturer' }).fill('Acme');
    const long = 'x'.repeat(8000);
    await dialog.getByLabel('Description').fill(long);
    expect((await dialog.getByLabel('Description').inputValue()).length).toBe(8000);
    await dialog.getByText('At most 4,000 characters: 8,000 typed').waitFor();
    // Sent anyway, the server's 400 shows at the field.
    await dialog.getByRole('button', { name: 'Create Product' }).click();
    await dialog.getByText('description must be shorter than or equal to 4000 characters', { exact: true }).waitFor();
    await dialog.getByLabel('Description').fill('A probe.');
    // A price the server would refuse says why at once, in the server's words; the preview shows no such price, and
    // the form is not sent.
    const price = dialog.getByLabel('Price', { exact: true });
    const preview = dialog.getByRole('region', { name: 'Preview' });
    for (const [typed, problem] of [
      ['-5', 'price must not be negative'],
      ['12.345', 'price must have at most 2 decimals'],
      ['12,50', 'price must be a number, e.g. "129.99", or empty for no price'],
    ]) {
      await price.fill(typed);
      await dialog.getByText(problem, { exact: true }).waitFor();
      expect(await price.getAttribute('aria-invalid')).toBe('true');
      expect(await preview.innerText()).not.toMatch(/\$|5\.00|12\.3/);
    }
    await dialog.getByRole('button', { name: 'Create Product' }).click();
    expect(await page.evaluate('document.activeElement?.getAttribute("name")')).toBe('price');
    expect(await dialog.getByText('price must be a number, e.g. "129.99", or empty for no price').count()).toBe(1);
    expect((await request(api).get('/api/admin/products?search=Truthful&limit=1').set('Cookie', adminCookie)).body.items).toEqual([]);
    await price.fill('12.34');
    expect(await price.getAttribute('aria-invalid')).toBe('false');
    await preview.getByText('$12.34').waitFor();
    await dialog.getByRole('button', { name: 'Create Product' }).click();
    await toast(page, 'Product created successfully');
    const created = (await request(api).get('/api/admin/products?search=Truthful&limit=1').set('Cookie', adminCookie)).body.items[0];
    await request(api).delete(`/api/admin/products/${created.id}`).set('Cookie', adminCookie).expect(200);
    await context.close();
  });

  it('the session ends while a form is open: Save asks to sign in again in place, then the same save goes through', async () => {
    const created = (
      await request(api)
        .post('/api/admin/products')
        .set('Cookie', adminCookie)
        .send({ name: 'Session Probe', manufacturer: 'Acme', description: 'Outlives a session.' })
        .expect(201)
    ).body;
    try {
      const { page, context } = await openAdmin();
      await page.getByRole('button', { name: 'Edit Session Probe' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Session Probe' });
      await dialog.getByLabel('Price', { exact: true }).fill('77.5');
      // Signed out elsewhere (another tab, an admin revoking it): this page's session is gone.
      const sid = (await context.cookies()).find((c) => c.name === 'sid')!;
      await request(api).post('/api/auth/logout').set('Cookie', `sid=${sid.value}`).set('Origin', api).expect(200);
      await dialog.getByRole('button', { name: 'Update Product' }).click();
      const again = page.getByRole('dialog', { name: 'Your session has ended' });
      await again.getByLabel('Username').fill(TEST_ADMIN.username);
      await again.getByLabel('Password').fill(TEST_ADMIN.password);
      expect(await accessibilityProblems(page)).toEqual([]);
      await again.getByRole('button', { name: 'Sign in and save' }).click();
      await toast(page, 'Product updated successfully');
      const stored = (await request(api).get('/api/admin/products?search=Session%20Probe&limit=1').set('Cookie', adminCookie)).body.items[0];
      expect(stored).toMatchObject({ price: '77.50', version: 2 });
      await context.close();
    } finally {
      await request(api).delete(`/api/admin/products/${created.id}`).set('Cookie', adminCookie);
    }
  });

  it('another admin has the product open: the form says who and since when, and offers read-only or editing anyway', async () => {
    const created = (
      await request(api)
        .post('/api/admin/products')
        .set('Cookie', adminCookie)
        .send({ name: 'Shared Probe', manufacturer: 'Acme', description: 'Two admins open it.' })
        .expect(201)
    ).body;
    await stack.createUser('colleague', 'colleague-password', 'admin').catch(() => undefined);
    try {
      // The colleague has it open in a browser of their own.
      const colleague = await openAdmin({ username: 'colleague', password: 'colleague-password' });
      await colleague.page.getByRole('button', { name: 'Edit Shared Probe' }).click();
      await colleague.page.getByRole('dialog', { name: 'Edit Shared Probe' }).waitFor();
      const { page, context } = await openAdmin();
      await page.getByRole('button', { name: 'Edit Shared Probe' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Shared Probe' });
      await dialog
        .getByText(/^colleague \(since .+\) has this product open\. If they save first, your save is refused and what you typed is kept\.$/)
        .waitFor();
      expect(await accessibilityProblems(page)).toEqual([]);
      await dialog.getByRole('button', { name: 'View read-only' }).click();
      expect(await dialog.getByLabel('Product Name').isDisabled()).toBe(true);
      expect(await dialog.getByRole('button', { name: 'Update Product' }).isDisabled()).toBe(true);
      await dialog.getByRole('button', { name: 'Edit anyway' }).click();
      expect(await dialog.getByLabel('Product Name').isDisabled()).toBe(false);
      await context.close();
      await colleague.context.close();
    } finally {
      await request(api).delete(`/api/admin/products/${created.id}`).set('Cookie', adminCookie);
    }
  });

  it('a name that exists already: the error toast says so in words', async () => {
    await createProbe();
    const { page, context } = await openAdmin();
    await page.getByRole('button', { name: 'Add Product' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Product' });
    await dialog.getByLabel('Product Name').fill('Admin Flow Probe');
    await dialog.getByRole('textbox', { name: 'Manufacturer' }).fill('Acme');
    await dialog.getByLabel('Description').fill('Twice.');
    await dialog.getByRole('button', { name: 'Create Product' }).click();
    await toast(page, 'Failed to create product: A product named "Admin Flow Probe" already exists');
    await dialog.waitFor();
    await context.close();
  });

  it('publishes it and it shows on /marketplace; unpublished it is gone', async () => {
    await createProbe();
    const { page, context } = await openAdmin();
    await page.getByRole('button', { name: 'Publish Admin Flow Probe', exact: true }).click();
    await toast(page, 'Product publish status updated');
    await page.getByRole('button', { name: 'Unpublish Admin Flow Probe' }).waitFor();
    const market = await context.newPage();
    await market.goto(`${api}/marketplace`);
    await market.getByRole('heading', { name: 'Admin Flow Probe' }).waitFor();
    await page.getByRole('button', { name: 'Unpublish Admin Flow Probe' }).click();
    // Exact: a role name matches as a substring otherwise, and "Unpublish …" would answer before the write is done.
    await page.getByRole('button', { name: 'Publish Admin Flow Probe', exact: true }).waitFor();
    await market.reload();
    await market.getByText('No devices found').waitFor();
    expect(await market.getByRole('heading', { name: 'Admin Flow Probe' }).count()).toBe(0);
    await context.close();
  });

  it('the table view has its columns; delete asks first', async () => {
    await createProbe();
    const { page, context } = await openAdmin();
    await page.getByRole('button', { name: 'Table view' }).click();
    const table = page.getByRole('table', { name: 'Products' });
    // The table's code loads when it is first asked for: its headers are read once they are there.
    await table.getByRole('columnheader', { name: 'Actions' }).waitFor();
    expect(await table.getByRole('columnheader').allTextContents()).toEqual(['Product', 'Category', 'Price', 'Status', 'Actions']);
    const row = table.getByRole('row', { name: /Admin Flow Probe/ });
    for (const text of ['Soil Moisture', '$129.50', 'Active', 'Draft']) await row.getByText(text, { exact: true }).waitFor();
    expect(await accessibilityProblems(page)).toEqual([]);
    await row.getByRole('button', { name: 'Delete Admin Flow Probe' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Product' });
    await confirm.getByText('Are you sure you want to delete "Admin Flow Probe"? This action cannot be undone.').waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await row.waitFor();
    await row.getByRole('button', { name: 'Delete Admin Flow Probe' }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Product deleted successfully');
    await page.getByText('No products found').waitFor();
    await context.close();
  });
});

/** Whether two boxes on the page share any pixel. */
const overlap = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

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

const LAPTOP = { width: 1280, height: 720 };
const PHONE = { width: 390, height: 844 };
/** Each admin screen is checked at both sizes. */
const SIZES = [
  ['laptop', LAPTOP],
  ['phone', PHONE],
] as const;

/** Whether the element is wholly inside the viewport, as it is shown now. */
async function inViewport(page: Page, locator: ReturnType<Page['locator']>): Promise<boolean> {
  const box = await locator.boundingBox();
  const size = page.viewportSize()!;
  return !!box && box.x >= 0 && box.y >= 0 && box.x + box.width <= size.width && box.y + box.height <= size.height;
}

describe('the admin on a laptop (1280×720) and a phone (390×844)', () => {
  it.each(SIZES)('%s: the product dialog scrolls its fields and keeps Cancel and Create Product in view', async (_name, viewport) => {
    const { page, context, errors } = await openAdmin(TEST_ADMIN, viewport);
    await page.getByRole('button', { name: 'Add Product' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Product' });
    await dialog.getByLabel('Product Name').waitFor();
    const content = dialog.locator('.MuiDialogContent-root');
    // The fields are taller than the screen: they scroll inside the dialog, between its title and its buttons.
    expect(await content.evaluate((e) => e.scrollHeight > e.clientHeight)).toBe(true);
    for (const name of ['Cancel', 'Create Product'])
      expect([name, await inViewport(page, dialog.getByRole('button', { name }))]).toEqual([name, true]);
    await dialog.getByRole('button', { name: 'Add Field' }).scrollIntoViewIfNeeded();
    for (const name of ['Cancel', 'Create Product'])
      expect([name, await inViewport(page, dialog.getByRole('button', { name }))]).toEqual([name, true]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each(SIZES)('%s: the Upload Media dialog closes with Cancel and with Close', async (_name, viewport) => {
    const { page, context, errors } = await openAdmin(TEST_ADMIN, viewport);
    await page.getByRole('tab', { name: 'Media' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload Media' });
    for (const name of ['Cancel', 'Close']) {
      await page.getByRole('button', { name: 'Upload Files' }).click();
      await dialog.getByRole('button', { name: 'Choose a file' }).waitFor();
      expect([name, await inViewport(page, dialog.getByRole('button', { name, exact: true }))]).toEqual([name, true]);
      expect(await accessibilityProblems(page)).toEqual([]);
      await dialog.getByRole('button', { name, exact: true }).click();
      await dialog.waitFor({ state: 'detached' });
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('phone: the section tabs scroll with buttons, and Users is reached', async () => {
    const { page, context, errors } = await openAdmin(TEST_ADMIN, PHONE);
    const tabs = page.locator('.MuiTabs-root', { has: page.getByRole('tablist', { name: 'Admin sections' }) });
    const users = page.getByRole('tab', { name: 'Users' });
    expect(await inViewport(page, users)).toBe(false);
    const forward = tabs.locator('.MuiTabScrollButton-root').last();
    expect(await forward.isVisible()).toBe(true);
    while (!(await inViewport(page, users))) {
      await forward.click();
      await page.waitForTimeout(400);
    }
    await users.click();
    await page.getByRole('table', { name: 'Users' }).waitFor();
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBe(PHONE.width);
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each(SIZES)("%s: a row's badges sit side by side with room between them, its actions on one line", async (_name, viewport) => {
    await createProbe();
    const { page, context, errors } = await openAdmin(TEST_ADMIN, viewport);
    await page.getByRole('button', { name: 'Table view' }).click();
    const row = page.getByRole('table', { name: 'Products' }).getByRole('row', { name: /Admin Flow Probe/ });
    const active = (await row.getByText('Active', { exact: true }).boundingBox())!;
    const draft = (await row.getByText('Draft', { exact: true }).boundingBox())!;
    expect(Math.abs(active.y - draft.y)).toBeLessThan(1);
    expect(draft.x - (active.x + active.width)).toBeGreaterThanOrEqual(8);
    const tops = await Promise.all(
      ['Publish Admin Flow Probe', 'Edit Admin Flow Probe', 'Preview Admin Flow Probe', 'Delete Admin Flow Probe'].map(
        async (name) => (await row.getByRole(name.startsWith('Preview') ? 'link' : 'button', { name, exact: true }).boundingBox())!.y,
      ),
    );
    expect(Math.max(...tops) - Math.min(...tops)).toBeLessThan(8);
    // A wide table scrolls in its frame, not the page.
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBe(viewport.width);
    expect(await accessibilityProblems(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('phone: a dialog keeps 16 px of the screen around it; a specification is its name above its value, labels whole', async () => {
    await createProbe();
    const { page, context, errors } = await openAdmin(TEST_ADMIN, PHONE);
    await page.getByRole('button', { name: 'Edit Admin Flow Probe' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Admin Flow Probe' });
    const paper = (await dialog.boundingBox())!;
    expect([paper.x, PHONE.width - paper.x - paper.width]).toEqual([16, 16]);
    const name = dialog.getByLabel('Specification 1 name');
    await name.scrollIntoViewIfNeeded();
    const [nameBox, valueBox] = [(await name.boundingBox())!, (await dialog.getByLabel('Specification 1 value').boundingBox())!];
    // Side by side with the remove button they were 90 and 130 px wide, "VWC F" and "Specifi…".
    expect(nameBox.width).toBeGreaterThanOrEqual(220);
    expect(valueBox.width).toBe(nameBox.width);
    expect(valueBox.y).toBeGreaterThan(nameBox.y + nameBox.height);
    const labels = dialog.locator('fieldset label');
    for (const label of await labels.all())
      expect(await label.evaluate((e) => [e.textContent, e.scrollWidth <= e.clientWidth])).toEqual([await label.textContent(), true]);
    const addField = (await dialog.getByRole('button', { name: 'Add Field' }).boundingBox())!;
    expect(addField.height).toBeLessThan(36);
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each(SIZES)('%s: the Unsaved changes question shows its three answers whole, each on one line, inside the screen', async (name, viewport) => {
    await createProbe();
    const { page, context, errors } = await openAdmin(TEST_ADMIN, viewport);
    await page.getByRole('button', { name: 'Edit Admin Flow Probe' }).click();
    const form = page.getByRole('dialog', { name: 'Edit Admin Flow Probe' });
    await form.getByLabel('Model').fill('SM-2');
    await form.getByRole('button', { name: 'Cancel' }).click();
    const question = page.getByRole('dialog', { name: 'Unsaved changes' });
    const boxes: Array<{ x: number; y: number; width: number; height: number }> = [];
    for (const answer of ['Keep editing', 'Close, keep draft', 'Discard changes']) {
      const button = question.getByRole('button', { name: answer });
      expect([answer, await inViewport(page, button)]).toEqual([answer, true]);
      const box = (await button.boundingBox())!;
      // One line of text: a button that broke its words onto two was some 60 px tall.
      expect([answer, box.height < 44]).toEqual([answer, true]);
      boxes.push(box);
    }
    // On a phone they stack, each the dialog's width, Discard on top; on a laptop they sit in one row.
    if (name === 'phone') {
      expect(new Set(boxes.map((b) => Math.round(b.width))).size).toBe(1);
      expect(boxes[2].y).toBeLessThan(boxes[1].y);
    } else expect(new Set(boxes.map((b) => Math.round(b.y))).size).toBe(1);
    await question.getByRole('button', { name: 'Discard changes' }).click();
    await form.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each(SIZES)("%s: a news card's text takes the card's width, its edit and delete buttons within reach", async (name, viewport) => {
    await request(api)
      .post('/api/admin/news')
      .set('Cookie', adminCookie)
      .send({
        title: 'One gateway covers a town centre’s air quality network',
        category: 'LoRaWAN',
        excerpt: 'Twelve AQ7 monitors across a town centre report particulates and gases through a single rooftop gateway.',
        content: 'Twelve monitors, one gateway.',
        isPublished: true,
      })
      .expect(201);
    const { page, context, errors } = await openAdmin(TEST_ADMIN, viewport);
    await page.getByRole('tab', { name: 'News' }).click();
    const card = page.getByRole('article', { name: /One gateway covers/ });
    const excerpt = card.getByText(/^Twelve AQ7 monitors/);
    const [cardBox, excerptBox] = [(await card.boundingBox())!, (await excerpt.boundingBox())!];
    // Beside a column of buttons the excerpt had two thirds of a phone's card.
    if (name === 'phone') expect(excerptBox.width / cardBox.width).toBeGreaterThan(0.85);
    for (const action of ['Edit', 'Delete']) {
      const button = card.getByRole('button', { name: `${action} One gateway covers a town centre’s air quality network` });
      const box = (await button.boundingBox())!;
      expect([action, box.x + box.width <= cardBox.x + cardBox.width, box.height >= 40]).toEqual([action, true, true]);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each(SIZES)(
    "%s: a product card's Publish button and a category card's Edit and Delete are as tall as the icon buttons",
    async (name, viewport) => {
      const product = `Button Height Probe ${name}`;
      const created = (
        await request(api)
          .post('/api/admin/products')
          .set('Cookie', adminCookie)
          .send({ name: product, manufacturer: 'Acme Sensing', description: 'A probe.', category: 'Soil Moisture' })
          .expect(201)
      ).body;
      const { page, context, errors } = await openAdmin(TEST_ADMIN, viewport);
      const publish = page.getByRole('button', { name: `Publish ${product}` });
      await publish.waitFor();
      const edit = page.getByRole('button', { name: `Edit ${product}` });
      expect([Math.round((await publish.boundingBox())!.height), Math.round((await edit.boundingBox())!.height)]).toEqual([40, 40]);
      await request(api).delete(`/api/admin/products/${created.id}`).set('Cookie', adminCookie).expect(200);
      await page.getByRole('tab', { name: 'Categories' }).click();
      const card = page.getByRole('article', { name: 'Soil Moisture' });
      await card.waitFor();
      const cardBox = (await card.boundingBox())!;
      for (const action of ['Edit', 'Delete']) {
        const box = (await card.getByRole('button', { name: `${action} Soil Moisture` }).boundingBox())!;
        expect([action, box.x + box.width <= cardBox.x + cardBox.width, box.height >= 40]).toEqual([action, true, true]);
      }
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it.each(SIZES)('%s: a toast is wholly on the screen; on a phone it spans it with the same margin each side', async (name, viewport) => {
    await createProbe();
    const { page, context, errors } = await openAdmin(TEST_ADMIN, viewport);
    await page.getByRole('button', { name: 'Publish Admin Flow Probe' }).click();
    await toast(page, 'Product publish status updated');
    await transitionsSettled(page);
    const alert = page.locator('.MuiSnackbar-root .MuiAlert-root', { hasText: 'Product publish status updated' });
    expect(await inViewport(page, alert)).toBe(true);
    const box = (await alert.boundingBox())!;
    if (name === 'phone') expect([Math.round(box.x), Math.round(viewport.width - box.x - box.width)]).toEqual([8, 8]);
    else expect(box.width).toBeGreaterThanOrEqual(300);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("laptop: the table's actions line up from row to row, a draft's Publish as wide as Published; prices align right", async () => {
    await createProbe();
    await request(api)
      .post('/api/admin/products')
      .set('Cookie', adminCookie)
      .send({ name: 'Second Probe', manufacturer: 'Acme Sensing', description: 'Another probe.', price: '1299' })
      .expect(201);
    const { page, context, errors } = await openAdmin(TEST_ADMIN, LAPTOP);
    await page.getByRole('button', { name: 'Publish Second Probe' }).click();
    await page.getByRole('button', { name: 'Unpublish Second Probe' }).waitFor();
    await page.getByRole('button', { name: 'Table view' }).click();
    const table = page.getByRole('table', { name: 'Products' });
    const x = async (role: 'button' | 'link', name: string) => Math.round((await table.getByRole(role, { name, exact: true }).boundingBox())!.x);
    expect(await x('button', 'Edit Admin Flow Probe')).toBe(await x('button', 'Edit Second Probe'));
    expect(await x('link', 'Preview Admin Flow Probe')).toBe(await x('link', 'Preview Second Probe'));
    expect(await x('button', 'Delete Admin Flow Probe')).toBe(await x('button', 'Delete Second Probe'));
    const right = async (text: string) => {
      const box = (await table.getByText(text, { exact: true }).boundingBox())!;
      return Math.round(box.x + box.width);
    };
    expect(await right('$129.50')).toBe(await right('$1,299.00'));
    expect(errors).toEqual([]);
    await context.close();
  });

  it('phone: an enquiry with a long unbroken address opens in a dialog no wider than the screen', async () => {
    await request(api)
      .post('/api/demo-request')
      .send({
        firstName: 'Maximiliane',
        lastName: 'Oberhuber',
        email: 'maximiliane.oberhuber@agrargenossenschaftniedersachsen.de',
        company: 'Agrargenossenschaft',
      })
      .expect(201);
    const { page, context, errors } = await openAdmin(TEST_ADMIN, PHONE);
    await page.goto(`${api}/admin?tab=enquiries`);
    await page.getByRole('button', { name: /^Open enquiry from Maximiliane Oberhuber/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Demo request' });
    await dialog.getByText('maximiliane.oberhuber@agrargenossenschaftniedersachsen.de').waitFor();
    const content = dialog.locator('.MuiDialogContent-root');
    expect(await content.evaluate((e) => e.scrollWidth - e.clientWidth)).toBe(0);
    expect(await inViewport(page, dialog.getByRole('button', { name: 'Mark handled' }))).toBe(true);
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBe(PHONE.width);
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each(SIZES)("%s: Change your password is a form as wide as a password needs, the screen's width on a phone", async (name, viewport) => {
    const { page, context, errors } = await openAdmin(TEST_ADMIN, viewport);
    await page.goto(`${api}/admin?tab=users`);
    const field = (await page.getByLabel('Current password').boundingBox())!;
    if (name === 'laptop') expect(field.width).toBeLessThanOrEqual(560);
    else expect(field.width).toBeGreaterThanOrEqual(300);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('phone: Logout sits beside the heading, and the media library shows two files to a row', async () => {
    for (const name of ['gateway-roof.png', 'probe-in-field.png'])
      await request(api)
        .post('/api/admin/media/upload')
        .set('Cookie', adminCookie)
        .attach('file', await picture(40, 30), name)
        .expect(200);
    const { page, context, errors } = await openAdmin(TEST_ADMIN, PHONE);
    const heading = (await page.getByRole('heading', { name: 'Admin Dashboard' }).boundingBox())!;
    const logout = (await page.getByRole('button', { name: 'Logout' }).boundingBox())!;
    expect(logout.y).toBeLessThan(heading.y + heading.height);
    expect(logout.x).toBeGreaterThanOrEqual(heading.x + heading.width);
    await page.getByRole('tab', { name: 'Media' }).click();
    const [first, second] = await Promise.all(
      ['gateway-roof.png', 'probe-in-field.png'].map(async (name) => (await page.getByRole('article', { name }).boundingBox())!),
    );
    expect(Math.round(first.y)).toBe(Math.round(second.y));
    for (const name of ['gateway-roof.png', 'probe-in-field.png'])
      expect([name, await inViewport(page, page.getByRole('article', { name }).getByRole('button', { name: `Delete ${name}` }))]).toEqual([
        name,
        true,
      ]);
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBe(PHONE.width);
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each(SIZES)(
    "%s: every tab fits the screen's width, and every dialog shows its title and its buttons inside the screen",
    async (_name, viewport) => {
      await createProbe();
      await request(api)
        .post('/api/admin/media/upload')
        .set('Cookie', adminCookie)
        .attach('file', await picture(40, 30), 'gateway-roof.png')
        .expect(200);
      await request(api)
        .post('/api/admin/news')
        .set('Cookie', adminCookie)
        .send({
          title: 'SP4 probe now shipping',
          category: 'Product',
          excerpt: 'Six depths, one tube.',
          content: 'Shipping now.',
          isPublished: false,
        })
        .expect(201);
      const { page, context, errors } = await openAdmin(TEST_ADMIN, viewport);
      const fits = async (where: string) =>
        expect([where, await page.evaluate<number>('document.documentElement.scrollWidth')]).toEqual([where, viewport.width]);
      /** Opens a dialog, checks its title and buttons are wholly on the screen, and closes it with the button named. */
      const dialogFits = async (open: () => Promise<void>, title: string, buttons: string[], close = 'Cancel') => {
        await open();
        const dialog = page.getByRole('dialog', { name: title });
        await dialog.waitFor();
        await page.waitForTimeout(300);
        expect([title, await inViewport(page, dialog.getByRole('heading', { name: title }))]).toEqual([title, true]);
        for (const name of buttons)
          expect([title, name, await inViewport(page, dialog.getByRole('button', { name, exact: true }))]).toEqual([title, name, true]);
        await dialog.getByRole('button', { name: close, exact: true }).click();
        await dialog.waitFor({ state: 'detached' });
      };
      await fits('Products');
      await dialogFits(() => page.getByRole('button', { name: 'Delete Admin Flow Probe' }).click(), 'Delete Product', ['Cancel', 'Delete']);
      await dialogFits(() => page.getByRole('button', { name: 'Edit Admin Flow Probe' }).click(), 'Edit Admin Flow Probe', [
        'History',
        'Cancel',
        'Update Product',
      ]);
      await page.getByRole('button', { name: 'Add Product' }).click();
      await dialogFits(() => page.getByRole('button', { name: 'Choose Image' }).click(), 'Select Product Image', ['Cancel']);
      await page.getByRole('dialog', { name: 'Add New Product' }).getByRole('button', { name: 'Cancel' }).click();
      await page.getByRole('tab', { name: 'Categories' }).click();
      await page.getByRole('heading', { name: 'Soil Moisture' }).waitFor();
      await fits('Categories');
      await dialogFits(() => page.getByRole('button', { name: 'Add Category' }).click(), 'Add New Category', ['Cancel', 'Create Category']);
      await dialogFits(() => page.getByRole('button', { name: 'Delete Soil Moisture' }).click(), 'Delete Category', ['Cancel', 'Move and Delete']);
      await page.getByRole('tab', { name: 'Media' }).click();
      await page.getByRole('article', { name: 'gateway-roof.png' }).waitFor();
      await fits('Media');
      await dialogFits(() => page.getByRole('button', { name: 'Upload Files' }).click(), 'Upload Media', ['Close', 'Cancel']);
      for (const [tab, heading] of [
        ['news', 'News Management'],
        ['data-sync', 'Data Sync Tool'],
        ['enquiries', 'Enquiries'],
        ['users', 'Users'],
      ]) {
        await page.goto(`${api}/admin?tab=${tab}`);
        await page.getByRole('heading', { name: heading, exact: true }).waitFor();
        await page.waitForTimeout(300);
        await fits(heading);
      }
      await dialogFits(() => page.getByRole('button', { name: 'Add User' }).click(), 'Add User', ['Cancel', 'Create User']);
      await dialogFits(() => page.getByRole('button', { name: 'Reset password of visitor' }).click(), 'Reset password of visitor', [
        'Cancel',
        'Reset Password',
      ]);
      await dialogFits(() => page.getByRole('button', { name: 'Delete visitor' }).click(), 'Delete User', ['Cancel', 'Delete']);
      await page.goto(`${api}/admin?tab=news`);
      await dialogFits(() => page.getByRole('button', { name: 'Add News' }).click(), 'Add New News Article', ['Cancel', 'Create Article']);
      await dialogFits(() => page.getByRole('button', { name: 'Edit SP4 probe now shipping' }).click(), 'Edit News Article', [
        'History',
        'Cancel',
        'Update Article',
      ]);
      await dialogFits(() => page.getByRole('button', { name: 'Delete SP4 probe now shipping' }).click(), 'Delete News Article', [
        'Cancel',
        'Delete',
      ]);
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it("laptop: the catalogue's tabs read as a second level: shorter than the sections' tabs, the chosen one outlined, not underlined", async () => {
    const { page, context, errors } = await openAdmin(TEST_ADMIN, LAPTOP);
    const section = (await page.getByRole('tablist', { name: 'Admin sections' }).getByRole('tab', { name: 'Products' }).boundingBox())!;
    const inner = page.getByRole('tablist', { name: 'Catalogue sections' });
    const chosen = inner.getByRole('tab', { name: 'Products', selected: true });
    expect((await chosen.boundingBox())!.height).toBeLessThan(section.height - 8);
    // The test's TypeScript has no DOM library: the browser's getComputedStyle, named through globalThis.
    const style = (locator: ReturnType<Page['locator']>, property: string) =>
      locator.evaluate(
        (e, name) => (globalThis as unknown as { getComputedStyle: (e: unknown) => Record<string, string> }).getComputedStyle(e)[name],
        property,
      );
    expect(await style(chosen, 'borderTopStyle')).toBe('solid');
    expect(await style(inner.locator('xpath=..').locator('.MuiTabs-indicator'), 'display')).toBe('none');
    await inner.getByRole('tab', { name: 'Categories' }).click();
    await page.getByRole('heading', { name: 'Categories', exact: true }).waitFor();
    expect(await accessibilityProblems(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each(SIZES)('%s: the count of new enquiries sits inside its tab, beside the word, not cut by the tab', async (_name, viewport) => {
    await request(api)
      .post('/api/demo-request')
      .send({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', company: 'Engines Ltd' })
      .expect(201);
    const { page, context, errors } = await openAdmin(TEST_ADMIN, viewport);
    const tab = page.getByRole('tab', { name: 'Enquiries (1 new)' });
    await tab.evaluate((e) => e.scrollIntoView({ inline: 'center' }));
    await page.waitForTimeout(400);
    const count = tab.getByTestId('new-enquiries-count');
    expect(await count.textContent()).toBe('1');
    const [tabBox, countBox, wordBox] = await Promise.all([
      tab.boundingBox(),
      count.boundingBox(),
      tab.getByText('Enquiries', { exact: true }).boundingBox(),
    ]);
    // Wholly inside the tab (which clips what reaches past it), and after the word rather than over it.
    expect(countBox!.x).toBeGreaterThanOrEqual(tabBox!.x);
    expect(countBox!.x + countBox!.width).toBeLessThanOrEqual(tabBox!.x + tabBox!.width);
    expect(countBox!.y).toBeGreaterThanOrEqual(tabBox!.y);
    expect(countBox!.y + countBox!.height).toBeLessThanOrEqual(tabBox!.y + tabBox!.height);
    expect(countBox!.x).toBeGreaterThanOrEqual(wordBox!.x + wordBox!.width + 4);
    expect(await accessibilityProblems(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each(SIZES)('%s: a table wider than the screen scrolls in its own frame, which says so, and never widens the page', async (name, viewport) => {
    await createProbe();
    // A long name and address, as real enquiries have: the widest table there is.
    await request(api)
      .post('/api/demo-request')
      .send({
        firstName: 'Maria',
        lastName: 'Schneider-Vandenberghe',
        email: 'maria.schneider@agrarwerk-niedersachsen.de',
        company: 'Agrarwerk Niedersachsen GmbH',
        industry: 'agriculture',
        projectDescription: 'Soil probes for three farms.',
      })
      .expect(201);
    const { page, context, errors } = await openAdmin(TEST_ADMIN, viewport);
    const hint = page.getByText('Scroll sideways to see every column');
    for (const [tab, table] of [
      ['', 'Products'],
      ['enquiries', 'Enquiries'],
      ['users', 'Users'],
    ]) {
      await page.goto(`${api}/admin${tab ? `?tab=${tab}` : ''}`);
      if (!tab) await page.getByRole('button', { name: 'Table view' }).click();
      await page.getByRole('table', { name: table }).waitFor();
      // The page itself never scrolls sideways (the Enquiries tab's hidden "Actions" heading once widened it to 668 px).
      expect([table, await page.evaluate<number>('document.documentElement.scrollWidth')]).toEqual([table, viewport.width]);
      if (name === 'phone') {
        await hint.waitFor();
        const frame = page.getByRole('region', { name: table });
        expect([table, await frame.evaluate((e) => e.scrollWidth > e.clientWidth && e.tabIndex === 0)]).toEqual([table, true]);
      } else expect([table, await hint.count()]).toEqual([table, 0]);
      if (table === 'Users') expect((await page.getByRole('button', { name: 'Reset password of visitor' }).boundingBox())!.height).toBeLessThan(36);
      expect(await accessibilityProblems(page)).toEqual([]);
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('categories', () => {
  it('creates, edits and deletes a category, cards sorted by sortOrder', async () => {
    const { page, context, errors } = await openAdmin();
    await page.getByRole('tab', { name: 'Categories' }).click();
    await page.getByText('Manage product categories and organization').waitFor();
    await page.getByRole('button', { name: 'Add Category' }).click();
    let dialog = page.getByRole('dialog', { name: 'Add New Category' });
    await dialog.getByLabel('Category Name *').fill('Air Quality');
    await dialog.getByLabel('Description').fill('CO2, VOC and particles');
    await dialog.getByRole('button', { name: 'Create Category' }).click();
    await toast(page, 'Category created successfully');
    const card = page.getByRole('article', { name: 'Air Quality' });
    await card.getByText('Sort: 0').waitFor();
    expect(await page.getByRole('article').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')))).toEqual([
      'Air Quality',
      'Soil Moisture',
    ]);

    await card.getByRole('button', { name: 'Edit Air Quality' }).click();
    dialog = page.getByRole('dialog', { name: 'Edit Air Quality' });
    await dialog.getByLabel('Sort Order').fill('5');
    await dialog.getByLabel('Active').uncheck();
    await dialog.getByRole('button', { name: 'Update Category' }).click();
    await toast(page, 'Category updated successfully');
    await page.getByRole('article', { name: 'Air Quality' }).getByText('Inactive').waitFor();
    expect(await page.getByRole('article').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')))).toEqual([
      'Soil Moisture',
      'Air Quality',
    ]);
    expect(await accessibilityProblems(page)).toEqual([]);

    await page.getByRole('button', { name: 'Delete Air Quality' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Category' });
    await confirm.getByText('Are you sure you want to delete "Air Quality"? This action cannot be undone.').waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Category deleted successfully');
    await page.getByRole('article', { name: 'Air Quality' }).waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('deleting a category that products use: the confirm names how many and moves them to the category chosen', async () => {
    const from = (await request(api).post('/api/admin/categories').set('Cookie', adminCookie).send({ name: 'Moving Out' }).expect(201)).body;
    await request(api).post('/api/admin/categories').set('Cookie', adminCookie).send({ name: 'Moving In' }).expect(201);
    const product = (
      await request(api)
        .post('/api/admin/products')
        .set('Cookie', adminCookie)
        .send({ name: 'Mover Probe', manufacturer: 'Acme', description: 'Moves.', categoryId: from.id })
        .expect(201)
    ).body;
    const { page, context, errors } = await openAdmin();
    try {
      await page.getByRole('tab', { name: 'Categories' }).click();
      await page.getByRole('button', { name: 'Delete Moving Out' }).click();
      const confirm = page.getByRole('dialog', { name: 'Delete Category' });
      await confirm.getByText('1 product is in "Moving Out": choose where it goes first').waitFor();
      expect(await confirm.getByRole('button', { name: 'Move and Delete' }).isDisabled()).toBe(true);
      await confirm.getByLabel(/Move its 1 product to/).click();
      await page.getByRole('option', { name: 'Moving In' }).click();
      // The list fades out: checked once it is gone.
      await page.locator('li[role=option]').first().waitFor({ state: 'detached' });
      expect(await accessibilityProblems(page)).toEqual([]);
      await confirm.getByRole('button', { name: 'Move and Delete' }).click();
      await toast(page, 'Category deleted successfully');
      await page.getByRole('article', { name: 'Moving Out' }).waitFor({ state: 'detached' });
      const all = (await request(api).get('/api/admin/products').set('Cookie', adminCookie).expect(200)).body as Array<{
        id: number;
        category: string;
      }>;
      expect(all.find((p) => p.id === product.id)?.category).toBe('Moving In');
      expect(errors).toEqual([]);
    } finally {
      await request(api).delete(`/api/admin/products/${product.id}`).set('Cookie', adminCookie);
      await context.close();
    }
  });
});

describe('media', () => {
  it('uploads with real progress to completion, copies the url, and deletes', async () => {
    const { page, context } = await openAdmin();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: api });
    await page.getByRole('tab', { name: 'Media' }).click();
    await page.getByRole('heading', { name: 'Media Library' }).waitFor();
    await page.getByRole('button', { name: 'Upload Files' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload Media' });
    await dialog.getByText('Upload images to your media library').waitFor();
    // It names exactly the types the server takes, and the chooser offers those.
    await dialog.getByText('PNG, JPEG, GIF, WebP, PDF, Word (.docx), Excel (.xlsx) or PowerPoint (.pptx) up to 10MB', { exact: true }).waitFor();
    expect((await dialog.locator('input[type=file]').getAttribute('accept'))?.split(',')).toEqual(
      expect.arrayContaining(['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'application/pdf', '.docx', '.xlsx', '.pptx']),
    );
    const big = await picture(1000, 1000, true);
    await dialog.locator('input[type=file]').setInputFiles({ name: 'noise.png', mimeType: 'image/png', buffer: big });
    await dialog.getByText(`${(big.length / 1048576).toFixed(2)} MB`).waitFor();
    // The upload travels at 1 MB/s, and every progress text the widget shows is recorded.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 1024 * 1024 });
    await page.evaluate(
      `window.__progress = []; new MutationObserver(() => { const m = /Uploading\\.\\.\\. (\\d+)%/.exec(document.body.innerText); if (m) window.__progress.push(Number(m[1])); }).observe(document.body, { subtree: true, childList: true, characterData: true })`,
    );
    await dialog.getByRole('button', { name: 'Upload File' }).click();
    await dialog.getByText('Upload successful!').waitFor();
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    const seen = [...new Set(await page.evaluate<number[]>('window.__progress'))];
    expect(seen.filter((p) => p > 0 && p < 100).length).toBeGreaterThanOrEqual(2);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    await toast(page, 'File uploaded successfully');
    await dialog.getByText('Upload successful!').waitFor({ state: 'detached' });
    await dialog.getByRole('button', { name: 'Upload File' }).waitFor({ state: 'detached' });
    await page.keyboard.press('Escape');

    const card = page.getByRole('article', { name: 'noise.png' });
    await card.getByText('image', { exact: true }).waitFor();
    await card.getByRole('button', { name: 'Copy URL of noise.png' }).click();
    await toast(page, 'URL copied to clipboard');
    const copied = await page.evaluate<string>('navigator.clipboard.readText()');
    expect(copied).toMatch(new RegExp(`^${api}/api/images/`));
    await request(api).get(copied.slice(api.length)).expect(200);

    // Deleted at once (gone from the library and the site), with an Undo in the toast that brings it back whole.
    await card.getByRole('button', { name: 'Delete noise.png' }).click();
    await toast(page, 'Media file deleted successfully');
    await card.waitFor({ state: 'detached' });
    await request(api).get(copied.slice(api.length)).expect(404);
    expect(await accessibilityProblems(page)).toEqual([]);
    await page.locator('.MuiSnackbar-root').getByRole('button', { name: 'Undo' }).click();
    await toast(page, 'noise.png is back in the library');
    await card.waitFor();
    await request(api).get(copied.slice(api.length)).expect(200);
    // Without Undo, the toast offers it for 10 s and goes.
    await card.getByRole('button', { name: 'Delete noise.png' }).click();
    const undo = page.locator('.MuiSnackbar-root').getByRole('button', { name: 'Undo' });
    await undo.waitFor();
    const shown = Date.now();
    await undo.waitFor({ state: 'detached', timeout: 20_000 });
    expect(Date.now() - shown).toBeGreaterThanOrEqual(9_000);
    await card.waitFor({ state: 'detached' });
    await context.close();
  });

  it('selection mode: N file(s) selected, Clear, and Select hands on the URLs', async () => {
    const names = ['first.png', 'second.png'];
    for (const name of names) {
      await request(api)
        .post('/api/admin/media/upload')
        .set('Cookie', adminCookie)
        .attach('file', await picture(40, 40), { filename: name, contentType: 'image/png' })
        .expect(200);
    }
    const { page, context } = await openAdmin();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: api });
    await page.getByRole('tab', { name: 'Media' }).click();
    const [first, second] = names.map((name) => page.getByRole('article', { name }));
    await second.waitFor();
    await page.getByRole('button', { name: 'Select files' }).click();
    await first.getByRole('checkbox', { name: 'Select first.png' }).check();
    await page.getByText('1 file(s) selected').waitFor();
    await second.getByRole('checkbox', { name: 'Select second.png' }).check();
    await page.getByText('2 file(s) selected').waitFor();
    expect(await accessibilityProblems(page)).toEqual([]);
    await page.getByRole('button', { name: 'Clear', exact: true }).click();
    await page.getByText(/file\(s\) selected/).waitFor({ state: 'detached' });
    await first.getByRole('checkbox', { name: 'Select first.png' }).check();
    await second.getByRole('checkbox', { name: 'Select second.png' }).check();
    await page.getByRole('button', { name: 'Select', exact: true }).click();
    await toast(page, '2 URL(s) copied to clipboard');
    const urls = (await page.evaluate<string>('navigator.clipboard.readText()')).split('\n');
    expect(urls).toHaveLength(2);
    expect(urls.every((url) => url.startsWith(`${api}/api/images/`))).toBe(true);
    await page.getByRole('checkbox').first().waitFor({ state: 'detached' });
    for (const [name, card] of [
      [names[0], first],
      [names[1], second],
    ] as const) {
      await card.getByRole('button', { name: `Delete ${name}` }).click();
      await card.waitFor({ state: 'detached' });
    }
    await context.close();
  });

  it('a file over 10 MB: the widget says the upload failed and why', async () => {
    const { page, context } = await openAdmin();
    await page.getByRole('tab', { name: 'Media' }).click();
    await page.getByRole('button', { name: 'Upload Files' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload Media' });
    // From a file on disk: handing the browser 10 MB inline is slow.
    const huge = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'admin-upload-')), 'huge.png');
    fs.writeFileSync(huge, Buffer.alloc(10 * 1024 * 1024 + 1, 1));
    await dialog.locator('input[type=file]').setInputFiles(huge);
    await dialog.getByRole('button', { name: 'Upload File' }).click();
    await dialog.getByRole('alert').getByText('Upload failed. Please try again. The file is larger than the 10 MB limit').waitFor();
    fs.rmSync(path.dirname(huge), { recursive: true, force: true });
    await context.close();
  });

  it('the picker, multiple mode: a count, removable thumbnails, Select Files', async () => {
    for (const name of ['one.png', 'two.png', 'three.png']) {
      await request(api)
        .post('/api/admin/media/upload')
        .set('Cookie', adminCookie)
        .attach('file', await picture(20, 20), name)
        .expect(200);
    }
    const { page, context } = await openAdmin();
    await page.getByRole('button', { name: 'Add Product' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Product' });
    await dialog.getByRole('button', { name: 'Add Images' }).click();
    const picker = page.getByRole('dialog', { name: 'Select Gallery Images' });
    await picker.getByRole('tab', { name: 'Browse Media' }).waitFor();
    for (const name of ['one.png', 'two.png', 'three.png']) await picker.getByRole('option', { name }).click();
    await picker.getByText('3 file(s) selected').waitFor();
    expect(await picker.getByRole('option', { selected: true }).count()).toBe(3);
    await picker.getByRole('button', { name: 'Remove two.png' }).click();
    await picker.getByText('2 file(s) selected').waitFor();
    await picker.getByPlaceholder('Search files...').fill('three');
    await picker.getByRole('option', { name: 'one.png' }).waitFor({ state: 'detached' });
    expect(await accessibilityProblems(page)).toEqual([]);
    await picker.getByRole('button', { name: 'Select Files' }).click();
    await picker.waitFor({ state: 'detached' });
    await dialog.getByText('Image Gallery (2 of 8)').waitFor();
    await context.close();
  });
});

describe('news', () => {
  it('creates a published article (live on /news), edits it, and deletes it', async () => {
    const { page, context, errors } = await openAdmin();
    await page.getByRole('tab', { name: 'News' }).click();
    await page.getByText('No news articles found').waitFor();
    await page.getByRole('button', { name: 'Add News' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New News Article' });
    // A title the server refuses: its words at the field, the rest of the form as typed.
    await dialog.getByLabel('Title').fill('???');
    await dialog.getByPlaceholder('e.g. LoRaWAN, Technology, Industry').fill('Technology');
    await dialog.getByLabel('Excerpt').fill('Faster joins and remote updates.');
    await dialog.getByLabel('Content').fill('The full story of the new firmware.');
    await dialog.getByRole('button', { name: 'Create Article' }).click();
    await dialog.getByText('title must contain at least one letter or digit (the address of the article is made from it)', { exact: true }).waitFor();
    expect(await dialog.getByLabel('Title').getAttribute('aria-invalid')).toBe('true');
    expect(await dialog.getByLabel('Excerpt').inputValue()).toBe('Faster joins and remote updates.');
    await dialog.getByLabel('Title').fill('Gateway Firmware 2.0 Released');
    await dialog.getByPlaceholder('e.g. LoRaWAN, Technology, Industry').fill('Technology');
    await dialog.getByLabel('Excerpt').fill('Faster joins and remote updates.');
    await dialog.getByLabel('Content').fill('The full story of the new firmware.');
    await dialog.getByLabel('Published').check();
    await dialog.getByRole('button', { name: 'Create Article' }).click();
    await toast(page, 'News article created successfully');
    const card = page.getByRole('article', { name: 'Gateway Firmware 2.0 Released' });
    await card.getByText(/^Created: .+ • Published: .+$/).waitFor();
    const live = await request(api).get('/api/news/gateway-firmware-2-0-released').expect(200);
    expect(live.body).toMatchObject({ title: 'Gateway Firmware 2.0 Released', isPublished: true, publishedAt: expect.any(String) });
    const newsPage = await request(api).get('/news').set('Accept', 'text/html').expect(200);
    expect(newsPage.text).toContain('Gateway Firmware 2.0 Released');
    await request(api).get('/news/gateway-firmware-2-0-released').set('Accept', 'text/html').expect(200);

    await page.getByPlaceholder('Search news articles...').fill('remote updates');
    await card.waitFor();
    await page.getByPlaceholder('Search news articles...').fill('nothing like it');
    await page.getByText('No news articles found').waitFor();
    await page.getByPlaceholder('Search news articles...').fill('');

    await card.getByRole('button', { name: 'Edit Gateway Firmware 2.0 Released' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit News Article' });
    await edit.getByLabel('Published').uncheck();
    await edit.getByRole('button', { name: 'Update Article' }).click();
    await toast(page, 'News article updated successfully');
    await card.getByText('Draft').waitFor();
    await request(api).get('/api/news/gateway-firmware-2-0-released').expect(404);
    await request(api).get('/news/gateway-firmware-2-0-released').set('Accept', 'text/html').expect(404);
    expect(await accessibilityProblems(page)).toEqual([]);

    await card.getByRole('button', { name: 'Delete Gateway Firmware 2.0 Released' }).click();
    await page.getByRole('dialog', { name: 'Delete News Article' }).getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'News article deleted successfully');
    await card.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('Data Sync', () => {
  it('a file that is not JSON: Invalid File', async () => {
    const { page, context } = await openAdmin();
    await page.getByRole('tab', { name: 'Data Sync' }).click();
    await page.getByRole('heading', { name: 'Data Sync Tool' }).waitFor();
    await page.locator('input[type=file]').setInputFiles({ name: 'notes.json', mimeType: 'application/json', buffer: Buffer.from('{ not json') });
    await toast(page, 'Invalid File');
    await toast(page, 'The selected file is not valid JSON.');
    expect(await accessibilityProblems(page)).toEqual([]);
    await context.close();
  });

  it('exports a dated file and imports it into an empty stack after a dry-run preview, with the same counts', async () => {
    await request(api)
      .post('/api/admin/products')
      .set('Cookie', adminCookie)
      .send({ name: 'Export Probe', manufacturer: 'Acme', description: 'Exported.', category: 'Soil Moisture' })
      .expect(201);
    await request(api)
      .post('/api/admin/news')
      .set('Cookie', adminCookie)
      .send({ title: 'Exported News', category: 'LoRaWAN', excerpt: 'x', content: 'y' })
      .expect(201);
    const counts = {
      categories: (await request(api).get('/api/admin/categories').set('Cookie', adminCookie)).body.length,
      products: (await request(api).get('/api/admin/products').set('Cookie', adminCookie)).body.length,
      news: (await request(api).get('/api/admin/news').set('Cookie', adminCookie)).body.length,
      blogs: (await request(api).get('/api/admin/blogs').set('Cookie', adminCookie)).body.length,
    };
    const { page, context } = await openAdmin();
    await page.getByRole('tab', { name: 'Data Sync' }).click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download JSON File' }).click()]);
    expect(download.suggestedFilename()).toBe(`data-export-${new Date().toISOString().slice(0, 10)}.json`);
    await toast(page, `Exported ${counts.categories} categories, ${counts.products} products, and ${counts.news} news items.`);
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'admin-export-')), download.suggestedFilename());
    await download.saveAs(file);
    await context.close();

    const empty = await TestStack.start({ services: ['identity', 'catalog', 'content', 'gateway'] });
    try {
      const target = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
      const other = await target.newPage();
      other.setDefaultTimeout(WAIT);
      await other.goto(`${empty.url()}/admin`);
      await signIn(other);
      await other.getByRole('tab', { name: 'Data Sync' }).click();
      await other.locator('input[type=file]').setInputFiles(file);
      const preview = other.getByRole('region', { name: 'Import preview' });
      await preview.getByText(`Would import ${counts.categories} categor`, { exact: false }).waitFor();
      const cells = await preview
        .getByRole('row')
        .evaluateAll((rows) => rows.slice(1).map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent)));
      expect(cells).toEqual([
        ['Categories', String(counts.categories), '0'],
        ['Products', String(counts.products), '0'],
        ['News', String(counts.news), '0'],
        ['Blog posts', String(counts.blogs), '0'],
      ]);
      // The check's progress went away with its answer.
      expect(
        await other
          .getByRole('status')
          .filter({ hasText: /Sending the file|Checking/ })
          .count(),
      ).toBe(0);
      const cookie = await empty.signIn(TEST_ADMIN);
      expect((await request(empty.url()).get('/api/admin/products').set('Cookie', cookie)).body).toEqual([]);
      await preview.getByRole('button', { name: 'Import Data' }).click();
      await toast(other, 'Import Successful');
      await preview.waitFor({ state: 'detached' });
      expect((await request(empty.url()).get('/api/admin/categories').set('Cookie', cookie)).body).toHaveLength(counts.categories);
      expect((await request(empty.url()).get('/api/admin/products').set('Cookie', cookie)).body).toHaveLength(counts.products);
      expect((await request(empty.url()).get('/api/admin/news').set('Cookie', cookie)).body).toHaveLength(counts.news);
      expect((await request(empty.url()).get('/api/admin/blogs').set('Cookie', cookie)).body).toHaveLength(counts.blogs);
      await target.close();
    } finally {
      await empty.stop();
      fs.rmSync(path.dirname(file), { recursive: true, force: true });
    }
  }, 120_000);
});

describe('enquiries', () => {
  it('a request sent from /contact is in the inbox, counted on the tab, and is marked handled', async () => {
    const { page, context } = await open('/contact');
    await page.getByLabel('First name').fill('Grace');
    await page.getByLabel('Last name').fill('Hopper');
    await page.getByLabel('Work e-mail').fill('grace@example.com');
    await page.getByLabel('Company').fill('Compilers Inc');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByText('Message Sent Successfully!').waitFor();
    await page.goto(`${api}/admin`);
    await signIn(page);
    await page.getByRole('tab', { name: 'Enquiries (1 new)' }).click();
    const row = page.getByRole('row', { name: /Grace Hopper/ });
    await row.getByText('New', { exact: true }).waitFor();
    expect(await accessibilityProblems(page)).toEqual([]);
    await row.getByRole('button', { name: /^Open enquiry from Grace Hopper/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Compilers Inc').waitFor();
    await dialog.getByText('grace@example.com').waitFor();
    await dialog.getByRole('button', { name: 'Mark handled' }).click();
    await toast(page, 'Enquiry marked handled');
    await row.getByText('Handled', { exact: true }).waitFor();
    await page.getByRole('tab', { name: 'Enquiries', exact: true }).waitFor();
    const { rows } = await (await stack.db()).query(`SELECT status FROM content.demo_requests WHERE company = 'Compilers Inc'`);
    expect(rows).toEqual([{ status: 'handled' }]);
    await context.close();
  });
});

describe('users', () => {
  it('an account created here signs in; demoted, it is locked out of /admin at once', async () => {
    const admin = await openAdmin();
    await admin.page.getByRole('tab', { name: 'Users' }).click();
    await admin.page.getByRole('button', { name: 'Add User' }).click();
    const dialog = admin.page.getByRole('dialog', { name: 'Add User' });
    await dialog.getByLabel('Username').fill('deputy');
    await dialog.getByRole('combobox', { name: 'Role' }).click();
    await admin.page.getByRole('option', { name: 'admin' }).click();
    await dialog.getByLabel('Initial password').fill('deputy-password-1');
    await dialog.getByRole('button', { name: 'Create User' }).click();
    await toast(admin.page, 'User "deputy" created');
    expect(await accessibilityProblems(admin.page)).toEqual([]);

    const deputy = await open('/admin');
    await signIn(deputy.page, { username: 'deputy', password: 'deputy-password-1' });
    await deputy.page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();

    await admin.page.getByRole('combobox', { name: 'Role of deputy' }).click();
    await admin.page.getByRole('option', { name: 'user' }).click();
    await toast(admin.page, '"deputy" is now a user; their sessions were signed out');
    expect(
      (
        await request(api)
          .get('/api/admin/ping')
          .set('Cookie', (await deputy.context.cookies()).map((c) => `${c.name}=${c.value}`).join('; '))
      ).status,
    ).toBe(401);
    await deputy.page.reload();
    await deputy.page.getByRole('heading', { name: 'Admin Login' }).waitFor();
    await signIn(deputy.page, { username: 'deputy', password: 'deputy-password-1' });
    await deputy.page.getByRole('heading', { name: 'Access Denied' }).waitFor();

    await admin.page.getByRole('button', { name: 'Delete admin' }).waitFor({ state: 'attached' });
    expect(await admin.page.getByRole('button', { name: 'Delete admin' }).isDisabled()).toBe(true);
    await deputy.context.close();
    await admin.context.close();
  });
});
