import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { chromium, type Browser } from 'playwright-core';
import { TestStack } from '../../../infra/src/testing/stack.js';
import { CHROMIUM_ARGS } from '../../../infra/src/providers/browser.js';
import { seedProduct } from '../../../infra/src/seed/seed.js';
import { TAPS, TAP_DELAYS, tapOnce } from '../../../infra/src/testing/phone.js';

// A visitor on a mid-range phone (CPU 4× slower, slow 4G) who taps before the app has hydrated: every tap must take
// effect, because what it does works in the server's HTML (a popover, <details>, links, forms that post).

let stack: TestStack;
let browser: Browser;
let productId: number;

beforeAll(async () => {
  stack = await TestStack.start({ services: ['identity', 'catalog', 'content', 'media', 'gateway'] });
  await seedProduct(await stack.bus());
  productId = ((await (await fetch(`${stack.url()}/api/products?limit=1`)).json()) as { items: Array<{ id: number }> }).items[0].id;
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell', args: CHROMIUM_ARGS });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

describe('taps on a throttled phone, 0, 250 and 500 ms after the first paint', () => {
  it.each(TAPS.map((tap) => [tap.name, tap] as const))(
    '%s: takes effect whenever it comes',
    async (_name, tap) => {
      const outcomes: string[] = [];
      for (const delay of TAP_DELAYS) {
        const { ok, detail } = await tapOnce(browser, `${stack.url()}${tap.path(productId)}`, tap, delay);
        outcomes.push(`${delay} ms: ${ok ? 'ok' : `lost (${detail})`}`);
      }
      expect(outcomes).toEqual(TAP_DELAYS.map((delay) => `${delay} ms: ok`));
    },
    90_000,
  );
});
