import { describe, expect, it } from '@jest/globals';
import { boundedPage, decodeCursor, pageOfJson, serializedPage } from './paging.js';
import { JsonReply } from './json-reply.js';

const rows = Array.from({ length: 30 }, (_, i) => ({ id: i + 1, name: `Sensor ${i + 1}`, note: 'ünïcödé "quoted" \\ text' }));

describe('serializedPage', () => {
  it('is the JSON text of the page boundedPage makes, with its meta beside it', () => {
    const reply = serializedPage(rows.slice(0, 24), 0, 30, { version: '30:x' });
    expect(reply).toBeInstanceOf(JsonReply);
    expect(reply.meta).toEqual({ version: '30:x' });
    expect(reply.value()).toEqual(boundedPage(rows.slice(0, 24), 0, 30));
    expect(JSON.parse(reply.body().toString('utf8'))).toEqual(boundedPage(rows.slice(0, 24), 0, 30));
  });

  it('cuts the page at the byte bound as boundedPage does, and never below one item', () => {
    const oneRow = Buffer.byteLength(JSON.stringify(rows[0])) + 1;
    const cut = serializedPage(rows, 5, 30, {}, oneRow * 3 + 1).value();
    expect(cut).toEqual(boundedPage(rows, 5, 30, oneRow * 3 + 1));
    expect(cut.items).toHaveLength(3);
    expect(decodeCursor(cut.nextCursor!)).toBe(8);
    expect(serializedPage(rows, 0, 30, {}, 1).value().items).toHaveLength(1);
  });

  it('has no next cursor on the last page', () => {
    expect(serializedPage(rows.slice(24), 24, 30, {}).value()).toEqual({ items: rows.slice(24), total: 30, nextCursor: null });
  });
});

describe('JsonReply', () => {
  it('reads the same value back from the bytes it arrived as', () => {
    const sent = JsonReply.ofText<{ a: string }, { v: number }>('{"a":"ü"}', { v: 1 });
    const bytes = new Uint8Array(Buffer.from(`xx${sent.body().toString('utf8')}`)).subarray(2);
    const received = JsonReply.received<{ a: string }, { v: number }>(bytes, sent.meta);
    expect(received.value()).toEqual({ a: 'ü' });
    expect(received.body().toString('utf8')).toBe('{"a":"ü"}');
  });
});

describe('pageOfJson', () => {
  it('cuts where the exact UTF-8 size passes the bound, also when most items fit the cheap estimate', () => {
    const texts = Array.from({ length: 50 }, (_, i) => JSON.stringify({ i, text: 'é'.repeat(100 + i) }));
    for (const maxBytes of [300, 2_000, 5_000, 9_000, 20_000]) {
      const rows = texts.map((t) => JSON.parse(t) as unknown);
      expect(pageOfJson(texts, 0, 50, {}, maxBytes).value()).toEqual(boundedPage(rows, 0, 50, maxBytes));
    }
  });
});

describe('pageOfJson from bytes', () => {
  it('makes the same page from the items’ UTF-8 bytes as from their text, cut at the same byte bound', () => {
    const texts = Array.from({ length: 40 }, (_, i) => JSON.stringify({ i, text: '–µ🛰'.repeat(20 + i) }));
    const bytes = texts.map((t) => new Uint8Array(Buffer.from(`xx${t}`)).subarray(2));
    for (const maxBytes of [1, 500, 4_000, 100_000]) {
      const fromBytes = pageOfJson(bytes, 3, 50, { v: 1 }, maxBytes);
      expect(fromBytes.body().equals(pageOfJson(texts, 3, 50, { v: 1 }, maxBytes).body())).toBe(true);
      const rows = texts.map((t) => JSON.parse(t) as unknown);
      expect(fromBytes.value()).toEqual(boundedPage(rows, 3, 50, maxBytes));
    }
  });

  it('is the empty page past the last item', () => {
    expect(pageOfJson([], 10, 4, {}).body().toString()).toBe('{"items":[],"total":4,"nextCursor":null}');
  });
});
