import { invalid } from '@lora/runtime';
import type { CategoriesRepository } from '../data/categories.repository.js';

export interface CategoryLink {
  category?: string | null;
  categoryId?: number | null;
}

/**
 * Keeps a product's category name and id in step: an id must exist and brings its name; a name
 * alone links to the category of that name (compared as names are, see catalogue-names.ts) when there is one, and
 * otherwise stays as plain text.
 */
export async function resolveCategoryLink(categories: CategoriesRepository, input: CategoryLink): Promise<CategoryLink> {
  if (input.categoryId !== undefined && input.categoryId !== null) {
    const found = await categories.findById(input.categoryId);
    if (!found) throw invalid(`categoryId ${input.categoryId} does not match any category`);
    return { categoryId: found.id, category: found.name };
  }
  if (input.category) {
    const found = await categories.findByName(input.category);
    return { categoryId: found?.id ?? null, category: found?.name ?? input.category };
  }
  if (input.category === null || input.categoryId === null) return { category: null, categoryId: null };
  return {};
}
