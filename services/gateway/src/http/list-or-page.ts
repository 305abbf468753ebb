import { PAGE_SIZE_MAX, collectPages, type Page, type PageRequest } from '@lora/contracts';

/** Without limit or cursor, the whole list (what SPEC's admin reads); with either, one page. */
export async function listOrPage<T>(query: PageRequest, fetchPage: (limit: number, cursor?: string) => Promise<Page<T>>): Promise<T[] | Page<T>> {
  if (query.limit !== undefined || query.cursor !== undefined) return fetchPage(query.limit ?? PAGE_SIZE_MAX, query.cursor);
  return collectPages((cursor) => fetchPage(PAGE_SIZE_MAX, cursor));
}
