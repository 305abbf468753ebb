import { describe, expect, it } from '@jest/globals';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { TEST_ADMIN, TestStack } from '../../../infra/src/testing/stack.js';
import { WAIT, accessibilityProblems, signIn, toast } from './admin-browser-session.js';
import { adminCookie, api, browser, open, openAdmin, picture, stack, useAdminSuite } from './admin-browser-suite.js';
import { newContext } from './site-browser-pages.js';

// The back office in Debian's Chromium: categories, media, news, Data Sync, enquiries and users, through the real services.
useAdminSuite();

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
      const target = await newContext(browser, { viewport: { width: 1400, height: 1000 } });
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
