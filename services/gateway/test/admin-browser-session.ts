import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { TEST_ADMIN } from '../../../infra/src/testing/stack.js';
import { signInOverApi } from '../../../infra/src/testing/admin-api.js';
import { eventually } from '../../../infra/src/testing/wait.js';
import { accessibilityProblems as pageProblems, newContext, WAIT } from './site-browser-pages.js';

// Shared by the back office's browser suites: the admin signed in, in Debian's Chromium, with what the page logged.

export { WAIT };

export const LAPTOP = { width: 1280, height: 720 };
export const PHONE = { width: 390, height: 844 };
/** Each admin screen is checked at both sizes. */
export const SIZES = [
  ['laptop', LAPTOP],
  ['phone', PHONE],
] as const;

export interface Session {
  page: Page;
  context: BrowserContext;
  errors: string[];
}

export interface Credentials {
  username: string;
  password: string;
}

/**
 * Opens `url` in a fresh context, once the app has hydrated; the refusals the flows provoke on purpose are not errors.
 * `cookie` (`sid=…`) is a session the context starts with.
 */
export async function openSession(browser: Browser, url: string, viewport = { width: 1400, height: 1000 }, cookie?: string): Promise<Session> {
  const context = await newContext(browser, { viewport, bypassCSP: true, acceptDownloads: true });
  if (cookie) {
    const [name, value] = cookie.split('=');
    await context.addCookies([{ name, value, url }]);
  }
  const page = await context.newPage();
  page.setDefaultTimeout(WAIT);
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(String(err)));
  page.on('console', (msg) => {
    // A 400, a 401 before sign-in, a 404, a 409, a 412 or a 413 asked for by a test is logged by the browser.
    if (msg.type() === 'error' && !/status of (400|401|404|409|412|413)/.test(msg.text())) errors.push(msg.text());
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.locator('html[data-app-ready="true"]').waitFor({ state: 'attached' });
  return { page, context, errors };
}

export async function signIn(page: Page, credentials: Credentials = TEST_ADMIN): Promise<void> {
  await page.getByLabel('Username').fill(credentials.username);
  await page.getByLabel('Password').fill(credentials.password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/**
 * The back office at `address` (`/admin` or one of its tabs), signed in through the API: the sign-in form itself is
 * tested on its own (admin-products.browser.test.ts), and a suite's other tests start past it.
 */
export async function openAdmin(
  browser: Browser,
  api: string,
  options: { credentials?: Credentials; viewport?: { width: number; height: number }; address?: string } = {},
): Promise<Session> {
  const cookie = await signInOverApi(api, options.credentials ?? TEST_ADMIN);
  const session = await openSession(browser, `${api}${options.address ?? '/admin'}`, options.viewport, cookie);
  await session.page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
  return session;
}

/** Waits until no CSS transition runs (a dialog fading in, a toast growing in): what is judged then is what stays. */
export async function transitionsSettled(page: Page): Promise<void> {
  await page.waitForFunction(`document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState !== 'running')`);
}

/**
 * Runs `scroll` (a click on a scroll button, say) and waits until `scroller` has moved and come to rest: MUI animates
 * its tabs' scrolling in script, which no CSS transition reports.
 */
export async function scrolled(scroller: Locator, scroll: () => Promise<void>): Promise<void> {
  const position = () => scroller.evaluate((e) => e.scrollLeft);
  const before = await position();
  await scroll();
  let last = before;
  await eventually(
    async () => {
      const now = await position();
      const resting = now !== before && now === last;
      last = now;
      return resting;
    },
    WAIT,
    'the scroll to end',
    50,
  );
}

/** axe-core's serious and critical findings once transitions have settled (judged by the colours that stay). */
export async function accessibilityProblems(page: Page): Promise<string[]> {
  await transitionsSettled(page);
  return pageProblems(page);
}

/** A toast (its title and its text sit in one element) that contains the text. */
export const toast = (page: Page, text: string) => page.locator('.MuiSnackbar-root', { hasText: text }).first().waitFor();
