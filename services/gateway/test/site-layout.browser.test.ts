import { describe, expect, it } from '@jest/globals';
import type { BrowserContext, Page } from 'playwright-core';
import request from 'supertest';
import { accessibilityProblems, newContext } from './site-browser-pages.js';
import { CONTENT_PATHS } from '../../../frontend/src/content/paths.js';
import { admin, api, browser, createProduct, useSiteSuite } from './site-browser-suite.js';

// The public site in Debian's Chromium on a phone and a laptop.

useSiteSuite();

describe('layout on a phone (390×844) and a laptop (1280×720)', () => {
  const SIZES = [
    ['phone', { width: 390, height: 844 }],
    ['laptop', { width: 1280, height: 720 }],
  ] as const;

  async function at(viewport: { width: number; height: number }, path: string): Promise<{ page: Page; context: BrowserContext }> {
    const context = await newContext(browser, { viewport, bypassCSP: true });
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
      const context = await newContext(browser, { viewport, bypassCSP: true });
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
