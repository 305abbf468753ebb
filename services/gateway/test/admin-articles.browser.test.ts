import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import request from 'supertest';
import sharp from 'sharp';
import { TEST_ADMIN, TestStack } from '../../../infra/src/testing/stack.js';
import { startBrowserSuite, stopBrowserSuite } from './site-browser-pages.js';
import { createPost as createPostAs } from '../../../infra/src/testing/admin-api.js';
import { SIZES, accessibilityProblems, openAdmin as openAdminAt, toast, type Credentials, type Session } from './admin-browser-session.js';

// The back office's Blogs tab and the article dialog News shares with it, in Debian's Chromium through the real services.
const COLLEAGUE = { username: 'colleague', password: 'colleague-password' };

let stack: TestStack;
let api: string;
let browser: Browser;
let adminCookie: string;

/** The back office at `/admin` (or another of its addresses), signed in. */
const openAdmin = (credentials: Credentials = TEST_ADMIN, viewport?: { width: number; height: number }, address = '/admin') =>
  openAdminAt(browser, api, { credentials, viewport, address });

/** The back office's Blogs tab, signed in. */
async function openBlogs(credentials: Credentials = TEST_ADMIN, viewport?: { width: number; height: number }): Promise<Session> {
  const session = await openAdmin(credentials, viewport, '/admin?tab=blogs');
  await session.page.getByRole('heading', { name: 'Blog Management' }).waitFor();
  return session;
}

async function picture(width: number, height: number): Promise<Buffer> {
  return sharp(Buffer.alloc(width * height * 3, 120), { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

/** Uploads a picture in the media picker's 'Upload New' tab, which chooses it and closes. */
async function uploadInPicker(page: Page, title: string, name: string): Promise<void> {
  const picker = page.getByRole('dialog', { name: title });
  await picker.getByRole('tab', { name: 'Upload New' }).click();
  await picker.locator('input[type=file]').setInputFiles({ name, mimeType: 'image/png', buffer: await picture(64, 48) });
  await picker.getByRole('button', { name: 'Upload File' }).click();
  await picker.waitFor({ state: 'detached' });
}

interface Stored {
  id: number;
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  tags: string[];
  featuredImage: string | null;
  isPublished: boolean;
  version: number;
}

const createPost = async (fields: Record<string, unknown>) => (await createPostAs(api, adminCookie, fields)) as Stored;

async function storedPosts(): Promise<Stored[]> {
  return (await request(api).get('/api/admin/blogs').set('Cookie', adminCookie).expect(200)).body;
}

beforeAll(async () => {
  ({ stack, api, admin: adminCookie, browser } = await startBrowserSuite());
  await stack.createUser(COLLEAGUE.username, COLLEAGUE.password, 'admin');
}, 120_000);

afterAll(() => stopBrowserSuite({ stack, browser }));

/** Deletes through the admin API, so the gateway's caches hear of it as they would of a person's delete. */
async function deleteAll(list: string) {
  const items: Array<{ id: number }> = (await request(api).get(list).set('Cookie', adminCookie).expect(200)).body;
  for (const item of items) await request(api).delete(`${list}/${item.id}`).set('Cookie', adminCookie).expect(200);
}

// Every test starts with no articles and an empty media library.
beforeEach(async () => {
  await deleteAll('/api/admin/blogs');
  await deleteAll('/api/admin/news');
  await deleteAll('/api/admin/media');
});

describe('the Blogs tab', () => {
  it('/admin?tab=blogs opens it beside News; it lists the posts a page at a time and searches titles and excerpts on the server', async () => {
    // The oldest post is on the second page: a search that only filtered what was read would not find it.
    await createPost({ title: 'Irrigation Diary', excerpt: 'What soil moisture told us this summer.', content: 'Body.' });
    for (let n = 1; n <= 20; n++) await createPost({ title: `Field Note ${n}`, excerpt: `Note number ${n}.`, content: 'Body.' });
    const { page, context, errors } = await openBlogs();
    const tabs = await page.getByRole('tablist', { name: 'Admin sections' }).getByRole('tab').allInnerTexts();
    expect(tabs.slice(0, 3)).toEqual(['Products', 'News', 'Blogs']);
    expect(await page.getByRole('tab', { name: 'Blogs' }).getAttribute('aria-selected')).toBe('true');
    expect(await page.getByText('Manage blog posts').isVisible()).toBe(true);

    const cards = page.getByRole('article');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(20);
    expect(await cards.first().getByRole('heading').innerText()).toBe('Field Note 20');
    expect(await page.getByRole('article', { name: 'Irrigation Diary' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Load more' }).click();
    await page.getByRole('article', { name: 'Irrigation Diary' }).waitFor();
    expect(await cards.count()).toBe(21);
    expect(await page.getByRole('button', { name: 'Load more' }).count()).toBe(0);

    const search = page.getByPlaceholder('Search blog posts...');
    await search.fill('SOIL MOISTURE');
    await page.getByRole('article', { name: 'Field Note 20' }).waitFor({ state: 'detached' });
    await page.getByRole('article', { name: 'Irrigation Diary' }).waitFor();
    expect(await cards.allInnerTexts()).toEqual([expect.stringMatching(/^Irrigation Diary\n+Draft\n+What soil moisture told us this summer\./)]);
    await search.fill('field note 1');
    await page.getByRole('article', { name: 'Irrigation Diary' }).waitFor({ state: 'detached' });
    await page.getByRole('article', { name: 'Field Note 19' }).waitFor();
    const titles = await cards.getByRole('heading').allInnerTexts();
    expect(titles.sort()).toEqual(
      ['Field Note 1', 'Field Note 10', 'Field Note 11', 'Field Note 12', 'Field Note 13', 'Field Note 14']
        .concat(['Field Note 15', 'Field Note 16', 'Field Note 17', 'Field Note 18', 'Field Note 19'])
        .sort(),
    );
    await search.fill('nothing like it');
    await page.getByText('No blog posts found').waitFor();
    // The server's answer to the same search, as the tab asked for it.
    const found = (await request(api).get('/api/admin/blogs?search=soil%20MOISTURE&limit=5').set('Cookie', adminCookie).expect(200)).body;
    expect(found).toMatchObject({ total: 1, nextCursor: null, items: [{ title: 'Irrigation Diary' }] });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('an admin writes a post with tags and a picture uploaded in the picker, publishes it on /blog, edits it, unpublishes it and deletes it', async () => {
    const { page, context, errors } = await openAdmin();
    await page.getByRole('tab', { name: 'Blogs' }).click();
    await page.getByText('No blog posts found').waitFor();
    expect(page.url()).toMatch(/\/admin\?tab=blogs$/);
    await page.getByRole('button', { name: 'Add Blog Post' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Blog Post' });
    await dialog.getByLabel('Title').fill('Counting Cows with LoRaWAN');
    const tags = dialog.getByRole('combobox', { name: 'Tags' });
    await tags.fill('LoRaWAN');
    await tags.press('Enter');
    await tags.fill('Agriculture, Livestock');
    await tags.press('Enter');
    await tags.fill('lorawan');
    await tags.press('Enter');
    expect(await dialog.locator('.MuiChip-label').allInnerTexts()).toEqual(['LoRaWAN', 'Agriculture', 'Livestock']);
    await dialog.getByRole('button', { name: 'Choose Image' }).click();
    await uploadInPicker(page, 'Select Featured Image', 'cows.png');
    await dialog.getByRole('img', { name: 'Preview of the chosen file' }).waitFor();
    await dialog.getByLabel('Excerpt').fill('Collars that report where the herd grazes.');
    await dialog.getByLabel('Content').fill('How a farm tracks four hundred cows on one gateway.');
    await dialog.getByLabel('Published').check();
    await dialog.getByRole('button', { name: 'Create Post' }).click();
    await toast(page, 'Blog post created successfully');
    await dialog.waitFor({ state: 'detached' });

    const [media] = (await request(api).get('/api/admin/media').set('Cookie', adminCookie).expect(200)).body;
    expect(media).toMatchObject({ originalName: 'cows.png', url: expect.stringMatching(/^\/api\/images\//) });
    const [post] = await storedPosts();
    expect(post).toMatchObject({
      title: 'Counting Cows with LoRaWAN',
      slug: 'counting-cows-with-lorawan',
      tags: ['LoRaWAN', 'Agriculture', 'Livestock'],
      featuredImage: media.url,
      isPublished: true,
      version: 1,
    });
    const card = page.getByRole('article', { name: 'Counting Cows with LoRaWAN' });
    await card.getByText(/^Created: .+ • Published: .+$/).waitFor();
    expect(await card.locator('.MuiChip-label').allInnerTexts()).toEqual(['Published', 'LoRaWAN', 'Agriculture', 'Livestock']);

    // Live on the site, in the server's HTML, with its picture.
    const list = await request(api).get('/blog').set('Accept', 'text/html').expect(200);
    expect(list.text).toContain('Counting Cows with LoRaWAN');
    const article = await request(api).get('/blog/counting-cows-with-lorawan').set('Accept', 'text/html').expect(200);
    expect(article.text).toContain('Collars that report where the herd grazes.');
    expect(article.text).toContain(`src="${media.url}"`);
    await request(api).get(media.url).expect(200);

    await card.getByRole('button', { name: 'Edit Counting Cows with LoRaWAN' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Blog Post' });
    await edit.getByLabel('Excerpt').fill('Collars that say where the herd grazes, and when it is unwell.');
    await edit.getByRole('button', { name: 'Agriculture' }).locator('.MuiChip-deleteIcon').click();
    await edit.getByRole('button', { name: 'Update Post' }).click();
    await toast(page, 'Blog post updated successfully');
    await edit.waitFor({ state: 'detached' });
    expect((await storedPosts())[0]).toMatchObject({
      excerpt: 'Collars that say where the herd grazes, and when it is unwell.',
      tags: ['LoRaWAN', 'Livestock'],
      featuredImage: media.url,
      isPublished: true,
      version: 2,
    });
    await card.getByText('Collars that say where the herd grazes, and when it is unwell.').waitFor();

    // Unpublished from its card: gone from the site.
    await card.getByRole('button', { name: 'Unpublish Counting Cows with LoRaWAN' }).click();
    await toast(page, 'Blog post publish status updated');
    await card.getByText('Draft', { exact: true }).waitFor();
    expect((await storedPosts())[0]).toMatchObject({
      isPublished: false,
      version: 3,
      excerpt: 'Collars that say where the herd grazes, and when it is unwell.',
    });
    await request(api).get('/blog/counting-cows-with-lorawan').set('Accept', 'text/html').expect(404);
    await request(api).get('/api/blogs/counting-cows-with-lorawan').expect(404);
    expect((await request(api).get('/blog').set('Accept', 'text/html').expect(200)).text).not.toContain('Counting Cows with LoRaWAN');

    await card.getByRole('button', { name: 'Delete Counting Cows with LoRaWAN' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Blog Post' });
    await confirm.getByText('Are you sure you want to delete "Counting Cows with LoRaWAN"? This action cannot be undone.').waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Blog post deleted successfully');
    await card.waitFor({ state: 'detached' });
    await page.getByText('No blog posts found').waitFor();
    expect(await storedPosts()).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a save based on a version saved over meanwhile shows the conflict view (412); the history lists the versions; a 400 shows at its field', async () => {
    const created = await createPost({ title: 'Range Test Results', excerpt: 'First excerpt.', content: 'First body.', tags: ['Range'] });
    const { page, context, errors } = await openBlogs();
    await page.getByRole('button', { name: 'Edit Range Test Results' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Blog Post' });
    await dialog.getByLabel('Excerpt').fill('My excerpt.');
    // Meanwhile a colleague saves the body through the API.
    await request(api).put(`/api/admin/blogs/${created.id}`).set('Cookie', adminCookie).send({ content: 'Their body.', version: 1 }).expect(200);
    await dialog.getByRole('button', { name: 'Update Post' }).click();
    await toast(
      page,
      'Failed to update blog post: This blog post was changed by someone else since you opened it (version 2 is stored; yours was 1). Nothing was saved.',
    );
    expect((await storedPosts())[0]).toMatchObject({ excerpt: 'First excerpt.', content: 'Their body.', version: 2 });
    const panel = dialog.getByRole('region', { name: 'Changes saved by someone else' });
    expect(await panel.getByRole('row').allInnerTexts()).toEqual([
      expect.stringMatching(/^Field\s+Yours\s+Saved now\s+Keep$/),
      expect.stringMatching(/^Excerpt\s+My excerpt\.\s+First excerpt\.\s+Yours\s+Saved$/),
      expect.stringMatching(/^Content\s+First body\.\s+Their body\.\s+Yours\s+Saved$/),
    ]);
    expect(await panel.getByRole('radiogroup', { name: 'Keep for Excerpt' }).getByRole('radio', { name: 'Yours' }).isChecked()).toBe(true);
    expect(await panel.getByRole('radiogroup', { name: 'Keep for Content' }).getByRole('radio', { name: 'Saved' }).isChecked()).toBe(true);
    await panel.getByRole('button', { name: 'Use these choices' }).click();
    await panel.waitFor({ state: 'detached' });
    await dialog.getByRole('button', { name: 'Update Post' }).click();
    await toast(page, 'Blog post updated successfully');
    expect((await storedPosts())[0]).toMatchObject({ excerpt: 'My excerpt.', content: 'Their body.', tags: ['Range'], version: 3 });

    await page.getByRole('button', { name: 'Edit Range Test Results' }).click();
    await dialog.getByRole('button', { name: 'History' }).click();
    const history = page.getByRole('dialog', { name: 'History of this blog post' });
    const versions = history.getByRole('list', { name: 'Saved versions' }).getByRole('listitem');
    await versions.nth(2).waitFor();
    expect(await versions.allInnerTexts()).toEqual([
      expect.stringMatching(/^Version 3 \(current\)\n+.* · admin\n+Changed: Excerpt$/),
      expect.stringMatching(/^Version 2\n+.* · admin\n+Changed: Content\n+Restore$/),
      expect.stringMatching(/^Version 1\n+.* · admin\n+Restore$/),
    ]);
    await history.locator('.MuiDialogActions-root').getByRole('button', { name: 'Close' }).click();

    // A title past its limit: the server's words at the field, nothing saved.
    const title = dialog.getByLabel('Title');
    await title.fill('T'.repeat(201));
    await dialog.getByRole('button', { name: 'Update Post' }).click();
    await toast(page, 'Failed to update blog post');
    await dialog.getByText('title must be shorter than or equal to 200 characters', { exact: true }).waitFor();
    expect(await title.getAttribute('aria-invalid')).toBe('true');
    expect((await storedPosts())[0]).toMatchObject({ title: 'Range Test Results', version: 3 });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('presence: a second admin opening the same post sees the first named', async () => {
    await createPost({ title: 'Shared Post', excerpt: 'Two admins open it.', content: 'Body.' });
    const colleague = await openBlogs(COLLEAGUE);
    await colleague.page.getByRole('button', { name: 'Edit Shared Post' }).click();
    await colleague.page.getByRole('dialog', { name: 'Edit Blog Post' }).waitFor();
    const { page, context } = await openBlogs();
    await page.getByRole('button', { name: 'Edit Shared Post' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Blog Post' });
    await dialog
      .getByText(/^colleague \(since .+\) has this blog post open\. If they save first, your save is refused and what you typed is kept\.$/)
      .waitFor();
    await dialog.getByRole('button', { name: 'View read-only' }).click();
    expect(await dialog.getByLabel('Title').isDisabled()).toBe(true);
    expect(await dialog.getByRole('button', { name: 'Update Post' }).isDisabled()).toBe(true);
    await context.close();
    await colleague.context.close();
  });

  it.each(SIZES)('%s: the tab and its open dialog pass axe, and look right', async (name, viewport) => {
    await createPost({
      title: 'Gateway Placement on Rooftops',
      excerpt: 'Where to mount a gateway so that the whole estate hears it.',
      content: 'Body.',
      tags: ['Gateways', 'Planning', 'Coverage'],
      isPublished: true,
    });
    const { page, context, errors } = await openBlogs(TEST_ADMIN, viewport);
    await page.getByRole('article', { name: 'Gateway Placement on Rooftops' }).waitFor();
    expect(await accessibilityProblems(page)).toEqual([]);
    const shots = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-blogs-'));
    await page.screenshot({ path: path.join(shots, `blogs-${name}.png`), fullPage: true });
    // Nothing wider than the screen.
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(viewport.width);
    await page.getByRole('button', { name: 'Edit Gateway Placement on Rooftops' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Blog Post' });
    await dialog.getByRole('combobox', { name: 'Tags' }).waitFor();
    expect(await accessibilityProblems(page)).toEqual([]);
    await page.screenshot({ path: path.join(shots, `blogs-dialog-${name}.png`) });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('a news article', () => {
  it("takes its picture from the media library: the stored featuredImage is the uploaded file's address", async () => {
    const { page, context, errors } = await openAdmin();
    await page.getByRole('tab', { name: 'News' }).click();
    await page.getByText('No news articles found').waitFor();
    await page.getByRole('button', { name: 'Add News' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New News Article' });
    expect(await dialog.getByLabel('Featured Image URL').count()).toBe(0);
    await dialog.getByLabel('Title').fill('New Gateway Firmware');
    await dialog.getByPlaceholder('e.g. LoRaWAN, Technology, Industry').fill('Technology');
    await dialog.getByRole('button', { name: 'Choose Image' }).click();
    await uploadInPicker(page, 'Select Featured Image', 'firmware.png');
    await dialog.getByRole('img', { name: 'Preview of the chosen file' }).waitFor();
    await dialog.getByLabel('Excerpt').fill('Faster joins.');
    await dialog.getByLabel('Content').fill('The whole story.');
    await dialog.getByRole('button', { name: 'Create Article' }).click();
    await toast(page, 'News article created successfully');
    const [media] = (await request(api).get('/api/admin/media').set('Cookie', adminCookie).expect(200)).body;
    const [article] = (await request(api).get('/api/admin/news').set('Cookie', adminCookie).expect(200)).body;
    expect(article).toMatchObject({ title: 'New Gateway Firmware', category: 'Technology', featuredImage: media.url, isPublished: false });
    expect(media.url).toMatch(/^\/api\/images\//);

    // Removed again in the dialog: stored as no picture.
    await page.getByRole('button', { name: 'Edit New Gateway Firmware' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit News Article' });
    await edit.getByRole('button', { name: 'Remove Image' }).click();
    await edit.getByRole('button', { name: 'Update Article' }).click();
    await toast(page, 'News article updated successfully');
    expect((await request(api).get('/api/admin/news').set('Cookie', adminCookie).expect(200)).body[0]).toMatchObject({
      featuredImage: null,
      version: 2,
    });
    expect(errors).toEqual([]);
    await context.close();
  });
});
