import useSWR from 'swr';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { ORGANIZATION, Seo } from '../lib/seo.js';
import { FeatureGrid, Hero, MetricBand, Section } from '../sections/index.js';
import { ProductCard, ProductGrid } from '../components/ProductCard.js';
import { columnCount } from '../components/surfaces.js';
import { HOME } from '../content/home.js';
import { SITE } from '../lib/site.js';
import { FEATURED_PATH, type ProductCardPage } from '../lib/catalogue.js';
import { HydrationBoundaries } from '../components/HydrationBoundaries.js';

/** The first 4 of the catalogue; the server renders them into the page's HTML with their data. */
function FeaturedProducts() {
  const { data, isLoading } = useSWR<ProductCardPage>(FEATURED_PATH);
  return (
    <Section title="Featured products" lead="Field-proven sensors from our catalogue." tone="tinted">
      {isLoading || data?.items.length ? (
        <ProductGrid style={columnCount(4)}>
          {isLoading
            ? [0, 1, 2, 3].map((i) => <Skeleton key={i} variant="rounded" height={360} />)
            : data!.items.map((product) => <ProductCard key={product.id} product={product} />)}
        </ProductGrid>
      ) : (
        <Typography sx={{ textAlign: 'center', color: 'text.secondary' }}>No products available yet.</Typography>
      )}
      <Box sx={{ textAlign: 'center', mt: 4 }}>
        <Button href="/marketplace" variant="contained" size="large">
          View All Products
        </Button>
      </Box>
    </Section>
  );
}

export function HomePage() {
  return (
    <>
      <Seo
        {...HOME.seo}
        path="/"
        jsonLd={{ '@context': 'https://schema.org', ...ORGANIZATION, logo: `${SITE.origin}/favicon.svg`, email: SITE.salesEmail }}
      />
      <HydrationBoundaries>
        <Hero {...HOME.hero} />
        <FeatureGrid {...HOME.modules} />
        <MetricBand {...HOME.stats} />
        <FeaturedProducts />
        <FeatureGrid {...HOME.showcases} />
      </HydrationBoundaries>
    </>
  );
}
