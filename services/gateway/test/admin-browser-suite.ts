import { afterAll, beforeAll, beforeEach } from '@jest/globals';
import type { Browser } from 'playwright-core';
import request from 'supertest';
import sharp from 'sharp';
import { TEST_ADMIN, type TestStack } from '../../../infra/src/testing/stack.js';
import { createProduct } from '../../../infra/src/testing/admin-api.js';
import { startBrowserSuite, stopBrowserSuite } from './site-browser-pages.js';
import { openAdmin as openAdminAt, openSession, type Credentials } from './admin-browser-session.js';

// The back office's browser suites, one a screen (admin-*.browser.test.ts) so that they spread over the workers: each
// file calls useAdminSuite() for a stack and a Chromium of its own, and reads these bindings once its beforeAll has run.

export let stack: TestStack;
export let api: string;
export let browser: Browser;
export let adminCookie: string;

export const open = (address: string, viewport?: { width: number; height: number }) => openSession(browser, `${api}${address}`, viewport);

export const openAdmin = (credentials: Credentials = TEST_ADMIN, viewport?: { width: number; height: number }) =>
  openAdminAt(browser, api, { credentials, viewport });

export async function picture(width: number, height: number, noise = false): Promise<Buffer> {
  const raw = noise
    ? Buffer.from(Array.from({ length: width * height * 3 }, () => Math.floor(Math.random() * 256)))
    : Buffer.alloc(width * height * 3, 180);
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

/** The product the first products test makes through the dialog, made through the API for the tests that start from it. */
export async function createProbe(): Promise<void> {
  await createProduct(api, adminCookie, {
    name: 'Admin Flow Probe',
    description: 'A probe made by the admin flow.',
    price: '129.5',
    category: 'Soil Moisture',
    specifications: { Frequency: 'EU868', Range: '12 km', 'IP Rating': 'IP67', Weight: '180 g' },
    range: '12 km',
    weight: '180 g',
  });
}

/** Whether two boxes on the page share any pixel. */
export const overlap = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The suite's hooks: the installation started before its tests, and each test starting from it. */
export function useAdminSuite(): void {
  beforeAll(async () => {
    // The layout tests send enquiries of their own besides the contact form's: more than the 5 a client may send in 10 minutes.
    ({ stack, api, admin: adminCookie, browser } = await startBrowserSuite({ gateway: { ENQUIRY_MAX_PER_WINDOW: '1000' } }));
    await stack.createUser('visitor', 'visitor-password', 'user');
    await request(api).post('/api/admin/categories').set('Cookie', adminCookie).send({ name: 'Soil Moisture', sortOrder: 1 }).expect(201);
  }, 120_000);

  afterAll(() => stopBrowserSuite({ stack, browser }));

  /** Deletes through the admin API, so the gateway's caches hear of it as they would of a person's delete. */
  async function deleteAll(list: string, keep: (item: { id: number; name?: string; username?: string }) => boolean = () => false) {
    const items: Array<{ id: number; name?: string; username?: string }> = (await request(api).get(list).set('Cookie', adminCookie).expect(200)).body;
    for (const item of items.filter((i) => !keep(i))) await request(api).delete(`${list}/${item.id}`).set('Cookie', adminCookie).expect(200);
  }

  // Every test starts from the installation beforeAll made: one category, two accounts, nothing else.
  beforeEach(async () => {
    await deleteAll('/api/admin/products');
    await deleteAll('/api/admin/categories', (c) => c.name === 'Soil Moisture');
    await deleteAll('/api/admin/media');
    await deleteAll('/api/admin/news');
    await deleteAll('/api/admin/users', (u) => u.username === TEST_ADMIN.username || u.username === 'visitor');
    await (await stack.db()).query('TRUNCATE content.enquiry_alerts, content.demo_requests, content.contact_submissions RESTART IDENTITY CASCADE');
  });
}
