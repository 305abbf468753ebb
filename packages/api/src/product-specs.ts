import type { ProductView } from './views.js';

/** The product's own fields that read as specifications, by the names SPEC §3 gives their rows. */
export const SPEC_FIELD_ROWS = {
  Range: 'range',
  'Battery Life': 'batteryLife',
  Dimensions: 'dimensions',
  Weight: 'weight',
  'Power Requirements': 'powerRequirements',
  'Operating Temperature': 'operatingTemp',
} as const satisfies Record<string, keyof ProductView>;

/**
 * What a product's specifications table lists, in order: the model first, then the specifications as entered, then
 * each of the product's own fields the specifications do not name. The product page and the datasheet both show it.
 */
export function productSpecifications(
  p: Pick<ProductView, 'model' | 'specifications' | (typeof SPEC_FIELD_ROWS)[keyof typeof SPEC_FIELD_ROWS]>,
): Array<[name: string, value: string]> {
  const more = Object.entries(SPEC_FIELD_ROWS).flatMap(([name, field]) => {
    const value = p[field];
    return value && !(name in p.specifications) ? [[name, value] as [string, string]] : [];
  });
  return [...(p.model ? [['Model', p.model] as [string, string]] : []), ...Object.entries(p.specifications), ...more];
}
