import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import request from 'supertest';
import type { TestStack } from '../../../infra/src/testing/stack.js';
import { seedInstallation } from '../../../infra/src/seed/seed.js';
import { accessibilityProblems, newContext, openPage, startBrowserSuite, stopBrowserSuite } from './site-browser-pages.js';

// /resources drawn from the seeded guides, tutorials, case studies and webinars (blog posts tagged by kind), a
// webinar's page, and the pricing calculator naming the plan that covers the chosen fleet: in the server's HTML and
// in Chromium, at a desktop's and a phone's size.

let stack: TestStack;
let api: string;
let browser: Browser;
/** Where the screenshots go (outside the checkout), to be looked at. */
const shots = path.join(os.tmpdir(), 'resources-pages-screenshots');
fs.mkdirSync(shots, { recursive: true });

const html = async (address: string) =>
  (await request(api).get(address).set('Accept', 'text/html').expect(200)).text.replaceAll('&#x27;', "'").replaceAll('&amp;', '&');

/** The part of a page's HTML from the section headed `title` to the next section's heading. */
function section(page: string, title: string): string {
  const start = page.indexOf(`>${title}</h2>`);
  expect([title, start > -1]).toEqual([title, true]);
  const end = page.indexOf('</h2>', start + title.length + 6);
  return page.slice(start, end === -1 ? undefined : end);
}

/** The article addresses a section's cards link to, in order. */
const cardLinks = (part: string) => [...part.matchAll(/href="(\/blog\/[^"]+)"/g)].map((m) => m[1]);

beforeAll(async () => {
  ({ stack, api, browser } = await startBrowserSuite());
  await seedInstallation(await stack.bus());
}, 240_000);

afterAll(() => stopBrowserSuite({ stack, browser }));

describe('/resources', () => {
  it('draws each kind of resource from the published posts of its tag, newest first, each card linking to its post, in the raw HTML', async () => {
    const page = await html('/resources');
    expect(cardLinks(section(page, 'Documentation'))).toEqual([
      '/blog/reading-an-uplink-payload-formats-and-decoders',
      '/blog/getting-started-from-unboxing-a-gateway-to-your-first-dashboard',
    ]);
    expect(cardLinks(section(page, 'Tutorials'))).toEqual([
      '/blog/write-an-edge-function-in-python',
      '/blog/stream-readings-to-aws-iot-core',
      '/blog/build-a-cold-chain-alert-in-15-minutes',
    ]);
    expect(cardLinks(section(page, 'Case studies'))).toEqual([
      '/blog/plant-avoids-two-line-stoppages-in-its-first-quarter',
      '/blog/water-utility-finds-leaks-in-days-not-months',
      '/blog/vineyard-cuts-irrigation-water-by-30',
    ]);
    expect(cardLinks(section(page, 'Webinars'))).toEqual([
      '/blog/webinar-predictive-maintenance-without-a-data-science-team',
      '/blog/webinar-planning-a-city-wide-lorawan-network',
    ]);
    // The blog's own section keeps the newest posts of any kind.
    expect(cardLinks(section(page, 'From the blog'))).toEqual([
      '/blog/where-a-sensor-spends-its-battery',
      '/blog/ventilating-by-co2-what-a-meeting-room-taught-us',
      '/blog/radar-or-ultrasonic-choosing-a-level-sensor',
    ]);
    // Each section's answer goes along under the key the app asks for, so hydration asks for nothing again.
    for (const key of [
      '/api/blogs?limit=3&tag=guide',
      '/api/blogs?limit=3&tag=tutorial',
      '/api/blogs?limit=3&tag=case-study',
      '/api/blogs?limit=2&tag=webinar',
    ])
      expect([key, page.includes(`"${key}":{"items":[`)]).toEqual([key, true]);
    expect(page).toContain('Vineyard cuts irrigation water by 30%');
    expect(page).not.toContain('published yet.');
    expect(page).toContain('href="/marketplace"');
    expect(page).toMatch(/<a [^>]*href="\/platform\/developer"[^>]*>Open the developer page<\/a>/);
  });

  it("a webinar's page is its summary, and says the recording is available on request with a link to ask for it", async () => {
    const page = await html('/blog/webinar-planning-a-city-wide-lorawan-network');
    expect(page).toContain('The recording is available on request: ask for it with the button below, and we send you a link to watch it.');
    expect(page).toMatch(
      /<a [^>]*href="\/contact\?topic=Webinar%20recording%3A%20Webinar%3A%20planning%20a%20city-wide%20LoRaWAN%20network"[^>]*>Request the recording<\/a>/,
    );
    // A post of another kind offers no recording.
    expect(await html('/blog/vineyard-cuts-irrigation-water-by-30')).not.toContain('Request the recording');
  });
});

describe('the pricing calculator and the plans', () => {
  it('names the plan covering the default fleet in the HTML the server sends, beside the estimate and what it is', async () => {
    const page = await html('/pricing');
    expect(page).toMatch(/data-testid="estimate"[^>]*>\$210\.00</);
    expect(page).toMatch(/data-testid="covering-plan"[^>]*>Professional covers this: \$199\/month</);
    expect(page).toContain(
      'The estimate is pay-as-you-go: $2 per device and $0.10 per 1,000 messages, billed as used. A plan is a fixed monthly price for up to its devices and messages.',
    );
    const answered = await html('/pricing?devices=500&messages=10000000');
    expect(answered).toMatch(/data-testid="estimate"[^>]*>\$2,000\.00</);
    expect(answered).toMatch(/data-testid="covering-plan"[^>]*>Professional covers this: \$199\/month</);
  });

  it.each([
    [1, 1_000, '$49.00', 'Starter covers this: $49/month'],
    [50, 1_000_000, '$200.00', 'Starter covers this: $49/month'],
    [51, 1_000_000, '$202.00', 'Professional covers this: $199/month'],
    [500, 10_000_000, '$2,000.00', 'Professional covers this: $199/month'],
    [501, 10_000_000, '$2,002.00', 'Enterprise covers this: $799/month'],
    [5_000, 10_000_000, '$11,000.00', 'Enterprise covers this: $799/month'],
    [5_001, 10_000, '$10,003.00', 'Above Enterprise: the Custom plan covers this, priced for your fleet. Contact sales'],
  ])('in the browser, %i devices and %i messages: the estimate and the plan that covers them', async (devices, messages, estimate, plan) => {
    const { page, context, errors } = await openPage(browser, `${api}/pricing`);
    await page.getByRole('slider', { name: /Devices/ }).fill(String(devices));
    await page.getByRole('slider', { name: /Messages/ }).fill(String(messages));
    await expect(page.getByTestId('estimate').textContent()).resolves.toBe(estimate);
    await expect(page.getByTestId('covering-plan').textContent()).resolves.toBe(plan);
    if (devices > 5_000)
      expect(await page.getByTestId('covering-plan').getByRole('link', { name: 'Contact sales' }).getAttribute('href')).toBe(
        '/contact?topic=Pricing%2C%20Custom%20plan%3A%20Contact%20sales',
      );
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the pages, looked at', () => {
  it.each(['/resources', '/pricing', '/platform/developer'])(
    '%s at 1280×720 and 390×844: no serious accessibility problem',
    async (address) => {
      for (const [name, viewport] of [
        ['desktop', { width: 1280, height: 720 }],
        ['phone', { width: 390, height: 844 }],
      ] as const) {
        const context = await newContext(browser, { viewport, bypassCSP: true });
        const page = await context.newPage();
        await page.goto(`${api}${address}`, { waitUntil: 'load' });
        await page.locator('html[data-app-ready="true"]').waitFor({ state: 'attached' });
        // Sections further down are drawn only near the viewport (content-visibility): drawn all at once for the picture.
        await page.addStyleTag({ content: 'main section { content-visibility: visible !important; }' });
        if (address === '/pricing') await page.locator('#estimate').scrollIntoViewIfNeeded();
        await page.screenshot({ path: path.join(shots, `${address.slice(1).replaceAll('/', '-')}-${name}.png`), fullPage: address !== '/pricing' });
        expect([address, name, await accessibilityProblems(page)]).toEqual([address, name, []]);
        await context.close();
      }
    },
    120_000,
  );
});
