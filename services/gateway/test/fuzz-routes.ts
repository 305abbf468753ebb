import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import http from 'node:http';
import fc from 'fast-check';
import type pg from 'pg';
import { FIELD_LIMITS } from '@lora/contracts';
import { TEST_ADMIN, TestStack } from '../../../infra/src/testing/stack.js';
import { tablesChecksum } from '../../../infra/src/testing/catalogue-fixtures.js';

/**
 * Issue 7, item 4: generated requests against every write route and the list routes' query strings,
 * through the real gateway, identity, catalog, content and media. Whatever arrives, the answer is 2xx or 4xx, never
 * 5xx, and a refused request leaves the database as it was.
 */

// ── A small JSON model, so bodies can carry what JSON.stringify cannot write: duplicate and
// "__proto__" keys, and nesting deeper than the test process's own stack. ──
class Obj {
  constructor(readonly entries: Array<[string, Json]>) {}
}
class Deep {
  constructor(
    readonly depth: number,
    readonly list: boolean,
  ) {}
}
type Json = null | boolean | number | string | Json[] | Obj | Deep;

function toJson(value: Json): string {
  if (value instanceof Deep) {
    const [open, close] = value.list ? ['[', ']'] : ['{"a":', '}'];
    return `${open.repeat(value.depth)}${value.list ? '' : '{}'}${close.repeat(value.depth)}`;
  }
  if (value instanceof Obj) return `{${value.entries.map(([k, v]) => `${JSON.stringify(k)}:${toJson(v)}`).join(',')}}`;
  if (Array.isArray(value)) return `[${value.map(toJson).join(',')}]`;
  return JSON.stringify(value) ?? 'null';
}

// ── Values: odd text and numbers, lists, objects with odd keys, deep nesting. ──
const PRODUCT_FIELDS = [
  'name',
  'manufacturer',
  'description',
  'model',
  'category',
  'categoryId',
  'shortDescription',
  'price',
  'currency',
  'image',
  'imageGallery',
  'specifications',
  'features',
  'tags',
  'dimensions',
  'weight',
  'powerRequirements',
  'operatingTemp',
  'connectivity',
  'certifications',
  'datasheet',
  'website',
  'availability',
  'stock',
  'minOrderQty',
  'leadTime',
  'isActive',
  'isFeatured',
  'isPublished',
  'sortOrder',
  'seoTitle',
  'seoDescription',
  'lorawan',
  'range',
  'batteryLife',
] as const;
const CATEGORY_FIELDS = ['name', 'description', 'parentId', 'isActive', 'sortOrder'] as const;
const DEMO_FIELDS = ['firstName', 'lastName', 'email', 'company', 'industry', 'projectDescription'] as const;
const CONTACT_FIELDS = ['name', 'email', 'subject', 'message'] as const;
const NEWS_FIELDS = ['title', 'category', 'excerpt', 'content', 'featuredImage', 'isPublished', 'slug', 'publishedAt', 'authorId'] as const;
const BLOG_FIELDS = ['title', 'excerpt', 'content', 'featuredImage', 'tags', 'isPublished'] as const;
const ODD_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', '', ' ', 'id', 'createdAt', '\u0000', '\ud800'];

const oddText: fc.Arbitrary<string> = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  // Any UTF-16 unit: NUL and other controls, lone surrogates, BOMs.
  fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)), maxLength: 20 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\ud800',
    '\udc00x',
    '\u200bSoil Moisture',
    'soil moisture',
    'SOIL  MOISTURE',
    'İstanbul',
    'ß',
    'ﬃ',
    '\u202egnp.exe',
    '📡',
    'e\u0301',
    'javascript:alert(1)',
    'https://example.com/x',
    '/api/images/x.webp',
    '//evil.example',
    '%00',
    '\\',
  ),
  fc.constantFrom(FIELD_LIMITS.shortText, FIELD_LIMITS.shortText + 1, FIELD_LIMITS.longText + 1, 50_000).map((n) => 'x'.repeat(n)),
);
const oddNumber: fc.Arbitrary<number> = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -1, 1, 0.5, 2_147_483_647, 2_147_483_648, -2_147_483_649, 2 ** 53 + 1, 1e300, -1e300, 1e-300),
);
const deep: fc.Arbitrary<Deep> = fc
  .tuple(fc.oneof(fc.integer({ min: 8, max: 12 }), fc.constantFrom(100, 5000)), fc.boolean())
  .map(([d, l]) => new Deep(d, l));
const oddKey = fc.oneof(fc.constantFrom(...ODD_KEYS, ...PRODUCT_FIELDS), oddText);

const { value: anyValue } = fc.letrec<{ value: Json }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { weight: 4, arbitrary: oddText },
    { weight: 3, arbitrary: oddNumber },
    { weight: 1, arbitrary: fc.boolean() },
    { weight: 1, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: fc.array(tie('value'), { maxLength: 4 }) },
    { weight: 1, arbitrary: fc.array(fc.tuple(oddKey, tie('value')), { maxLength: 4 }).map((entries) => new Obj(entries)) },
    { weight: 1, arbitrary: deep },
  ),
}));

// Plausible values per field, so generated bodies also get past the first rule and reach the service.
const shortText = fc.string({ unit: fc.constantFrom(...'abcdefghij ABCDEFGHIJ-0123456789'), minLength: 1, maxLength: 12 });
const names = fc.oneof(shortText, fc.constantFrom('Soil Probe', 'soil probe', 'SOIL\u200b PROBE', 'Pressure', 'pressure', 'Air Quality'));
const goodValue: Record<string, fc.Arbitrary<Json>> = {
  name: names,
  category: fc.oneof(names, fc.constant(null)),
  price: fc.constantFrom('12.50', '0', 19.5, '', null, '99999999.99'),
  currency: fc.constantFrom('USD', 'EUR', 'Custom', null),
  image: fc.constantFrom('/api/images/products/a.webp', 'https://example.com/a.png', null),
  datasheet: fc.constantFrom('https://example.com/d.pdf', null),
  website: fc.constantFrom('http://example.com', null),
  categoryId: fc.constantFrom(1, 2, 3, 999, null),
  parentId: fc.constantFrom(1, 2, 3, 999, null),
  stock: fc.oneof(fc.integer({ min: 0, max: 1000 }), fc.constant(null)),
  minOrderQty: fc.oneof(fc.integer({ min: 1, max: 1000 }), fc.constant(null)),
  sortOrder: fc.oneof(fc.integer({ min: 0, max: 1000 }), fc.constant(null)),
  specifications: fc.array(fc.tuple(shortText, shortText), { maxLength: 3 }).map((entries) => new Obj(entries)),
  email: fc.constantFrom('ada@example.com', 'ADA@EXAMPLE.COM', 'ada@', '@example.com', 'a b@example.com', 'ada@localhost', `${'a'.repeat(250)}@x.io`),
  industry: fc.constantFrom('energy', 'other', 'mining', '', null),
  title: fc.oneof(names, fc.constantFrom('!!!', '温度 センサー', 'Über — Straße', '-', '')),
  featuredImage: fc.constantFrom('/api/images/news/a.webp', 'https://example.com/a.png', '', null, 'javascript:alert(1)'),
  publishedAt: fc.constantFrom('2026-01-01T00:00:00Z', 'yesterday', null),
  authorId: fc.constantFrom(1, 999, -1, null),
  status: fc.constantFrom('new', 'handled', 'done', null),
  username: fc.oneof(names, fc.constantFrom('admin', '  ', 'ÄDMİN', 'a'.repeat(101))),
  role: fc.constantFrom('admin', 'user', 'Admin', 'root', '', null),
  password: fc.constantFrom('long-enough-password', 'elevenchars', 'twelve-chars', ' '.repeat(12), '\u0000'.repeat(12), 'x'.repeat(201)),
  newPassword: fc.constantFrom('long-enough-password', 'elevenchars', 'x'.repeat(201)),
  currentPassword: fc.constantFrom('not-the-password', '', 'x'.repeat(201)),
  rates: fc
    .array(
      fc.tuple(fc.constantFrom('EUR', 'GBP', 'USD', 'Custom', 'JPY', ''), fc.constantFrom<Json>(1.08, '1.27', 0, -1, '1e3', 10_001, 'soon', null)),
      {
        maxLength: 3,
      },
    )
    .map((entries) => new Obj(entries)),
};
const LISTS = new Set(['imageGallery', 'features', 'tags', 'connectivity', 'certifications', 'categories', 'products', 'news']);
const FLAGS = new Set(['isActive', 'isFeatured', 'isPublished', 'lorawan']);
const plausible = (field: string): fc.Arbitrary<Json> =>
  goodValue[field] ??
  (LISTS.has(field) ? fc.array(shortText, { maxLength: 3 }) : FLAGS.has(field) ? fc.oneof(fc.boolean(), fc.constant(null)) : shortText);

/** An object with some of `fields`, each plausible or odd, and now and then an odd key. */
function bodyOf(fields: readonly string[], required: readonly string[]): fc.Arbitrary<Json> {
  const optional = fields.filter((f) => !required.includes(f));
  const field = (name: string) =>
    fc.oneof({ weight: 12, arbitrary: plausible(name) }, { weight: 1, arbitrary: anyValue }).map((v): [string, Json] => [name, v]);
  return fc
    .tuple(
      fc.tuple(...required.map((name) => fc.option(field(name), { freq: 8 }))),
      fc.subarray(optional, { maxLength: Math.min(8, optional.length) }).chain((chosen) => fc.tuple(...chosen.map(field))),
      fc.array(fc.tuple(oddKey, anyValue), { maxLength: 2 }),
    )
    .map(([req, optional, odd]) => new Obj([...req.filter((e): e is [string, Json] => e !== null), ...optional, ...odd]));
}

// ── How a body travels: JSON, wrong content types, broken JSON, raw bytes, too large. ──
interface Wire {
  contentType?: string;
  body?: Buffer;
}
const JSON_TYPES = ['application/json', 'application/json; charset=utf-8'];
const OTHER_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/merge-patch+json',
  'application/json;;',
  '*/*',
];
const brokenJson = fc.oneof(
  fc.constantFrom(
    '',
    '{',
    '{"name":',
    '[1,]',
    '{"a":1,}',
    'NaN',
    'null',
    '"text"',
    '42',
    'true',
    '\ufeff{}',
    '{"name":"x"}junk',
    "{'name':'x'}",
    '{"a":1e999}',
  ),
  fc.string({ maxLength: 40 }),
);

function wire(body: fc.Arbitrary<Json>): fc.Arbitrary<Wire> {
  return fc.oneof(
    {
      weight: 12,
      arbitrary: fc.tuple(fc.constantFrom(...JSON_TYPES), body).map(([contentType, b]) => ({ contentType, body: Buffer.from(toJson(b)) })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom(...OTHER_TYPES, undefined), body)
        .map(([contentType, b]) => ({ contentType, body: Buffer.from(toJson(b)) })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom(...JSON_TYPES, ...OTHER_TYPES), brokenJson)
        .map(([contentType, text]) => ({ contentType, body: Buffer.from(text) })),
    },
    { weight: 1, arbitrary: fc.uint8Array({ maxLength: 64 }).map((bytes) => ({ contentType: 'application/json', body: Buffer.from(bytes) })) },
    { weight: 1, arbitrary: fc.constant({}) },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(200_000, 1_100_000)
        .map((n) => ({ contentType: 'application/json', body: Buffer.from(`{"name":"${'x'.repeat(n)}"}`) })),
    },
  );
}

// ── Paths and query strings. ──
/** Node answers a request line beyond its 16 KB header limit with 431 and a reset, before the gateway is asked: stay below. */
const URL_MAX = 8000;
/** Percent-encodes the UTF-8 bytes of any text (a lone surrogate too, which encodeURIComponent refuses). */
const percentEncoded = (text: string) =>
  [...Buffer.from(text)]
    .map((b) => (/[A-Za-z0-9\-_.~]/.test(String.fromCharCode(b)) ? String.fromCharCode(b) : `%${b.toString(16).padStart(2, '0')}`))
    .join('');

const pathId = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom('1', '2', '3') },
  { weight: 2, arbitrary: fc.oneof(fc.integer(), oddNumber).map(String) },
  { weight: 2, arbitrary: oddText.map((text) => percentEncoded(text).slice(0, URL_MAX)) },
  { weight: 1, arbitrary: fc.constantFrom('0', '-1', '2147483648', '1e3', '1.5', '%20', '%00', '%zz', '%E0%A4%A', '..', '9'.repeat(400)) },
);

const QUERY_NAMES = [
  'search',
  'category',
  'sort',
  'limit',
  'cursor',
  'kind',
  'status',
  'dryRun',
  'page',
  'devices',
  'messages',
  'topic',
  'tag',
  'q',
  'a[b]',
  'a[]',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
];
const queryValue = fc.oneof(
  oddText.map(percentEncoded),
  oddNumber.map(String),
  fc.constantFrom(
    '',
    'newest',
    'price-asc',
    'price-desc',
    'name',
    'rating',
    'demo',
    'contact',
    'case-study',
    'new',
    'handled',
    'true',
    'false',
    '-1',
    '0',
    '101',
    '1e9',
    'abc',
    '%zz',
    '%00',
    '%ff%fe',
    '+',
    '&&',
    '==',
    ';',
  ),
  fc.constantFrom(3000, 20_000).map((n) => 'q'.repeat(n)),
);
const queryString = fc
  .array(fc.tuple(fc.oneof(fc.constantFrom(...QUERY_NAMES), oddText.map(percentEncoded)), queryValue, fc.boolean()), { maxLength: 6 })
  .map((pairs) =>
    pairs
      .map(([name, value, bare]) => (bare && value === '' ? name : `${name}=${value}`))
      .join('&')
      .slice(0, URL_MAX),
  );

// ── The routes. ──
/**
 * A form as a browser posts it when the app is not running (application/x-www-form-urlencoded): the fields `bodyOf`
 * makes, each value as text (a field repeated when it was a list), now and then a broken encoding or a body past the
 * limit, and now and then any body `wire` makes.
 */
function formWire(fields: readonly string[], required: readonly string[]): fc.Arbitrary<Wire> {
  const asText = (value: Json): string => (typeof value === 'string' ? value : toJson(value));
  const form = 'application/x-www-form-urlencoded';
  return fc.oneof(
    {
      weight: 8,
      arbitrary: bodyOf(fields, required).map((body) => {
        const pairs =
          body instanceof Obj
            ? body.entries.flatMap(([key, value]) => (Array.isArray(value) ? value : [value]).map((v): [string, string] => [key, asText(v)]))
            : [];
        return { contentType: form, body: Buffer.from(new URLSearchParams(pairs).toString()) };
      }),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom('%', '%zz=1', 'firstName=%E0%A4%A', '&&==&', `firstName=${'a'.repeat(1_100_000)}`)
        .map((text) => ({ contentType: form, body: Buffer.from(text) })),
    },
    { weight: 1, arbitrary: wire(bodyOf(fields, required)) },
  );
}

interface Route {
  method: string;
  path: (id: string, query: string) => string;
  admin: boolean | 'either';
  input: fc.Arbitrary<[string, string, Wire]>;
  runs?: number;
}
const none = fc.constant<Wire>({});
const withBody = (body: fc.Arbitrary<Json>) => fc.tuple(pathId, fc.constant(''), wire(body));
const publishBody = fc.oneof(fc.boolean(), fc.constant(null), anyValue).map((v) => new Obj([['isPublished', v]]));
const loginBody = bodyOf(['username', 'password'], ['username', 'password']).map((b) => {
  // Now and then the right password, so identity's own path is fuzzed too.
  return b instanceof Obj && b.entries.length === 0
    ? new Obj([
        ['username', TEST_ADMIN.username],
        ['password', TEST_ADMIN.password],
      ])
    : b;
});

const ROUTES: Array<[string, Route]> = [
  // Fewer runs: every well-formed attempt costs identity an argon2 verification (about 30 ms).
  ['POST /api/auth/login', { method: 'POST', path: () => '/api/auth/login', admin: false, input: withBody(loginBody), runs: 120 }],
  [
    'POST /api/admin/products',
    {
      method: 'POST',
      path: () => '/api/admin/products',
      admin: true,
      input: withBody(bodyOf(PRODUCT_FIELDS, ['name', 'manufacturer', 'description'])),
    },
  ],
  [
    'PUT /api/admin/products/{id}',
    {
      method: 'PUT',
      path: (id) => `/api/admin/products/${id}`,
      admin: true,
      input: withBody(bodyOf(PRODUCT_FIELDS, ['name', 'manufacturer', 'description'])),
    },
  ],
  [
    'PATCH /api/admin/products/{id}/publish',
    { method: 'PATCH', path: (id) => `/api/admin/products/${id}/publish`, admin: true, input: withBody(publishBody) },
  ],
  [
    'POST /api/admin/categories',
    { method: 'POST', path: () => '/api/admin/categories', admin: true, input: withBody(bodyOf(CATEGORY_FIELDS, ['name'])) },
  ],
  [
    'PUT /api/admin/categories/{id}',
    { method: 'PUT', path: (id) => `/api/admin/categories/${id}`, admin: true, input: withBody(bodyOf(CATEGORY_FIELDS, ['name'])) },
  ],
  [
    'PUT /api/admin/settings/exchange-rates',
    {
      method: 'PUT',
      path: () => '/api/admin/settings/exchange-rates',
      admin: true,
      input: withBody(bodyOf(['rates', 'version'], ['rates'])),
      runs: 100,
    },
  ],
  [
    'GET /api/admin/settings/exchange-rates{,/history}',
    {
      method: 'GET',
      path: (id) => `/api/admin/settings/exchange-rates${Number(id) % 2 ? '/history' : ''}`,
      admin: true,
      input: fc.tuple(pathId, fc.constant(''), none),
      runs: 20,
    },
  ],
  [
    'GET /api/products?{query}',
    { method: 'GET', path: (_id, query) => `/api/products?${query}`, admin: 'either', input: fc.tuple(fc.constant(''), queryString, none) },
  ],
  [
    'GET /api/admin/products?{query}',
    { method: 'GET', path: (_id, query) => `/api/admin/products?${query}`, admin: true, input: fc.tuple(fc.constant(''), queryString, none) },
  ],
  [
    'GET /api/products/categories?{query}',
    {
      method: 'GET',
      path: (_id, query) => `/api/products/categories?${query}`,
      admin: 'either',
      input: fc.tuple(fc.constant(''), queryString, none),
      runs: 100,
    },
  ],
  [
    'GET /api/admin/products/categories?{query}',
    {
      method: 'GET',
      path: (_id, query) => `/api/admin/products/categories?${query}`,
      admin: true,
      input: fc.tuple(fc.constant(''), queryString, none),
      runs: 100,
    },
  ],
  [
    'POST /api/demo-request',
    {
      method: 'POST',
      path: () => '/api/demo-request',
      admin: 'either',
      input: withBody(bodyOf(DEMO_FIELDS, ['firstName', 'lastName', 'email', 'company'])),
      runs: 150,
    },
  ],
  // The contact page's form posted without the app: answered with the page, never a 5xx, nothing stored when refused.
  [
    'POST /contact (the form, without the app)',
    {
      method: 'POST',
      path: () => '/contact',
      admin: 'either',
      input: fc.tuple(pathId, fc.constant(''), formWire(DEMO_FIELDS, ['firstName', 'lastName', 'email', 'company'])),
      runs: 150,
    },
  ],
  // The contact form opened about a topic (a call to action's link): the page with the topic in its project details.
  [
    "GET /contact?{query} (a call to action's topic)",
    { method: 'GET', path: (_id, query) => `/contact?${query}`, admin: 'either', input: fc.tuple(fc.constant(''), queryString, none), runs: 100 },
  ],
  // The pricing calculator's form sent without the app: the page rendered for its inputs, never a 5xx.
  [
    'GET /pricing?{query} (the calculator, without the app)',
    { method: 'GET', path: (_id, query) => `/pricing?${query}`, admin: 'either', input: fc.tuple(fc.constant(''), queryString, none), runs: 100 },
  ],
  [
    'POST /api/contact',
    { method: 'POST', path: () => '/api/contact', admin: 'either', input: withBody(bodyOf(CONTACT_FIELDS, CONTACT_FIELDS)), runs: 100 },
  ],
  [
    'POST /api/admin/news',
    {
      method: 'POST',
      path: () => '/api/admin/news',
      admin: true,
      input: withBody(bodyOf(NEWS_FIELDS, ['title', 'category', 'excerpt', 'content'])),
      runs: 150,
    },
  ],
  [
    'PUT /api/admin/news/{id}',
    {
      method: 'PUT',
      path: (id) => `/api/admin/news/${id}`,
      admin: true,
      input: withBody(bodyOf(NEWS_FIELDS, ['title', 'category', 'excerpt', 'content'])),
      runs: 150,
    },
  ],
  [
    'POST /api/admin/blogs',
    { method: 'POST', path: () => '/api/admin/blogs', admin: true, input: withBody(bodyOf(BLOG_FIELDS, ['title', 'excerpt', 'content'])), runs: 100 },
  ],
  [
    'PUT /api/admin/blogs/{id}',
    {
      method: 'PUT',
      path: (id) => `/api/admin/blogs/${id}`,
      admin: true,
      input: withBody(bodyOf(BLOG_FIELDS, ['title', 'excerpt', 'content'])),
      runs: 100,
    },
  ],
  [
    'PATCH /api/admin/enquiries/{kind}/{id}',
    {
      method: 'PATCH',
      path: (id, kind) => `/api/admin/enquiries/${kind}/${id}`,
      admin: true,
      input: fc.tuple(
        pathId,
        fc.oneof(fc.constantFrom('demo', 'contact', 'DEMO', '', '%00', '..'), oddText.map(percentEncoded)),
        wire(bodyOf(['status'], ['status'])),
      ),
      runs: 100,
    },
  ],
  [
    'POST /api/admin/import-data',
    {
      method: 'POST',
      path: (_id, query) => `/api/admin/import-data${query}`,
      admin: true,
      input: fc.tuple(
        fc.constant(''),
        fc.constantFrom('', '?dryRun=true', '?dryRun=maybe'),
        wire(bodyOf(['categories', 'products', 'news', 'blogs'], []).map((b) => b)),
      ),
      runs: 100,
    },
  ],
  [
    'GET /api/news?{query}',
    { method: 'GET', path: (_id, query) => `/api/news?${query}`, admin: 'either', input: fc.tuple(fc.constant(''), queryString, none), runs: 100 },
  ],
  [
    'GET /api/blogs?{query}',
    { method: 'GET', path: (_id, query) => `/api/blogs?${query}`, admin: 'either', input: fc.tuple(fc.constant(''), queryString, none), runs: 100 },
  ],
  [
    'GET /api/news/{slug}',
    {
      method: 'GET',
      path: (slug) => `/api/news/${slug}`,
      admin: 'either',
      input: fc.tuple(fc.oneof(pathId, fc.constantFrom('first-light', 'First-Light', 'a--b', '-a', 'a-')), fc.constant(''), none),
      runs: 100,
    },
  ],
  [
    'GET /api/admin/enquiries?{query}',
    {
      method: 'GET',
      path: (_id, query) => `/api/admin/enquiries?${query}`,
      admin: true,
      input: fc.tuple(fc.constant(''), queryString, none),
      runs: 100,
    },
  ],
  [
    'GET /api/admin/enquiries.csv?{query}',
    {
      method: 'GET',
      path: (_id, query) => `/api/admin/enquiries.csv?${query}`,
      admin: true,
      input: fc.tuple(fc.constant(''), queryString, none),
      runs: 50,
    },
  ],
  [
    'POST /api/admin/users',
    {
      method: 'POST',
      path: () => '/api/admin/users',
      admin: true,
      input: withBody(bodyOf(['username', 'password', 'role'], ['username', 'password', 'role'])),
      runs: 100,
    },
  ],
  [
    'PATCH /api/admin/users/{id}/role',
    { method: 'PATCH', path: (id) => `/api/admin/users/${id}/role`, admin: true, input: withBody(bodyOf(['role'], ['role'])), runs: 100 },
  ],
  [
    'PUT /api/admin/users/{id}/password',
    { method: 'PUT', path: (id) => `/api/admin/users/${id}/password`, admin: true, input: withBody(bodyOf(['password'], ['password'])), runs: 100 },
  ],
  [
    'PUT /api/auth/password',
    {
      method: 'PUT',
      path: () => '/api/auth/password',
      admin: true,
      input: withBody(bodyOf(['currentPassword', 'newPassword'], ['currentPassword', 'newPassword'])),
      runs: 100,
    },
  ],
  [
    'GET /api/admin/users?{query}',
    { method: 'GET', path: (_id, query) => `/api/admin/users?${query}`, admin: true, input: fc.tuple(fc.constant(''), queryString, none), runs: 50 },
  ],
  ['POST /api/admin/media/upload', { method: 'POST', path: () => '/api/admin/media/upload', admin: true, input: withBody(anyValue), runs: 100 }],
  [
    'GET /api/admin/media?{query}',
    { method: 'GET', path: (_id, query) => `/api/admin/media?${query}`, admin: true, input: fc.tuple(fc.constant(''), queryString, none), runs: 100 },
  ],
  [
    'GET /api/images/{file}',
    {
      method: 'GET',
      path: (file) => `/api/images/${file}`,
      admin: 'either',
      input: fc.tuple(
        fc.oneof(
          pathId,
          fc.constantFrom('uploads/x.png', 'products/a.webp', '..%2F..%2Fpackage.json', '%2e%2e/x', 'a/../../b', '.env', 'uploads/', '//x'),
        ),
        fc.constant(''),
        none,
      ),
      runs: 100,
    },
  ],
  [
    'GET /api/products/{id}/datasheet.pdf',
    { method: 'GET', path: (id) => `/api/products/${id}/datasheet.pdf`, admin: 'either', input: fc.tuple(pathId, fc.constant(''), none), runs: 50 },
  ],
  [
    'POST /api/admin/media/{id}/restore',
    {
      method: 'POST',
      path: (id) => `/api/admin/media/${id}/restore`,
      admin: true,
      input: fc.tuple(fc.oneof(pathId, fc.uuid()), fc.constant(''), fc.oneof(none, wire(anyValue))),
      runs: 100,
    },
  ],
  [
    'DELETE /api/admin/media/{id}',
    {
      method: 'DELETE',
      path: (id) => `/api/admin/media/${id}`,
      admin: true,
      input: fc.tuple(fc.oneof(pathId, fc.uuid()), fc.constant(''), none),
      runs: 100,
    },
  ],
  ...(['products', 'categories', 'news', 'blogs'] as const).flatMap((path): Array<[string, Route]> => [
    [
      `GET /api/admin/${path}/{id}/history`,
      { method: 'GET', path: (id) => `/api/admin/${path}/${id}/history`, admin: true, input: fc.tuple(pathId, fc.constant(''), none), runs: 50 },
    ],
    [
      `GET /api/admin/${path}/{id}/history/{version}`,
      {
        method: 'GET',
        path: (id, version) => `/api/admin/${path}/${id}/history/${version}`,
        admin: true,
        input: fc.tuple(pathId, pathId, none),
        runs: 50,
      },
    ],
    [
      `POST /api/admin/${path}/{id}/history/{version}/restore`,
      {
        method: 'POST',
        path: (id, version) => `/api/admin/${path}/${id}/history/${version}/restore`,
        admin: true,
        input: fc.tuple(pathId, pathId, fc.oneof(none, wire(anyValue))),
        runs: 50,
      },
    ],
  ]),
  // Deletes last: they remove the records the routes above aim at.
  [
    'DELETE /api/admin/news/{id}',
    {
      method: 'DELETE',
      path: (id) => `/api/admin/news/${id}`,
      admin: true,
      input: fc.tuple(pathId, fc.constant(''), fc.oneof(none, wire(anyValue))),
      runs: 100,
    },
  ],
  [
    'DELETE /api/admin/products/{id}',
    {
      method: 'DELETE',
      path: (id) => `/api/admin/products/${id}`,
      admin: true,
      input: fc.tuple(pathId, fc.constant(''), fc.oneof(none, wire(anyValue))),
    },
  ],
  [
    'DELETE /api/admin/users/{id}',
    {
      method: 'DELETE',
      path: (id) => `/api/admin/users/${id}`,
      admin: true,
      input: fc.tuple(pathId, fc.constant(''), fc.oneof(none, wire(anyValue))),
      runs: 100,
    },
  ],
  [
    'PUT /api/admin/presence/{kind}/{id}',
    {
      method: 'PUT',
      path: (id, kind) => `/api/admin/presence/${kind}/${id}`,
      admin: true,
      input: fc.tuple(
        pathId,
        fc.oneof(fc.constantFrom('product', 'category', 'news', 'blog', 'PRODUCT', ''), oddText.map(percentEncoded)),
        fc.oneof(none, wire(anyValue)),
      ),
      runs: 50,
    },
  ],
  [
    'DELETE /api/admin/categories/{id}',
    {
      method: 'DELETE',
      path: (id, query) => `/api/admin/categories/${id}${query}`,
      admin: true,
      input: fc.tuple(
        pathId,
        fc.oneof(
          fc.constant(''),
          queryString.map((q) => `?${q}`),
          fc.constantFrom('?moveTo=1', '?moveTo=-1', '?moveTo=x'),
        ),
        fc.oneof(none, wire(anyValue)),
      ),
    },
  ],
];
const RUNS_PER_ROUTE = 200;

// ── Sending, and what a failure shows. ──
let stack: TestStack;
let db: pg.Client;
let adminCookie: string;
let port: number;
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

interface Answer {
  status: number;
  text: string;
  cookies: string[];
}

function send(method: string, path: string, wire: Wire, cookie?: string): Promise<Answer> {
  return new Promise((resolve) => {
    const headers: http.OutgoingHttpHeaders = {};
    if (wire.contentType) headers['Content-Type'] = wire.contentType;
    if (wire.body) headers['Content-Length'] = wire.body.length;
    if (cookie) headers.Cookie = cookie;
    const req = http.request({ host: '127.0.0.1', port, method, path, headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString(), cookies: res.headers['set-cookie'] ?? [] }));
      res.on('error', (err) => resolve({ status: 0, text: `answer cut off: ${err.message}`, cookies: [] }));
    });
    // A connection the server drops without an answer is reported as status 0 with the error.
    req.on('error', (err) => resolve({ status: 0, text: `no answer: ${err.message}`, cookies: [] }));
    req.end(wire.body);
  });
}

const json = (value: unknown): Wire => ({ contentType: 'application/json', body: Buffer.from(JSON.stringify(value)) });

const CHECKED_TABLES = [
  'catalog.products',
  'catalog.categories',
  'catalog.record_history',
  'catalog.exchange_rates',
  'identity.users',
  'identity.sessions',
  'content.news',
  'content.blogs',
  'content.record_history',
  'content.demo_requests',
  'content.contact_submissions',
  'content.enquiry_alerts',
  'media.media_files',
];
const prefix = (text: string, length = 300) =>
  text.length > length ? `${JSON.stringify(text.slice(0, length))}… (${text.length} characters)` : JSON.stringify(text);

/** One request the property sends and judges: never 5xx, and a 4xx stores nothing. */
function requestProperty(route: Route) {
  let baseline = '';
  return {
    reset: async () => {
      baseline = await tablesChecksum(db, CHECKED_TABLES);
    },
    property: fc.asyncProperty(route.input, fc.boolean(), async ([id, query, body], signedIn) => {
      const path = route.path(id, query);
      const cookie = route.admin === true || (route.admin === 'either' && signedIn) ? adminCookie : undefined;
      const answer = await send(route.method, path, body, cookie);
      const now = await tablesChecksum(db, CHECKED_TABLES);
      const stored = now !== baseline;
      baseline = now;
      if (answer.status >= 500 || answer.status < 200 || (answer.status >= 400 && stored)) {
        throw new Error(
          [
            `${route.method} ${prefix(path, 200)}${cookie ? ' (signed in as admin)' : ''}`,
            `Content-Type: ${body.contentType ?? '(none)'}`,
            `body: ${body.body ? prefix(body.body.toString()) : '(none)'}`,
            `answered ${answer.status}: ${prefix(answer.text, 500)}`,
            answer.status >= 400 && stored ? 'and the database changed although the request was refused' : '',
          ].join('\n'),
        );
      }
    }),
  };
}

/** The catalog's routes (products and their datasheets, categories, exchange rates): one file fuzzes these, one the rest. */
export const CATALOGUE_ROUTE = /\/(products|categories|settings\/exchange-rates)\b/;

/** Fuzzes the routes `picks` chooses, against a stack of their own (the routes split over files so that two jest
 * workers share the work). */
export function fuzzRoutes(area: string, picks: (route: string) => boolean): void {
  beforeAll(async () => {
    stack = await TestStack.start({
      services: ['identity', 'catalog', 'content', 'media', 'gateway'],
      serviceEnv: { gateway: { LOGIN_MAX_FAILURES: '1000000', ENQUIRY_MAX_PER_WINDOW: '1000000' } },
    });
    port = Number(new URL(stack.url()).port);
    db = await stack.db();
    const login = await send('POST', '/api/auth/login', json(TEST_ADMIN));
    expect(login.status).toBe(200);
    adminCookie = login.cookies.find((c) => c.startsWith('sid='))!.split(';')[0];
    // Records for the routes with an id to aim at: ids 1 to 3 of each.
    for (const name of ['Soil Moisture', 'Pressure', 'Water Level']) {
      expect((await send('POST', '/api/admin/categories', json({ name }), adminCookie)).status).toBe(201);
      expect(
        (
          await send(
            'POST',
            '/api/admin/products',
            json({ name: `${name} Probe`, manufacturer: 'Acme', description: 'A probe.', category: name }),
            adminCookie,
          )
        ).status,
      ).toBe(201);
      expect(
        (
          await send(
            'POST',
            '/api/admin/news',
            json({ title: `${name} News`, category: 'LoRaWAN', excerpt: 'x', content: 'y', isPublished: true }),
            adminCookie,
          )
        ).status,
      ).toBe(201);
      expect((await send('POST', '/api/admin/blogs', json({ title: `${name} Blog`, excerpt: 'x', content: 'y' }), adminCookie)).status).toBe(201);
      expect((await send('POST', '/api/demo-request', json({ firstName: 'A', lastName: 'B', email: 'a@example.com', company: name }))).status).toBe(
        201,
      );
    }
    // Accounts 2 and 3 beside the admin (1), for the user routes to aim at.
    for (const username of ['fuzz-two', 'fuzz-three']) {
      expect((await send('POST', '/api/admin/users', json({ username, password: 'fuzz-account-password', role: 'user' }), adminCookie)).status).toBe(
        201,
      );
    }
  });

  afterAll(async () => {
    agent.destroy();
    await stack?.stop();
  });

  describe(`fuzz of ${area}: generated requests get 2xx or 4xx, never 5xx, and a refused one stores nothing`, () => {
    it.each(ROUTES.filter(([name]) => picks(name)))('%s', async (_name, route) => {
      const { reset, property } = requestProperty(route);
      await reset();
      const result = await fc.check(property, { numRuns: route.runs ?? RUNS_PER_ROUTE });
      if (result.failed) {
        const error = result.errorInstance instanceof Error ? result.errorInstance.message : String(result.errorInstance);
        throw new Error(
          `${error}\n(fast-check: failed after ${result.numRuns} runs, ${result.numShrinks} shrinks; replay with seed ${result.seed}, path "${result.counterexamplePath}")`,
        );
      }
    });
  });
}
