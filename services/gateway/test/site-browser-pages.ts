import fs from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { TEST_ADMIN, TestStack, type StackOptions } from '../../../infra/src/testing/stack.js';
import { CHROMIUM_ARGS } from '../../../infra/src/providers/browser.js';

// Shared by the browser suites: pages opened in Debian's Chromium, with their errors and axe-core's findings.
const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
export const WAIT = 15_000;

export interface BrowserSuite {
  stack: TestStack;
  /** The gateway's base URL. */
  api: string;
  /** The admin's session cookie (`sid=…`). */
  admin: string;
  browser: Browser;
}

/** What a browser suite's beforeAll starts: every service with the admin signed in, and Debian's Chromium beside them. */
export async function startBrowserSuite(serviceEnv?: StackOptions['serviceEnv']): Promise<BrowserSuite> {
  const [stack, browser] = await Promise.allSettled([
    TestStack.start({ services: ['identity', 'catalog', 'content', 'media', 'gateway'], serviceEnv }),
    chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell', args: CHROMIUM_ARGS }),
  ]);
  if (stack.status === 'rejected' || browser.status === 'rejected') {
    await stopBrowserSuite({
      stack: stack.status === 'fulfilled' ? stack.value : undefined,
      browser: browser.status === 'fulfilled' ? browser.value : undefined,
    });
    throw stack.status === 'rejected' ? stack.reason : (browser as PromiseRejectedResult).reason;
  }
  return { stack: stack.value, api: stack.value.url(), admin: await stack.value.signIn(TEST_ADMIN), browser: browser.value };
}

/** The afterAll of startBrowserSuite: closes what it started. */
export async function stopBrowserSuite(suite: Partial<Pick<BrowserSuite, 'stack' | 'browser'>>): Promise<void> {
  await suite.browser?.close();
  await suite.stack?.stop();
}

export interface OpenedPage {
  page: Page;
  context: BrowserContext;
  /** Console errors and uncaught exceptions (a 404 answer the page itself asked for excepted). */
  errors: string[];
}

/**
 * A fresh context for a suite's visitor, who has asked their system for reduced motion (the theme then shows every
 * dialog, menu and ripple in its final state at once): a transition's frames, drawn in software by headless
 * Chromium, were two thirds of its CPU in the back office's suites. The taps on a throttled phone (testing/phone.ts)
 * and the benchmarks keep the motion a visitor sees by default.
 */
export function newContext(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  return browser.newContext({ reducedMotion: 'reduce', ...options });
}

/** Opens `url` in a fresh context; `onPage` sees the page before it loads (to watch its requests). */
export async function openPage(
  browser: Browser,
  url: string,
  options: { mobile?: boolean; permissions?: string[]; onPage?: (page: Page) => void } = {},
): Promise<OpenedPage> {
  const context = await newContext(browser, {
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
