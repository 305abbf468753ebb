import { describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import request from 'supertest';
import { accessibilityProblems, newContext, openPage, reloadPage } from './site-browser-pages.js';
import { CONTENT_PATHS } from '../../../frontend/src/content/paths.js';
import {
  api,
  beforeHydration,
  browser,
  createProduct,
  escapeHtml,
  labelsOverFields,
  open,
  siteOrigin,
  stack,
  useSiteSuite,
} from './site-browser-suite.js';

// The public site in Debian's Chromium: the marketplace, a product, contact, pricing and the calls to action.

useSiteSuite();

describe('marketplace', () => {
  it('searches, filters and sorts on the server, keeps it all in the URL, and loads more', async () => {
    const { page, context, errors } = await open('/marketplace');
    const count = page.getByTestId('result-count');
    await expect(count.filter({ hasText: /products found/ }).textContent()).resolves.toBe(
      `${(await request(api).get('/api/products?limit=1')).body.total} products found`,
    );
    expect(await page.getByRole('link', { name: /^View details of / }).count()).toBe(24);
    await page.getByRole('link', { name: 'Load More' }).click();
    await page.waitForFunction(`document.querySelectorAll('a[aria-label^="View details of"]').length > 24`);
    await page.getByRole('link', { name: 'Load More' }).waitFor({ state: 'detached' });
    // The app appends the next page where it is: the address stays the list's own.
    expect(new URL(page.url()).searchParams.has('cursor')).toBe(false);

    await page.getByLabel('Search sensors').fill('filler probe 0');
    await page.waitForURL(/search=filler\+probe\+0/);
    await count.filter({ hasText: '9 products found' }).waitFor();
    // Typing goes to the hydrated page: what is typed into server HTML before hydration, React does not see.
    await reloadPage(page);
    await count.filter({ hasText: '9 products found' }).waitFor();
    await expect(page.getByLabel('Search sensors').inputValue()).resolves.toBe('filler probe 0');

    await page.getByLabel('Search sensors').fill('no such sensor anywhere');
    await page.getByText('No devices found').waitFor();
    await page.getByText('Try adjusting your search or filter criteria').waitFor();
    expect(await accessibilityProblems(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("keeps a search typed before the page hydrated: React would set the field back to the server's empty value", async () => {
    const { page, context } = await beforeHydration('/marketplace', (p) => p.getByLabel('Search sensors').pressSequentially('soil'));
    await page.waitForURL(/search=soil/);
    await expect(page.getByLabel('Search sensors').inputValue()).resolves.toBe('soil');
    const soil = (await request(api).get('/api/products?search=soil&limit=24')).body;
    await page
      .getByTestId('result-count')
      .filter({ hasText: `${soil.total} ${soil.total === 1 ? 'product' : 'products'} found` })
      .waitFor();
    await context.close();
  });

  it('without JavaScript, Load More is a link to the next page of the list', async () => {
    const context = await newContext(browser, { viewport: { width: 1280, height: 900 }, javaScriptEnabled: false });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await page.goto(`${api}/marketplace?sort=name`);
    const first = (await request(api).get('/api/products?sort=name&limit=24')).body;
    const next = (await request(api).get(`/api/products?sort=name&limit=24&cursor=${encodeURIComponent(first.nextCursor)}`)).body;
    await page.getByRole('link', { name: 'Load More' }).click();
    await page.waitForURL(/[?&]cursor=/);
    expect(new URL(page.url()).searchParams.get('sort')).toBe('name');
    await expect(page.getByRole('heading', { level: 3 }).allTextContents()).resolves.toEqual(next.items.map((p: { name: string }) => p.name));
    await context.close();
  });

  it("'Highest Rated' has no rule of its own: it lists as Newest does, and keeps its name in the address", async () => {
    const { page, context } = await open('/marketplace');
    await page.getByLabel('Sort by').selectOption('Highest Rated');
    await page.waitForURL(/sort=rating/);
    const newest = (await request(api).get('/api/products?sort=newest&limit=24')).body.items.map((p: { name: string }) => p.name);
    await expect(page.getByRole('heading', { level: 3 }).allTextContents()).resolves.toEqual(newest);
    await expect(page.getByLabel('Sort by').inputValue()).resolves.toBe('rating');
    await context.close();
  });

  it('filters by category with counts, and sorts by price', async () => {
    const { page, context } = await open('/marketplace?category=Soil+Moisture&sort=price_asc');
    const soil = (await request(api).get('/api/products?category=Soil%20Moisture&sort=price_asc&limit=24')).body;
    await page
      .getByTestId('result-count')
      .filter({ hasText: `${soil.total} products found` })
      .waitFor();
    const names = await page.getByRole('heading', { level: 3 }).allTextContents();
    expect(names).toEqual(soil.items.map((p: { name: string }) => p.name));
    await context.close();
  });

  it('on a phone, chips for All and every category are links that filter the catalogue, the current one marked', async () => {
    const { page, context, errors } = await open('/marketplace', { mobile: true });
    const chips = page.getByRole('group', { name: 'Categories' }).getByRole('link');
    await expect(chips.allTextContents()).resolves.toEqual([
      'All',
      'Soil Moisture',
      'Temperature & Humidity',
      'Water Level',
      'Light Sensor',
      'Pressure',
      'Air Quality',
    ]);
    await expect(chips.filter({ hasText: 'Air Quality' }).getAttribute('href')).resolves.toBe('/marketplace?category=Air+Quality');
    await expect(chips.first().getAttribute('aria-current')).resolves.toBe('true');
    await chips.filter({ hasText: 'Water Level' }).click();
    await page.waitForURL(/category=Water\+Level/);
    const water = (await request(api).get('/api/products?category=Water%20Level&limit=24')).body;
    await page
      .getByTestId('result-count')
      .filter({ hasText: `${water.total} products found` })
      .waitFor();
    await expect(chips.filter({ hasText: 'Water Level' }).getAttribute('aria-current')).resolves.toBe('true');
    await expect(chips.first().getAttribute('aria-current')).resolves.toBeNull();
    await expect(chips.first().getAttribute('href')).resolves.toBe('/marketplace');
    expect(await accessibilityProblems(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('loads a card picture once it is within 50 px of the viewport, not before', async () => {
    const requested: string[] = [];
    const watch = (page: Page) => page.on('request', (r) => r.url().includes('/api/images/') && requested.push(new URL(r.url()).pathname));
    // Dearest first: the seeded sensors, each with a picture, then the fillers (none).
    const { page, context, errors } = await openPage(browser, `${api}/marketplace?sort=price_desc`, { mobile: true, onPage: watch });
    const items = (await request(api).get('/api/products?sort=price_desc&limit=24')).body.items as Array<{ image: string | null }>;
    const index = items.findLastIndex((p) => p.image);
    expect(index).toBeGreaterThan(3);
    const last = page.locator('main article').nth(index);
    const lastPicture = items[index].image!;
    // The first row (three cards on a wide screen) loads with the page; the last card is far below the fold.
    expect(requested).not.toContain(lastPicture);
    await expect(last.locator('img').count()).resolves.toBe(0);
    // 200 px below the viewport it stays a placeholder (the observer answers within a frame or two); 40 px
    // below, inside the 50 px margin, the picture loads.
    const scrollToBelow = async (gap: number) => {
      const top = await last.evaluate((e) => e.getBoundingClientRect().top);
      await page.evaluate(`window.scrollBy(0, ${top} - window.innerHeight - ${gap})`);
      await page.evaluate('new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 100))))');
    };
    await scrollToBelow(200);
    await expect(last.locator('img').count()).resolves.toBe(0);
    expect(requested).not.toContain(lastPicture);
    await scrollToBelow(40);
    await last.locator('img').waitFor();
    expect(requested).toContain(lastPicture);
    const picture = last.locator('img');
    await expect(
      picture.evaluate((img) =>
        (img as unknown as { decode(): Promise<void>; naturalWidth: number })
          .decode()
          .then(() => (img as unknown as { naturalWidth: number }).naturalWidth),
      ),
    ).resolves.toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a picture that fails as WebP tries the JPEG, then says 'Image unavailable'", async () => {
    await createProduct({
      name: 'Pictureless Probe',
      description: 'Its picture is gone.',
      image: '/api/images/products/gone.webp',
      isPublished: true,
    });
    const requested: string[] = [];
    const watch = (page: Page) => page.on('request', (r) => r.url().includes('/gone.') && requested.push(new URL(r.url()).pathname));
    const { page, context } = await openPage(browser, `${api}/marketplace?search=pictureless`, { onPage: watch });
    await page.locator('main article').getByText('Image unavailable').waitFor();
    expect(requested).toEqual(['/api/images/products/gone.webp', '/api/images/products/gone.jpg']);
    await context.close();
  });
});

describe('product detail', () => {
  it('shows a full product with its specifications and tags', async () => {
    const [product] = (await request(api).get('/api/products?search=SM300&limit=1')).body.items;
    const { page, context, errors } = await open(`/products/${product.id}`);
    await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
    await page.getByRole('heading', { name: 'Technical Specifications' }).waitFor();
    for (const card of ['Key Features', 'Connectivity', 'Certifications', 'Tags'])
      await page.getByRole('heading', { name: card, exact: true }).waitFor();
    await page.getByText(product.tags[0], { exact: true }).waitFor();
    await page.getByText(`by ${product.manufacturer}`).waitFor();
    await expect(page.title()).resolves.toBe(`${product.name} - ${product.manufacturer} | LoRaWAN Sensors`);
    expect(await accessibilityProblems(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a minimal product shows the placeholder picture, its badges, its generated datasheet and no empty card, link or specification grid', async () => {
    const product = await createProduct({ name: 'Bare Probe', description: 'Only what is required.', isPublished: true, availability: 'Pre-order' });
    const { page, context, errors } = await open(`/products/${product.id}`);
    await page.getByRole('heading', { level: 1, name: 'Bare Probe' }).waitFor();
    await page.getByText('by Acme Sensing').waitFor();
    await page.getByRole('link', { name: 'Request Quote' }).waitFor();
    const main = page.locator('main');
    await expect(main.getByText('LoRaWAN', { exact: true }).count()).resolves.toBe(1);
    await expect(main.getByText('Pre-order', { exact: true }).count()).resolves.toBe(1);
    await expect(page.getByRole('link', { name: 'Visit Website' }).count()).resolves.toBe(0);
    // Every product offers a datasheet: without an uploaded one, the PDF rendered from its own data.
    await expect(page.getByRole('link', { name: 'Datasheet' }).getAttribute('href')).resolves.toBe(`/api/products/${product.id}/datasheet.pdf`);
    for (const absent of ['Technical Specifications', 'Key Features', 'Connectivity', 'Certifications', 'Tags']) {
      await expect(page.getByRole('heading', { name: absent, exact: true }).count()).resolves.toBe(0);
    }
    await expect(main.locator('img').count()).resolves.toBe(0);
    expect(await accessibilityProblems(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a missing product shows Product Not Found, SPEC's text and the way back", async () => {
    const { page, context } = await open('/products/999999');
    await page.getByRole('heading', { name: 'Product Not Found' }).waitFor();
    await page.getByText("The product you're looking for doesn't exist or has been removed.").waitFor();
    await page.getByRole('link', { name: 'Back to Product Module' }).click();
    await page.waitForURL(/\/marketplace$/);
    await context.close();
  });
});

describe('contact', () => {
  const fill = async (page: Page) => {
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Lovelace');
    await page.getByLabel('Work e-mail').fill('ada@example.com');
    await page.getByLabel('Company').fill('Analytical Engines');
  };

  it("asks for the toast's code at the first focus in the form, not with the page: it is there when the answer comes", async () => {
    const { page, context } = await open('/contact');
    const asked: string[] = [];
    page.on('request', (req) => asked.push(new URL(req.url()).pathname));
    await page.locator('html[data-app-ready="true"]').waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
    expect(asked.filter((file) => file.includes('/ToastView-'))).toEqual([]);
    const toastCode = page.waitForRequest(/\/assets\/ToastView-[\w-]+\.js$/);
    await page.getByLabel('First name').click();
    await toastCode;
    await context.close();
  });

  it('missing fields: a toast, nothing sent; a good request: stored, a toast, the form cleared', async () => {
    const { page, context, errors } = await open('/contact');
    const before = Number((await (await stack.db()).query('SELECT count(*)::int AS n FROM content.demo_requests')).rows[0].n);
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByText('Required Fields Missing').waitFor();
    await page.getByText('Please fill in all required fields.').waitFor();
    await fill(page);
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByText('Message Sent Successfully!').waitFor();
    await page.getByText("Thank you for contacting us. We'll get back to you within 24 hours.").waitFor();
    await expect(page.getByLabel('First name').inputValue()).resolves.toBe('');
    const { rows } = await (await stack.db()).query('SELECT "firstName", company FROM content.demo_requests ORDER BY id DESC LIMIT 1');
    expect(rows[0]).toEqual({ firstName: 'Ada', company: 'Analytical Engines' });
    expect(Number((await (await stack.db()).query('SELECT count(*)::int AS n FROM content.demo_requests')).rows[0].n)).toBe(before + 1);
    // The toast grows in; its colours are judged once it is fully shown.
    await page.waitForFunction(
      `[...document.querySelectorAll('.MuiSnackbar-root > *')].every((e) => getComputedStyle(e).opacity === '1' && getComputedStyle(e).transform === 'none')`,
    );
    expect(await accessibilityProblems(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("while sending: 'Sending...' on a disabled button; the server's 400 is shown in its own words, the entries kept", async () => {
    const { page, context, errors } = await open('/contact');
    await fill(page);
    await page.getByLabel('Work e-mail').fill('not-an-address');
    // The request waits until the button's sending state has been seen.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/demo-request', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Send message' }).click();
    const sending = page.getByRole('button', { name: 'Sending...' });
    await sending.waitFor();
    expect(await sending.isDisabled()).toBe(true);
    release();
    const answer = await request(api)
      .post('/api/demo-request')
      .send({ firstName: 'Ada', lastName: 'Lovelace', email: 'not-an-address', company: 'Analytical Engines' })
      .expect(400);
    const message = [answer.body.message].flat().join(', ');
    expect(message).toMatch(/email/i);
    await page.getByText(message).waitFor();
    await page.getByRole('button', { name: 'Send message' }).waitFor();
    await expect(page.getByLabel('Work e-mail').inputValue()).resolves.toBe('not-an-address');
    // The browser logs the 400 answer itself; nothing else.
    expect(errors.filter((e) => !/status of 400/.test(e))).toEqual([]);
    await context.close();
  });

  it('keeps what is typed and chosen before the page hydrated, and sends it', async () => {
    const { page, context } = await beforeHydration('/contact', async (p) => {
      await p.getByLabel('First name').pressSequentially('Grace');
      await p.getByLabel('Industry').selectOption('Manufacturing');
      expect(await labelsOverFields(p)).toEqual([]);
    });
    // Put back in a task of its own, just after the fields hydrate.
    await page.waitForFunction(`document.getElementById('contact-industry').value === 'manufacturing'`);
    await expect(page.getByLabel('First name').inputValue()).resolves.toBe('Grace');
    await page.getByLabel('Last name').fill('Hopper');
    await page.getByLabel('Work e-mail').fill('grace@example.com');
    await page.getByLabel('Company').fill('Harvard Mark I');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByText('Message Sent Successfully!').waitFor();
    const { rows } = await (await stack.db()).query('SELECT "firstName", industry FROM content.demo_requests ORDER BY id DESC LIMIT 1');
    expect(rows[0]).toEqual({ firstName: 'Grace', industry: 'manufacturing' });
    await context.close();
  });

  it('without JavaScript: the form posts to the server, which answers with the page, its message and the entries kept', async () => {
    const context = await newContext(browser, { viewport: { width: 1280, height: 900 }, javaScriptEnabled: false });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await page.goto(`${api}/contact`);
    await page.getByLabel('First name').fill('Edsger');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByRole('alert').getByText('Required Fields Missing').waitFor();
    await page.getByRole('alert').getByText('Please fill in all required fields.').waitFor();
    await expect(page.getByLabel('First name').inputValue()).resolves.toBe('Edsger');
    expect(await labelsOverFields(page)).toEqual([]);
    await page.getByLabel('Last name').fill('Dijkstra');
    await page.getByLabel('Work e-mail').fill('edsger@example.com');
    await page.getByLabel('Company').fill('Mathematisch Centrum');
    await page.getByLabel('Industry').selectOption('Energy');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByRole('status').getByText('Message Sent Successfully!').waitFor();
    await page.getByText("Thank you for contacting us. We'll get back to you within 24 hours.").waitFor();
    await expect(page.getByLabel('First name').inputValue()).resolves.toBe('');
    const { rows } = await (await stack.db()).query('SELECT "firstName", company, industry FROM content.demo_requests ORDER BY id DESC LIMIT 1');
    expect(rows[0]).toEqual({ firstName: 'Edsger', company: 'Mathematisch Centrum', industry: 'energy' });
    await context.close();
  });

  it('POST /contact as a form: 201 and the page saying so, 400 naming the fault with the entries, never cached', async () => {
    const form = { firstName: 'Alan', lastName: 'Turing', email: 'alan@example.com', company: 'Bletchley', industry: '', projectDescription: '' };
    const sent = await request(api).post('/contact').set('Origin', api).type('form').send(form).expect(201);
    expect(sent.get('Content-Type')).toBe('text/html; charset=utf-8');
    expect(sent.get('Cache-Control')).toBe('no-store');
    expect(sent.text).toContain('Message Sent Successfully!');
    expect(sent.text).toContain('<div id="root" data-rendered-path="/contact">');
    const { rows } = await (
      await stack.db()
    ).query('SELECT email, industry, "projectDescription" FROM content.demo_requests ORDER BY id DESC LIMIT 1');
    expect(rows[0]).toEqual({ email: 'alan@example.com', industry: null, projectDescription: null });

    const bad = await request(api)
      .post('/contact')
      .set('Origin', api)
      .type('form')
      .send({ ...form, email: 'not-an-address' })
      .expect(400);
    const answer = await request(api)
      .post('/api/demo-request')
      .send({ ...form, email: 'not-an-address', industry: null, projectDescription: null })
      .expect(400);
    expect(bad.text).toContain(escapeHtml([answer.body.message].flat().join('; ')));
    expect(bad.text).toContain('value="not-an-address"');
    expect(bad.get('Cache-Control')).toBe('no-store');
    // From another site: refused before anything is stored, as every write is.
    await request(api).post('/contact').set('Origin', 'https://elsewhere.example').type('form').send(form).expect(403);
    // A body past the limit, or one not a form: never a 5xx.
    await request(api)
      .post('/contact')
      .set('Origin', api)
      .type('form')
      .send(`firstName=${'a'.repeat(1024 * 1024)}`)
      .expect(413);
    const notForm = await request(api).post('/contact').set('Origin', api).set('Content-Type', 'text/plain').send('hello');
    expect(notForm.status).toBe(400);
    // The content service down: 503 at once, the page saying so, the entries kept.
    await stack.process('content').stop();
    try {
      const started = Date.now();
      const down = await request(api).post('/contact').set('Origin', api).type('form').send(form).expect(503);
      expect(Date.now() - started).toBeLessThan(3000);
      expect(down.text).toContain('Failed to submit your request. Please try again.');
      expect(down.text).toContain('value="Bletchley"');
    } finally {
      await stack.process('content').ensureRunning();
    }
  });

  it('the content service down: an error toast, the entries kept', async () => {
    const { page, context } = await open('/contact');
    await fill(page);
    await stack.process('content').stop();
    try {
      await page.getByRole('button', { name: 'Send message' }).click();
      await page.getByText('Failed to submit your request. Please try again.').waitFor();
      await expect(page.getByLabel('Company').inputValue()).resolves.toBe('Analytical Engines');
    } finally {
      await stack.process('content').ensureRunning();
    }
    await context.close();
  });
});

describe('pricing', () => {
  it('estimates 2 × devices + 0.1 × thousands of messages, never below $49', async () => {
    const { page, context, errors } = await open('/pricing');
    const estimate = page.getByTestId('estimate');
    await expect(estimate.textContent()).resolves.toBe('$210.00');
    const devices = page.getByRole('slider', { name: /Devices/ });
    await devices.focus();
    await page.keyboard.press('End');
    await expect(page.getByTestId('devices-value').textContent()).resolves.toBe('10,000');
    await expect(estimate.textContent()).resolves.toBe('$20,010.00');
    await page.keyboard.press('Home');
    const messages = page.getByRole('slider', { name: /Messages/ });
    await messages.focus();
    await page.keyboard.press('Home');
    await expect(page.getByTestId('messages-value').textContent()).resolves.toBe('1K');
    await expect(estimate.textContent()).resolves.toBe('$49.00');
    await page.keyboard.press('End');
    await expect(page.getByTestId('messages-value').textContent()).resolves.toBe('10M');
    await expect(estimate.textContent()).resolves.toBe('$1,002.00');
    for (const plan of ['$49.00/month', '$199.00/month', '$799.00/month']) await page.getByText(plan, { exact: true }).waitFor();
    expect(await accessibilityProblems(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('without JavaScript, the sliders are a form: Calculate asks the server for the estimate of the chosen fleet', async () => {
    const context = await newContext(browser, { viewport: { width: 1280, height: 900 }, javaScriptEnabled: false });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await page.goto(`${api}/pricing`);
    await expect(page.getByTestId('estimate').textContent()).resolves.toBe('$210.00');
    await page.getByRole('slider', { name: /Devices/ }).focus();
    await page.keyboard.press('End');
    await page.getByRole('slider', { name: /Messages/ }).focus();
    await page.keyboard.press('End');
    await page.getByRole('button', { name: 'Calculate' }).click();
    await page.waitForURL(/devices=10000&messages=10000000#estimate$/);
    await expect(page.getByTestId('devices-value').textContent()).resolves.toBe('10,000');
    await expect(page.getByTestId('messages-value').textContent()).resolves.toBe('10M');
    await expect(page.getByTestId('estimate').textContent()).resolves.toBe('$21,000.00');
    await context.close();
  });
});

describe('calls to action', () => {
  // Every marketing page built from data (the legal pages have no calls to action), and pricing's plans.
  const PAGES = [...CONTENT_PATHS.filter((path) => !['/privacy-policy', '/terms-of-service'].includes(path)), '/pricing'];

  it('each leads somewhere: the ones without a page of their own land on the contact form with their topic filled in', async () => {
    const { page, context } = await open('/platform');
    const topics: string[] = [];
    for (const path of PAGES) {
      await page.goto(`${api}${path}`);
      await page.locator('html[data-app-ready="true"]').waitFor({ state: 'attached' });
      // No call to action is a button that goes nowhere: the main content's buttons are its code tabs and copy buttons.
      const buttons = await page.locator('main button:not([role="tab"])').evaluateAll((els) => els.map((e) => e.textContent?.trim()));
      expect([path, buttons.filter((b) => b !== 'Copy')]).toEqual([path, []]);
      const links = page.locator('main a[href^="/contact?topic="]');
      const count = await links.count();
      for (let i = 0; i < count; i++) {
        const link = links.nth(i);
        const label = (await link.textContent())!.trim();
        const topic = new URL((await link.getAttribute('href'))!, api).searchParams.get('topic')!;
        expect([path, topic.endsWith(`: ${label}`)]).toEqual([path, true]);
        await link.click();
        await page.waitForURL(/\/contact\?topic=/);
        await expect(page.locator('#contact-project').inputValue()).resolves.toBe(topic);
        topics.push(topic);
        await page.goBack();
        await page.waitForURL(`${api}${path}`);
      }
    }
    expect(topics).toEqual(
      expect.arrayContaining([
        'Platform overview: Request a Free Trial',
        'Platform overview: Schedule a Demo',
        'Application Builder, Temperature Alert: Request this template',
        'Integration Hub, AWS IoT Core: Request a connection',
        'Smart Agriculture: Request a Free Trial',
        'Energy & Utilities: Contact Sales',
        'Pricing, Professional plan: Request a free trial',
        'Pricing, Enterprise plan: Contact sales',
        expect.stringMatching(/^Energy & Utilities, .+: Request a Sample Report$/),
      ]),
    );
    expect(topics.length).toBeGreaterThanOrEqual(40);
    await context.close();
  }, 240_000);

  it('without JavaScript, /contact?topic= is the form with its project details filled in by the server', async () => {
    const topic = 'Smart Cities: Book a Demo <b>&</b>';
    const res = await request(api)
      .get(`/contact?topic=${encodeURIComponent(topic)}`)
      .set('Accept', 'text/html')
      .expect(200);
    expect(res.text).toMatch(
      // `>` may stand as it is in a textarea's text; `<` and `&` may not.
      new RegExp(
        `<textarea[^>]*id="contact-project"[^>]*>${escapeHtml(topic)
          .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
          .replace(/&gt;/g, '(?:&gt;|>)')}</textarea>`,
      ),
    );
    expect(res.text).toContain(`<link rel="canonical" href="${siteOrigin()}/contact"/>`);
    const plain = await request(api).get('/contact').set('Accept', 'text/html').expect(200);
    expect(plain.text).toMatch(/<textarea[^>]*id="contact-project"[^>]*><\/textarea>/);
  });

  it('/solutions is linked from the header (the Solutions menu, the phone menu) and the footer', async () => {
    const { page, context } = await open('/');
    const header = page.locator('header');
    await header.locator('nav[aria-label="Main"] details', { hasText: 'Solutions' }).locator('summary').click();
    await header.locator('nav[aria-label="Main"]').getByRole('link', { name: 'Solutions overview' }).click();
    await page.waitForURL(`${api}/solutions`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.locator('#site-menu a[href="/solutions"]').count()).toBe(1);
    await page.locator('footer').getByRole('link', { name: 'Solutions', exact: true }).click();
    await page.waitForURL(`${api}/solutions`);
    await context.close();
  });
});
