import { useEffect, useRef, type MouseEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import useSWRInfinite from 'swr/infinite';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import { visuallyHidden } from '@mui/utils';
import { PRODUCT_CATEGORY_NAMES, type CategoryCount } from '@lora/api';
import { Seo } from '../lib/seo.js';
import { MARKETPLACE } from '../content/marketplace.js';
import { ProductCard, ProductGrid } from '../components/ProductCard.js';
import { Field } from '../components/fields.js';
import {
  SORTS,
  type ProductCardPage,
  categoryCountsPath,
  marketplacePages,
  marketplaceQuery,
  marketplaceState,
  specCategoryCounts,
} from '../lib/catalogue.js';
import { HydrationBoundaries } from '../components/HydrationBoundaries.js';

/** The categories as chips on a phone (SPEC §2), each a link to the filtered URL. */
const CategoryChips = styled('div')(({ theme }) => ({
  display: 'flex',
  gap: theme.spacing(1),
  flexWrap: 'wrap',
  marginBottom: theme.spacing(3),
  [theme.breakpoints.up('sm')]: { display: 'none' },
}));

/** The address's parameters with `changes` made (null or '' removes one). */
function changed(params: URLSearchParams, changes: Record<string, string | null>): URLSearchParams {
  const next = new URLSearchParams(params);
  // Another search, filter or order starts the list from its beginning.
  next.delete('cursor');
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === '') next.delete(key);
    else next.set(key, value);
  }
  return next;
}

/**
 * The catalogue: server-side search, filter, sort and paging, with the state in the URL (shareable,
 * back-button safe, crawlable) and Load More for the next page. The server renders the first page and
 * the category counts for the URL's state, so both are in the HTML and hydrate without a fetch.
 */
export function MarketplacePage() {
  const [params, setParams] = useSearchParams();
  const state = marketplaceState(params);
  const { search, category, sortValue } = state;
  const update = (changes: Record<string, string | null>) =>
    setParams((current) => changed(current, changes), { replace: changes.search !== undefined });

  // The search field holds what is typed, before the app hydrates too: the address takes that up once, then the
  // field follows the address when it changes by other means (Back, a link).
  const searchField = useRef<HTMLInputElement>(null);
  const adopted = useRef(false);
  useEffect(() => {
    const field = searchField.current;
    if (!field || field.value === search) return;
    if (!adopted.current) update({ search: field.value });
    else if (document.activeElement !== field) field.value = search;
  });
  useEffect(() => {
    adopted.current = true;
  }, []);

  const { data, size, setSize, isLoading, isValidating } = useSWRInfinite<ProductCardPage>(marketplacePages(marketplaceQuery(state)));
  const { data: inUse } = useSWR<CategoryCount[]>(categoryCountsPath(search));
  const counts = inUse ? specCategoryCounts(inUse) : new Map<string, number>();
  const products = data?.flatMap((p) => p.items) ?? [];
  const total = data?.[0]?.total ?? 0;
  const nextCursor = data?.[data.length - 1]?.nextCursor;
  // Load More is a link to the list's next page (what a visitor without the app follows); the app appends it instead.
  const nextPage = changed(params, { cursor: nextCursor ?? null });
  const allCount = [...counts.values()].reduce((a, b) => a + b, 0);

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
      <Seo
        {...MARKETPLACE.seo}
        path="/marketplace"
        jsonLd={{ '@context': 'https://schema.org', '@type': 'CollectionPage', name: 'LoRaWAN sensor marketplace' }}
      />
      <Typography variant="h1" sx={{ mb: 1.5 }}>
        {MARKETPLACE.title}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 4 }}>{MARKETPLACE.lead}</Typography>
      {/* A GET form: before the app runs (or without it), Enter in the search field, or Apply, loads the filtered page.
          Hydrated with the page, not in a boundary of its own: the page's effect reads what was typed in it before. */}
      <Box
        component="form"
        role="search"
        method="get"
        action="/marketplace"
        onSubmit={(e) => e.preventDefault()}
        sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-end', mb: 3 }}
      >
        <Field
          id="marketplace-search"
          name="search"
          label="Search sensors"
          type="search"
          inputRef={searchField}
          defaultValue={search}
          onChange={(e) => update({ search: e.target.value })}
          sx={{ flex: '1 1 280px' }}
        />
        <Field
          as="select"
          id="marketplace-category"
          name="category"
          label="Category"
          value={category}
          onChange={(e) => update({ category: e.target.value === 'all' ? null : e.target.value })}
          sx={{ minWidth: 220, display: { xs: 'none', sm: 'grid' } }}
        >
          <option value="all">{counts.size ? `All categories (${allCount})` : 'All categories'}</option>
          {PRODUCT_CATEGORY_NAMES.map((name) => (
            <option key={name} value={name}>
              {counts.has(name) ? `${name} (${counts.get(name)})` : name}
            </option>
          ))}
        </Field>
        <Field
          as="select"
          id="marketplace-sort"
          name="sort"
          label="Sort by"
          value={sortValue}
          onChange={(e) => update({ sort: e.target.value === 'newest' ? null : e.target.value })}
          sx={{ minWidth: 200 }}
        >
          {SORTS.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </Field>
        <noscript>
          <Button type="submit" variant="outlined" color="inherit" size="large" sx={{ minHeight: 48 }}>
            Apply
          </Button>
        </noscript>
      </Box>
      <HydrationBoundaries>
        <CategoryChips role="group" aria-label="Categories">
          {/* Each a link to the marketplace filtered by one category (or by none): a tap works before the app has loaded. */}
          {['all', ...PRODUCT_CATEGORY_NAMES].map((name) => {
            const to = changed(params, { category: name === 'all' ? null : name }).toString();
            return (
              <Chip
                key={name}
                component="a"
                href={to ? `/marketplace?${to}` : '/marketplace'}
                clickable
                label={name === 'all' ? 'All' : name}
                color={category === name ? 'primary' : 'default'}
                aria-current={category === name ? 'true' : undefined}
              />
            );
          })}
        </CategoryChips>
      </HydrationBoundaries>
      <Typography component="h2" sx={visuallyHidden}>
        Products
      </Typography>
      <Typography sx={{ mb: 3, color: 'text.secondary' }} aria-live="polite" data-testid="result-count">
        {isLoading ? 'Loading products…' : `${total} ${total === 1 ? 'product' : 'products'} found`}
      </Typography>
      {isLoading || products.length ? (
        <ProductGrid>
          {isLoading ? (
            Array.from({ length: 6 }, (_, i) => <Skeleton key={i} variant="rounded" height={380} />)
          ) : (
            <HydrationBoundaries>
              {products.map((product, i) => (
                <ProductCard key={product.id} product={product} priority={i === 0} />
              ))}
            </HydrationBoundaries>
          )}
        </ProductGrid>
      ) : (
        <Box sx={{ textAlign: 'center', py: 8 }}>
          <Typography variant="h2" sx={{ fontSize: '1.5rem', mb: 1 }}>
            {MARKETPLACE.empty.title}
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>{MARKETPLACE.empty.text}</Typography>
        </Box>
      )}
      {nextCursor && (
        <Box sx={{ textAlign: 'center', mt: 5 }}>
          <Button
            href={`/marketplace?${nextPage}`}
            variant="outlined"
            color="inherit"
            size="large"
            disabled={isValidating}
            onClick={(e: MouseEvent) => {
              e.preventDefault();
              void setSize(size + 1);
            }}
          >
            Load More
          </Button>
        </Box>
      )}
    </Container>
  );
}
