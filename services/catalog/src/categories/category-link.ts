import type { EntityManager } from 'typeorm';
import { invalid } from '@lora/runtime';
import { Category } from './category.entity.js';
import { findByName } from '../catalogue-names.js';

export interface CategoryLink {
  category?: string | null;
  categoryId?: number | null;
}

/**
 * Keeps a product's category name and id in step: an id must exist and brings its name; a name
 * alone links to the category of that name (compared as names are, see catalogue-names.ts) when there is one, and
 * otherwise stays as plain text.
 */
export async function resolveCategoryLink(manager: EntityManager, input: CategoryLink): Promise<CategoryLink> {
  const categories = manager.getRepository(Category);
  if (input.categoryId !== undefined && input.categoryId !== null) {
    const found = await categories.findOneBy({ id: input.categoryId });
    if (!found) throw invalid(`categoryId ${input.categoryId} does not match any category`);
    return { categoryId: found.id, category: found.name };
  }
  if (input.category) {
    const found = await findByName(manager, 'category', input.category);
    return { categoryId: found?.id ?? null, category: found?.name ?? input.category };
  }
  if (input.category === null || input.categoryId === null) return { category: null, categoryId: null };
  return {};
}
