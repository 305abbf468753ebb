import { describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import request from 'supertest';
import { BRAND_MARK } from '@lora/contracts';
import { accessibilityProblems, newContext, openPage } from './site-browser-pages.js';
import { BLOG, admin, api, browser, checkStructure, escapeRe, open, siteOrigin, stack, useMarketingSuite, visit } from './marketing-browser-suite.js';

// The legal and status pages of SPEC §2, the public news and blog, links, SEO, hero pictures and the brand mark,
// in Debian's Chromium against the whole stack.

useMarketingSuite();

describe('legal and status pages', () => {
  it("/privacy-policy: SPEC's date, age threshold and retention periods", async () => {
    const { page, context, errors } = await visit('/privacy-policy', 'Privacy Policy', ['Last updated: January 20, 2025']);
    const text = (await page.locator('main').textContent()) ?? '';
    for (const fact of ['anyone under 16', 'Device data: 7 years', 'Support communications: 3 years', 'Security logs: 1 year'])
      expect(text).toContain(fact);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("/terms-of-service: SPEC's SLA, payment, termination, liability and governing law", async () => {
    const { page, context, errors } = await visit('/terms-of-service', 'Terms of Service', ['Last updated: January 20, 2025']);
    const text = (await page.locator('main').textContent()) ?? '';
    for (const fact of [
      '99.9% uptime each calendar month',
      'under 200ms for 95% of requests',
      'Recovery point objective: 1 hour',
      'due within 30 days',
      'interest of 1.5% per month',
      '60+ days overdue',
      "30 days' written notice",
      'export your data for 90 days',
      'fees paid in the 12 months before the claim',
      'laws of the State of California',
    ])
      expect(text).toContain(fact);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('/security: the anchors scroll to #certifications and #practices; certification statuses', async () => {
    const { page, context, errors } = await visit('/security', 'Security from the sensor to the dashboard', ['Current', 'Available', 'In Progress']);
    const topOf = (id: string) => page.locator(`#${id}`).evaluate((e) => Math.round(e.getBoundingClientRect().top));
    // Scrolled to, below the sticky header (64 px); the last section may stop short of the top when the page ends.
    const expectScrolledTo = async (id: string) => {
      const top = await topOf(id);
      expect(top).toBeGreaterThanOrEqual(64);
      expect(top).toBeLessThan(200);
    };
    await page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'Security practices' }).click();
    await page.waitForURL(/#practices$/);
    await expectScrolledTo('practices');
    await page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'Certifications' }).click();
    await page.waitForURL(/#certifications$/);
    await expectScrolledTo('certifications');
    await page.locator('#certifications').getByRole('heading', { name: 'Certifications' }).waitFor();
    await page.locator('#practices').getByRole('heading', { name: 'Security practices' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();

    const direct = await open('/security#practices');
    await direct.page.locator('#practices').waitFor();
    await direct.page.waitForFunction(
      `(() => { const top = document.getElementById('practices').getBoundingClientRect().top; return top >= 64 && top < 200; })()`,
    );
    await direct.context.close();
  });

  it('/status: banner, services, metrics, past incidents resolved with consistent dates, scheduled maintenance', async () => {
    const { page, context, errors } = await visit('/status', 'System Status', [
      'All Systems Operational',
      'Services',
      'Performance',
      'Recent incidents',
      'Scheduled maintenance',
    ]);
    const services = page.getByTestId('service');
    expect(await services.count()).toBe(6);
    expect(await services.locator('.MuiChip-label').allTextContents()).toEqual(Array(6).fill('Operational'));
    for (const uptime of await services.getByText(/uptime$/).allTextContents()) {
      const value = Number(uptime.replace('% uptime', ''));
      expect(value).toBeGreaterThanOrEqual(99.92);
      expect(value).toBeLessThanOrEqual(99.99);
    }
    // Every incident on the page is over: each reads Resolved, in the success style, with when it started and ended.
    const incidents = page.getByTestId('incident');
    expect(await incidents.count()).toBe(3);
    expect(await page.getByTestId('incident-status').allTextContents()).toEqual(['Resolved', 'Resolved', 'Resolved']);
    for (const chip of await page.getByTestId('incident-status').all())
      await expect(chip.getAttribute('class')).resolves.toContain('MuiChip-colorSuccess');
    expect(await page.getByText('In Progress').count()).toBe(0);
    const stamp = /^(\w+ \d{1,2}, \d{4}), (\d{2}:\d{2}) UTC$/;
    const when = (text: string) => {
      const [, day, time] = stamp.exec(text)!;
      return Date.parse(`${day} ${time} UTC`);
    };
    let previousStart = Infinity;
    for (const incident of await incidents.all()) {
      const started = when((await incident.getByTestId('incident-started').textContent())!);
      const resolved = when((await incident.getByTestId('incident-ended').textContent())!);
      // Newest first; each ended after it started, and before today.
      expect(started).toBeLessThan(previousStart);
      expect(resolved).toBeGreaterThan(started);
      expect(resolved).toBeLessThan(Date.now());
      previousStart = started;
      // Its updates, newest first, between its start and its end; the last one says it was resolved.
      const updates = await incident.getByTestId('incident-update-time').allTextContents();
      const times = updates.map(when);
      expect(times).toEqual([...times].sort((x, y) => y - x));
      expect(times[0]).toBe(resolved);
      expect(times.every((t) => t > started && t <= resolved)).toBe(true);
    }
    for (const severity of ['Low severity', 'Medium severity', 'High severity']) await page.getByText(severity, { exact: true }).waitFor();
    expect(await page.getByTestId('maintenance').count()).toBe(2);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('public news and blog', () => {
  const news = {
    title: 'Field-tested: SM300 passes 10 years of thermal cycling',
    category: 'Product',
    excerpt: 'Our soil moisture probe completed an accelerated ageing programme equal to a decade in the field.',
    content: 'Over twelve weeks the probe cycled from -40 °C to +85 °C.\n\nIt kept its calibration within 1%.',
  };
  const slug = 'field-tested-sm300-passes-10-years-of-thermal-cycling';

  it('an article published in the admin API is on /news, in the feed and in the sitemap at once; unpublished, it is 404 and gone from all three', async () => {
    const draft = (await request(api).post('/api/admin/news').set('Cookie', admin).send(news).expect(201)).body;
    await request(api).get(`/news/${slug}`).set('Accept', 'text/html').expect(404);
    expect((await request(api).get('/news').set('Accept', 'text/html').expect(200)).text).not.toContain(news.title);

    await request(api)
      .put(`/api/admin/news/${draft.id}`)
      .set('Cookie', admin)
      .send({ ...news, isPublished: true })
      .expect(200);
    const list = await request(api).get('/news').set('Accept', 'text/html').expect(200);
    expect(list.text).toContain(`href="/news/${slug}"`);
    expect(list.text).toContain(news.title);
    const page = await request(api).get(`/news/${slug}`).set('Accept', 'text/html').expect(200);
    expect(page.text).toContain(`<title>${news.title} | LoRaWAN Sensors</title>`);
    expect(page.text).toMatch(new RegExp(`<h1[^>]*>${escapeRe(news.title)}</h1>`));
    expect(page.text).toContain('It kept its calibration within 1%.');
    expect(page.text).toContain('<meta property="og:type" content="article"/>');
    expect(page.text).toMatch(/"@type":"NewsArticle","headline":"Field-tested: SM300 passes 10 years of thermal cycling"/);
    const feed = await request(api).get('/news/feed.xml').expect(200);
    expect(feed.get('Content-Type')).toBe('application/atom+xml; charset=utf-8');
    expect(feed.text).toMatch(/^<\?xml version="1.0" encoding="utf-8"\?>\n<feed xmlns="http:\/\/www.w3.org\/2005\/Atom">/);
    expect(feed.text).toContain(`<title>${news.title}</title>`);
    expect(feed.text).toMatch(new RegExp(`<link rel="alternate" type="text/html" href="http://localhost:\\d+/news/${slug}"/>`));
    expect((await request(api).get('/sitemap.xml').expect(200)).text).toMatch(new RegExp(`<loc>http://localhost:\\d+/news/${slug}</loc>`));

    await request(api)
      .put(`/api/admin/news/${draft.id}`)
      .set('Cookie', admin)
      .send({ ...news, isPublished: false })
      .expect(200);
    await request(api).get(`/news/${slug}`).set('Accept', 'text/html').expect(404);
    expect((await request(api).get('/news').set('Accept', 'text/html').expect(200)).text).not.toContain(news.title);
    expect((await request(api).get('/news/feed.xml').expect(200)).text).not.toContain(news.title);
    expect((await request(api).get('/sitemap.xml').expect(200)).text).not.toContain(`/news/${slug}<`);
    // The article's own not-found page, in the server's HTML as in the app.
    const gone = (await request(api).get('/news/no-such-article').set('Accept', 'text/html').expect(404)).text;
    expect(gone).toContain('<title>Article Not Found | LoRaWAN Sensors</title>');
    expect(gone).toContain('<meta name="robots" content="noindex"/>');
    expect(gone).toMatch(/<a [^>]*href="\/news"[^>]*>All news<\/a>/);
    expect((await request(api).get('/blog/no-such-post').set('Accept', 'text/html').expect(404)).text).toMatch(
      /<a [^>]*href="\/blog"[^>]*>All blog posts<\/a>/,
    );
    await request(api).get('/news/%E0%A4%A').set('Accept', 'text/html').expect(404);
  });

  it('/resources: the newest blog posts in its raw HTML, a post published later at once; with the content service down, the page without them as a 503', async () => {
    const raw = (await request(api).get('/resources').set('Accept', 'text/html').expect(200)).text;
    expect(raw).toContain('data-rendered-path="/resources"');
    expect(raw).toContain(`href="/blog/sizing-a-lorawan-gateway-for-a-cold-store"`);
    expect(raw).toContain(BLOG.excerpt);
    expect(raw).toContain('"/api/blogs?limit=3":{"items":[');
    expect(raw).not.toContain('No posts published yet.');

    const later = { ...BLOG, title: 'Counting pallets by radio', excerpt: 'A tag per pallet, read by the same gateways.' };
    const post = (await request(api).post('/api/admin/blogs').set('Cookie', admin).send(later).expect(201)).body;
    try {
      const now = (await request(api).get('/resources/').set('Accept', 'text/html').expect(200)).text;
      expect(now.indexOf(later.title)).toBeGreaterThan(-1);
      expect(now.indexOf(later.title)).toBeLessThan(now.indexOf(BLOG.title));

      await stack.process('content').stop();
      // A signed-in request passes the page cache.
      const down = await request(api).get('/resources').set('Accept', 'text/html').set('Cookie', admin).expect(503);
      expect(down.get('Cache-Control')).toBe('no-store');
      expect(down.text).toContain('From the blog');
      expect(down.text).not.toContain(later.title);
    } finally {
      await stack.process('content').ensureRunning();
      await request(api).delete(`/api/admin/blogs/${post.id}`).set('Cookie', admin).expect(200);
    }
  });

  it('/news and a news article in the browser: the list links to the article, which hydrates without a second fetch or an error', async () => {
    const article = {
      ...news,
      title: 'New EU868 gateway certified',
      excerpt: 'Our carrier-grade gateway is certified for EU868.',
      isPublished: true,
    };
    await request(api).post('/api/admin/news').set('Cookie', admin).send(article).expect(201);
    const { page, context, errors } = await visit('/news', 'News');
    await page.getByRole('link', { name: article.title }).click();
    await page.getByRole('heading', { level: 1, name: article.title }).waitFor();
    await page.getByText('All news').waitFor();
    await checkStructure(page);
    expect(await accessibilityProblems(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();

    const fetches: string[] = [];
    const direct = await openPage(browser, `${api}/news/new-eu868-gateway-certified`, {
      onPage: (p) => p.on('request', (r) => r.url().includes('/api/news') && fetches.push(r.url())),
    });
    await direct.page.getByRole('heading', { level: 1, name: article.title }).waitFor();
    await direct.page.waitForLoadState('networkidle');
    expect(fetches).toEqual([]);
    expect(direct.errors).toEqual([]);
    await direct.context.close();
  });

  it('/blog and a blog post: the post in the raw HTML with BlogPosting data, and in the browser', async () => {
    const slugOf = 'sizing-a-lorawan-gateway-for-a-cold-store';
    const raw = await request(api).get(`/blog/${slugOf}`).set('Accept', 'text/html').expect(200);
    expect(raw.text).toContain('"@type":"BlogPosting"');
    expect(raw.text).toContain('We measured three layouts.');
    const { page, context, errors } = await visit('/blog', 'Blog', [BLOG.title]);
    await page.getByRole('link', { name: BLOG.title }).click();
    await page.getByRole('heading', { level: 1, name: BLOG.title }).waitFor();
    await page.getByText('Cold chain', { exact: true }).waitFor();
    expect(await accessibilityProblems(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a link inside the app to a post that is not there: the not-found page in its words, noindex, leading back to the blog', async () => {
    const { page, context } = await visit('/blog', 'Blog', [BLOG.title]);
    // A link to a post since unpublished, followed by the app without loading the document again.
    await page.evaluate(
      `document.querySelector('main').append(Object.assign(document.createElement('a'), { href: '/blog/no-such-post', textContent: 'Gone' }))`,
    );
    await page.getByRole('link', { name: 'Gone' }).click();
    await page.getByRole('heading', { level: 1, name: 'Article Not Found' }).waitFor();
    // The head follows once the page has rendered (an effect).
    await page.waitForFunction(`document.title === 'Article Not Found | LoRaWAN Sensors'`);
    await expect(page.locator('meta[name="robots"]').getAttribute('content')).resolves.toBe('noindex');
    await page.getByRole('link', { name: 'All blog posts' }).click();
    await page.getByRole('heading', { level: 1, name: 'Blog' }).waitFor();
    await context.close();
  });

  it('/news pages by cursor: twelve to a page, the older ones behind a crawlable link rendered by the server', async () => {
    // Older than the twelve below, whatever other tests of this file published before this one.
    await request(api)
      .post('/api/admin/news')
      .set('Cookie', admin)
      .send({ ...news, title: 'Coverage survey of a cold store', isPublished: true })
      .expect(201);
    for (let i = 1; i <= 12; i++)
      await request(api)
        .post('/api/admin/news')
        .set('Cookie', admin)
        .send({ ...news, title: `Release notes ${i}`, isPublished: true })
        .expect(201);
    const first = (await request(api).get('/news').set('Accept', 'text/html').expect(200)).text;
    expect(first.match(/<h2[^>]*><a [^>]*href="\/news\/[^"]+"/g)).toHaveLength(12);
    const older = /href="(\/news\?cursor=[^"]+)"/.exec(first)?.[1];
    expect(older).toBeDefined();
    const second = (await request(api).get(older!.replace(/&amp;/g, '&')).set('Accept', 'text/html').expect(200)).text;
    expect(second).toContain('Coverage survey of a cold store');
    expect(second).not.toContain('Release notes 12<');
    await request(api).get('/news?cursor=not-a-cursor').set('Accept', 'text/html').expect(404);
  });

  it('the footer leads to solutions, news, blog, resources and brand, beside the legal and status links', async () => {
    const { page, context } = await open('/about');
    const footer = await page.locator('footer a').evaluateAll((els) => els.map((e) => e.getAttribute('href')));
    expect(footer).toEqual(['/solutions', '/news', '/blog', '/resources', '/brand', '/privacy-policy', '/terms-of-service', '/security', '/status']);
    await context.close();
  });
});

/** SPEC §2's public routes with their h1 (the core site's own pages are checked by site.browser.test.ts). */
const ROUTES: Array<[string, string]> = [
  ['/about', 'We make sensors that keep reporting when nobody is watching'],
  ['/solutions', 'LoRaWAN solutions for the industries we know best'],
  ['/resources', 'Everything you need to plan, deploy and run LoRaWAN'],
  ['/brand', 'Brand guidelines'],
  ['/platform', 'The IoT platform built for LoRaWAN fleets'],
  ['/platform/application-builder', 'From sensor reading to action, without writing code'],
  ['/platform/developer', 'APIs and SDKs for building on LoRaWAN data'],
  ['/platform/device-management', 'Every sensor in your fleet, on one dashboard'],
  ['/platform/integration-hub', 'Your sensor data, in the cloud you already use'],
  ['/platform/edge-computing', 'Run your code where the sensors are'],
  ['/platform/hardware-provisioning', 'Scan a code, and the sensor is ready to deploy'],
  ['/platform/network-server', 'A LoRaWAN network server built for industrial uptime'],
  ['/platform/gateway-management', 'Keep every LoRaWAN gateway online and up to date'],
  ['/platform/device-registry', 'One record for each device, from first join to retirement'],
  ['/platform/analytics', 'Turn years of sensor readings into decisions'],
  ['/solutions/smart-agriculture', 'Irrigate by measurement, not by calendar'],
  ['/solutions/asset-tracking', 'Know where every asset is, and whether it is working'],
  ['/solutions/smart-cities', 'City services that respond to what is happening on the street'],
  ['/solutions/industrial-iot', 'Condition monitoring without running a single cable'],
  ['/solutions/indoor-air-quality', 'Healthier air in every room, and less energy spent on it'],
  ['/solutions/energy-utilities', 'Read every meter and watch every main, without a truck roll'],
  ['/privacy-policy', 'Privacy Policy'],
  ['/terms-of-service', 'Terms of Service'],
  ['/security', 'Security from the sensor to the dashboard'],
  ['/status', 'System Status'],
  ['/news', 'News'],
  ['/blog', 'Blog'],
  ['/blog/sizing-a-lorawan-gateway-for-a-cold-store', BLOG.title],
];

describe('links', () => {
  /** An href as the browser reads it out of the HTML. */
  const unescapeHref = (href: string) =>
    href.replaceAll('&amp;', '&').replaceAll('&quot;', '"').replaceAll('&#x27;', "'").replaceAll('&lt;', '<').replaceAll('&gt;', '>');

  it('no link leads nowhere: every internal link of every public page answers 200, every in-page anchor names an element of the page', async () => {
    const [product] = (await request(api).get('/api/products?limit=1').expect(200)).body.items;
    const pages: Array<[string, number]> = [
      ...['/', '/marketplace', '/marketplace?category=Pressure', `/products/${product.id}`, '/contact', '/pricing'].map((path): [string, number] => [
        path,
        200,
      ]),
      ...ROUTES.map(([path]): [string, number] => [path, 200]),
      ['/no/such/page', 404],
    ];
    const answers = new Map<string, number>();
    const problems: string[] = [];
    for (const [path, status] of pages) {
      const html = (await request(api).get(path).set('Accept', 'text/html').expect(status)).text;
      const ids = new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]));
      const hrefs = [...html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)].map((m) => unescapeHref(m[1]));
      expect([path, hrefs.length > 0]).toEqual([path, true]);
      for (const href of hrefs) {
        if (href === '' || href === '#') problems.push(`${path}: an empty link (href="${href}")`);
        else if (href.startsWith('#')) {
          if (!ids.has(decodeURIComponent(href.slice(1)))) problems.push(`${path}: ${href} names no element of the page`);
        } else {
          const url = new URL(href, siteOrigin());
          if (url.origin !== siteOrigin()) continue;
          const target = url.pathname + url.search;
          // A permanent redirect to a page is not a dead end (SPEC's /products leads to the catalogue).
          if (!answers.has(target)) answers.set(target, (await request(api).get(target).redirects(2)).status);
          if (answers.get(target) !== 200) problems.push(`${path}: ${href} answers ${answers.get(target)}`);
        }
      }
    }
    expect(problems).toEqual([]);
    // The footer and the menus alone lead to some thirty pages.
    expect(answers.size).toBeGreaterThan(30);
  }, 120_000);
});

describe('SEO in the raw HTML (no JavaScript)', () => {
  it.each(ROUTES)(
    '%s carries its own title, description, canonical, Open Graph, Twitter, JSON-LD and one h1, and is in the sitemap',
    async (path, heading) => {
      const html = (await request(api).get(path).set('Accept', 'text/html').expect(200)).text;
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head).toMatch(/<title>[^<]{10,70}\| LoRaWAN Sensors<\/title>/);
      expect(head).toMatch(/<meta name="description" content="[^"]{50,200}"/);
      expect(head).toContain(`<link rel="canonical" href="${siteOrigin()}${path}"/>`);
      expect(head).toMatch(/<meta property="og:title" content="[^"]+"/);
      expect(head).toContain(`<meta property="og:url" content="${siteOrigin()}${path}"/>`);
      expect(head).toMatch(/<meta name="twitter:card" content="summary_large_image"/);
      expect(html).toMatch(/<script type="application\/ld\+json">\{"@context":"https:\/\/schema.org","@type":"[A-Za-z]+"/);
      expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
      expect(html).toMatch(new RegExp(`<h1[^>]*>${escapeRe(heading)}</h1>`));
      expect(html).toMatch(/<footer/);
      const sitemap = (await request(api).get('/sitemap.xml').expect(200)).text;
      expect(sitemap).toMatch(new RegExp(`<loc>http://localhost:\\d+${escapeRe(path)}</loc>`));
    },
  );

  it('every page has its own title and description', async () => {
    const heads = await Promise.all(
      ROUTES.map(async ([path]) =>
        (await request(api).get(path).set('Accept', 'text/html')).text
          .match(/<title>([^<]+)<\/title>[\s\S]*?<meta name="description" content="([^"]+)"/)!
          .slice(1),
      ),
    );
    expect(new Set(heads.map((h) => h[0])).size).toBe(ROUTES.length);
    expect(new Set(heads.map((h) => h[1])).size).toBe(ROUTES.length);
  });
});

/** The pages whose hero shows a picture: home, the solutions and the platform's pages, with their h1. */
const HERO_PAGES: Array<[string, string]> = [
  ['/', 'Sensors that report for years, a platform that makes sense of it'],
  ...ROUTES.filter(([path]) => path.startsWith('/solutions') || path.startsWith('/platform')),
];

/** The hero (the section holding the h1) in a page's raw HTML, and its picture's attributes. */
function heroImage(html: string): Record<string, string> {
  const hero = html.match(/<section[^>]*>(?:(?!<\/section>)[\s\S])*?<h1[\s\S]*?<\/section>/)?.[0] ?? '';
  const img = hero.match(/<img [^>]*>/)?.[0] ?? '';
  // Attribute names are case-insensitive in HTML (React writes srcSet and fetchPriority).
  return Object.fromEntries(
    [...img.matchAll(/([a-zA-Z-]+)="([^"]*)"/g)].map(([, name, value]) => [name.toLowerCase(), value.replace(/&amp;/g, '&')]),
  );
}

describe('hero pictures', () => {
  it.each(HERO_PAGES)(
    '%s: the server renders a hero picture with its size, text alternative and widths, each of them served as WebP',
    async (path) => {
      const html = (await request(api).get(path).set('Accept', 'text/html').expect(200)).text;
      const img = heroImage(html);
      expect(img).toMatchObject({ width: '800', height: '600', fetchpriority: 'high' });
      expect(img.alt.length).toBeGreaterThan(20);
      expect(img.src).toMatch(/^\/api\/images\/site\/[a-z-]+\.webp$/);
      const candidates = img.srcset.split(', ').map((candidate) => candidate.split(' '));
      expect(candidates.map(([, width]) => width)).toEqual(['480w', '800w', '1200w']);
      for (const [url, width] of [[img.src, '800w'], ...candidates]) {
        const res = await request(api).get(url).expect(200);
        expect(res.get('Content-Type')).toBe('image/webp');
        const { format, width: pixels, height } = await sharp(res.body as Buffer).metadata();
        expect({ format, width: `${pixels}w`, height }).toEqual({ format: 'webp', width, height: (parseInt(width) * 3) / 4 });
      }
      const jpeg = await request(api)
        .get(img.src.replace(/\.webp$/, '.jpg'))
        .expect(200);
      expect(jpeg.get('Content-Type')).toBe('image/jpeg');
    },
  );

  it('every page has a picture of its own', async () => {
    const sources = await Promise.all(
      HERO_PAGES.map(async ([path]) => heroImage((await request(api).get(path).set('Accept', 'text/html')).text).src),
    );
    expect(new Set(sources).size).toBe(HERO_PAGES.length);
  });

  it.each([
    [390, 844],
    [1280, 720],
  ])(
    'at %i×%i the hero picture is painted in the first screen, with the heading and the first call to action above it on a phone',
    async (width, height) => {
      const context = await newContext(browser, { viewport: { width, height } });
      const page = await context.newPage();
      for (const [path, h1] of HERO_PAGES) {
        await page.goto(`${api}${path}`, { waitUntil: 'load' });
        const heading = page.getByRole('heading', { level: 1, name: h1, exact: true });
        const hero = page.locator('section', { has: heading });
        const img = hero.locator('img');
        // Loaded and decoded (this file is type-checked without the DOM library).
        const decoded = img.evaluate((e) =>
          (e as unknown as { decode(): Promise<void> }).decode().then(() => (e as unknown as { naturalWidth: number }).naturalWidth),
        );
        await expect(decoded).resolves.toBeGreaterThan(0);
        const box = (await img.boundingBox())!;
        const action = (await hero.locator('a, button').first().boundingBox())!;
        const title = (await heading.boundingBox())!;
        // The heading and the first call to action are whole in the first screen; at least 60 px of the picture shows.
        expect(title.y + title.height).toBeLessThanOrEqual(height);
        expect(action.y + action.height).toBeLessThanOrEqual(height);
        expect(box.y).toBeLessThanOrEqual(height - 60);
        if (width < 900) expect(box.y).toBeGreaterThan(action.y + action.height);
        // What is painted there is a picture, not an empty frame: its pixels vary.
        const shot = await page.screenshot({
          clip: { x: box.x, y: box.y, width: box.width, height: Math.min(box.height, height - box.y) },
        });
        const { channels } = await sharp(shot).stats();
        expect(Math.max(...channels.slice(0, 3).map((c) => c.stdev))).toBeGreaterThan(20);
      }
      await context.close();
    },
  );
});

describe('the brand mark', () => {
  it('the header and the footer draw the mark inline: the chirp and its node, not a feed icon', async () => {
    const html = (await request(api).get('/about').set('Accept', 'text/html').expect(200)).text;
    for (const part of [html.match(/<header[\s\S]*?<\/header>/)![0], html.match(/<footer[\s\S]*?<\/footer>/)![0]]) {
      const svg = part.match(/<svg [^>]*data-brand-mark[\s\S]*?<\/svg>/)?.[0] ?? '';
      expect(svg).toContain(`<path d="${BRAND_MARK.chirp}"`);
      expect(svg).toContain(`<circle cx="${BRAND_MARK.node.cx}" cy="${BRAND_MARK.node.cy}" r="${BRAND_MARK.node.r}"`);
      expect(svg).toMatch(/^<svg [^>]*aria-hidden="true"/);
    }
    expect(html).toMatch(/<a [^>]*aria-label="LoRaWAN Sensors home"[^>]*><span[^>]*><svg [^>]*data-brand-mark/);
    const favicon = (await request(api).get('/favicon.svg').buffer(true).expect(200)).body as Buffer;
    expect(favicon.toString()).toContain(`<path d="${BRAND_MARK.chirp}"`);
  });
});
