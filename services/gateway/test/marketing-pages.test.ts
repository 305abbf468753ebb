import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fs from 'node:fs';
import sharp from 'sharp';
import { chromium, type Browser, type Page } from 'playwright-core';
import request from 'supertest';
import { TEST_ADMIN, TestStack } from '../../../infra/src/testing/stack.js';
import { CHROMIUM_ARGS } from '../../../infra/src/providers/browser.js';
import { seedProduct } from '../../../infra/src/seed/seed.js';
import { BRAND_MARK } from '@lora/contracts';
import { accessibilityProblems, openPage, type OpenedPage } from './site-browser-pages.js';

// Every marketing, legal and status page of SPEC §2, and the public news and blog, in Debian's Chromium
// against the whole stack.

let stack: TestStack;
let api: string;
let browser: Browser;
let admin: string;

const BLOG = {
  title: 'Sizing a LoRaWAN gateway for a cold store',
  excerpt: 'How many gateways a 20,000 m² cold store needs, and where to put them.',
  content: 'Steel racking and frozen goods absorb radio.\n\nWe measured three layouts.',
  tags: ['Coverage', 'Cold chain'],
  isPublished: true,
};

const open = (path: string, options?: { permissions?: string[] }) => openPage(browser, `${api}${path}`, options);
/** The canonical origin: the gateway's first PUBLIC_ORIGINS entry, by default http://localhost:<its port>. */
const siteOrigin = () => `http://localhost:${new URL(api).port}`;
const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The page's headings in order never skip a level, start at its one h1, and every image has a text alternative. */
async function checkStructure(page: Page): Promise<void> {
  const levels = await page
    .locator('main h1, main h2, main h3, main h4, main h5, main h6')
    .evaluateAll((els) => els.map((e) => Number(e.tagName[1])));
  expect(levels[0]).toBe(1);
  expect(levels.filter((l) => l === 1)).toHaveLength(1);
  for (let i = 1; i < levels.length; i++) expect(levels[i]).toBeLessThanOrEqual(levels[i - 1] + 1);
  expect(await page.locator('img:not([alt])').count()).toBe(0);
}

/** Opens a page, checks its h1, its structure, the texts SPEC names (in its main content), axe and the console; returns it open. */
async function visit(path: string, h1: string, texts: string[] = []): Promise<OpenedPage> {
  const opened = await open(path);
  const { page } = opened;
  await page.getByRole('heading', { level: 1, name: h1, exact: true }).waitFor();
  // In the page's own content: the header's menus hold links of the same names, hidden until opened.
  for (const text of texts) await page.locator('main').getByText(text, { exact: true }).first().waitFor();
  await checkStructure(page);
  expect(await accessibilityProblems(page)).toEqual([]);
  return opened;
}

/** The named calls to action are links to the contact form about them (its topic ends with the action), never inert buttons. */
async function expectContactLinks(page: Page, names: string[]): Promise<void> {
  for (const name of names) {
    const link = page.getByRole('link', { name, exact: true }).first();
    await link.waitFor();
    const topic = new URL((await link.getAttribute('href'))!, api).searchParams.get('topic');
    expect([name, new URL((await link.getAttribute('href'))!, api).pathname, topic?.endsWith(`: ${name}`)]).toEqual([name, '/contact', true]);
    expect(await page.getByRole('button', { name, exact: true }).count()).toBe(0);
  }
}

beforeAll(async () => {
  stack = await TestStack.start({ services: ['identity', 'catalog', 'content', 'media', 'gateway'] });
  api = stack.url();
  admin = await stack.signIn(TEST_ADMIN);
  await seedProduct(await stack.bus());
  await request(api).post('/api/admin/blogs').set('Cookie', admin).send(BLOG).expect(201);
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell', args: CHROMIUM_ARGS });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

describe('platform pages', () => {
  it('/platform: trial and demo leading to the contact form, six modules tagged with their user type, calls to action to /contact and /pricing', async () => {
    const { page, context, errors } = await visit('/platform', 'The IoT platform built for LoRaWAN fleets', [
      'Six modules, one device model',
      'For operations teams',
      'For system integrators and developers',
      'Why teams move their fleets here',
    ]);
    await expectContactLinks(page, ['Request a Free Trial', 'Schedule a Demo']);
    const modules = await page.locator('main a[href^="/platform/"]').evaluateAll((els) => els.map((e) => e.getAttribute('href')));
    expect(modules).toEqual([
      '/platform/application-builder',
      '/platform/developer',
      '/platform/device-management',
      '/platform/integration-hub',
      '/platform/edge-computing',
      '/platform/hardware-provisioning',
    ]);
    const tags = await page.locator('main article .feature-tag').allTextContents();
    expect(tags.slice(0, 6)).toEqual(['Both', 'Integrators', 'Both', 'Integrators', 'Integrators', 'Both']);
    await page.locator('main a[href="/contact"]').first().waitFor();
    await page.locator('main a[href="/pricing"]').first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("/platform/application-builder: four templates whose 'Request this template' leads to the contact form, and three industry use cases", async () => {
    const { page, context, errors } = await visit('/platform/application-builder', 'From sensor reading to action, without writing code', [
      'Temperature Alert',
      'Predictive Maintenance',
      'Energy Optimization',
      'Asset Tracking',
      'Manufacturing',
      'Agriculture',
      'Facilities',
    ]);
    expect(await page.getByRole('link', { name: 'Request this template', exact: true }).count()).toBe(4);
    await expectContactLinks(page, ['Request this template']);
    expect(await page.locator('main a[href="/contact"]').count()).toBeGreaterThan(0);
    expect(await page.locator('main a[href="/platform"]').count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('/platform/developer: API cards, four SDKs available on request through the contact form, tabs that switch the code, documentation named as text', async () => {
    const { page, context, errors } = await visit('/platform/developer', 'APIs and SDKs for building on LoRaWAN data', [
      'REST API',
      'Real-time streams',
      'Webhooks',
      'Scoped API keys',
      'JavaScript',
      'Python',
      'Go',
      'Java',
    ]);
    await page.getByText('The SDKs are available on request: ask, and we send the package and its guide with your API access.').waitFor();
    expect(await page.getByRole('link', { name: 'Request the SDK', exact: true }).count()).toBe(4);
    await expectContactLinks(page, ['Request the SDK']);
    // The tabs are a group of radio buttons; the panel shown is the checked one's.
    const samples = page.getByRole('group', { name: 'Code samples' });
    expect(await samples.locator('label').allTextContents()).toEqual(['JavaScript', 'Python', 'REST', 'WebSocket']);
    await expect(samples.getByRole('radio', { name: 'JavaScript' }).isChecked()).resolves.toBe(true);
    const code = samples.locator('pre:visible');
    await expect(code.textContent()).resolves.toContain("import { Client } from '@lorawan-sensors/sdk';");
    await samples.getByText('Python', { exact: true }).click();
    await expect(code.textContent()).resolves.toContain('from lorawan_sensors import Client');
    // The arrow keys move between the tabs, as a tab list's do.
    await samples.getByRole('radio', { name: 'Python' }).press('ArrowRight');
    await expect(samples.getByRole('radio', { name: 'REST' }).isChecked()).resolves.toBe(true);
    const rest = (await code.textContent()) ?? '';
    expect(rest).toContain('-H "Authorization: Bearer $LORAWAN_API_KEY"');
    expect(rest).toContain('/v1/devices \\');
    expect(rest).toContain('/v1/devices/a84041000181c061/data');
    expect(rest).toContain(`-X POST ${siteOrigin()}/api/v1/devices/a84041000181c061/commands`);
    await samples.getByText('WebSocket', { exact: true }).click();
    const ws = (await code.textContent()) ?? '';
    expect(ws).toContain(`const socket = new WebSocket('${siteOrigin()}/api/v1/stream');`);
    expect(ws).toContain("socket.send(JSON.stringify({ type: 'auth', apiKey: LORAWAN_API_KEY }));");
    expect(ws).toContain("type: 'subscribe'");
    for (const doc of ['/docs/api-reference', '/docs/sdks', '/docs/tutorials', '/docs/examples', '/docs/webhooks', '/community']) {
      await page.getByText(doc, { exact: true }).waitFor();
      expect(await page.locator(`a[href="${doc}"]`).count()).toBe(0);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('/platform/developer without JavaScript: a tab still switches the sample, the first shown until then', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${api}/platform/developer`);
    const samples = page.getByRole('group', { name: 'Code samples' });
    await expect(samples.locator('pre:visible').textContent()).resolves.toContain("import { Client } from '@lorawan-sensors/sdk';");
    await samples.getByText('Python', { exact: true }).click();
    await expect(samples.locator('pre:visible').textContent()).resolves.toContain('from lorawan_sensors import Client');
    await context.close();
  });

  it("/platform/developer: the samples call this site's own API (its public origin + /api/v1), in the HTML the gateway sends", async () => {
    const html = (await request(api).get('/platform/developer').set('Accept', 'text/html').expect(200)).text;
    const samples = html.slice(html.indexOf('<pre'), html.indexOf('</pre>'));
    // The quotes as the renderer writes them: as they are or as `&#x27;`.
    expect(samples.replace(/&#x27;/g, "'")).toContain(`baseUrl: '${siteOrigin()}/api/v1'`);
    expect(html).not.toContain('lorawan-sensors.example');
    expect(html).not.toContain('site-origin.invalid');
  });

  it('/platform/device-management: demo counts, capabilities and performance figures', async () => {
    const { context, errors } = await visit('/platform/device-management', 'Every sensor in your fleet, on one dashboard', [
      '2,847',
      'devices online',
      'Monitor',
      'Maintain',
      'Organise',
      '10,000+',
      'devices provisioned per day',
    ]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('/platform/integration-hub: AWS, Azure, Google Cloud and MQTT with their setup times and connect buttons leading to the contact form', async () => {
    const { page, context, errors } = await visit('/platform/integration-hub', 'Your sensor data, in the cloud you already use', [
      'AWS IoT Core',
      'Azure IoT Hub',
      'Google Cloud IoT',
      'MQTT brokers',
    ]);
    expect(await page.getByText('Setup: 5 minutes', { exact: true }).count()).toBe(3);
    expect(await page.getByText('Setup: 2 minutes', { exact: true }).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Request a connection', exact: true }).count()).toBe(4);
    await expectContactLinks(page, ['Request a connection']);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('/platform/edge-computing: the four runtimes and use cases with latency and savings', async () => {
    const { context, errors } = await visit('/platform/edge-computing', 'Run your code where the sensors are', [
      'Node.js 18+',
      'Python 3.10+',
      'C/C++',
      'Go',
      'Under 50 ms from reading to relay',
      'Up to 80% less backhaul data',
    ]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('/platform/hardware-provisioning: QR and CSV, the four steps, the sample template and scale figures', async () => {
    const { page, context, errors } = await visit('/platform/hardware-provisioning', 'Scan a code, and the sensor is ready to deploy', [
      'QR scan in the field',
      'CSV bulk import',
      'Create template',
      'Import devices',
      'Auto-configure',
      'Validate and deploy',
      '10,000+',
      '< 30 s',
      '99.8%',
      '95%',
    ]);
    const template = JSON.parse((await page.locator('main pre').textContent()) ?? '{}');
    expect(template).toMatchObject({ reportingInterval: 900, lorawan: { region: 'US915', dataRate: 'DR0' } });
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each([
    [
      '/platform/network-server',
      'A LoRaWAN network server built for industrial uptime',
      ['OTAA and ABP', 'Adaptive data rate', 'Classes A, B and C', 'Multicast'],
      ['Request a Free Trial', 'Talk to an Engineer'],
    ],
    [
      '/platform/gateway-management',
      'Keep every LoRaWAN gateway online and up to date',
      ['Indoor gateways', 'Outdoor gateways', 'Carrier-grade gateways'],
      ['Request a Free Trial', 'Request the Gateway Guide'],
    ],
    [
      '/platform/device-registry',
      'One record for each device, from first join to retirement',
      ['Provisioning', 'Activation', 'Operation', 'Retirement'],
      ['Request a Free Trial', 'Request a Sample Record'],
    ],
  ])('%s: a dark page with its picture from /api/images and calls to action to the contact form', async (path, h1, texts, buttons) => {
    const { page, context, errors } = await visit(path, h1, texts);
    await expectContactLinks(page, buttons);
    const picture = page.locator('main img').first();
    expect(await picture.getAttribute('src')).toMatch(/^\/api\/images\/site\/[a-z-]+\.webp$/);
    // Loaded from its srcset, which names the WebP's widths (naturalWidth is then in CSS pixels, not the file's).
    await page.waitForFunction(`document.querySelector('main img').complete && document.querySelector('main img').naturalWidth > 0`);
    expect(await picture.evaluate((e) => (e as unknown as { currentSrc: string }).currentSrc)).toMatch(
      /\/api\/images\/site\/[a-z-]+-(480|800|1200)\.webp$/,
    );
    const background = await page.evaluate(`getComputedStyle(document.querySelector('main section')).backgroundColor`);
    expect(background).toBe('rgb(30, 41, 59)');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('/platform/analytics: every block SPEC lists', async () => {
    const { context, errors } = await visit('/platform/analytics', 'Turn years of sensor readings into decisions', [
      'Real-time dashboards',
      'Predictive analytics',
      'Intelligent alerting',
      'Network insights',
      'Network performance',
      'Device analytics',
      'Business intelligence',
      'Custom dashboards',
      'Automated reports',
      'Predictive models',
      'REST analytics API',
      'Webhooks',
      'GraphQL',
      'OpenAPI 3.0',
      'Grafana',
      'Tableau',
      'Power BI',
      'Elasticsearch',
      'Splunk',
      'DataDog',
    ]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('solution pages', () => {
  it('/solutions lists the six industries, each linking to its page', async () => {
    const { page, context, errors } = await visit('/solutions', 'LoRaWAN solutions for the industries we know best');
    const links = await page.locator('main a[href^="/solutions/"]').evaluateAll((els) => els.map((e) => e.getAttribute('href')));
    expect(links).toEqual([
      '/solutions/industrial-iot',
      '/solutions/asset-tracking',
      '/solutions/smart-agriculture',
      '/solutions/smart-cities',
      '/solutions/energy-utilities',
      '/solutions/indoor-air-quality',
    ]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each([
    ['/solutions/smart-agriculture', 'Irrigate by measurement, not by calendar', []],
    [
      '/solutions/asset-tracking',
      'Know where every asset is, and whether it is working',
      ['Industry applications', 'Construction equipment', 'Fleet vehicles', 'Industrial assets', 'Technical specifications'],
    ],
    ['/solutions/smart-cities', 'City services that respond to what is happening on the street', []],
    ['/solutions/industrial-iot', 'Condition monitoring without running a single cable', []],
    [
      '/solutions/indoor-air-quality',
      'Healthier air in every room, and less energy spent on it',
      ['Office buildings', 'Healthcare', 'Education', 'Manufacturing', 'Measured parameters', 'LoRaWAN specifications'],
    ],
    [
      '/solutions/energy-utilities',
      'Read every meter and watch every main, without a truck roll',
      ['Specifications', 'Performance', 'Request a Sample Report'],
    ],
  ])('%s: hero, benefit metrics, feature grid, closing call to action to the contact form, and its own blocks', async (path, h1, texts) => {
    const { page, context, errors } = await visit(path, h1, texts);
    expect(await page.locator('main section').count()).toBeGreaterThanOrEqual(4);
    expect(await page.locator('main h3').count()).toBeGreaterThanOrEqual(6);
    await expectContactLinks(page, ['Request a Free Trial', 'Contact Sales']);
    if (path === '/solutions/indoor-air-quality') {
      const headers = await page
        .getByRole('table', { name: /parameters/ })
        .locator('thead th')
        .allTextContents();
      expect(headers).toEqual(['Parameter', 'Range', 'Accuracy', 'Health impact']);
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('company pages', () => {
  it('/about: mission, vision, stats, values, recognition and presence', async () => {
    const { context, errors } = await visit('/about', 'We make sensors that keep reporting when nobody is watching', [
      'Mission',
      'Vision',
      'By the numbers',
      'What we value',
      'Recognition',
      'Where we are',
      '150+',
    ]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('/resources: every kind of resource, each kind of post saying when none is published, reference links to real pages, studies asked for through the contact form, the latest blog post, and links to news and blog', async () => {
    const { page, context, errors } = await visit('/resources', 'Everything you need to plan, deploy and run LoRaWAN', [
      'Documentation',
      'Reference',
      'Studies from our engineers',
      'Tutorials',
      'Case studies',
      'From the blog',
      'Webinars',
      'No guides published yet.',
      'No tutorials published yet.',
      'No case studies published yet.',
      'No webinars published yet.',
    ]);
    await page.getByRole('link', { name: new RegExp(escapeRe(BLOG.title)) }).waitFor();
    await expectContactLinks(page, ['Ask for a coverage study', 'Ask for a battery estimate', 'Request a decoding check']);
    expect(await page.getByRole('link', { name: 'Browse datasheets', exact: true }).getAttribute('href')).toBe('/marketplace');
    expect(await page.getByRole('link', { name: 'Open the developer page', exact: true }).getAttribute('href')).toBe('/platform/developer');
    await page.locator('main a[href="/news"]').first().waitFor();
    await page.locator('main a[href="/blog"]').first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('/brand: five logo variants drawn as SVG that download as valid SVG and PNG files; copy-hex shows a toast', async () => {
    // The downloads are files of the build, linked from the server's HTML: they work before the app and without it.
    const raw = await request(api).get('/brand').expect(200);
    for (const variant of ['default', 'icon', 'minimal', 'stacked', 'brand'])
      for (const format of ['svg', 'png']) expect(raw.text).toContain(`href="/brand/lorawan-sensors-logo-${variant}.${format}"`);
    await request(api).get('/brand/lorawan-sensors-logo-icon.svg').expect(200).expect('Content-Type', 'image/svg+xml');
    await request(api).get('/brand/lorawan-sensors-logo-brand.png').expect(200).expect('Content-Type', 'image/png');

    const { page, context, errors } = await open('/brand', { permissions: ['clipboard-read', 'clipboard-write'] });
    await page.getByRole('heading', { level: 1, name: 'Brand guidelines', exact: true }).waitFor();
    for (const variant of ['default', 'icon', 'minimal', 'stacked', 'brand'])
      await page.getByRole('img', { name: `LoRaWAN Sensors logo, ${variant} variant` }).waitFor();
    await page.getByRole('button', { name: 'Download Brand logo as AI' }).waitFor();
    expect(await page.getByRole('button', { name: /as AI$/ }).count()).toBe(1);

    const [svgDownload] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download Default logo as SVG' }).click(),
    ]);
    expect(svgDownload.suggestedFilename()).toBe('lorawan-sensors-logo-default.svg');
    const svg = fs.readFileSync(await svgDownload.path());
    expect(svg.toString('utf8')).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 330 48"/,
    );
    await expect(sharp(svg).metadata()).resolves.toMatchObject({ format: 'svg', width: 330, height: 48 });

    const [pngDownload] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download Stacked logo as PNG' }).click(),
    ]);
    expect(pngDownload.suggestedFilename()).toBe('lorawan-sensors-logo-stacked.png');
    const png = fs.readFileSync(await pngDownload.path());
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    await expect(sharp(png).metadata()).resolves.toMatchObject({ format: 'png', width: 1064, height: 448 });
    // Not a blank canvas: the drawn logo has teal pixels.
    const { data } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    expect(data.some((_v, i) => i % 4 === 0 && data[i] === 0 && data[i + 1] === 0xd4 && data[i + 2] === 0xaa)).toBe(true);

    for (const hex of ['#00d4aa', '#0dceda', '#1e293b', '#f8fafc', '#ffffff', '#94a3b8']) await page.getByText(hex, { exact: true }).waitFor();
    await page.getByRole('button', { name: /^Copy hex #0dceda/ }).click();
    await page.getByText('Copied', { exact: true }).waitFor();
    await page.getByText('#0dceda copied to clipboard').waitFor();
    await expect(page.evaluate('navigator.clipboard.readText()')).resolves.toBe('#0dceda');
    for (const text of ['Inter Regular', 'Inter Medium', 'Inter Semibold', 'Inter Bold', 'Keep clear space of 2x the logo height on every side.'])
      await page.getByText(text, { exact: true }).waitFor();
    await checkStructure(page);
    await page.waitForFunction(
      `[...document.querySelectorAll('.MuiSnackbar-root > *')].every((e) => getComputedStyle(e).opacity === '1' && getComputedStyle(e).transform === 'none')`,
    );
    expect(await accessibilityProblems(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('legal and status pages', () => {
  it("/privacy-policy: SPEC's date, age threshold and retention periods", async () => {
    const { page, context, errors } = await visit('/privacy-policy', 'Privacy Policy', ['Last updated: January 20, 2025']);
    const text = (await page.locator('main').textContent()) ?? '';
    for (const fact of ['anyone under 16', 'Device data: 7 years', 'Support communications: 3 years', 'Security logs: 1 year'])
      expect(text).toContain(fact);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("/terms-of-service: SPEC's SLA, payment, termination, liability and governing law", async () => {
    const { page, context, errors } = await visit('/terms-of-service', 'Terms of Service', ['Last updated: January 20, 2025']);
    const text = (await page.locator('main').textContent()) ?? '';
    for (const fact of [
      '99.9% uptime each calendar month',
      'under 200ms for 95% of requests',
      'Recovery point objective: 1 hour',
      'due within 30 days',
      'interest of 1.5% per month',
      '60+ days overdue',
      "30 days' written notice",
      'export your data for 90 days',
      'fees paid in the 12 months before the claim',
      'laws of the State of California',
    ])
      expect(text).toContain(fact);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('/security: the anchors scroll to #certifications and #practices; certification statuses', async () => {
    const { page, context, errors } = await visit('/security', 'Security from the sensor to the dashboard', ['Current', 'Available', 'In Progress']);
    const topOf = (id: string) => page.locator(`#${id}`).evaluate((e) => Math.round(e.getBoundingClientRect().top));
    // Scrolled to, below the sticky header (64 px); the last section may stop short of the top when the page ends.
    const expectScrolledTo = async (id: string) => {
      const top = await topOf(id);
      expect(top).toBeGreaterThanOrEqual(64);
      expect(top).toBeLessThan(200);
    };
    await page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'Security practices' }).click();
    await page.waitForURL(/#practices$/);
    await expectScrolledTo('practices');
    await page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'Certifications' }).click();
    await page.waitForURL(/#certifications$/);
    await expectScrolledTo('certifications');
    await page.locator('#certifications').getByRole('heading', { name: 'Certifications' }).waitFor();
    await page.locator('#practices').getByRole('heading', { name: 'Security practices' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();

    const direct = await open('/security#practices');
    await direct.page.locator('#practices').waitFor();
    await direct.page.waitForFunction(
      `(() => { const top = document.getElementById('practices').getBoundingClientRect().top; return top >= 64 && top < 200; })()`,
    );
    await direct.context.close();
  });

  it('/status: banner, services, metrics, past incidents resolved with consistent dates, scheduled maintenance', async () => {
    const { page, context, errors } = await visit('/status', 'System Status', [
      'All Systems Operational',
      'Services',
      'Performance',
      'Recent incidents',
      'Scheduled maintenance',
    ]);
    const services = page.getByTestId('service');
    expect(await services.count()).toBe(6);
    expect(await services.locator('.MuiChip-label').allTextContents()).toEqual(Array(6).fill('Operational'));
    for (const uptime of await services.getByText(/uptime$/).allTextContents()) {
      const value = Number(uptime.replace('% uptime', ''));
      expect(value).toBeGreaterThanOrEqual(99.92);
      expect(value).toBeLessThanOrEqual(99.99);
    }
    // Every incident on the page is over: each reads Resolved, in the success style, with when it started and ended.
    const incidents = page.getByTestId('incident');
    expect(await incidents.count()).toBe(3);
    expect(await page.getByTestId('incident-status').allTextContents()).toEqual(['Resolved', 'Resolved', 'Resolved']);
    for (const chip of await page.getByTestId('incident-status').all())
      await expect(chip.getAttribute('class')).resolves.toContain('MuiChip-colorSuccess');
    expect(await page.getByText('In Progress').count()).toBe(0);
    const stamp = /^(\w+ \d{1,2}, \d{4}), (\d{2}:\d{2}) UTC$/;
    const when = (text: string) => {
      const [, day, time] = stamp.exec(text)!;
      return Date.parse(`${day} ${time} UTC`);
    };
    let previousStart = Infinity;
    for (const incident of await incidents.all()) {
      const started = when((await incident.getByTestId('incident-started').textContent())!);
      const resolved = when((await incident.getByTestId('incident-ended').textContent())!);
      // Newest first; each ended after it started, and before today.
      expect(started).toBeLessThan(previousStart);
      expect(resolved).toBeGreaterThan(started);
      expect(resolved).toBeLessThan(Date.now());
      previousStart = started;
      // Its updates, newest first, between its start and its end; the last one says it was resolved.
      const updates = await incident.getByTestId('incident-update-time').allTextContents();
      const times = updates.map(when);
      expect(times).toEqual([...times].sort((x, y) => y - x));
      expect(times[0]).toBe(resolved);
      expect(times.every((t) => t > started && t <= resolved)).toBe(true);
    }
    for (const severity of ['Low severity', 'Medium severity', 'High severity']) await page.getByText(severity, { exact: true }).waitFor();
    expect(await page.getByTestId('maintenance').count()).toBe(2);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('public news and blog', () => {
  const news = {
    title: 'Field-tested: SM300 passes 10 years of thermal cycling',
    category: 'Product',
    excerpt: 'Our soil moisture probe completed an accelerated ageing programme equal to a decade in the field.',
    content: 'Over twelve weeks the probe cycled from -40 °C to +85 °C.\n\nIt kept its calibration within 1%.',
  };
  const slug = 'field-tested-sm300-passes-10-years-of-thermal-cycling';

  it('an article published in the admin API is on /news, in the feed and in the sitemap at once; unpublished, it is 404 and gone from all three', async () => {
    const draft = (await request(api).post('/api/admin/news').set('Cookie', admin).send(news).expect(201)).body;
    await request(api).get(`/news/${slug}`).set('Accept', 'text/html').expect(404);
    expect((await request(api).get('/news').set('Accept', 'text/html').expect(200)).text).not.toContain(news.title);

    await request(api)
      .put(`/api/admin/news/${draft.id}`)
      .set('Cookie', admin)
      .send({ ...news, isPublished: true })
      .expect(200);
    const list = await request(api).get('/news').set('Accept', 'text/html').expect(200);
    expect(list.text).toContain(`href="/news/${slug}"`);
    expect(list.text).toContain(news.title);
    const page = await request(api).get(`/news/${slug}`).set('Accept', 'text/html').expect(200);
    expect(page.text).toContain(`<title>${news.title} | LoRaWAN Sensors</title>`);
    expect(page.text).toMatch(new RegExp(`<h1[^>]*>${escapeRe(news.title)}</h1>`));
    expect(page.text).toContain('It kept its calibration within 1%.');
    expect(page.text).toContain('<meta property="og:type" content="article"/>');
    expect(page.text).toMatch(/"@type":"NewsArticle","headline":"Field-tested: SM300 passes 10 years of thermal cycling"/);
    const feed = await request(api).get('/news/feed.xml').expect(200);
    expect(feed.get('Content-Type')).toBe('application/atom+xml; charset=utf-8');
    expect(feed.text).toMatch(/^<\?xml version="1.0" encoding="utf-8"\?>\n<feed xmlns="http:\/\/www.w3.org\/2005\/Atom">/);
    expect(feed.text).toContain(`<title>${news.title}</title>`);
    expect(feed.text).toMatch(new RegExp(`<link rel="alternate" type="text/html" href="http://localhost:\\d+/news/${slug}"/>`));
    expect((await request(api).get('/sitemap.xml').expect(200)).text).toMatch(new RegExp(`<loc>http://localhost:\\d+/news/${slug}</loc>`));

    await request(api)
      .put(`/api/admin/news/${draft.id}`)
      .set('Cookie', admin)
      .send({ ...news, isPublished: false })
      .expect(200);
    await request(api).get(`/news/${slug}`).set('Accept', 'text/html').expect(404);
    expect((await request(api).get('/news').set('Accept', 'text/html').expect(200)).text).not.toContain(news.title);
    expect((await request(api).get('/news/feed.xml').expect(200)).text).not.toContain(news.title);
    expect((await request(api).get('/sitemap.xml').expect(200)).text).not.toContain(`/news/${slug}<`);
    // The article's own not-found page, in the server's HTML as in the app.
    const gone = (await request(api).get('/news/no-such-article').set('Accept', 'text/html').expect(404)).text;
    expect(gone).toContain('<title>Article Not Found | LoRaWAN Sensors</title>');
    expect(gone).toContain('<meta name="robots" content="noindex"/>');
    expect(gone).toMatch(/<a [^>]*href="\/news"[^>]*>All news<\/a>/);
    expect((await request(api).get('/blog/no-such-post').set('Accept', 'text/html').expect(404)).text).toMatch(
      /<a [^>]*href="\/blog"[^>]*>All blog posts<\/a>/,
    );
    await request(api).get('/news/%E0%A4%A').set('Accept', 'text/html').expect(404);
  });

  it('/resources: the newest blog posts in its raw HTML, a post published later at once; with the content service down, the page without them as a 503', async () => {
    const raw = (await request(api).get('/resources').set('Accept', 'text/html').expect(200)).text;
    expect(raw).toContain('data-rendered-path="/resources"');
    expect(raw).toContain(`href="/blog/sizing-a-lorawan-gateway-for-a-cold-store"`);
    expect(raw).toContain(BLOG.excerpt);
    expect(raw).toContain('"/api/blogs?limit=3":{"items":[');
    expect(raw).not.toContain('No posts published yet.');

    const later = { ...BLOG, title: 'Counting pallets by radio', excerpt: 'A tag per pallet, read by the same gateways.' };
    const post = (await request(api).post('/api/admin/blogs').set('Cookie', admin).send(later).expect(201)).body;
    try {
      const now = (await request(api).get('/resources/').set('Accept', 'text/html').expect(200)).text;
      expect(now.indexOf(later.title)).toBeGreaterThan(-1);
      expect(now.indexOf(later.title)).toBeLessThan(now.indexOf(BLOG.title));

      await stack.process('content').stop();
      // A signed-in request passes the page cache.
      const down = await request(api).get('/resources').set('Accept', 'text/html').set('Cookie', admin).expect(503);
      expect(down.get('Cache-Control')).toBe('no-store');
      expect(down.text).toContain('From the blog');
      expect(down.text).not.toContain(later.title);
    } finally {
      await stack.process('content').ensureRunning();
      await request(api).delete(`/api/admin/blogs/${post.id}`).set('Cookie', admin).expect(200);
    }
  });

  it('/news and a news article in the browser: the list links to the article, which hydrates without a second fetch or an error', async () => {
    const article = {
      ...news,
      title: 'New EU868 gateway certified',
      excerpt: 'Our carrier-grade gateway is certified for EU868.',
      isPublished: true,
    };
    await request(api).post('/api/admin/news').set('Cookie', admin).send(article).expect(201);
    const { page, context, errors } = await visit('/news', 'News');
    await page.getByRole('link', { name: article.title }).click();
    await page.getByRole('heading', { level: 1, name: article.title }).waitFor();
    await page.getByText('All news').waitFor();
    await checkStructure(page);
    expect(await accessibilityProblems(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();

    const fetches: string[] = [];
    const direct = await openPage(browser, `${api}/news/new-eu868-gateway-certified`, {
      onPage: (p) => p.on('request', (r) => r.url().includes('/api/news') && fetches.push(r.url())),
    });
    await direct.page.getByRole('heading', { level: 1, name: article.title }).waitFor();
    await direct.page.waitForLoadState('networkidle');
    expect(fetches).toEqual([]);
    expect(direct.errors).toEqual([]);
    await direct.context.close();
  });

  it('/blog and a blog post: the post in the raw HTML with BlogPosting data, and in the browser', async () => {
    const slugOf = 'sizing-a-lorawan-gateway-for-a-cold-store';
    const raw = await request(api).get(`/blog/${slugOf}`).set('Accept', 'text/html').expect(200);
    expect(raw.text).toContain('"@type":"BlogPosting"');
    expect(raw.text).toContain('We measured three layouts.');
    const { page, context, errors } = await visit('/blog', 'Blog', [BLOG.title]);
    await page.getByRole('link', { name: BLOG.title }).click();
    await page.getByRole('heading', { level: 1, name: BLOG.title }).waitFor();
    await page.getByText('Cold chain', { exact: true }).waitFor();
    expect(await accessibilityProblems(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a link inside the app to a post that is not there: the not-found page in its words, noindex, leading back to the blog', async () => {
    const { page, context } = await visit('/blog', 'Blog', [BLOG.title]);
    // A link to a post since unpublished, followed by the app without loading the document again.
    await page.evaluate(
      `document.querySelector('main').append(Object.assign(document.createElement('a'), { href: '/blog/no-such-post', textContent: 'Gone' }))`,
    );
    await page.getByRole('link', { name: 'Gone' }).click();
    await page.getByRole('heading', { level: 1, name: 'Article Not Found' }).waitFor();
    // The head follows once the page has rendered (an effect).
    for (let i = 0; i < 50 && (await page.title()) !== 'Article Not Found | LoRaWAN Sensors'; i++) await page.waitForTimeout(100);
    await expect(page.title()).resolves.toBe('Article Not Found | LoRaWAN Sensors');
    await expect(page.locator('meta[name="robots"]').getAttribute('content')).resolves.toBe('noindex');
    await page.getByRole('link', { name: 'All blog posts' }).click();
    await page.getByRole('heading', { level: 1, name: 'Blog' }).waitFor();
    await context.close();
  });

  it('/news pages by cursor: twelve to a page, the older ones behind a crawlable link rendered by the server', async () => {
    // Older than the twelve below, whatever other tests of this file published before this one.
    await request(api)
      .post('/api/admin/news')
      .set('Cookie', admin)
      .send({ ...news, title: 'Coverage survey of a cold store', isPublished: true })
      .expect(201);
    for (let i = 1; i <= 12; i++)
      await request(api)
        .post('/api/admin/news')
        .set('Cookie', admin)
        .send({ ...news, title: `Release notes ${i}`, isPublished: true })
        .expect(201);
    const first = (await request(api).get('/news').set('Accept', 'text/html').expect(200)).text;
    expect(first.match(/<h2[^>]*><a [^>]*href="\/news\/[^"]+"/g)).toHaveLength(12);
    const older = /href="(\/news\?cursor=[^"]+)"/.exec(first)?.[1];
    expect(older).toBeDefined();
    const second = (await request(api).get(older!.replace(/&amp;/g, '&')).set('Accept', 'text/html').expect(200)).text;
    expect(second).toContain('Coverage survey of a cold store');
    expect(second).not.toContain('Release notes 12<');
    await request(api).get('/news?cursor=not-a-cursor').set('Accept', 'text/html').expect(404);
  });

  it('the footer leads to solutions, news, blog, resources and brand, beside the legal and status links', async () => {
    const { page, context } = await open('/about');
    const footer = await page.locator('footer a').evaluateAll((els) => els.map((e) => e.getAttribute('href')));
    expect(footer).toEqual(['/solutions', '/news', '/blog', '/resources', '/brand', '/privacy-policy', '/terms-of-service', '/security', '/status']);
    await context.close();
  });
});

/** SPEC §2's public routes with their h1 (the core site's own pages are checked by site-browser.test.ts). */
const ROUTES: Array<[string, string]> = [
  ['/about', 'We make sensors that keep reporting when nobody is watching'],
  ['/solutions', 'LoRaWAN solutions for the industries we know best'],
  ['/resources', 'Everything you need to plan, deploy and run LoRaWAN'],
  ['/brand', 'Brand guidelines'],
  ['/platform', 'The IoT platform built for LoRaWAN fleets'],
  ['/platform/application-builder', 'From sensor reading to action, without writing code'],
  ['/platform/developer', 'APIs and SDKs for building on LoRaWAN data'],
  ['/platform/device-management', 'Every sensor in your fleet, on one dashboard'],
  ['/platform/integration-hub', 'Your sensor data, in the cloud you already use'],
  ['/platform/edge-computing', 'Run your code where the sensors are'],
  ['/platform/hardware-provisioning', 'Scan a code, and the sensor is ready to deploy'],
  ['/platform/network-server', 'A LoRaWAN network server built for industrial uptime'],
  ['/platform/gateway-management', 'Keep every LoRaWAN gateway online and up to date'],
  ['/platform/device-registry', 'One record for each device, from first join to retirement'],
  ['/platform/analytics', 'Turn years of sensor readings into decisions'],
  ['/solutions/smart-agriculture', 'Irrigate by measurement, not by calendar'],
  ['/solutions/asset-tracking', 'Know where every asset is, and whether it is working'],
  ['/solutions/smart-cities', 'City services that respond to what is happening on the street'],
  ['/solutions/industrial-iot', 'Condition monitoring without running a single cable'],
  ['/solutions/indoor-air-quality', 'Healthier air in every room, and less energy spent on it'],
  ['/solutions/energy-utilities', 'Read every meter and watch every main, without a truck roll'],
  ['/privacy-policy', 'Privacy Policy'],
  ['/terms-of-service', 'Terms of Service'],
  ['/security', 'Security from the sensor to the dashboard'],
  ['/status', 'System Status'],
  ['/news', 'News'],
  ['/blog', 'Blog'],
  ['/blog/sizing-a-lorawan-gateway-for-a-cold-store', BLOG.title],
];

describe('links', () => {
  /** An href as the browser reads it out of the HTML. */
  const unescapeHref = (href: string) =>
    href.replaceAll('&amp;', '&').replaceAll('&quot;', '"').replaceAll('&#x27;', "'").replaceAll('&lt;', '<').replaceAll('&gt;', '>');

  it('no link leads nowhere: every internal link of every public page answers 200, every in-page anchor names an element of the page', async () => {
    const [product] = (await request(api).get('/api/products?limit=1').expect(200)).body.items;
    const pages: Array<[string, number]> = [
      ...['/', '/marketplace', '/marketplace?category=Pressure', `/products/${product.id}`, '/contact', '/pricing'].map((path): [string, number] => [
        path,
        200,
      ]),
      ...ROUTES.map(([path]): [string, number] => [path, 200]),
      ['/no/such/page', 404],
    ];
    const answers = new Map<string, number>();
    const problems: string[] = [];
    for (const [path, status] of pages) {
      const html = (await request(api).get(path).set('Accept', 'text/html').expect(status)).text;
      const ids = new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]));
      const hrefs = [...html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)].map((m) => unescapeHref(m[1]));
      expect([path, hrefs.length > 0]).toEqual([path, true]);
      for (const href of hrefs) {
        if (href === '' || href === '#') problems.push(`${path}: an empty link (href="${href}")`);
        else if (href.startsWith('#')) {
          if (!ids.has(decodeURIComponent(href.slice(1)))) problems.push(`${path}: ${href} names no element of the page`);
        } else {
          const url = new URL(href, siteOrigin());
          if (url.origin !== siteOrigin()) continue;
          const target = url.pathname + url.search;
          // A permanent redirect to a page is not a dead end (SPEC's /products leads to the catalogue).
          if (!answers.has(target)) answers.set(target, (await request(api).get(target).redirects(2)).status);
          if (answers.get(target) !== 200) problems.push(`${path}: ${href} answers ${answers.get(target)}`);
        }
      }
    }
    expect(problems).toEqual([]);
    // The footer and the menus alone lead to some thirty pages.
    expect(answers.size).toBeGreaterThan(30);
  }, 120_000);
});

describe('SEO in the raw HTML (no JavaScript)', () => {
  it.each(ROUTES)(
    '%s carries its own title, description, canonical, Open Graph, Twitter, JSON-LD and one h1, and is in the sitemap',
    async (path, heading) => {
      const html = (await request(api).get(path).set('Accept', 'text/html').expect(200)).text;
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head).toMatch(/<title>[^<]{10,70}\| LoRaWAN Sensors<\/title>/);
      expect(head).toMatch(/<meta name="description" content="[^"]{50,200}"/);
      expect(head).toContain(`<link rel="canonical" href="${siteOrigin()}${path}"/>`);
      expect(head).toMatch(/<meta property="og:title" content="[^"]+"/);
      expect(head).toContain(`<meta property="og:url" content="${siteOrigin()}${path}"/>`);
      expect(head).toMatch(/<meta name="twitter:card" content="summary_large_image"/);
      expect(html).toMatch(/<script type="application\/ld\+json">\{"@context":"https:\/\/schema.org","@type":"[A-Za-z]+"/);
      expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
      expect(html).toMatch(new RegExp(`<h1[^>]*>${escapeRe(heading)}</h1>`));
      expect(html).toMatch(/<footer/);
      const sitemap = (await request(api).get('/sitemap.xml').expect(200)).text;
      expect(sitemap).toMatch(new RegExp(`<loc>http://localhost:\\d+${escapeRe(path)}</loc>`));
    },
  );

  it('every page has its own title and description', async () => {
    const heads = await Promise.all(
      ROUTES.map(async ([path]) =>
        (await request(api).get(path).set('Accept', 'text/html')).text
          .match(/<title>([^<]+)<\/title>[\s\S]*?<meta name="description" content="([^"]+)"/)!
          .slice(1),
      ),
    );
    expect(new Set(heads.map((h) => h[0])).size).toBe(ROUTES.length);
    expect(new Set(heads.map((h) => h[1])).size).toBe(ROUTES.length);
  });
});

/** The pages whose hero shows a picture: home, the solutions and the platform's pages, with their h1. */
const HERO_PAGES: Array<[string, string]> = [
  ['/', 'Sensors that report for years, a platform that makes sense of it'],
  ...ROUTES.filter(([path]) => path.startsWith('/solutions') || path.startsWith('/platform')),
];

/** The hero (the section holding the h1) in a page's raw HTML, and its picture's attributes. */
function heroImage(html: string): Record<string, string> {
  const hero = html.match(/<section[^>]*>(?:(?!<\/section>)[\s\S])*?<h1[\s\S]*?<\/section>/)?.[0] ?? '';
  const img = hero.match(/<img [^>]*>/)?.[0] ?? '';
  // Attribute names are case-insensitive in HTML (React writes srcSet and fetchPriority).
  return Object.fromEntries(
    [...img.matchAll(/([a-zA-Z-]+)="([^"]*)"/g)].map(([, name, value]) => [name.toLowerCase(), value.replace(/&amp;/g, '&')]),
  );
}

describe('hero pictures', () => {
  it.each(HERO_PAGES)(
    '%s: the server renders a hero picture with its size, text alternative and widths, each of them served as WebP',
    async (path) => {
      const html = (await request(api).get(path).set('Accept', 'text/html').expect(200)).text;
      const img = heroImage(html);
      expect(img).toMatchObject({ width: '800', height: '600', fetchpriority: 'high' });
      expect(img.alt.length).toBeGreaterThan(20);
      expect(img.src).toMatch(/^\/api\/images\/site\/[a-z-]+\.webp$/);
      const candidates = img.srcset.split(', ').map((candidate) => candidate.split(' '));
      expect(candidates.map(([, width]) => width)).toEqual(['480w', '800w', '1200w']);
      for (const [url, width] of [[img.src, '800w'], ...candidates]) {
        const res = await request(api).get(url).expect(200);
        expect(res.get('Content-Type')).toBe('image/webp');
        const { format, width: pixels, height } = await sharp(res.body as Buffer).metadata();
        expect({ format, width: `${pixels}w`, height }).toEqual({ format: 'webp', width, height: (parseInt(width) * 3) / 4 });
      }
      const jpeg = await request(api)
        .get(img.src.replace(/\.webp$/, '.jpg'))
        .expect(200);
      expect(jpeg.get('Content-Type')).toBe('image/jpeg');
    },
  );

  it('every page has a picture of its own', async () => {
    const sources = await Promise.all(
      HERO_PAGES.map(async ([path]) => heroImage((await request(api).get(path).set('Accept', 'text/html')).text).src),
    );
    expect(new Set(sources).size).toBe(HERO_PAGES.length);
  });

  it.each([
    [390, 844],
    [1280, 720],
  ])(
    'at %i×%i the hero picture is painted in the first screen, with the heading and the first call to action above it on a phone',
    async (width, height) => {
      const context = await browser.newContext({ viewport: { width, height } });
      const page = await context.newPage();
      for (const [path, h1] of HERO_PAGES) {
        await page.goto(`${api}${path}`, { waitUntil: 'load' });
        const heading = page.getByRole('heading', { level: 1, name: h1, exact: true });
        const hero = page.locator('section', { has: heading });
        const img = hero.locator('img');
        // Loaded and decoded (this file is type-checked without the DOM library).
        const decoded = img.evaluate((e) =>
          (e as unknown as { decode(): Promise<void> }).decode().then(() => (e as unknown as { naturalWidth: number }).naturalWidth),
        );
        await expect(decoded).resolves.toBeGreaterThan(0);
        const box = (await img.boundingBox())!;
        const action = (await hero.locator('a, button').first().boundingBox())!;
        const title = (await heading.boundingBox())!;
        // The heading and the first call to action are whole in the first screen; at least 60 px of the picture shows.
        expect(title.y + title.height).toBeLessThanOrEqual(height);
        expect(action.y + action.height).toBeLessThanOrEqual(height);
        expect(box.y).toBeLessThanOrEqual(height - 60);
        if (width < 900) expect(box.y).toBeGreaterThan(action.y + action.height);
        // What is painted there is a picture, not an empty frame: its pixels vary.
        const shot = await page.screenshot({
          clip: { x: box.x, y: box.y, width: box.width, height: Math.min(box.height, height - box.y) },
        });
        const { channels } = await sharp(shot).stats();
        expect(Math.max(...channels.slice(0, 3).map((c) => c.stdev))).toBeGreaterThan(20);
      }
      await context.close();
    },
  );
});

describe('the brand mark', () => {
  it('the header and the footer draw the mark inline: the chirp and its node, not a feed icon', async () => {
    const html = (await request(api).get('/about').set('Accept', 'text/html').expect(200)).text;
    for (const part of [html.match(/<header[\s\S]*?<\/header>/)![0], html.match(/<footer[\s\S]*?<\/footer>/)![0]]) {
      const svg = part.match(/<svg [^>]*data-brand-mark[\s\S]*?<\/svg>/)?.[0] ?? '';
      expect(svg).toContain(`<path d="${BRAND_MARK.chirp}"`);
      expect(svg).toContain(`<circle cx="${BRAND_MARK.node.cx}" cy="${BRAND_MARK.node.cy}" r="${BRAND_MARK.node.r}"`);
      expect(svg).toMatch(/^<svg [^>]*aria-hidden="true"/);
    }
    expect(html).toMatch(/<a [^>]*aria-label="LoRaWAN Sensors home"[^>]*><span[^>]*><svg [^>]*data-brand-mark/);
    const favicon = (await request(api).get('/favicon.svg').buffer(true).expect(200)).body as Buffer;
    expect(favicon.toString()).toContain(`<path d="${BRAND_MARK.chirp}"`);
  });
});
