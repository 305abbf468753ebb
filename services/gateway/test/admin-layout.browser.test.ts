import { describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import request from 'supertest';
import { TEST_ADMIN } from '../../../infra/src/testing/stack.js';
import { LAPTOP, PHONE, SIZES, accessibilityProblems, scrolled, toast, transitionsSettled } from './admin-browser-session.js';
import { adminCookie, api, browser, createProbe, openAdmin, picture, useAdminSuite } from './admin-browser-suite.js';
import { newContext } from './site-browser-pages.js';

// The back office in Debian's Chromium on a laptop and a phone: what fits, what scrolls, what stays in reach.
useAdminSuite();

/** Whether the element is wholly inside the viewport, as it is shown now. */
async function inViewport(page: Page, locator: ReturnType<Page['locator']>): Promise<boolean> {
  const box = await locator.boundingBox();
  const size = page.viewportSize()!;
  return !!box && box.x >= 0 && box.y >= 0 && box.x + box.width <= size.width && box.y + box.height <= size.height;
}

describe('motion', () => {
  it.each([
    ['a visitor who has not asked for less motion', 'no-preference', 0.225],
    ['a visitor who asked for reduced motion', 'reduce', 0],
  ] as const)("%s: a dialog fades in over the theme's time, or is there at once", async (_name, reducedMotion, seconds) => {
    const context = await newContext(browser, { viewport: LAPTOP, reducedMotion, bypassCSP: true });
    await context.addCookies([{ name: 'sid', value: adminCookie.slice('sid='.length), url: api }]);
    const page = await context.newPage();
    await page.goto(`${api}/admin`);
    await page.getByRole('button', { name: 'Add Product' }).click();
    await page.getByRole('dialog', { name: 'Add New Product' }).waitFor();
    // MUI's Fade writes the theme's duration on the dialog's container; the theme's reduced-motion rule overrides it.
    const duration = parseFloat(await page.evaluate<string>(`getComputedStyle(document.querySelector('.MuiDialog-container')).transitionDuration`));
    expect(duration).toBeCloseTo(seconds, 3);
    await context.close();
  });
});

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
    while (!(await inViewport(page, users))) await scrolled(tabs.locator('.MuiTabs-scroller'), () => forward.click());
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
        await transitionsSettled(page);
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
        await transitionsSettled(page);
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
    await transitionsSettled(page);
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
