import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, ensureChromium } from '../providers/browser.js';
import { startSiteInUse } from './site-in-use.js';
import { startHttp2Front } from './http2-front.js';
import { TAP_DELAYS as DELAYS, TAPS, openThrottled, tapOnce, until } from '../testing/phone.js';

/**
 * `npm run bench:interactive`: a visitor on a mid-range phone (Lighthouse's mobile profile: a 412 × 823 touch
 * screen, the CPU 4× slower, slow 4G) against the site in use. Two measures:
 * - time from the first paint to the app hydrated (`html[data-app-ready]`), median of INTERACTIVE_RUNS (5) loads of
 *   home, the marketplace and a product page, over plain HTTP/1.1 (as `npm start` serves it) and over TLS and HTTP/2
 *   (as production's Ingress serves it, see http2-front.ts);
 * - taps made 0, 250 and 500 ms after the first paint, each on a fresh load: open the menu, follow a link, open an
 *   FAQ item, choose a marketplace category, choose a code sample, move a price slider, send the contact form. A tap
 *   counts as lost when its effect has not shown 10 s later.
 * Over HTTP/2 it also adds up what each load carried before the app could start: the bytes that came in up to
 * `vendor`'s last byte (the HTML, the scripts, the font and pictures) and when that was.
 * Exits 1 when a tap is lost.
 */
const RUNS = Number(process.env.INTERACTIVE_RUNS || 5);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** What a load carried before the app could start: bytes over the wire up to `vendor`'s last byte, and when that was. */
interface LinkUse {
  html: number;
  scripts: number;
  others: number;
  vendorIn: number;
}
/** LinkUse, read off the page's resource timings (as text: this program has no DOM types). */
const LINK_USE = `(() => {
  const resources = performance.getEntriesByType('resource');
  const vendorIn = resources.find((e) => e.name.includes('/assets/vendor-') && e.name.endsWith('.js')).responseEnd;
  const before = resources.filter((e) => e.responseEnd <= vendorIn);
  const sum = (entries) => entries.reduce((total, e) => total + e.transferSize, 0);
  return {
    html: performance.getEntriesByType('navigation')[0].transferSize,
    scripts: sum(before.filter((e) => e.name.endsWith('.js'))),
    others: sum(before.filter((e) => !e.name.endsWith('.js'))),
    vendorIn,
  };
})()`;

async function main(): Promise<void> {
  const log = (line: string) => console.log(`bench | ${line}`);
  // The HTTP/2 front's certificate is self-signed.
  const browser = await chromium.launch({ executablePath: ensureChromium(log, 'full'), args: [...CHROMIUM_ARGS, '--ignore-certificate-errors'] });
  const { stack, productId, stop } = await startSiteInUse(log);
  const front = await startHttp2Front(stack.url());
  try {
    const site = stack.url();
    const paths = ['/', '/marketplace', `/products/${productId}`];
    const hydration = new Map(paths.map((path) => [path, { 'HTTP/1.1': [] as number[], 'HTTP/2': [] as number[] }]));
    const links = new Map(paths.map((path) => [path, [] as Array<LinkUse & { paint: number; ready: number }>]));
    for (const [protocol, origin] of [
      ['HTTP/1.1', site],
      ['HTTP/2', front.url],
    ] as const) {
      log(`first paint → hydrated over ${protocol}, ${RUNS} loads per page, on a throttled phone`);
      for (const path of paths) {
        await fetch(`${site}${path}`, { headers: { accept: 'text/html' } });
        for (let i = 0; i < RUNS; i++) {
          const page = await openThrottled(browser, `${origin}${path}`);
          await until(page, 'window.benchReady !== undefined', 60_000, 50);
          const [paint, ready] = await page.evaluate<[number, number]>('[window.benchFirstPaint, window.benchReady]');
          hydration.get(path)![protocol].push(ready - paint);
          if (protocol === 'HTTP/2') links.get(path)!.push({ ...(await page.evaluate<LinkUse>(LINK_USE)), paint, ready });
          log(`${path}: first paint at ${Math.round(paint)} ms, hydrated ${Math.round(ready - paint)} ms later`);
          await page.context().close();
        }
      }
    }

    log(`taps at ${DELAYS.join(', ')} ms after the first paint`);
    const taps: Array<{ name: string; delay: number; ok: boolean; detail: string }> = [];
    for (const tap of TAPS) {
      for (const delay of DELAYS) {
        const { ok, detail } = await tapOnce(browser, `${site}${tap.path(productId)}`, tap, delay);
        taps.push({ name: tap.name, delay, ok, detail });
        log(`${tap.name} at ${delay} ms: ${ok ? 'ok' : 'LOST'} (${detail})`);
      }
    }

    const seconds = (gaps: number[]) => `${(median(gaps) / 1000).toFixed(2)} s (${gaps.map((g) => (g / 1000).toFixed(2)).join(', ')})`;
    console.log('\n| page | first paint → hydrated, HTTP/1.1: median (runs) | over TLS + HTTP/2 |\n|---|---|---|');
    for (const [path, gaps] of hydration) {
      console.log(`| \`${path.replace(String(productId), ':id')}\` | ${seconds(gaps['HTTP/1.1'])} | ${seconds(gaps['HTTP/2'])} |`);
    }
    const kb = (bytes: number) => `${(bytes / 1000).toFixed(0)} KB`;
    const at = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
    console.log(
      "\nOver HTTP/2, what came in up to `vendor`'s last byte (median of the loads):\n" +
        '| page | HTML | scripts | font and pictures | `vendor` in at | first paint | hydrated |\n|---|---|---|---|---|---|---|',
    );
    for (const [path, loads] of links) {
      const m = (key: keyof LinkUse | 'paint' | 'ready') => median(loads.map((load) => load[key]));
      const cells = [kb(m('html')), kb(m('scripts')), kb(m('others')), at(m('vendorIn')), at(m('paint')), at(m('ready'))];
      console.log(`| \`${path.replace(String(productId), ':id')}\` | ${cells.join(' | ')} |`);
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
    await front.close();
    await stop();
  }
}

await main();
