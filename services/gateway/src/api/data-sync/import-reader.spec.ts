import { describe, expect, it } from '@jest/globals';
import { Readable } from 'node:stream';
import { HttpException } from '@nestjs/common';
import { importMessage } from './data-sync.service.js';
import { readImportBundle, type ImportItem, type ImportReadLimits } from './import-reader.js';

const LIMITS: ImportReadLimits = { bodyBytes: 1024 * 1024, items: 5, itemBytes: 1024 };

/** The body in chunks of `chunk` bytes, as a request delivers it. */
function chunks(text: string, chunk = 7): Readable {
  const bytes = Buffer.from(text);
  return Readable.from(Array.from({ length: Math.ceil(bytes.length / chunk) }, (_, i) => bytes.subarray(i * chunk, (i + 1) * chunk)));
}

async function read(text: string, limits = LIMITS, chunk?: number): Promise<ImportItem[]> {
  const items: ImportItem[] = [];
  for await (const group of readImportBundle(chunks(text, chunk), limits)) items.push(...group);
  return items;
}

/** The status and message a reading ends with. */
async function refusal(text: string, limits = LIMITS, chunk?: number): Promise<[number, unknown]> {
  try {
    await read(text, limits, chunk);
  } catch (err) {
    if (err instanceof HttpException) return [err.getStatus(), (err.getResponse() as { message: unknown }).message];
    throw err;
  }
  throw new Error('the bundle was read');
}

describe('readImportBundle', () => {
  it('yields the items of every list with their places, whatever the chunks, ignoring anything else', async () => {
    const bundle = JSON.stringify({
      version: 1,
      exportedAt: '2026-01-01T00:00:00.000Z',
      categories: [{ id: 3, name: 'Soil', tags: { nested: [1, [2]] } }],
      note: { any: ['thing'] },
      products: [{ name: 'Probe' }, { name: 'Gauge' }],
      news: null,
      blogs: [{ title: 'Post' }],
    });
    for (const chunk of [1, 7, 4096]) {
      expect(await read(bundle, LIMITS, chunk)).toEqual([
        { list: 'categories', index: 0, item: { id: 3, name: 'Soil', tags: { nested: [1, [2]] } } },
        { list: 'products', index: 0, item: { name: 'Probe' } },
        { list: 'products', index: 1, item: { name: 'Gauge' } },
        { list: 'blogs', index: 0, item: { title: 'Post' } },
      ]);
    }
  });

  it.each([
    ['a list', '[]', 'The import must be a JSON object with categories, products, news and blogs lists'],
    ['a string', '"text"', 'The import must be a JSON object with categories, products, news and blogs lists'],
    ['nothing', '', 'The import must be a JSON object with categories, products, news and blogs lists'],
    ['a list that is an object', '{"products": {"a": {"name": "x"}}}', 'products must be a list'],
    ['a list that is text', '{"news": "all of them"}', 'news must be a list'],
    ['a list given twice', '{"products": [], "products": []}', 'products appears twice in the import'],
    ['a cut-off bundle', '{"products": [{"name": "x"}', 'The import is not valid JSON: it ends before its last }'],
    ['deep nesting', `{"products": [${'['.repeat(20)}${']'.repeat(20)}]}`, 'The import nests lists or objects deeper than 16 levels'],
    ['a long text beside the lists', `{"note": "${'x'.repeat(2000)}"}`, 'The import holds a single value larger than 1 KB'],
    ['a long text in an item', `{"products": [{"name": "${'x'.repeat(2000)}"}]}`, 'products[0]: larger than 1 KB, more than any valid item takes'],
    [
      'a large item',
      `{"products": [{"a": "x"}, {${'"k": "v",'.repeat(200)} "z": 1}]}`,
      'products[1]: larger than 1 KB, more than any valid item takes',
    ],
    ['a large value beside the lists', `{"padding": [${'1,'.repeat(1000)} 1]}`, '"padding": larger than 1 KB, more than any valid item takes'],
  ])('refuses %s with a 400 naming the problem', async (_case, text, message) => {
    expect(await refusal(text)).toEqual([400, message]);
  });

  it('refuses malformed JSON and data after the bundle with a 400', async () => {
    const [status, message] = await refusal('{"products": [{"name": x}]}');
    expect([status, String(message).startsWith('The import is not valid JSON: ')]).toEqual([400, true]);
    expect((await refusal('{"products": []} {"more": 1}', LIMITS, 64))[0]).toBe(400);
  });

  it('counts the items of all lists together: one more than allowed is a 413 naming the limit', async () => {
    expect(await read('{"categories": [{}, {}], "products": [{}, {}, {}]}')).toHaveLength(5);
    expect(await refusal('{"categories": [{}, {}], "products": [{}, {}, {}], "news": [{}]}')).toEqual([
      413,
      'The import holds more than 5 items; at most 5 are accepted in one file',
    ]);
  });

  it('stops at the body limit however the body is sent', async () => {
    const items = Array.from({ length: 5 }, () => ({ name: 'x'.repeat(300) }));
    expect(await refusal(JSON.stringify({ products: items }), { ...LIMITS, bodyBytes: 1000 })).toEqual([413, 'Payload Too Large']);
  });
});

describe('importMessage', () => {
  it('counts in words', () => {
    const counts = {
      categories: { created: 2, skipped: 1 },
      products: { created: 1, skipped: 0 },
      news: { created: 0, skipped: 3 },
      blogs: { created: 1, skipped: 0 },
    };
    expect(importMessage(counts, false)).toBe('Imported 2 categories, 1 product, 0 news items and 1 blog post; skipped 4 existing.');
    expect(importMessage(counts, true)).toBe('Would import 2 categories, 1 product, 0 news items and 1 blog post; would skip 4 existing.');
  });
});
