import type { EntityManager } from 'typeorm';
import { conflict, isUniqueViolation } from '@lora/runtime';
import { Category } from './categories/category.entity.js';
import { Product } from './products/product.entity.js';

/**
 * Product and category names are unique as the database's `name_key(text)` compares them (NFKC, no
 * invisible characters, one space for a run, case-folded; see the CatalogNameKeys migration), and
 * links by name compare the same way. A 409 names the record that holds the name.
 */
const NAMED = {
  product: { entity: Product, constraint: 'UQ_products_nameKey' },
  category: { entity: Category, constraint: 'UQ_categories_nameKey' },
} as const;

export type NamedKind = keyof typeof NAMED;

/** The product or category whose name compares equal to `name`, if any. */
export function findByName(manager: EntityManager, kind: 'category', name: string): Promise<Category | null>;
export function findByName(manager: EntityManager, kind: NamedKind, name: string): Promise<Product | Category | null>;
export function findByName(manager: EntityManager, kind: NamedKind, name: string): Promise<Product | Category | null> {
  return manager
    .getRepository<Product | Category>(NAMED[kind].entity)
    .createQueryBuilder('r')
    .where('"r"."nameKey" = name_key(:name)', { name })
    .getOne();
}

/** How the unique constraints see each of `names`: a lookup from a name to its key. */
export async function nameKeys(manager: EntityManager, names: string[]): Promise<(name: string) => string> {
  const rows: Array<{ name: string; key: string }> = await manager.query('SELECT n AS name, name_key(n) AS key FROM unnest($1::text[]) AS u(n)', [
    [...new Set(names)],
  ]);
  const keys = new Map(rows.map((r) => [r.name, r.key]));
  return (name) => keys.get(name)!;
}

export async function assertNameFree(manager: EntityManager, kind: NamedKind, name: string, exceptId?: number): Promise<void> {
  const existing = await findByName(manager, kind, name);
  if (existing && existing.id !== exceptId) throw conflict(`A ${kind} named "${existing.name}" already exists`);
}

/**
 * Runs a write that takes a name. A parallel write that took the same name first makes the unique
 * constraint refuse this one; that is answered like the check above, naming the winner.
 */
export async function claimingName<T>(manager: EntityManager, kind: NamedKind, name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (!isUniqueViolation(err, NAMED[kind].constraint)) throw err;
    const existing = await findByName(manager, kind, name);
    throw conflict(`A ${kind} named "${existing?.name ?? name}" already exists`);
  }
}
