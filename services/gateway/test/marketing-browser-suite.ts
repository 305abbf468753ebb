import { afterAll, beforeAll, expect } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import request from 'supertest';
import type { TestStack } from '../../../infra/src/testing/stack.js';
import { seedProduct } from '../../../infra/src/seed/seed.js';
import { accessibilityProblems, openPage, type OpenedPage, startBrowserSuite, stopBrowserSuite } from './site-browser-pages.js';

// The marketing pages' browser suites (marketing-*.browser.test.ts), split so that they spread over the workers: each
// file calls useMarketingSuite() for a stack and a Chromium of its own, and reads these bindings once its beforeAll has run.

export let stack: TestStack;
export let api: string;
export let browser: Browser;
export let admin: string;

export const BLOG = {
  title: 'Sizing a LoRaWAN gateway for a cold store',
  excerpt: 'How many gateways a 20,000 m² cold store needs, and where to put them.',
  content: 'Steel racking and frozen goods absorb radio.\n\nWe measured three layouts.',
  tags: ['Coverage', 'Cold chain'],
  isPublished: true,
};

export const open = (path: string, options?: { permissions?: string[] }) => openPage(browser, `${api}${path}`, options);
/** The canonical origin: the gateway's first PUBLIC_ORIGINS entry, by default http://localhost:<its port>. */
export const siteOrigin = () => `http://localhost:${new URL(api).port}`;
export const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The page's headings in order never skip a level, start at its one h1, and every image has a text alternative. */
export async function checkStructure(page: Page): Promise<void> {
  const levels = await page
    .locator('main h1, main h2, main h3, main h4, main h5, main h6')
    .evaluateAll((els) => els.map((e) => Number(e.tagName[1])));
  expect(levels[0]).toBe(1);
  expect(levels.filter((l) => l === 1)).toHaveLength(1);
  for (let i = 1; i < levels.length; i++) expect(levels[i]).toBeLessThanOrEqual(levels[i - 1] + 1);
  expect(await page.locator('img:not([alt])').count()).toBe(0);
}

/** Opens a page, checks its h1, its structure, the texts SPEC names (in its main content), axe and the console; returns it open. */
export async function visit(path: string, h1: string, texts: string[] = []): Promise<OpenedPage> {
  const opened = await open(path);
  const { page } = opened;
  await page.getByRole('heading', { level: 1, name: h1, exact: true }).waitFor();
  // In the page's own content: the header's menus hold links of the same names, hidden until opened.
  for (const text of texts) await page.locator('main').getByText(text, { exact: true }).first().waitFor();
  await checkStructure(page);
  expect(await accessibilityProblems(page)).toEqual([]);
  return opened;
}

/** The named calls to action are links to the contact form about them (its topic ends with the action), never inert buttons. */
export async function expectContactLinks(page: Page, names: string[]): Promise<void> {
  for (const name of names) {
    const link = page.getByRole('link', { name, exact: true }).first();
    await link.waitFor();
    const topic = new URL((await link.getAttribute('href'))!, api).searchParams.get('topic');
    expect([name, new URL((await link.getAttribute('href'))!, api).pathname, topic?.endsWith(`: ${name}`)]).toEqual([name, '/contact', true]);
    expect(await page.getByRole('button', { name, exact: true }).count()).toBe(0);
  }
}

/** The suite's hooks: a seeded product and one blog post, before its tests. */
export function useMarketingSuite(): void {
  beforeAll(async () => {
    ({ stack, api, admin, browser } = await startBrowserSuite());
    await seedProduct(await stack.bus());
    await request(api).post('/api/admin/blogs').set('Cookie', admin).send(BLOG).expect(201);
  }, 120_000);

  afterAll(() => stopBrowserSuite({ stack, browser }));
}
