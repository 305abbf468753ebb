import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import request from 'supertest';
import { ApiPaths, type ExchangeRatesView, type ProductView } from '@lora/contracts';
import type { TestStack } from '../../../infra/src/testing/stack.js';
import { startBrowserSuite, stopBrowserSuite } from './site-browser-pages.js';
import { seedProduct } from '../../../infra/src/seed/seed.js';
import { accessibilityProblems, openAdmin } from './admin-browser-session.js';

// The Products tab's "Exchange rates" in Debian's Chromium, and the marketplace the rates sort, on the seeded catalogue.
const RATES = ApiPaths.admin.exchangeRates;
const SHOTS = process.env.SCREENSHOT_DIR ?? path.join(os.tmpdir(), 'exchange-rates-screens');

let stack: TestStack;
let api: string;
let browser: Browser;
let admin: string;
/** The rates as the seed left them, before any test changed them. */
let seeded: ExchangeRatesView;

beforeAll(async () => {
  ({ stack, api, admin, browser } = await startBrowserSuite());
  await seedProduct(await stack.bus());
  seeded = (await request(api).get(RATES.one).set('Cookie', admin).expect(200)).body;
  fs.mkdirSync(SHOTS, { recursive: true });
}, 180_000);

afterAll(() => stopBrowserSuite({ stack, browser }));

const rates = async (): Promise<ExchangeRatesView> => (await request(api).get(RATES.one).set('Cookie', admin).expect(200)).body;

describe('prices compare across currencies on the seeded site', () => {
  it("the seed's rates sort WR30 at €789 as $852.12, in the API and in the marketplace's server HTML", async () => {
    expect([seeded.rates, seeded.missing]).toEqual([{ EUR: 1.08, GBP: 1.27 }, []]);
    // Back to the seed's rates, whatever the other test left.
    await request(api).put(RATES.one).set('Cookie', admin).send({ rates: seeded.rates }).expect(200);
    const items = (await request(api).get(`${ApiPaths.products.list}?sort=price_asc&limit=100`).expect(200)).body.items as ProductView[];
    const inUsd = (p: ProductView) => Number(p.price) * (p.currency === 'USD' ? 1 : seeded.rates[p.currency]!);
    const at = items.findIndex((p) => p.name.startsWith('WR30'));
    expect([items[at].price, items[at].currency, inUsd(items[at]).toFixed(2)]).toEqual(['789.00', 'EUR', '852.12']);
    const priced = items.filter((p) => p.price !== null);
    expect(priced.map(inUsd)).toEqual([...priced.map(inUsd)].sort((a, b) => a - b));
    // The page a visitor without JavaScript gets lists the cards in that order, each with its own price.
    const html = (await request(api).get('/marketplace?sort=price_asc').set('Accept', 'text/html').expect(200)).text;
    const positions = items.slice(0, 24).map((p) => html.indexOf(p.name.replaceAll('&', '&amp;')));
    expect(positions.every((p) => p > 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(html).toContain('€789.00');
  });

  it('the admin is told which rate is missing, sets it (the field says what is wrong first), sees a colleague’s save as a 412, and the history', async () => {
    // No pound rate, and three pound prices: they sort last until one is set.
    await request(api)
      .put(RATES.one)
      .set('Cookie', admin)
      .send({ rates: { GBP: null } })
      .expect(200);
    for (const n of [1, 2, 3]) {
      await request(api)
        .post(ApiPaths.admin.products.list)
        .set('Cookie', admin)
        .send({ name: `Pound Gauge ${n}`, manufacturer: 'Acme', description: 'A gauge.', price: `${n}.00`, currency: 'GBP', isPublished: true })
        .expect(201);
    }
    const last = async () =>
      ((await request(api).get(`${ApiPaths.products.list}?sort=price_asc&limit=100`).expect(200)).body.items as ProductView[]).map((p) => p.name);
    expect((await last()).filter((n) => n.startsWith('Pound Gauge'))).toEqual(['Pound Gauge 1', 'Pound Gauge 2', 'Pound Gauge 3']);
    expect((await last()).indexOf('Pound Gauge 1')).toBeGreaterThan((await last()).findIndex((n) => n.startsWith('WR30')));

    for (const [size, viewport] of [
      // The phone looks first: the laptop then sets the missing rate.
      ['phone', { width: 390, height: 844 }],
      ['laptop', { width: 1280, height: 720 }],
    ] as const) {
      const { page, context, errors } = await openAdmin(browser, api, { viewport });
      await page.getByRole('tab', { name: 'Exchange rates' }).click();
      const warning = page.getByRole('alert', { name: 'Missing exchange rates' });
      await expect(warning.textContent()).resolves.toBe('3 products priced in GBP sort last: no GBP rate is set.');
      expect(await accessibilityProblems(page)).toEqual([]);
      await page.screenshot({ path: path.join(SHOTS, `rates-${size}.png`), fullPage: true });
      if (size === 'phone') {
        expect(errors).toEqual([]);
        await context.close();
        continue;
      }

      // The field says what is wrong before anything is sent, in the server's words.
      const gbp = page.getByLabel('1 GBP in USD');
      await gbp.fill('-1');
      await page
        .getByText(
          'rates.GBP must be a number from 0.0001 to 10000 with at most 6 decimals (how many USD one GBP is worth, e.g. 1.08), or null for no rate',
        )
        .waitFor();
      await gbp.fill('1.27');
      await page.getByRole('button', { name: 'Save rates' }).click();
      await page.locator('.MuiSnackbar-root', { hasText: 'Exchange rates saved' }).first().waitFor();
      await warning.waitFor({ state: 'detached' });
      expect((await rates()).rates).toEqual({ EUR: 1.08, GBP: 1.27 });
      expect((await last()).indexOf('Pound Gauge 1')).toBe(0);

      // A colleague saves meanwhile: this form's save is refused, and says what is stored now.
      const stored = await rates();
      await request(api)
        .put(RATES.one)
        .set('Cookie', admin)
        .set('If-Match', `"${stored.version}"`)
        .send({ rates: { EUR: 1.1 } })
        .expect(200);
      await page.getByLabel('1 EUR in USD').fill('1.09');
      await page.getByRole('button', { name: 'Save rates' }).click();
      const conflict = page.getByRole('alert').filter({ hasText: 'Someone saved the exchange rates since you opened them' });
      await expect(conflict.textContent()).resolves.toContain(
        `Saved now: EUR 1.1, GBP 1.27 (version ${stored.version + 1}). Nothing of yours was saved.`,
      );
      expect((await rates()).rates).toEqual({ EUR: 1.1, GBP: 1.27 });
      expect(await accessibilityProblems(page)).toEqual([]);
      await page.screenshot({ path: path.join(SHOTS, `rates-${size}-conflict.png`), fullPage: true });
      await conflict.getByRole('button', { name: 'Use the saved rates' }).click();
      await expect(page.getByLabel('1 EUR in USD').inputValue()).resolves.toBe('1.1');

      // The history lists every save, newest first.
      const history = page.getByRole('list', { name: 'Saved versions of the exchange rates' });
      await history.getByText(`Version ${stored.version}`, { exact: true }).waitFor();
      expect(await history.getByRole('listitem').count()).toBe(stored.version);
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});
