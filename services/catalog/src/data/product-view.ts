import type { ProductView } from '@lora/contracts';

/** Every field of ProductView and the column it comes from, as Postgres writes it into JSON. */
const FIELDS: Record<keyof ProductView, string> = {
  id: 'id',
  name: 'name',
  manufacturer: 'manufacturer',
  description: 'description',
  model: 'model',
  category: 'category',
  categoryId: '"categoryId"',
  shortDescription: '"shortDescription"',
  // numeric(10,2) as text keeps its two decimals: "129.90".
  price: 'price::text',
  currency: 'currency',
  image: 'image',
  imageGallery: '"imageGallery"',
  specifications: 'specifications',
  features: 'features',
  tags: 'tags',
  dimensions: 'dimensions',
  weight: 'weight',
  powerRequirements: '"powerRequirements"',
  operatingTemp: '"operatingTemp"',
  connectivity: 'connectivity',
  certifications: 'certifications',
  datasheet: 'datasheet',
  website: 'website',
  availability: 'availability',
  stock: 'stock',
  minOrderQty: '"minOrderQty"',
  leadTime: '"leadTime"',
  isActive: '"isActive"',
  isFeatured: '"isFeatured"',
  isPublished: '"isPublished"',
  sortOrder: '"sortOrder"',
  // Unset, they follow the name and description (see product-row.ts).
  seoTitle: 'coalesce(%."seoTitle", %.name)',
  seoDescription: 'coalesce(%."seoDescription", %.description)',
  lorawan: 'lorawan',
  range: 'range',
  batteryLife: '"batteryLife"',
  version: 'version',
  // As JavaScript's toISOString writes them: UTC, milliseconds, Z.
  createdAt: `to_char(%."createdAt" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
  updatedAt: `to_char(%."updatedAt" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
};

/**
 * The product view's JSON text, written by Postgres for the row `alias`: the one definition of what a
 * product looks like to callers. Each product's view is stored (`viewJson`, written by a trigger through the
 * function the migrations make of this: 1765152000000-catalog-stored-views.ts); a page of them is joined as
 * bytes, never parsed and serialised again. `without` leaves fields out: a migration that ran before a column
 * existed writes the view as it was then.
 */
export function productViewJson(alias: string, without: ReadonlyArray<keyof ProductView> = []): string {
  const pairs = Object.entries(FIELDS)
    .filter(([key]) => !without.includes(key as keyof ProductView))
    .map(([key, column]) => `'${key}', ${column.includes('%') ? column.replaceAll('%', alias) : `${alias}.${column}`}`);
  return `json_build_object(${pairs.join(', ')})::text`;
}
