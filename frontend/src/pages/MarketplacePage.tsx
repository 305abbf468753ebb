import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import useSWRInfinite from 'swr/infinite';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import { visuallyHidden } from '@mui/utils';
import { PRODUCT_CATEGORY_NAMES, type ProductSort } from '@lora/api';
import { Seo } from '../app/seo.js';
import { productPagePath, type ProductPage } from '../app/api.js';
import { ProductCard } from '../components/ProductCard.js';

const PAGE = 24;
/** SPEC §9's sort menu; 'Highest Rated' has no rule and falls back to newest. */
const SORTS: Array<{ value: string; label: string; sort: ProductSort }> = [
  { value: 'newest', label: 'Newest', sort: 'newest' },
  { value: 'price_asc', label: 'Price: low to high', sort: 'price_asc' },
  { value: 'price_desc', label: 'Price: high to low', sort: 'price_desc' },
  { value: 'name', label: 'Name', sort: 'name' },
  { value: 'rating', label: 'Highest Rated', sort: 'newest' },
];

/** How many published products each category has: one count-only page per category. */
function useCategoryCounts(search: string) {
  const { data } = useSWR<Array<[string, number]>>(['category-counts', search], async () =>
    Promise.all(
      PRODUCT_CATEGORY_NAMES.map(async (name): Promise<[string, number]> => {
        const res = await fetch(productPagePath({ category: name, search: search || undefined, limit: 1 }), { credentials: 'include' });
        return [name, res.ok ? ((await res.json()) as ProductPage).total : 0];
      }),
    ),
  );
  return new Map(data ?? []);
}

/**
 * The catalogue: server-side search, filter, sort and paging, with the state in the URL (shareable,
 * back-button safe, crawlable) and Load More for the next page.
 */
export function MarketplacePage() {
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const category = params.get('category') ?? 'all';
  const sortValue = SORTS.some((s) => s.value === params.get('sort')) ? params.get('sort')! : 'newest';
  const sort = SORTS.find((s) => s.value === sortValue)!.sort;
  const update = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) value === null || value === '' ? next.delete(key) : next.set(key, value);
        return next;
      },
      { replace: changes.search !== undefined },
    );

  const query = useMemo(() => ({ search: search || undefined, category: category === 'all' ? undefined : category, sort, limit: PAGE }), [search, category, sort]);
  const { data, size, setSize, isLoading, isValidating } = useSWRInfinite<ProductPage>((index, previous) =>
    index === 0 ? productPagePath(query) : previous?.nextCursor ? productPagePath({ ...query, cursor: previous.nextCursor }) : null,
  );
  const counts = useCategoryCounts(search);
  const products = data?.flatMap((p) => p.items) ?? [];
  const total = data?.[0]?.total ?? 0;
  const hasMore = !!data?.[data.length - 1]?.nextCursor;
  const allCount = [...counts.values()].reduce((a, b) => a + b, 0);

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
      <Seo
        title="Marketplace: LoRaWAN sensors for every measurement | LoRaWAN Sensors"
        description="Browse LoRaWAN soil moisture, temperature and humidity, water level, light, pressure and air quality sensors, with specifications, prices and datasheets."
        path="/marketplace"
        jsonLd={{ '@context': 'https://schema.org', '@type': 'CollectionPage', name: 'LoRaWAN sensor marketplace' }}
      />
      <Typography variant="h1" component="h1" sx={{ mb: 1.5 }}>
        Sensor marketplace
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 4 }}>Industrial LoRaWAN sensors, ready to join your network.</Typography>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 3 }}>
        <TextField
          label="Search sensors"
          type="search"
          value={search}
          onChange={(e) => update({ search: e.target.value })}
          sx={{ flex: '1 1 280px' }}
          slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon aria-hidden /></InputAdornment> } }}
        />
        <TextField select label="Category" value={category} onChange={(e) => update({ category: e.target.value === 'all' ? null : e.target.value })} sx={{ minWidth: 220, display: { xs: 'none', sm: 'flex' } }}>
          <MenuItem value="all">All categories{counts.size ? ` (${allCount})` : ''}</MenuItem>
          {PRODUCT_CATEGORY_NAMES.map((name) => (
            <MenuItem key={name} value={name}>
              {name}
              {counts.has(name) ? ` (${counts.get(name)})` : ''}
            </MenuItem>
          ))}
        </TextField>
        <TextField select label="Sort by" value={sortValue} onChange={(e) => update({ sort: e.target.value === 'newest' ? null : e.target.value })} sx={{ minWidth: 200 }}>
          {SORTS.map((s) => (
            <MenuItem key={s.value} value={s.value}>
              {s.label}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <Box sx={{ display: { xs: 'flex', sm: 'none' }, gap: 1, flexWrap: 'wrap', mb: 3 }} aria-label="Categories">
        <Chip label="All" color={category === 'all' ? 'primary' : 'default'} onClick={() => update({ category: null })} />
        {PRODUCT_CATEGORY_NAMES.slice(0, 5).map((name) => (
          <Chip key={name} label={name} color={category === name ? 'primary' : 'default'} onClick={() => update({ category: name })} />
        ))}
      </Box>
      <Typography component="h2" sx={visuallyHidden}>
        Products
      </Typography>
      <Typography sx={{ mb: 3, color: 'text.secondary' }} aria-live="polite" data-testid="result-count">
        {isLoading ? 'Loading products…' : `${total} ${total === 1 ? 'product' : 'products'} found`}
      </Typography>
      {isLoading ? (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' }, gap: 3 }}>
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} variant="rounded" height={380} data-testid="skeleton" />
          ))}
        </Box>
      ) : products.length ? (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' }, gap: 3 }}>
          {products.map((product, i) => (
            <ProductCard key={product.id} product={product} eager={i < 3} />
          ))}
        </Box>
      ) : (
        <Box sx={{ textAlign: 'center', py: 8 }}>
          <Typography variant="h2" component="h2" sx={{ fontSize: '1.5rem', mb: 1 }}>
            No devices found
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>Try adjusting your search or filter criteria</Typography>
        </Box>
      )}
      {hasMore && (
        <Box sx={{ textAlign: 'center', mt: 5 }}>
          <Button variant="outlined" color="inherit" size="large" disabled={isValidating} onClick={() => setSize(size + 1)}>
            Load More
          </Button>
        </Box>
      )}
    </Container>
  );
}
