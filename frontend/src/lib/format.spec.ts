import { describe, expect, it } from '@jest/globals';
import { formatPrice } from './format.js';

describe('formatPrice: every price on the site, in its currency with two decimals', () => {
  it.each([
    ['123.4', 'EUR', '€123.40'],
    ['9', 'GBP', '£9.00'],
    ['1234.5', 'USD', '$1,234.50'],
    ['0', 'USD', '$0.00'],
    [49, 'USD', '$49.00'],
    ['99999999.99', 'EUR', '€99,999,999.99'],
  ])('%s %s reads %s', (price, currency, shown) => {
    expect(formatPrice(price, currency)).toBe(shown);
  });

  it("writes the catalogue's currencies and plain amounts as Intl's en-US formatter does, rounding included", () => {
    const amounts = [0, 0.004, 0.005, 0.015, 1.005, 2.675, 9.995, 999.995, 1000, 1234.5, 1e6, 123456789.125, 1e15, -0.001, -0.25, -1234.567];
    for (const code of ['USD', 'EUR', 'GBP']) {
      const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: code, minimumFractionDigits: 2, maximumFractionDigits: 2 });
      for (const amount of amounts) expect([amount, formatPrice(amount, code)]).toEqual([amount, intl.format(amount)]);
    }
    const plain = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    for (const amount of amounts) expect([amount, formatPrice(amount, 'Custom')]).toEqual([amount, plain.format(amount)]);
  });

  it('goes through Intl for any other ISO 4217 code', () => {
    expect(formatPrice('1234.5', 'CHF')).toBe(new Intl.NumberFormat('en-US', { style: 'currency', currency: 'CHF' }).format(1234.5));
  });

  it('is in US dollars when no currency is named', () => {
    expect(formatPrice('210.5')).toBe('$210.50');
  });

  it("follows the amount with a unit that is no ISO 4217 code, as written; 'Custom' names no unit", () => {
    expect(formatPrice('123.4', 'credits')).toBe('123.40 credits');
    expect(formatPrice('1500', ' Tokens ')).toBe('1,500.00 Tokens');
    expect(formatPrice('123.4', 'Custom')).toBe('123.40');
    expect(formatPrice('123.4', '')).toBe('123.40');
  });

  it('shows a price that is not a number as it is, and no price as null', () => {
    expect(formatPrice('On request', 'EUR')).toBe('On request');
    expect(formatPrice('', 'EUR')).toBeNull();
    expect(formatPrice('   ', 'EUR')).toBeNull();
    expect(formatPrice(null, 'EUR')).toBeNull();
    expect(formatPrice(undefined, 'EUR')).toBeNull();
  });
});
