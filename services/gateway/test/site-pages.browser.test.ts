import { describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { accessibilityProblems, newContext } from './site-browser-pages.js';
import { CONTENT_PATHS } from '../../../frontend/src/content/paths.js';
import { admin, api, browser, createProduct, holdBack, open, siteOrigin, useSiteSuite } from './site-browser-suite.js';

// The public site in Debian's Chromium: hydration, the typeface, the header, home, and what the server renders.

useSiteSuite();

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
      const context = await newContext(browser, { viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      await page.addInitScript({ content: RECORD_LISTENERS });
      await page.goto(`${api}${path.replace(':id', String(product.id))}`, { waitUntil: 'load' });
      await page.locator('html[data-app-ready="true"]').waitFor({ state: 'attached' });
      const { elements, listened } = await page.evaluate<{ elements: number; listened: number }>('window.listenedAtReady');
      expect(elements).toBeGreaterThan(100);
      // Its buttons and fields; the links have none of their own (one listener on the document follows them).
      expect(listened).toBeGreaterThan(2);
      // Whatever could still add one has arrived: no request for half a second (a lazy chunk, the data it asks for).
      await page.waitForLoadState('networkidle');
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
    const context = await newContext(browser, { viewport: { width: 1280, height: 900 } });
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
      const context = await newContext(browser, { ...SCREENS[screen], bypassCSP: true });
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
