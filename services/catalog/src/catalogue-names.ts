import type { EntityManager } from 'typeorm';
import { nameKey } from '@lora/contracts';
import { conflict, isUniqueViolation } from '@lora/runtime';
import { Category } from './categories/category.entity.js';
import { Product } from './products/product.entity.js';

/** Product and category names are unique as `nameKey` compares them; a 409 names the record holding the name. */
const NAMED = {
  product: { entity: Product, constraint: 'UQ_products_nameKey' },
  category: { entity: Category, constraint: 'UQ_categories_nameKey' },
} as const;

export type NamedKind = keyof typeof NAMED;

async function holder(manager: EntityManager, kind: NamedKind, name: string): Promise<Product | Category | null> {
  return manager.getRepository<Product | Category>(NAMED[kind].entity).findOneBy({ nameKey: nameKey(name) });
}

export async function assertNameFree(manager: EntityManager, kind: NamedKind, name: string, exceptId?: number): Promise<void> {
  const existing = await holder(manager, kind, name);
  if (existing && existing.id !== exceptId) throw conflict(`A ${kind} named "${existing.name}" already exists`);
}

/**
 * Runs a write that takes a name. A parallel write that took the same name first makes the unique
 * index refuse this one; that is answered like the check above, naming the winner.
 */
export async function claimingName<T>(manager: EntityManager, kind: NamedKind, name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (!isUniqueViolation(err, NAMED[kind].constraint)) throw err;
    const existing = await holder(manager, kind, name);
    throw conflict(`A ${kind} named "${existing?.name ?? name}" already exists`);
  }
}
