import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import request from 'supertest';
import { TEST_ADMIN, TestStack } from '../../../infra/src/testing/stack.js';
import { CHROMIUM_ARGS } from '../../../infra/src/providers/browser.js';
import { seedProduct } from '../../../infra/src/seed/seed.js';
import { accessibilityProblems, openPage, reloadPage } from './site-browser-pages.js';
import { CONTENT_PATHS } from '../../../frontend/src/content/paths.js';

// The public site in Debian's Chromium against the whole stack, seeded as `npm start` seeds it.

let stack: TestStack;
let api: string;
let browser: Browser;
let admin: string;

/** Text as React writes it into HTML. */
const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#x27;');

/** The canonical origin: the gateway's first PUBLIC_ORIGINS entry, by default http://localhost:<its port>. */
const siteOrigin = () => `http://localhost:${new URL(api).port}`;

/** Creates a product as the admin (Acme Sensing's, unless `fields` say otherwise) and answers it as stored. */
async function createProduct(fields: Record<string, unknown>): Promise<{ id: number }> {
  return (
    await request(api)
      .post('/api/admin/products')
      .set('Cookie', admin)
      .send({ manufacturer: 'Acme Sensing', ...fields })
      .expect(201)
  ).body;
}

function open(path: string, options: { mobile?: boolean } = {}): Promise<{ page: Page; context: BrowserContext; errors: string[] }> {
  return openPage(browser, `${api}${path}`, options);
}

/** Holds back the page's requests for files matching `file` until the function it resolves to is called. */
async function holdBack(page: Page, file: RegExp): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(file, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Opens `path` with the app's shell chunk held back, so the server's HTML shows but nothing hydrates, lets `act`
 * use the page as someone quick would, then lets the app load and waits until it has hydrated.
 */
async function beforeHydration(path: string, act: (page: Page) => Promise<void>): Promise<{ page: Page; context: BrowserContext }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const release = await holdBack(page, /\/assets\/shell-[\w-]+\.js$/);
  // Not until DOMContentLoaded: that waits for the page's module script, which waits for the held chunk.
  await page.goto(`${api}${path}`, { waitUntil: 'commit' });
  await act(page);
  expect(await page.locator('html[data-app-ready]').count()).toBe(0);
  release();
  await page.locator('html[data-app-ready="true"]').waitFor({ state: 'attached' });
  return { page, context };
}

/**
 * The contact form's fields whose label is not wholly above the field: a label drawn inside a field (as MUI's
 * outlined field draws it until its script has run) runs under what is typed or refilled there.
 */
async function labelsOverFields(page: Page): Promise<string[]> {
  const over: string[] = [];
  for (const id of ['contact-first-name', 'contact-last-name', 'contact-email', 'contact-company', 'contact-industry', 'contact-project']) {
    const [label, field] = await Promise.all([page.locator(`label[for="${id}"]`).boundingBox(), page.locator(`#${id}`).boundingBox()]);
    if (!label || !field || label.y + label.height > field.y) over.push(id);
  }
  return over;
}

beforeAll(async () => {
  stack = await TestStack.start({ services: ['identity', 'catalog', 'content', 'media', 'gateway'] });
  api = stack.url();
  admin = await stack.signIn(TEST_ADMIN);
  await seedProduct(await stack.bus());
  // More than one page of the marketplace (24), so Load More has something to load.
  for (let i = 1; i <= 14; i++) {
    await createProduct({
      name: `Filler Probe ${String(i).padStart(2, '0')}`,
      description: 'A filler probe.',
      category: 'Pressure',
      price: '10',
      isPublished: true,
    });
  }
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell', args: CHROMIUM_ARGS });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

describe('hydration', () => {
  /**
   * Records which elements of #root get the app's event listeners before the app sets `data-app-ready`, and which of
   * the elements there at that moment get their first one only afterwards: a part of the page hydrated later; and the
   * canonical link and style sheets the HTML came with.
   */
  const RECORD_LISTENERS = `
document.addEventListener('DOMContentLoaded', () => {
  window.canonicalAtLoad = document.querySelector('link[rel="canonical"]');
  window.sheetsAtLoad = [...document.styleSheets];
});
const listened = new Set();
window.lateListeners = [];
let present;
new MutationObserver((_, observer) => {
  if (document.documentElement.dataset.appReady === undefined) return;
  observer.disconnect();
  present = new Set(document.querySelectorAll('#root *'));
  window.listenedAtReady = { elements: present.size, listened: [...listened].filter((e) => present.has(e)).length };
  window.sheetsAtReady = [...document.styleSheets];
}).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-app-ready'] });
const add = EventTarget.prototype.addEventListener;
EventTarget.prototype.addEventListener = function (...args) {
  if (this instanceof Element && this.closest('#root')) {
    if (!present) listened.add(this);
    else if (present.has(this) && !listened.has(this)) window.lateListeners.push(this.outerHTML.slice(0, 80));
  }
  return add.apply(this, args);
};`;

  it.each(['/', '/marketplace', '/pricing', '/products/:id'])(
    '%s: data-app-ready is set once the app has taken over the elements the server sent: none gets its handlers later, its styles stay',
    async (path) => {
      const [product] = (await request(api).get('/api/products?search=SM300&limit=1')).body.items;
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      await page.addInitScript({ content: RECORD_LISTENERS });
      await page.goto(`${api}${path.replace(':id', String(product.id))}`, { waitUntil: 'load' });
      await page.locator('html[data-app-ready="true"]').waitFor({ state: 'attached' });
      const { elements, listened } = await page.evaluate<{ elements: number; listened: number }>('window.listenedAtReady');
      expect(elements).toBeGreaterThan(100);
      // Its buttons and fields; the links have none of their own (one listener on the document follows them).
      expect(listened).toBeGreaterThan(2);
      await page.waitForTimeout(1000);
      expect(await page.evaluate('window.lateListeners')).toEqual([]);
      // The server's head tags are kept as they are, not written again by the app.
      expect(await page.evaluate(`document.querySelector('link[rel="canonical"]') === window.canonicalAtLoad`)).toBe(true);
      // So are its style sheets while hydrating: none replaced (an element moved is a new sheet), which would make the
      // browser style every element again. (A change of state may add a rule the server's render did not need, such
      // as a picture that failed to load, which restyles only its own elements.)
      const sheets = await page.evaluate<{ kept: number; atLoad: number }>(
        `({ kept: window.sheetsAtLoad.filter((s) => window.sheetsAtReady.includes(s)).length, atLoad: window.sheetsAtLoad.length })`,
      );
      expect(sheets).toEqual({ kept: sheets.atLoad, atLoad: sheets.atLoad });
      expect(sheets.atLoad).toBeGreaterThan(2);
      await context.close();
    },
  );

  it("asks for the app's and the page's code from the page's head, before the entry script has arrived, under a CSP that runs no inline script", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await page.addInitScript({
      content: `document.addEventListener('securitypolicyviolation', (e) => (window.refused ??= []).push(e.violatedDirective));`,
    });
    const release = await holdBack(page, /\/assets\/index-[\w-]+\.js$/);
    const asked = Promise.all(
      [/\/assets\/vendor-[\w-]+\.js$/, /\/assets\/shell-[\w-]+\.js$/, /\/assets\/HomePage-[\w-]+\.js$/].map((file) => page.waitForRequest(file)),
    );
    const response = await page.goto(`${api}/`, { waitUntil: 'commit' });
    expect(response!.headers()['content-security-policy']).toContain("script-src 'self';");
    // The entry is still held: only the head's module preloads ask for these.
    await asked;
    release();
    await page.locator('html[data-app-ready="true"]').waitFor({ state: 'attached' });
    expect(await page.evaluate('window.refused ?? []')).toEqual([]);
    await context.close();
  });
  /** Where every link, button, field and summary of #root is drawn, as `tag "text" x,y w×h` lines (pixels rounded). */
  const TAPPABLE_BOXES = `[...document.querySelectorAll('#root :is(a, button, input, textarea, select, summary)')]
    .map((e) => [e, e.getBoundingClientRect()])
    .filter(([, box]) => box.width > 0 && box.height > 0)
    .map(([e, box]) => e.localName + ' "' + (e.textContent || e.getAttribute('name') || '').trim().slice(0, 24) + '" ' +
      [box.x, box.y, box.width, box.height].map(Math.round).join(' '))`;

  const SCREENS = {
    'a phone': { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    'a laptop': { viewport: { width: 1280, height: 900 } },
  };
  const PAGES = [
    ...['/', '/marketplace', '/products/:id', '/contact', '/pricing', '/security', '/status', '/brand', '/news', '/blog', '/blog/:slug'],
    ...[...CONTENT_PATHS, '/no/such/page'],
  ];
  let post: { slug: string } | undefined;
  const blogPost = async () =>
    (post ??= (
      await request(api)
        .post('/api/admin/blogs')
        .set('Cookie', admin)
        .send({
          title: 'Sizing a gateway',
          excerpt: 'Coverage in a cold store.',
          content: 'Racking absorbs radio.\n\nWe measured.',
          isPublished: true,
        })
        .expect(201)
    ).body);

  it.each(Object.keys(SCREENS).flatMap((screen) => PAGES.map((path) => [path, screen as keyof typeof SCREENS] as const)))(
    "%s on %s: hydration moves nothing a visitor can tap, so a tap aimed at the server's HTML lands where it was aimed",
    async (path, screen) => {
      const [product] = (await request(api).get('/api/products?search=SM300&limit=1')).body.items;
      // CSP bypassed for the style below: sections far down are laid out at a size of their own until near the
      // viewport (content-visibility), which is no move a visitor could see.
      const context = await browser.newContext({ ...SCREENS[screen], bypassCSP: true });
      const page = await context.newPage();
      const release = await holdBack(page, /\/assets\/shell-[\w-]+\.js$/);
      const slug = path.includes(':slug') ? (await blogPost()).slug : '';
      await page.goto(`${api}${path.replace(':id', String(product.id)).replace(':slug', slug)}`, { waitUntil: 'commit' });
      await page.locator('footer').waitFor({ state: 'attached' });
      await page.addStyleTag({ content: '#root * { content-visibility: visible !important }' });
      // Text drawn in its final font on both sides of the comparison.
      await page.evaluate('document.fonts.ready.then(() => true)');
      const served = await page.evaluate<string[]>(TAPPABLE_BOXES);
      release();
      await page.locator('html[data-app-ready="true"]').waitFor({ state: 'attached' });
      await page.evaluate('new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)))');
      expect(served.length).toBeGreaterThan(10);
      expect(await page.evaluate<string[]>(TAPPABLE_BOXES)).toEqual(served);
      await context.close();
    },
  );
});

describe('the typeface', () => {
  /** The paths of the font files the page has asked for, in order. */
  const FONT_FILES = `performance.getEntriesByType('resource').filter((e) => e.name.endsWith('.woff2')).map((e) => new URL(e.name).pathname)`;

  it("is Inter's Latin file cut to the theme's weights (400–700), preloaded by the HTML, the only font a page asks for", async () => {
    const html = (await request(api).get('/').expect(200)).text;
    const preloaded = html.match(
      /<link rel="preload" href="(\/assets\/inter-latin-400-700-[\w-]+\.woff2)" as="font" type="font\/woff2" crossorigin>/,
    );
    expect(preloaded).not.toBeNull();
    for (const path of ['/', '/marketplace', '/pricing']) {
      const { page, context, errors } = await open(path);
      await page.evaluate('document.fonts.ready');
      expect(await page.evaluate(`[...document.fonts].filter((f) => f.family === 'Inter' && f.status === 'loaded').map((f) => f.weight)`)).toEqual([
        '400 700',
      ]);
      expect(await page.evaluate(`['400', '600', '700'].every((weight) => document.fonts.check(weight + ' 16px Inter', 'Sensors €49'))`)).toBe(true);
      expect(await page.evaluate(FONT_FILES)).toEqual([preloaded![1]]);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('asks for the Latin Extended file, cut to the same weights, only for a letter outside Latin', async () => {
    const { page, context } = await open('/');
    await page.evaluate(`document.fonts.load('700 16px Inter', 'Łódź')`);
    const extended = `[...document.fonts].filter((f) => f.family === 'Inter' && f.status === 'loaded' && f.unicodeRange.includes('U+100-2BA'))`;
    expect(await page.evaluate(`${extended}.map((f) => f.weight)`)).toEqual(['400 700']);
    expect(await page.evaluate(FONT_FILES)).toEqual([
      expect.stringMatching(/^\/assets\/inter-latin-400-700-/),
      expect.stringMatching(/^\/assets\/inter-latin-ext-400-700-/),
    ]);
    expect(await page.evaluate(`document.fonts.check('700 16px Inter', 'Łódź')`)).toBe(true);
    await context.close();
  });
});

describe('the shared header', () => {
  it('highlights Home on /, opens the Platform dropdown with its groups, and goes to Product', async () => {
    const { page, context, errors } = await open('/');
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home', exact: true }).getAttribute('aria-current'),
    ).resolves.toBe('page');
    const platform = page.locator('nav[aria-label="Main"] details', { hasText: 'Platform' });
    await platform.locator('summary').click();
    for (const group of ['Build', 'Manage', 'Connect', 'Deploy', 'Analyze']) await platform.getByRole('group', { name: group }).waitFor();
    await page.keyboard.press('Escape');
    await platform.getByRole('group', { name: 'Build' }).waitFor({ state: 'hidden' });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Product' }).click();
    await page.waitForURL(`${api}/marketplace`);
    // The router commits the new page in a transition, just after the address changes.
    await page.locator('nav[aria-label="Main"] a[href="/marketplace"][aria-current="page"]').waitFor();
    expect(await page.locator('nav[aria-label="Main"] a[href="/"]').getAttribute('aria-current')).toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("its links and the footer's are followed in the app, the next page shown from its top; a place on the same page and a file are the browser's", async () => {
    const { page, context, errors } = await open('/');
    await page.locator('html[data-app-ready="true"]').waitFor({ state: 'attached' });
    await page.evaluate('window.sameDocument = true');
    await page.evaluate('window.scrollTo(0, document.body.scrollHeight)');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Security' }).click();
    await page.waitForURL(`${api}/security`);
    // The address changes at once; the page shows once its code is in (React Router navigates in a transition).
    await page.getByRole('heading', { level: 1, name: 'Security from the sensor to the dashboard' }).waitFor();
    expect(await page.evaluate('[window.sameDocument, window.scrollY]')).toEqual([true, 0]);
    await page.locator('a[href="#practices"]').click();
    await page.waitForURL(`${api}/security#practices`);
    expect(await page.evaluate('[window.sameDocument, window.scrollY > 0]')).toEqual([true, true]);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Product' }).click();
    await page.waitForURL(`${api}/marketplace`);
    await page.getByRole('heading', { level: 1, name: 'Sensor marketplace' }).waitFor();
    expect(await page.evaluate('[window.sameDocument, window.scrollY]')).toEqual([true, 0]);
    await page.goto(`${api}/news`);
    await page.locator('html[data-app-ready="true"]').waitFor({ state: 'attached' });
    const feed = page.waitForResponse(`${api}/news/feed.xml`);
    await page.getByRole('link', { name: 'Subscribe to the Atom feed' }).click();
    expect((await feed).headers()['content-type']).toMatch(/^application\/atom\+xml/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('on a phone, the menu (a popover) carries the links and closes when one is followed', async () => {
    const { page, context } = await open('/', { mobile: true });
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('navigation', { name: 'Mobile' });
    await drawer.getByRole('link', { name: 'Smart Agriculture' }).waitFor();
    await drawer.getByRole('link', { name: 'Product' }).click();
    await page.waitForURL(`${api}/marketplace`);
    await drawer.waitFor({ state: 'hidden' });
    await context.close();
  });
});

describe('home', () => {
  it('shows the first 4 products of the catalogue, each linking to its page', async () => {
    const { page, context, errors } = await open('/');
    await page
      .getByRole('link', { name: /^View details of / })
      .first()
      .waitFor();
    const links = await page.getByRole('link', { name: /^View details of / }).evaluateAll((els) => els.map((e) => e.getAttribute('href')));
    const first4 = (await request(api).get('/api/products?limit=4').expect(200)).body.items.map((p: { id: number }) => `/products/${p.id}`);
    expect(links).toEqual(first4);
    await page.getByRole('link', { name: 'View All Products' }).waitFor();
    expect(await accessibilityProblems(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("each application showcase leads to the catalogue of the sensors it names, in the app and from the server's redirect", async () => {
    const { page, context, errors } = await open('/');
    const water = (await request(api).get('/api/products?category=Water%20Level&limit=1')).body;
    await page.getByRole('link', { name: 'Level sensors', exact: true }).click();
    await page.waitForURL(`${api}/marketplace?category=Water%20Level`);
    await page
      .getByTestId('result-count')
      .filter({ hasText: `${water.total} products found` })
      .waitFor();
    expect(water.total).toBeGreaterThan(0);
    await page.goto(`${api}/products?category=Air%20Quality`);
    await page.waitForURL(`${api}/marketplace?category=Air%20Quality`);
    const air = (await request(api).get('/api/products?category=Air%20Quality&limit=1')).body;
    await page
      .getByTestId('result-count')
      .filter({ hasText: `${air.total} products found` })
      .waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

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
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, javaScriptEnabled: false });
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
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, javaScriptEnabled: false });
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
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, javaScriptEnabled: false });
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

describe('layout on a phone (390×844) and a laptop (1280×720)', () => {
  const SIZES = [
    ['phone', { width: 390, height: 844 }],
    ['laptop', { width: 1280, height: 720 }],
  ] as const;

  async function at(viewport: { width: number; height: number }, path: string): Promise<{ page: Page; context: BrowserContext }> {
    const context = await browser.newContext({ viewport, bypassCSP: true });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await page.goto(`${api}${path}`, { waitUntil: 'load' });
    await page.locator('html[data-app-ready="true"]').waitFor({ state: 'attached' });
    return { page, context };
  }

  /** How far the page reaches past the viewport's right edge (0: no sideways scrolling of the page). */
  const pageOverflow = (page: Page) => page.evaluate<number>('document.documentElement.scrollWidth - document.documentElement.clientWidth');

  it.each(SIZES)(
    '%s: a wide table scrolls in its own frame, says so, and takes the keyboard; the page does not scroll sideways',
    async (name, viewport) => {
      for (const path of ['/pricing', '/solutions/indoor-air-quality']) {
        const { page, context } = await at(viewport, path);
        const frame = page.getByRole('region', { name: 'Plan comparison' }).or(page.getByRole('region', { name: /^Indoor air quality parameters/ }));
        await frame.first().scrollIntoViewIfNeeded();
        const sizes = await frame.first().evaluate((e) => ({ scroll: e.scrollWidth, client: e.clientWidth, tabIndex: e.tabIndex }));
        expect(sizes.tabIndex).toBe(0);
        expect(await pageOverflow(page)).toBe(0);
        const hint = page.getByText('Scroll sideways to see every column').first();
        if (name === 'phone') {
          expect([path, sizes.scroll > sizes.client]).toEqual([path, true]);
          expect([path, await hint.isVisible()]).toEqual([path, true]);
          await frame.first().focus();
          await page.keyboard.press('ArrowRight');
          await page.waitForFunction((el) => el!.scrollLeft > 0, await frame.first().elementHandle());
        } else {
          expect([path, sizes.scroll]).toEqual([path, sizes.client]);
          expect([path, await hint.isVisible()]).toEqual([path, false]);
        }
        expect(await accessibilityProblems(page)).toEqual([]);
        await context.close();
      }
    },
  );

  it.each(SIZES)('%s: the dark footer follows the last section with no band between them', async (_name, viewport) => {
    const [product] = (await request(api).get('/api/products?search=SM300&limit=1')).body.items;
    for (const path of ['/', '/pricing', '/status', '/marketplace', `/products/${product.id}`, '/solutions/indoor-air-quality']) {
      const { page, context } = await at(viewport, path);
      const gap = await page.evaluate<number>(
        "document.querySelector('footer').getBoundingClientRect().top - document.querySelector('main').getBoundingClientRect().bottom",
      );
      expect([path, gap]).toEqual([path, 0]);
      expect([path, await pageOverflow(page)]).toEqual([path, 0]);
      await context.close();
    }
  });

  it.each(SIZES)("%s: a product page's cards are as tall as what they hold", async (_name, viewport) => {
    const [product] = (await request(api).get('/api/products?search=SM300&limit=1')).body.items;
    const { page, context } = await at(viewport, `/products/${product.id}`);
    const cards = page.locator('.list-card');
    expect(await cards.count()).toBe(4);
    const empty = await cards.evaluateAll((els) =>
      els.map((card) => {
        const content = card.firstElementChild!.getBoundingClientRect();
        return { title: card.querySelector('h2')!.textContent, emptyBelow: Math.round(card.getBoundingClientRect().bottom - content.bottom) };
      }),
    );
    expect(empty).toEqual([
      { title: 'Key Features', emptyBelow: 1 },
      { title: 'Connectivity', emptyBelow: 1 },
      { title: 'Certifications', emptyBelow: 1 },
      { title: 'Tags', emptyBelow: 1 },
    ]);
    expect(await pageOverflow(page)).toBe(0);
    await context.close();
  });
  it.each(SIZES)(
    '%s: no public page scrolls sideways',
    async (_name, viewport) => {
      const [product] = (await request(api).get('/api/products?search=SM300&limit=1')).body.items;
      const paths = ['/', '/marketplace', '/marketplace?category=Pressure', `/products/${product.id}`, '/contact', '/contact?topic=Pricing'];
      paths.push('/pricing', ...CONTENT_PATHS, '/security', '/status', '/brand', '/news', '/blog', '/no/such/page');
      const context = await browser.newContext({ viewport, bypassCSP: true });
      const page = await context.newPage();
      page.setDefaultTimeout(15_000);
      for (const path of paths) {
        await page.goto(`${api}${path}`, { waitUntil: 'load' });
        await page.locator('html[data-app-ready="true"]').waitFor({ state: 'attached' });
        expect([path, await pageOverflow(page)]).toEqual([path, 0]);
      }
      await context.close();
    },
    240_000,
  );

  it("laptop: product cards side by side start their names at one height, below two lines of tags only in a row where one card's tags need them", async () => {
    /** Each row of product cards, left to right: where its name starts in the card, and how far below its last tag. */
    const cardRows = async (path: string) => {
      const { page, context } = await at({ width: 1280, height: 720 }, path);
      const cards = await page.locator('article:has(.card-tags)').evaluateAll((els) =>
        els.map((card) => {
          const name = card.querySelector('h3')!.getBoundingClientRect().top;
          const top = card.getBoundingClientRect().top;
          return {
            top: Math.round(top),
            name: Math.round(name - top),
            belowTags: Math.round(name - card.querySelector('.card-tags > :last-child')!.getBoundingClientRect().bottom),
          };
        }),
      );
      await context.close();
      const rows = new Map<number, Array<{ name: number; belowTags: number }>>();
      for (const { top, ...card } of cards) rows.set(top, [...(rows.get(top) ?? []), card]);
      return [...rows.values()];
    };
    // Home's four newest cards, one of them in "Temperature & Humidity", which puts LoRaWAN on a second line: every name starts below it.
    const created = await createProduct({
      name: 'Two-Line Tags Probe',
      description: 'A probe.',
      category: 'Temperature & Humidity',
      isPublished: true,
    });
    const featured = await cardRows('/')
      .then(([row]) => row)
      .finally(() => request(api).delete(`/api/admin/products/${created.id}`).set('Cookie', admin).expect(200));
    expect(featured).toHaveLength(4);
    expect(new Set(featured.map((card) => card.name)).size).toBe(1);
    expect(Math.min(...featured.map((card) => card.belowTags))).toBe(8);
    expect(Math.max(...featured.map((card) => card.belowTags))).toBe(40);
    // The marketplace's cards are wide enough for their tags on one line: no room is kept for a second.
    const rows = await cardRows('/marketplace');
    expect(rows.length).toBeGreaterThanOrEqual(4);
    expect(new Set(rows.flat().map((card) => card.belowTags))).toEqual(new Set([8]));
    for (const row of rows) expect(new Set(row.map((card) => card.name)).size).toBe(1);
  });

  it.each(SIZES)(
    '%s: a category longer than its product card ends in an ellipsis inside the card, the cards as wide as ever',
    async (_name, viewport) => {
      const category = 'Environmental Monitoring and Industrial Process Instrumentation for Harsh Sites';
      const created = await createProduct({ name: 'Long Category Probe', description: 'A probe.', category, isPublished: true });
      try {
        const { page, context } = await at(viewport, '/');
        const cards = await page.locator('article:has(.card-tags)').evaluateAll((els) =>
          els.map((card) => {
            const tag = card.querySelector('.card-tag')!;
            return {
              width: Math.round(card.getBoundingClientRect().width),
              tagInside: tag.getBoundingClientRect().right <= card.getBoundingClientRect().right - 16,
              cut: tag.scrollWidth > tag.clientWidth,
              title: tag.getAttribute('title'),
            };
          }),
        );
        expect(cards[0]).toEqual({ width: cards[1].width, tagInside: true, cut: true, title: category });
        expect(new Set(cards.map((card) => card.width)).size).toBe(1);
        expect(await pageOverflow(page)).toBe(0);
        await context.close();
      } finally {
        await request(api).delete(`/api/admin/products/${created.id}`).set('Cookie', admin).expect(200);
      }
    },
  );

  it('laptop: the four plans line up, names on one line and buttons on another, the popular badge on its border', async () => {
    const { page, context } = await at(SIZES[1][1], '/pricing');
    const plans = await page.getByTestId('plan').evaluateAll((cards) =>
      cards.map((card) => ({
        name: Math.round(card.querySelector('h3')!.getBoundingClientRect().top),
        button: Math.round(card.querySelector('a')!.getBoundingClientRect().bottom),
      })),
    );
    expect(plans).toHaveLength(4);
    expect(plans.map((p) => p.name)).toEqual(Array(4).fill(plans[0].name));
    expect(plans.map((p) => p.button)).toEqual(Array(4).fill(plans[0].button));
    const badge = await page.getByText('Most popular', { exact: true }).evaluate((el) => {
      const card = el.closest('[data-testid="plan"]')!.getBoundingClientRect();
      const box = el.getBoundingClientRect();
      return { straddles: box.top < card.top && box.bottom > card.top };
    });
    expect(badge).toEqual({ straddles: true });
    await context.close();
  });

  it("phone: a metric band's figures each on one line, every code tab in sight, a footer of two even columns", async () => {
    const phone = SIZES[0][1];
    for (const path of ['/', '/about', '/solutions/indoor-air-quality', '/platform/network-server']) {
      const { page, context } = await at(phone, path);
      // Taller than one line of its type: the figure wrapped.
      const wrapped = await page.evaluate<string[]>(
        `[...document.querySelectorAll('.metric-value')].filter((el) => el.getBoundingClientRect().height > 1.5 * parseFloat(getComputedStyle(el).fontSize)).map((el) => el.textContent)`,
      );
      expect([path, wrapped]).toEqual([path, []]);
      if (path === '/') {
        const columns = await page
          .locator('footer nav')
          .evaluateAll((navs) => navs.map((nav) => new Set([...nav.querySelectorAll('a')].map((a) => a.getBoundingClientRect().left)).size));
        expect(columns).toEqual([2, 2]);
      }
      await context.close();
    }
    const { page, context } = await at(phone, '/platform/developer');
    const tabs = await page.getByRole('group', { name: 'Code samples' }).evaluate((list) => {
      const frame = list.getBoundingClientRect();
      return {
        scrolls: list.scrollWidth > list.clientWidth,
        cut: [...list.querySelectorAll('label')].filter((tab) => tab.getBoundingClientRect().right > frame.right + 0.5).map((tab) => tab.textContent),
      };
    });
    expect(tabs).toEqual({ scrolls: false, cut: [] });
    await context.close();
  });

  it.each(SIZES)('%s: each logo on /brand sits inside its frame, its margins kept on both sides', async (_name, viewport) => {
    const { page, context } = await at(viewport, '/brand');
    const logos = await page.getByTestId('logo-preview').evaluateAll((frames) =>
      frames.map((frame) => {
        // What is drawn, not the svg's box: its wordmark's text overflowed the box on a phone.
        const drawn = [...frame.querySelectorAll('svg *')].map((e) => e.getBoundingClientRect()).filter((r) => r.width > 0);
        const outer = frame.getBoundingClientRect();
        return {
          left: Math.min(...drawn.map((r) => r.left)) - outer.left >= 24,
          right: outer.right - Math.max(...drawn.map((r) => r.right)) >= 24,
        };
      }),
    );
    expect(logos).toEqual(Array(5).fill({ left: true, right: true }));
    await context.close();
  });

  it.each(SIZES)(
    "%s: a product's specifications read as a datasheet: name beside value on a phone, three to a row on a laptop",
    async (name, viewport) => {
      const [product] = (await request(api).get('/api/products?search=SM300&limit=1')).body.items;
      const { page, context } = await at(viewport, `/products/${product.id}`);
      const rows = await page.locator('.product-specs dl > div').evaluateAll((els) =>
        els.map((row) => {
          const [dt, dd] = [row.querySelector('dt')!.getBoundingClientRect(), row.querySelector('dd')!.getBoundingClientRect()];
          const box = row.getBoundingClientRect();
          return { left: Math.round(box.left), top: Math.round(box.top), bottom: Math.round(box.bottom), besides: dd.left > dt.right };
        }),
      );
      expect(rows.length).toBeGreaterThan(6);
      if (name === 'phone') {
        expect(rows.every((r) => r.besides)).toBe(true);
        // One table: each row starts where the one above ends.
        expect(rows.slice(1).filter((r, i) => Math.abs(r.top - rows[i].bottom) > 1)).toEqual([]);
      } else {
        expect(new Set(rows.map((r) => r.left)).size).toBe(3);
        expect(rows.some((r) => r.besides)).toBe(false);
      }
      await context.close();
    },
  );
});

describe('not found', () => {
  it('any other path: the 404 page with status 404', async () => {
    const { page, context } = await open('/no/such/page');
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    await page.getByText('Did you forget to add the page to the router?').waitFor();
    expect(await accessibilityProblems(page)).toEqual([]);
    await context.close();
    await request(api).get('/no/such/page').set('Accept', 'text/html').expect(404);
  });
});

describe('SEO in the raw HTML (no JavaScript)', () => {
  it.each([
    ['/', 'Sensors that report for years, a platform that makes sense of it'],
    ['/marketplace', 'Sensor marketplace'],
    ['/contact', 'Talk to our team'],
    ['/pricing', 'Pricing that grows with your fleet'],
  ])('%s carries its title, description, canonical, Open Graph, Twitter, JSON-LD and main heading', async (path, heading) => {
    const res = await request(api).get(path).set('Accept', 'text/html').expect(200);
    const html = res.text;
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toMatch(/<title>[^<]+\| LoRaWAN Sensors<\/title>/);
    expect(head).toMatch(/<meta name="description" content="[^"]{50,}"/);
    expect(head).toContain(`<link rel="canonical" href="${siteOrigin()}${path}"/>`);
    expect(head).toContain(`<meta property="og:url" content="${siteOrigin()}${path}"/>`);
    expect(head).toMatch(/<meta property="og:title" content="[^"]+"/);
    expect(head).toMatch(/<meta name="twitter:card" content="summary_large_image"/);
    expect(html).toMatch(/<script type="application\/ld\+json">\{"@context":"https:\/\/schema.org"/);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${heading.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</h1>`));
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

describe('canonical URLs once the app runs', () => {
  it('name the configured origin, not the address the page was opened at, after hydration and after moving to another page', async () => {
    const [product] = (await request(api).get('/api/products?search=SM300&limit=1')).body.items;
    const { page, context } = await open(`/products/${product.id}`);
    await page.locator('html[data-app-ready="true"]').waitFor({ state: 'attached' });
    const tags = async () => [
      await page.locator('link[rel="canonical"]').evaluateAll((links) => links.map((l) => l.getAttribute('href'))),
      await page.locator('meta[property="og:url"]').evaluateAll((metas) => metas.map((m) => m.getAttribute('content'))),
    ];
    expect(await tags()).toEqual([[`${siteOrigin()}/products/${product.id}`], [`${siteOrigin()}/products/${product.id}`]]);
    await page.getByRole('link', { name: 'Back to Marketplace' }).click();
    await page.waitForURL(`${api}/marketplace`);
    await page.getByRole('heading', { level: 1, name: 'Sensor marketplace' }).waitFor();
    expect(await tags()).toEqual([[`${siteOrigin()}/marketplace`], [`${siteOrigin()}/marketplace`]]);
    await context.close();
  });
});

describe('pages the server renders with their data', () => {
  it('a product page carries that product in the raw HTML, and hydrates without a second fetch or an error', async () => {
    const [product] = (await request(api).get('/api/products?search=SM300&limit=1')).body.items;
    const res = await request(api).get(`/products/${product.id}`).set('Accept', 'text/html').expect(200);
    const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    expect(res.text).toContain(`<title>${esc(`${product.name} - ${product.manufacturer} | LoRaWAN Sensors`)}</title>`);
    expect(res.text).toMatch(new RegExp(`<h1[^>]*>${esc(product.name).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</h1>`));
    for (const value of Object.values(product.specifications as Record<string, string>).slice(0, 3)) expect(res.text).toContain(esc(value));
    expect(res.text).toContain('"@type":"Product"');
    expect(res.text).toMatch(/<meta name="keywords" content="soil moisture sensor/);

    const { page, context, errors } = await open(`/products/${product.id}`);
    await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
    await page.getByRole('heading', { name: 'Technical Specifications' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a draft or missing product page is a 404 with the not-found page; publishing shows it at once, in the sitemap too', async () => {
    const draft = await createProduct({ name: 'Hidden Draft Probe', manufacturer: 'Acme', description: 'Not yet.' });
    // The other tests see the catalogue beforeAll made: this product goes when the test ends.
    try {
      await request(api).get(`/products/${draft.id}`).set('Accept', 'text/html').expect(404);
      await request(api).get('/products/999999').set('Accept', 'text/html').expect(404);
      const before = (await request(api).get('/sitemap.xml').expect(200)).text;
      expect(before).not.toContain(`/products/${draft.id}<`);

      await request(api).patch(`/api/admin/products/${draft.id}/publish`).set('Cookie', admin).send({ isPublished: true }).expect(200);
      const page = await request(api).get(`/products/${draft.id}`).set('Accept', 'text/html').expect(200);
      expect(page.text).toContain('Hidden Draft Probe');
      const sitemap = await request(api).get('/sitemap.xml').expect(200);
      expect(sitemap.get('Content-Type')).toBe('application/xml; charset=utf-8');
      expect(sitemap.text).toMatch(new RegExp(`<url><loc>http://localhost:\\d+/products/${draft.id}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}T`));
      const published = (await request(api).get('/api/products?limit=100')).body;
      expect(sitemap.text.match(/<loc>[^<]*\/products\/\d+<\/loc>/g)).toHaveLength(published.total);

      await request(api)
        .put(`/api/admin/products/${draft.id}`)
        .set('Cookie', admin)
        .send({ name: 'Renamed Probe', manufacturer: 'Acme', description: 'Now public.' })
        .expect(200);
      expect((await request(api).get(`/products/${draft.id}`).set('Accept', 'text/html').expect(200)).text).toContain('Renamed Probe');
    } finally {
      await request(api).delete(`/api/admin/products/${draft.id}`).set('Cookie', admin).expect(200);
    }
  });

  it('robots.txt keeps crawlers out of /admin and /api and points at the sitemap', async () => {
    const res = await request(api).get('/robots.txt').expect(200);
    expect(res.text).toMatch(/^User-agent: \*\nDisallow: \/admin\nDisallow: \/api\/\n\nSitemap: http:\/\/localhost:\d+\/sitemap\.xml\n$/);
  });
});
