import type { Browser, Page } from 'playwright-core';

/**
 * A visitor on a mid-range phone, for the browser benchmarks and tests: Lighthouse's mobile profile (a 412 × 823
 * touch screen, the CPU 4× slower, slow 4G) applied the DevTools way, and the taps such a visitor makes on the
 * public pages, each with the effect it must have whether or not the app has hydrated.
 */
/** Lighthouse's mobile throttling as DevTools applies it (its "devtools" method). */
export const NETWORK = { offline: false, latency: 562.5, downloadThroughput: (1474.56 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 };

/**
 * Records, in the page's own clock, the first contentful paint (`benchFirstPaint`) and the moment the app says it
 * is hydrated (`benchReady`). Run in the page before its own scripts, as text: this program has no DOM types.
 */
export const MILESTONES = `
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') window.benchFirstPaint = entry.startTime;
}).observe({ type: 'paint', buffered: true });
new MutationObserver((_, observer) => {
  if (document.documentElement.dataset.appReady === undefined) return;
  window.benchReady = performance.now();
  observer.disconnect();
}).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-app-ready'] });
`;

/**
 * Resolves once `expression`, evaluated in the page, is true; rejects after `timeoutMs`. Evaluated through the
 * DevTools protocol, which the site's Content-Security-Policy (no eval) does not restrict, as waitForFunction is.
 */
export async function until(page: Page, expression: string, timeoutMs: number, everyMs = 20): Promise<void> {
  for (const started = Date.now(); !(await page.evaluate<boolean>(expression)); await page.waitForTimeout(everyMs)) {
    if (Date.now() - started > timeoutMs) throw new Error(`${expression} was not true within ${timeoutMs} ms`);
  }
}

/** A fresh phone-sized page, throttled, at `url`, once its first contentful paint has happened. */
export async function openThrottled(browser: Browser, url: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.addInitScript({ content: MILESTONES });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await page.goto(url, { waitUntil: 'commit' });
  await until(page, 'window.benchFirstPaint !== undefined', 30_000, 10);
  return page;
}

export interface Tap {
  name: string;
  path: (productId: number) => string;
  /** What the visitor does. */
  act: (page: Page) => Promise<void>;
  /** Resolves when the visitor sees the effect; rejects after the timeout. */
  effect: (page: Page, timeoutMs: number) => Promise<unknown>;
}

export const TAPS: Tap[] = [
  {
    name: 'open the menu',
    path: () => '/',
    act: (page) => page.getByRole('button', { name: 'Open menu' }).tap({ timeout: 5000 }),
    effect: (page, timeout) => page.getByRole('navigation', { name: 'Mobile' }).waitFor({ state: 'visible', timeout }),
  },
  {
    name: 'follow a link',
    path: () => '/',
    act: (page) => page.locator('main a[href="/marketplace"]').first().tap({ timeout: 5000 }),
    effect: (page, timeout) => page.waitForURL('**/marketplace', { timeout }),
  },
  {
    name: 'open an FAQ item',
    path: () => '/pricing',
    act: (page) => page.locator('main details > summary').first().tap({ timeout: 5000 }),
    effect: (page, timeout) => until(page, "!!document.querySelector('main details')?.hasAttribute('open')", timeout),
  },
  {
    name: 'choose a category',
    path: () => '/marketplace',
    act: (page) => page.getByRole('group', { name: 'Categories' }).getByText('Water Level', { exact: true }).tap({ timeout: 5000 }),
    effect: (page, timeout) => page.waitForURL(/[?&]category=Water(\+|%20)Level/, { timeout }),
  },
  {
    name: 'choose a code sample',
    path: () => '/platform/developer',
    act: (page) => page.locator('main').getByText('Python', { exact: true }).last().tap({ timeout: 5000 }),
    // Still the one shown once the app has hydrated: hydration must not put the first sample back.
    effect: (page, timeout) =>
      until(
        page,
        `window.benchReady !== undefined && [...document.querySelectorAll('main pre')].some((pre) => pre.checkVisibility() && pre.textContent.includes('from lorawan_sensors import Client'))`,
        timeout,
      ),
  },
  {
    name: 'move a price slider',
    path: () => '/pricing',
    act: async (page) => {
      await page.getByRole('slider', { name: /Devices/ }).focus({ timeout: 5000 });
      await page.keyboard.press('End');
    },
    // The count and the estimate follow the slider once the app has hydrated, from where the visitor left it.
    effect: (page, timeout) =>
      until(
        page,
        `window.benchReady !== undefined && document.querySelector('[data-testid="devices-value"]').textContent === '10,000' && document.querySelector('[data-testid="estimate"]').textContent === '$20,010.00'`,
        timeout,
      ),
  },
  {
    name: 'send the contact form',
    path: () => '/contact',
    act: async (page) => {
      await page.locator('#contact-first-name').fill('Ada', { timeout: 5000 });
      await page.locator('#contact-last-name').fill('Lovelace');
      await page.locator('#contact-email').fill('ada@example.com');
      await page.locator('#contact-company').fill('Analytical Engines');
      await page.locator('#contact-project').fill('Forty sensors for a cold store.');
      await page.getByRole('button', { name: 'Send message' }).tap({ timeout: 5000 });
    },
    effect: (page, timeout) => page.getByText('Message Sent Successfully!').first().waitFor({ state: 'visible', timeout }),
  },
];

/** When the visitor taps, in ms after the first paint. */
export const TAP_DELAYS = [0, 250, 500];

/**
 * One tap on a fresh throttled load of `url`, `delay` ms after its first paint: whether its effect showed within
 * 10 s, and how (how long it took, and whether the app had hydrated by then) or why not.
 */
export async function tapOnce(browser: Browser, url: string, tap: Tap, delay: number): Promise<{ ok: boolean; detail: string }> {
  const page = await openThrottled(browser, url);
  try {
    const started = Date.now();
    await page.waitForTimeout(delay);
    await tap.act(page);
    await tap.effect(page, 10_000);
    const hydrated = await page.evaluate<boolean>('window.benchReady !== undefined');
    return {
      ok: true,
      detail: `took effect ${((Date.now() - started) / 1000).toFixed(1)} s after the tap's turn${hydrated ? '' : ', before hydration'}`,
    };
  } catch (err) {
    return { ok: false, detail: `${(err as Error).message.split('\n')[0]}; ${await whereItStands(page)}` };
  } finally {
    await page.context().close();
  }
}

/** What a visitor whose tap was lost sees: the address, whether the app hydrated, and any message on screen. */
async function whereItStands(page: Page): Promise<string> {
  try {
    const hydrated = await page.evaluate<boolean>('window.benchReady !== undefined');
    const messages = await page.locator('[role="alert"], [role="status"]').allInnerTexts();
    const shown = messages.map((text) => text.replace(/\s+/g, ' ').trim()).filter(Boolean);
    return `at ${page.url()}, ${hydrated ? 'hydrated' : 'not hydrated'}, messages: ${JSON.stringify(shown)}`;
  } catch (err) {
    return `the page did not answer (${(err as Error).message.split('\n')[0]})`;
  }
}
