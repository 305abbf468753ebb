import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, BrowserContext, Page } from 'playwright-core';

// Shared by the browser suites: pages opened in Debian's Chromium, with their errors and axe-core's findings.
const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
export const WAIT = 15_000;

export interface OpenedPage {
  page: Page;
  context: BrowserContext;
  /** Console errors and uncaught exceptions (a 404 answer the page itself asked for excepted). */
  errors: string[];
}

/** Opens `url` in a fresh context; `onPage` sees the page before it loads (to watch its requests). */
export async function openPage(
  browser: Browser,
  url: string,
  options: { mobile?: boolean; permissions?: string[]; onPage?: (page: Page) => void } = {},
): Promise<OpenedPage> {
  const context = await browser.newContext({
    viewport: options.mobile ? { width: 390, height: 844 } : { width: 1280, height: 900 },
    bypassCSP: true,
    acceptDownloads: true,
    permissions: options.permissions,
  });
  const page = await context.newPage();
  page.setDefaultTimeout(WAIT);
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(String(err)));
  page.on('console', (msg) => {
    // A page the server answers 404 logs that answer; nothing else may be an error.
    if (msg.type() === 'error' && !/status of 404/.test(msg.text())) errors.push(msg.text());
  });
  options.onPage?.(page);
  await page.goto(url, { waitUntil: 'load' });
  // Clicks land on a page that responds: the app has hydrated (or rendered) what the server sent.
  await page.locator('html[data-app-ready="true"]').waitFor({ state: 'attached' });
  return { page, context, errors };
}

/** Reloads the page and, as `openPage` does, waits until the app has hydrated what the server sent. */
export async function reloadPage(page: Page): Promise<void> {
  await page.reload({ waitUntil: 'load' });
  await page.locator('html[data-app-ready="true"]').waitFor({ state: 'attached' });
}

/** axe-core's serious and critical findings on the page as it is now. */
export async function accessibilityProblems(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axeSource });
  // Runs in the page, where `document` exists (this file is type-checked without the DOM library).
  const results = await page.evaluate<{ violations: Array<{ id: string; impact: string; nodes: unknown[] }> }>(
    `axe.run(document, { resultTypes: ['violations'] })`,
  );
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${(v.nodes as Array<{ target: string[] }>).map((n) => n.target.join(' ')).join(', ')}`);
}
