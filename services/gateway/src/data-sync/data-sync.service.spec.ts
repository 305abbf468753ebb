import { describe, expect, it } from '@jest/globals';
import { BadRequestException, ServiceUnavailableException } from '@nestjs/common';
import { Patterns, ServiceCallError, type ServiceBus, type UserView } from '@lora/contracts';
import type { PublicReadCache } from '../cache/public-read-cache.js';
import { PART_BYTES_MAX } from './bundle-parts.js';
import { DataSyncService, importMessage } from './data-sync.service.js';

interface Sent {
  pattern: string;
  data: Record<string, unknown>;
}

/** A bus whose services import what they are sent (every item created), unless `fail` says otherwise. */
function fakeBus(fail?: (sent: Sent) => Error | undefined) {
  const sent: Sent[] = [];
  const bus = {
    send: (pattern: string, data: Record<string, unknown>) => {
      const call = { pattern, data };
      sent.push(call);
      const err = fail?.(call);
      if (err) return Promise.reject(err);
      if (pattern === Patterns.content.importNews) return Promise.resolve({ created: (data.items as unknown[]).length, skipped: 0 });
      const count = (key: string) => ({ created: ((data[key] as unknown[]) ?? []).length, skipped: 0 });
      return Promise.resolve({ categories: count('categories'), products: count('products') });
    },
  } as unknown as ServiceBus;
  return { bus, sent };
}

const admin = { id: 7 } as UserView;
const noCache = { invalidate: () => undefined } as unknown as PublicReadCache;
const bundle = {
  categories: [{ id: 3, name: 'Soil' }],
  products: [{ name: 'Probe', categoryId: 3 }, { name: 'Gauge' }],
  news: [{ title: 'Launch' }],
};

describe('DataSyncService.importBundle', () => {
  it('refuses what is not a bundle before sending anything', async () => {
    const { bus, sent } = fakeBus();
    const sync = new DataSyncService(bus, noCache);
    await expect(sync.importBundle([], false, admin)).rejects.toThrow(BadRequestException);
    await expect(sync.importBundle({ products: {} }, false, admin)).rejects.toThrow('products must be a list');
    const manyCategories = Array.from({ length: 40 }, (_, i) => ({ name: `C${i}`, description: 'x'.repeat(PART_BYTES_MAX / 20) }));
    await expect(sync.importBundle({ categories: manyCategories }, false, admin)).rejects.toThrow('40 categories are more than one import can take');
    expect(sent).toEqual([]);
  });

  it('rehearses every part first, then applies them in order: categories, products, news', async () => {
    const { bus, sent } = fakeBus();
    const result = await new DataSyncService(bus, noCache).importBundle(bundle, false, admin);
    expect(sent.map((s) => [s.pattern, s.data.dryRun])).toEqual([
      [Patterns.catalog.importCatalogue, true],
      [Patterns.catalog.importCatalogue, true],
      [Patterns.content.importNews, true],
      [Patterns.catalog.importCatalogue, false],
      [Patterns.catalog.importCatalogue, false],
      [Patterns.content.importNews, false],
    ]);
    // A product that names its category only by id travels with the category's name.
    expect(sent[1].data.products).toEqual([{ name: 'Probe', categoryId: 3, category: 'Soil' }, { name: 'Gauge' }]);
    expect(sent[2].data).toMatchObject({ authorId: 7, firstIndex: 0 });
    expect(result).toEqual({
      categories: { created: 1, skipped: 0 },
      products: { created: 2, skipped: 0 },
      news: { created: 1, skipped: 0 },
      dryRun: false,
      message: 'Imported 1 category, 2 products and 1 news item; skipped 0 existing.',
    });
  });

  it('writes nothing on a dry run', async () => {
    const { bus, sent } = fakeBus();
    const result = await new DataSyncService(bus, noCache).importBundle(bundle, true, admin);
    expect(sent.every((s) => s.data.dryRun === true)).toBe(true);
    expect(result.message).toBe('Would import 1 category, 2 products and 1 news item; would skip 0 existing.');
  });

  it('says what was applied when a service becomes unavailable while applying', async () => {
    const { bus } = fakeBus((s) =>
      s.pattern === Patterns.content.importNews && !s.data.dryRun ? new ServiceCallError(503, 'content is unavailable') : undefined,
    );
    const failure = new DataSyncService(bus, noCache).importBundle(bundle, false, admin);
    await expect(failure).rejects.toThrow(ServiceUnavailableException);
    await expect(failure).rejects.toThrow(
      'content is unavailable while importing news. Applied so far: 1 category, 2 products and 0 news items added. Import the same file again to complete it.',
    );
  });

  it('passes a refusal of the rehearsal on as it is', async () => {
    const refusal = new ServiceCallError(400, 'products[1] "Gauge": manufacturer should not be empty');
    const { bus, sent } = fakeBus((s) => (s.data.products ? refusal : undefined));
    await expect(new DataSyncService(bus, noCache).importBundle(bundle, false, admin)).rejects.toBe(refusal);
    expect(sent.every((s) => s.data.dryRun === true)).toBe(true);
  });
});

describe('importMessage', () => {
  it('counts in words', () => {
    const counts = { categories: { created: 2, skipped: 1 }, products: { created: 1, skipped: 0 }, news: { created: 0, skipped: 3 } };
    expect(importMessage(counts, false)).toBe('Imported 2 categories, 1 product and 0 news items; skipped 4 existing.');
  });
});
