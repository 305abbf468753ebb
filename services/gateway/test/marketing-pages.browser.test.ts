import { describe, expect, it } from '@jest/globals';
import fs from 'node:fs';
import sharp from 'sharp';
import request from 'supertest';
import { accessibilityProblems, newContext } from './site-browser-pages.js';
import {
  BLOG,
  api,
  browser,
  checkStructure,
  escapeRe,
  expectContactLinks,
  open,
  siteOrigin,
  useMarketingSuite,
  visit,
} from './marketing-browser-suite.js';

// The platform, solution and company pages of SPEC §2 in Debian's Chromium against the whole stack.

useMarketingSuite();

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
    expect(modules).toEqual(
      ['application-builder', 'developer', 'device-management', 'integration-hub', 'edge-computing', 'hardware-provisioning'].map(
        (module) => `/platform/${module}`,
      ),
    );
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
    const context = await newContext(browser, { javaScriptEnabled: false });
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
