import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, BrowserContext } from 'playwright-core';
import { collectPages, Patterns, PAGE_SIZE_MAX, listAllProducts, type ServiceBus } from '@lora/contracts';
import type { TestStack } from '../../../infra/src/testing/stack.js';
import { newContext, startBrowserSuite, stopBrowserSuite } from './site-browser-pages.js';
import { seedInstallation } from '../../../infra/src/seed/seed.js';
import { CONTENT_PATHS } from '../../../frontend/src/content/paths.js';

// No link, button or form on the public site leads to the contact form unless its words say so: every page's HTML as
// the server sends it (parsed by Chromium, no script run), on a site the seed filled.

let stack: TestStack;
let api: string;
let bus: ServiceBus;
let browser: Browser;
let context: BrowserContext;

/** SPEC §2's public routes, the marketing pages as the router knows them (the product pages, news and blog come from the seeded site). */
const SPEC_ROUTES = ['/', '/contact', '/pricing', '/marketplace', '/brand', ...CONTENT_PATHS, '/security', '/status'];

/** Words that say a control leads to people: contacting, sales, a quote, a demo, a request, a question. */
const CONTACT_WORDS = /\b(contact|sales|quote|demo|talk to|request|ask|enquir[a-z]*|inquir[a-z]*|discuss)\b/i;

interface Control {
  page: string;
  kind: 'a' | 'button' | 'form';
  text: string;
}

/** The links, buttons and forms of the page at `path` whose destination is /contact (with or without a query). */
async function contactControls(path: string): Promise<Control[]> {
  const page = await context.newPage();
  try {
    const res = await page.goto(`${api}${path}`, { waitUntil: 'load' });
    expect([path, res?.status()]).toEqual([path, 200]);
    // Runs in the page, where `document` exists (this file is type-checked without the DOM library).
    const found = await page.evaluate<Array<{ kind: 'a' | 'button' | 'form'; text: string }>>(`(() => {
      const toContact = (address) => address !== null && new URL(address, location.href).pathname === '/contact';
      const words = (el) => (el.innerText || el.textContent || el.getAttribute('aria-label') || '').replace(/\\s+/g, ' ').trim();
      const out = [];
      for (const a of document.querySelectorAll('a[href]')) if (toContact(a.getAttribute('href'))) out.push({ kind: 'a', text: words(a) });
      for (const b of document.querySelectorAll('button[formaction]')) if (toContact(b.getAttribute('formaction'))) out.push({ kind: 'button', text: words(b) });
      // A form that sends to the contact form, named by its submit button; the contact page's own form is the form itself.
      if (location.pathname !== '/contact')
        for (const f of document.querySelectorAll('form[action]'))
          if (toContact(f.getAttribute('action'))) {
            const submit = f.querySelector('button:not([type=button]), input[type=submit]');
            out.push({ kind: 'form', text: submit ? words(submit) || submit.value || '' : '' });
          }
      return out;
    })()`);
    return found.map((c) => ({ page: path, ...c }));
  } finally {
    await page.close();
  }
}

beforeAll(async () => {
  ({ stack, api, browser } = await startBrowserSuite());
  bus = await stack.bus();
  await seedInstallation(bus);
  context = await newContext(browser, { javaScriptEnabled: false });
}, 240_000);

afterAll(() => stopBrowserSuite({ stack, browser }));

describe('calls to the contact form', () => {
  it('every one on every public page says in its words that it leads to people', async () => {
    const published = { scope: 'published' as const, limit: PAGE_SIZE_MAX };
    const [products, news, blogs] = await Promise.all([
      listAllProducts(bus, 'published'),
      collectPages((cursor) => bus.send(Patterns.content.listNews, { ...published, cursor })),
      collectPages((cursor) => bus.send(Patterns.content.listBlogs, { ...published, cursor })),
    ]);
    const paths = [
      ...SPEC_ROUTES,
      '/news',
      '/blog',
      ...products.map((p) => `/products/${p.id}`),
      ...news.map((n) => `/news/${n.slug}`),
      ...blogs.map((b) => `/blog/${b.slug}`),
    ];
    expect([products.length, news.length, blogs.length]).toEqual([13, 3, 13]);
    const controls: Control[] = [];
    for (const path of paths) controls.push(...(await contactControls(path)));
    // The header's "Contact sales" on every page, and the calls to action the pages' data and sections name.
    expect(controls.filter((c) => c.text === 'Contact sales').length).toBeGreaterThanOrEqual(paths.length);
    expect(controls.filter((c) => !CONTACT_WORDS.test(c.text))).toEqual([]);
    // What used to send a buyer to a sales form under another name now says what it does.
    const texts = new Set(controls.map((c) => c.text));
    for (const text of [
      'Request the SDK',
      'Request a Free Trial',
      'Request this template',
      'Request a connection',
      'Ask for a coverage study',
      'Request the recording',
      'Request Quote',
    ])
      expect([text, texts.has(text)]).toEqual([text, true]);
  }, 300_000);
});
