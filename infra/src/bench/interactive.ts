import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, ensureChromium } from '../providers/browser.js';
import { startSiteInUse } from './site-in-use.js';

/**
 * `npm run bench:interactive`: a visitor on a mid-range phone (Lighthouse's mobile profile: a 412 × 823 touch
 * screen, the CPU 4× slower, slow 4G) against the site in use. Two measures:
 * - time from the first paint to the app hydrated (`html[data-app-ready]`), median of INTERACTIVE_RUNS (5) loads of
 *   home, the marketplace and a product page;
 * - taps made 0, 250 and 500 ms after the first paint, each on a fresh load: open the menu, follow a link, open an
 *   FAQ item, choose a marketplace category, send the contact form. A tap counts as lost when its effect has not
 *   shown 10 s later.
 * Exits 1 when a tap is lost.
 */
const RUNS = Number(process.env.INTERACTIVE_RUNS || 5);
const DELAYS = [0, 250, 500];
/** Lighthouse's mobile throttling as DevTools applies it (its "devtools" method). */
const NETWORK = { offline: false, latency: 562.5, downloadThroughput: (1474.56 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 };

/**
 * Records, in the page's own clock, the first contentful paint (`benchFirstPaint`) and the moment the app says it
 * is hydrated (`benchReady`). Run in the page before its own scripts, as text: this program has no DOM types.
 */
const MILESTONES = `
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
async function until(page: Page, expression: string, timeoutMs: number, everyMs = 20): Promise<void> {
  for (const started = Date.now(); !(await page.evaluate<boolean>(expression)); await page.waitForTimeout(everyMs)) {
    if (Date.now() - started > timeoutMs) throw new Error(`${expression} was not true within ${timeoutMs} ms`);
  }
}

/** A fresh phone-sized page, throttled, at `url`, once its first contentful paint has happened. */
async function openThrottled(browser: Browser, url: string): Promise<Page> {
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

interface Tap {
  name: string;
  path: (productId: number) => string;
  /** What the visitor does. */
  act: (page: Page) => Promise<void>;
  /** Resolves when the visitor sees the effect; rejects after the timeout. */
  effect: (page: Page, timeoutMs: number) => Promise<unknown>;
}

const TAPS: Tap[] = [
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

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main(): Promise<void> {
  const log = (line: string) => console.log(`bench | ${line}`);
  const browser = await chromium.launch({ executablePath: ensureChromium(log, 'full'), args: CHROMIUM_ARGS });
  const { stack, productId, stop } = await startSiteInUse(log);
  try {
    const site = stack.url();
    log(`first paint → hydrated, ${RUNS} loads per page, on a throttled phone`);
    const hydration: Array<[string, number[]]> = [];
    for (const path of ['/', '/marketplace', `/products/${productId}`]) {
      await fetch(`${site}${path}`, { headers: { accept: 'text/html' } });
      const gaps: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const page = await openThrottled(browser, `${site}${path}`);
        await until(page, 'window.benchReady !== undefined', 60_000, 50);
        const [paint, ready] = await page.evaluate<[number, number]>('[window.benchFirstPaint, window.benchReady]');
        gaps.push(ready - paint);
        log(`${path}: first paint at ${Math.round(paint)} ms, hydrated ${Math.round(ready - paint)} ms later`);
        await page.context().close();
      }
      hydration.push([path, gaps]);
    }

    log(`taps at ${DELAYS.join(', ')} ms after the first paint`);
    const taps: Array<{ name: string; delay: number; ok: boolean; detail: string }> = [];
    for (const tap of TAPS) {
      for (const delay of DELAYS) {
        const page = await openThrottled(browser, `${site}${tap.path(productId)}`);
        let detail = '';
        const started = Date.now();
        const ok = await (async () => {
          await page.waitForTimeout(delay);
          await tap.act(page);
          await tap.effect(page, 10_000);
          return true;
        })().catch((err: Error) => {
          detail = err.message.split('\n')[0];
          return false;
        });
        const hydrated = await page.evaluate<boolean>('window.benchReady !== undefined').catch(() => false);
        if (ok) detail = `took effect ${((Date.now() - started) / 1000).toFixed(1)} s after the tap's turn${hydrated ? '' : ', before hydration'}`;
        taps.push({ name: tap.name, delay, ok, detail });
        log(`${tap.name} at ${delay} ms: ${ok ? 'ok' : 'LOST'} (${detail})`);
        await page.context().close();
      }
    }

    console.log('\n| page | first paint → hydrated (median) | runs |\n|---|---|---|');
    for (const [path, gaps] of hydration) {
      console.log(
        `| \`${path.replace(String(productId), ':id')}\` | ${(median(gaps) / 1000).toFixed(2)} s | ${gaps.map((g) => (g / 1000).toFixed(2)).join(', ')} |`,
      );
    }
    console.log(`\n| tap | ${DELAYS.map((d) => `${d} ms`).join(' | ')} |\n|---|${DELAYS.map(() => '---').join('|')}|`);
    for (const tap of TAPS) {
      const cells = DELAYS.map((delay) => (taps.find((t) => t.name === tap.name && t.delay === delay)!.ok ? 'ok' : 'lost'));
      console.log(`| ${tap.name} | ${cells.join(' | ')} |`);
    }
    const lost = taps.filter((t) => !t.ok).length;
    console.log(`\n${lost} of ${taps.length} taps lost`);
    process.exitCode = lost ? 1 : 0;
  } finally {
    await browser.close();
    await stop();
  }
}

await main();
