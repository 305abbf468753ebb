import { describe, expect, it } from '@jest/globals';
import { slugify } from './slug.js';

describe('slugify (SPEC §4)', () => {
  it.each([
    ['LoRaWAN 1.1 Is Here!', 'lorawan-1-1-is-here'],
    ['  --Hello,   World--  ', 'hello-world'],
    ['Smart Farming: 10,000+ Sensors & Counting', 'smart-farming-10-000-sensors-counting'],
    ['Über Café Straße', 'über-café-straße'],
    ['温度センサー 発売', '温度センサー-発売'],
    ['ﬁeld ＴＥＳＴ', 'field-test'],
    ['already-a-slug', 'already-a-slug'],
  ])('%j → %j', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it.each(['!!!', '  ', '— … —', '🚀🚀'])('%j has no letter or digit: empty', (title) => {
    expect(slugify(title)).toBe('');
  });
});
