import { conflict, isUniqueViolation } from '@lora/runtime';
import type { CatalogStore } from './data/catalog.store.js';

/**
 * Product and category names are unique as the database's `name_key(text)` compares them (NFKC, no
 * invisible characters, one space for a run, case-folded; see the CatalogNameKeys migration), and
 * links by name compare the same way. A 409 names the record that holds the name.
 */
const CONSTRAINTS = {
  product: 'UQ_products_nameKey',
  category: 'UQ_categories_nameKey',
} as const;

export type NamedKind = keyof typeof CONSTRAINTS;

const findByName = (repos: CatalogStore, kind: NamedKind, name: string) =>
  kind === 'product' ? repos.products.findByName(name) : repos.categories.findByName(name);

export async function assertNameFree(repos: CatalogStore, kind: NamedKind, name: string, exceptId?: number): Promise<void> {
  const existing = await findByName(repos, kind, name);
  if (existing && existing.id !== exceptId) throw conflict(`A ${kind} named "${existing.name}" already exists`);
}

/**
 * Runs a write that takes a name. A parallel write that took the same name first makes the unique
 * constraint refuse this one; that is answered like the check above, naming the winner.
 */
export async function claimingName<T>(repos: CatalogStore, kind: NamedKind, name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (!isUniqueViolation(err, CONSTRAINTS[kind])) throw err;
    const existing = await findByName(repos, kind, name);
    throw conflict(`A ${kind} named "${existing?.name ?? name}" already exists`);
  }
}
