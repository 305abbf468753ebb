import { describe, expect, it } from '@jest/globals';
import { getMetadataStorage } from 'class-validator';
import { validateInput } from '@lora/runtime';
import { FIELD_LIMITS, INTEGER_MAX } from '@lora/api';
import { ProductInput } from './catalog.js';
import { productAtEveryCap } from '../../../../infra/src/testing/catalogue-fixtures.js';

const rejected = async (body: Record<string, unknown>) =>
  validateInput(ProductInput, body).then(
    () => 'accepted',
    () => 'rejected',
  );

describe('ProductInput size bound (FIELD_LIMITS)', () => {
  const capped = productAtEveryCap();

  it('the capped fixture sets every field of ProductInput, and is accepted', async () => {
    const fields = new Set(
      getMetadataStorage()
        .getTargetValidationMetadatas(ProductInput, '', true, false)
        .map((m) => m.propertyName),
    );
    expect([...fields].sort()).toEqual(Object.keys({ ...capped, categoryId: 1 }).sort());
    await expect(validateInput(ProductInput, capped)).resolves.toBeInstanceOf(ProductInput);
  });

  it.each(
    Object.entries(capped).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== capped.price && entry[1] !== capped.currency,
    ),
  )('%s cannot grow past its cap', async (field, value) => {
    expect(await rejected({ ...capped, [field]: `${value}x` })).toBe('rejected');
  });

  it.each(Object.entries(capped).filter(([, v]) => Array.isArray(v)))('%s cannot take one more item, nor a longer item', async (field, value) => {
    const items = value as string[];
    expect(await rejected({ ...capped, [field]: [...items, items[0]] })).toBe('rejected');
    expect(await rejected({ ...capped, [field]: [`${items[0]}x`] })).toBe('rejected');
  });

  it('specifications cannot take one more entry, a longer name or a longer value', async () => {
    const specs = capped.specifications as Record<string, string>;
    const [[name, value]] = Object.entries(specs);
    expect(await rejected({ ...capped, specifications: { ...specs, extra: 'x' } })).toBe('rejected');
    expect(await rejected({ ...capped, specifications: { [`${name}x`]: value } })).toBe('rejected');
    expect(await rejected({ ...capped, specifications: { [name]: `${value}x` } })).toBe('rejected');
  });

  it('a product at every cap, as stored and answered, is well under 64 KB of JSON', () => {
    const view = { id: INTEGER_MAX, ...capped, categoryId: INTEGER_MAX, createdAt: new Date().toISOString(), updatedAt: new Date().toISOString() };
    const bytes = Buffer.byteLength(JSON.stringify(view));
    // The caps add up to 35,611 characters of text; field names, quotes and numbers bring it to 36,729 bytes.
    expect(bytes).toBeGreaterThan(35_611);
    expect(bytes).toBeLessThan(40 * 1024);
    expect(FIELD_LIMITS.longText).toBeGreaterThanOrEqual(2500);
  });
});
