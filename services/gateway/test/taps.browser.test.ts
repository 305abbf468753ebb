import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser } from 'playwright-core';
import type { TestStack } from '../../../infra/src/testing/stack.js';
import { startBrowserSuite, stopBrowserSuite } from './site-browser-pages.js';
import { seedProduct } from '../../../infra/src/seed/seed.js';
import { TAPS, TAP_DELAYS, tapOnce } from '../../../infra/src/testing/phone.js';

// A visitor on a mid-range phone (CPU 4× slower, slow 4G) who taps before the app has hydrated: every tap must take
// effect, because what it does works in the server's HTML (a popover, <details>, links, forms that post).

let stack: TestStack;
let browser: Browser;
let productId: number;

beforeAll(async () => {
  ({ stack, browser } = await startBrowserSuite());
  await seedProduct(await stack.bus());
  productId = ((await (await fetch(`${stack.url()}/api/products?limit=1`)).json()) as { items: Array<{ id: number }> }).items[0].id;
}, 120_000);

afterAll(() => stopBrowserSuite({ stack, browser }));

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
