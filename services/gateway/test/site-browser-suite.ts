import { afterAll, beforeAll, expect } from '@jest/globals';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { TestStack } from '../../../infra/src/testing/stack.js';
import { createProduct as createProductAs } from '../../../infra/src/testing/admin-api.js';
import { seedProduct } from '../../../infra/src/seed/seed.js';
import { newContext, openPage, startBrowserSuite, stopBrowserSuite } from './site-browser-pages.js';

// The public site's browser suites, by screen (site-*.browser.test.ts) so that they spread over the workers: each file
// calls useSiteSuite() for a stack seeded as `npm start` seeds it and a Chromium of its own, and reads these bindings
// once its beforeAll has run.

export let stack: TestStack;
export let api: string;
export let browser: Browser;
export let admin: string;

/** Text as React writes it into HTML. */
export const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#x27;');

/** The canonical origin: the gateway's first PUBLIC_ORIGINS entry, by default http://localhost:<its port>. */
export const siteOrigin = () => `http://localhost:${new URL(api).port}`;

/** Creates a product as the admin (Acme Sensing's, unless `fields` say otherwise) and answers it as stored. */
export const createProduct = (fields: Record<string, unknown>) => createProductAs(api, admin, fields);

export function open(path: string, options: { mobile?: boolean } = {}): Promise<{ page: Page; context: BrowserContext; errors: string[] }> {
  return openPage(browser, `${api}${path}`, options);
}

/** Holds back the page's requests for files matching `file` until the function it resolves to is called. */
export async function holdBack(page: Page, file: RegExp): Promise<() => void> {
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
export async function beforeHydration(path: string, act: (page: Page) => Promise<void>): Promise<{ page: Page; context: BrowserContext }> {
  const context = await newContext(browser, { viewport: { width: 1280, height: 900 } });
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
export async function labelsOverFields(page: Page): Promise<string[]> {
  const over: string[] = [];
  for (const id of ['contact-first-name', 'contact-last-name', 'contact-email', 'contact-company', 'contact-industry', 'contact-project']) {
    const [label, field] = await Promise.all([page.locator(`label[for="${id}"]`).boundingBox(), page.locator(`#${id}`).boundingBox()]);
    if (!label || !field || label.y + label.height > field.y) over.push(id);
  }
  return over;
}

/** The suite's hooks: the site seeded, with more products than a page of the marketplace, before its tests. */
export function useSiteSuite(): void {
  beforeAll(async () => {
    ({ stack, api, admin, browser } = await startBrowserSuite());
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
  }, 120_000);

  afterAll(() => stopBrowserSuite({ stack, browser }));
}
