import { describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { TEST_ADMIN } from '../../../infra/src/testing/stack.js';
import { eventually } from '../../../infra/src/testing/wait.js';
import { WAIT, accessibilityProblems, signIn, toast } from './admin-browser-session.js';
import { adminCookie, api, browser, createProbe, open, openAdmin, picture, stack, useAdminSuite } from './admin-browser-suite.js';
import { newContext } from './site-browser-pages.js';

// The back office in Debian's Chromium: signing in, and the products screen, every flow through the real services.
useAdminSuite();

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
    const context = await newContext(browser);
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
