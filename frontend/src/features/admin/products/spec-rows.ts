import { SPEC_FIELD_ROWS, type ProductView } from '@lora/api';

/** SPEC §3: specification rows with these names are the product's dedicated fields. */
export const SPEC_ROW_FIELDS = { Manufacturer: 'manufacturer', ...SPEC_FIELD_ROWS } as const satisfies Record<string, keyof ProductView>;

type SpecRowName = keyof typeof SPEC_ROW_FIELDS;
export type DedicatedField = (typeof SPEC_ROW_FIELDS)[SpecRowName];

export interface SpecRow {
  key: string;
  value: string;
}

/**
 * The rows shown when a product is opened for editing: its specifications, then each dedicated field
 * that has a value, unless a row of that name is there already.
 */
export function rowsForEditing(product: Pick<ProductView, 'specifications' | DedicatedField>): SpecRow[] {
  const rows: SpecRow[] = Object.entries(product.specifications ?? {}).map(([key, value]) => ({ key, value }));
  for (const [name, field] of Object.entries(SPEC_ROW_FIELDS) as Array<[SpecRowName, DedicatedField]>) {
    const value = product[field];
    if (value && !rows.some((row) => row.key.trim() === name)) rows.push({ key: name, value });
  }
  return rows;
}

/**
 * What a save sends of the rows: only rows whose key and value are both non-blank after trimming, as the
 * specifications map, and each dedicated field named by a row, which overrides the form's value.
 */
export function specificationsOf(rows: SpecRow[]): { specifications: Record<string, string>; promoted: Partial<Record<DedicatedField, string>> } {
  const specifications: Record<string, string> = {};
  const promoted: Partial<Record<DedicatedField, string>> = {};
  for (const row of rows) {
    const key = row.key.trim();
    const value = row.value.trim();
    if (!key || !value) continue;
    specifications[key] = value;
    if (Object.hasOwn(SPEC_ROW_FIELDS, key)) promoted[SPEC_ROW_FIELDS[key as SpecRowName]] = value;
  }
  return { specifications, promoted };
}
