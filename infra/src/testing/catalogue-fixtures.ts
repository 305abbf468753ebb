import type pg from 'pg';
import { FIELD_LIMITS, INTEGER_MAX } from '@lora/contracts';

const {
  shortText,
  categoryName,
  longText,
  url,
  listItems,
  listItemText,
  galleryImages,
  specificationEntries,
  specificationName,
  specificationValue,
} = FIELD_LIMITS;

/** `prefix` padded with `fill` to exactly `length` characters. */
const padded = (prefix: string, length: number, fill = 'x') => prefix.padEnd(length, fill).slice(0, length);
const list = (count: number, length: number, fill: string) => Array.from({ length: count }, (_, i) => padded(`${fill}${i} `, length, fill));

/**
 * A product body with every field at its cap, in ASCII: the largest product the rules accept
 * (seoTitle and seoDescription differ from name and description, so they are stored too).
 */
export function productAtEveryCap(label = 'Capped'): Record<string, unknown> {
  return {
    name: padded(`${label} `, shortText, 'n'),
    manufacturer: padded('Maker ', shortText, 'm'),
    description: padded('Description ', longText, 'd'),
    model: padded('Model ', shortText, 'o'),
    category: padded('Category ', categoryName, 'c'),
    shortDescription: padded('Short ', longText, 's'),
    price: '99999999.99',
    currency: 'Custom',
    image: padded('/api/images/products/', url, 'i'),
    imageGallery: Array.from({ length: galleryImages }, (_, i) => padded(`https://example.com/gallery/${i}/`, url, 'g')),
    specifications: Object.fromEntries(
      Array.from({ length: specificationEntries }, (_, i) => [
        padded(`Spec ${i} `, specificationName, 'k'),
        padded(`Value ${i} `, specificationValue, 'v'),
      ]),
    ),
    features: list(listItems, listItemText, 'f'),
    tags: list(listItems, listItemText, 't'),
    dimensions: padded('Dimensions ', shortText, 'd'),
    weight: padded('Weight ', shortText, 'w'),
    powerRequirements: padded('Power ', shortText, 'p'),
    operatingTemp: padded('Temperature ', shortText, 'o'),
    connectivity: list(listItems, listItemText, 'c'),
    certifications: list(listItems, listItemText, 'e'),
    datasheet: padded('https://example.com/datasheets/', url, 'a'),
    website: padded('https://example.com/products/', url, 'b'),
    availability: padded('Availability ', shortText, 'a'),
    stock: INTEGER_MAX,
    minOrderQty: INTEGER_MAX,
    leadTime: padded('Lead time ', shortText, 'l'),
    isActive: true,
    isFeatured: true,
    isPublished: true,
    sortOrder: INTEGER_MAX,
    seoTitle: padded('SEO title ', shortText, 'q'),
    seoDescription: padded('SEO description ', longText, 'r'),
    lorawan: true,
    range: padded('Range ', shortText, 'g'),
    batteryLife: padded('Battery ', shortText, 'y'),
  };
}

/** A digest of every row of `tables` (schema-qualified, in the order of their text): equal before and after means nothing was stored. */
export async function tablesChecksum(db: pg.Client, tables: string[]): Promise<string> {
  const parts = tables.map(
    (table, i) =>
      `(SELECT count(*) || ':' || coalesce(md5(string_agg(t${i}::text, '|' ORDER BY t${i}::text)), '') FROM ${table} t${i}) AS "${table}"`,
  );
  const { rows } = await db.query<Record<string, string>>(`SELECT ${parts.join(', ')}`);
  return tables.map((table) => `${table} ${rows[0][table]}`).join(', ');
}

export const catalogChecksum = (db: pg.Client) => tablesChecksum(db, ['catalog.products', 'catalog.categories']);
