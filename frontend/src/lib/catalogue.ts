import { ApiPaths, PRODUCT_CATEGORY_NAMES, type CategoryCount, type Page, type ProductQuery, type ProductSort, type ProductView } from '@lora/api';
import { productPagePath } from './api.js';

/*
 * What the home page and the marketplace read, as the API paths that answer it: the SWR keys under which
 * the browser looks for the data, and the server (entry-server's catalogueReads) puts it.
 */

/**
 * What a catalogue card shows (ProductCard), and so all of a product that home and the marketplace render and
 * hydrate with: the server sends no more of each product to the page than this.
 */
export const PRODUCT_CARD_FIELDS = [
  'id',
  'name',
  'manufacturer',
  'price',
  'currency',
  'image',
  'category',
  'lorawan',
] as const satisfies ReadonlyArray<keyof ProductView>;
export type ProductCardView = Pick<ProductView, (typeof PRODUCT_CARD_FIELDS)[number]>;
/** A page of the catalogue as the cards read it. */
export type ProductCardPage = Page<ProductCardView>;

/** The first 4 of the catalogue (SPEC §9), one page in the catalogue's order. */
export const FEATURED_QUERY: ProductQuery = { limit: 4 };
export const FEATURED_PATH = productPagePath(FEATURED_QUERY);

export const MARKETPLACE_PAGE_SIZE = 24;

/** SPEC §9's sort menu; 'Highest Rated' has no rule and falls back to newest. */
export const SORTS: Array<{ value: string; label: string; sort: ProductSort }> = [
  { value: 'newest', label: 'Newest', sort: 'newest' },
  { value: 'price_asc', label: 'Price: low to high', sort: 'price_asc' },
  { value: 'price_desc', label: 'Price: high to low', sort: 'price_desc' },
  { value: 'name', label: 'Name', sort: 'name' },
  { value: 'rating', label: 'Highest Rated', sort: 'newest' },
];

/** The marketplace's state, as its address holds it: `?search=&category=&sort=&cursor=`. */
export function marketplaceState(params: URLSearchParams) {
  const sort = params.get('sort');
  return {
    search: params.get('search') ?? '',
    /** A category name, or 'all'. */
    category: params.get('category') || 'all',
    /** One of SORTS' values. */
    sortValue: SORTS.some((s) => s.value === sort) ? sort! : 'newest',
    /** Where the list starts: the Load More link's address carries it, for a visitor without the app. */
    cursor: params.get('cursor') || undefined,
  };
}

/** The catalogue query of the first page for a state. */
export function marketplaceQuery({ search, category, sortValue, cursor }: ReturnType<typeof marketplaceState>): ProductQuery {
  return {
    search: search || undefined,
    category: category === 'all' ? undefined : category,
    sort: SORTS.find((s) => s.value === sortValue)!.sort,
    limit: MARKETPLACE_PAGE_SIZE,
    ...(cursor ? { cursor } : {}),
  };
}

/** SWR infinite's page keys for a query: the first page, then each next cursor while there is one. */
export function marketplacePages(query: ProductQuery) {
  return (index: number, previous: ProductCardPage | null): string | null =>
    index === 0 ? productPagePath(query) : previous?.nextCursor ? productPagePath({ ...query, cursor: previous.nextCursor }) : null;
}

/** The categories in use with their counts, for products matching the search. */
export function categoryCountsPath(search: string): string {
  return search ? `${ApiPaths.products.categories}?${new URLSearchParams({ search })}` : ApiPaths.products.categories;
}

/**
 * The count of each of SPEC's categories, from the categories in use: the catalogue filters by category
 * name without regard to case, so 'soil moisture' counts as Soil Moisture.
 */
export function specCategoryCounts(inUse: CategoryCount[]): Map<string, number> {
  const byName = new Map<string, number>();
  for (const { name, count } of inUse) byName.set(name.toLowerCase(), (byName.get(name.toLowerCase()) ?? 0) + count);
  return new Map(PRODUCT_CATEGORY_NAMES.map((name) => [name, byName.get(name.toLowerCase()) ?? 0]));
}
