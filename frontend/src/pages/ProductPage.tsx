import { useParams } from 'react-router-dom';
import useSWR from 'swr';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import { styled } from '@mui/material/styles';
import { ArrowBackIcon } from '../components/icons.js';
import { ApiPaths, contactTopicPath, productSpecifications, type ProductView } from '@lora/api';
import { Seo } from '../lib/seo.js';
import { formatPrice, isCurrencyCode } from '../lib/format.js';
import { HydrationBoundaries } from '../components/HydrationBoundaries.js';
import { ProductImage } from '../components/ProductImage.js';
import { productKeywords } from '../content/keywords.js';
import { PRODUCT_NOT_FOUND, SITE } from '../lib/site.js';
import { NotFoundPage } from './NotFoundPage.js';
import { surface } from '../components/surfaces.js';

/**
 * The product's look: card surfaces, MUI's chips and the theme's h1, h2, h3 and body1 type, written once over plain
 * elements. As a component per element, the specifications and the four list cards were some 300 React components
 * to hydrate.
 */
const Details = styled(Container)(({ theme }) => {
  const panel = {
    backgroundColor: theme.palette.background.paper,
    border: `1px solid ${theme.palette.divider}`,
    borderRadius: Number(theme.shape.borderRadius) * 2,
  };
  return {
    '& .product-grid': {
      display: 'grid',
      gridTemplateColumns: '1fr',
      gap: theme.spacing(5),
      [theme.breakpoints.up('md')]: { gridTemplateColumns: '1fr 1fr' },
    },
    '& .product-picture': { ...surface(theme), alignSelf: 'start' },
    '& .product-badges': { display: 'flex', gap: theme.spacing(1), marginBottom: theme.spacing(2), flexWrap: 'wrap' },
    '& .product-badges .MuiChip-colorPrimary': { fontWeight: 600 },
    '& h1': { ...theme.typography.h1, fontSize: 'clamp(1.8rem, 4vw, 2.6rem)', margin: theme.spacing(0, 0, 1) },
    '& .product-maker': { ...theme.typography.body1, margin: theme.spacing(0, 0, 3), color: theme.palette.text.secondary },
    '& .product-price': { ...theme.typography.body1, margin: theme.spacing(0, 0, 3), fontSize: '2rem', fontWeight: 700 },
    '& .product-description': { ...theme.typography.body1, margin: theme.spacing(0, 0, 4), lineHeight: 1.7, whiteSpace: 'pre-line' },
    '& .product-actions': { display: 'flex', gap: theme.spacing(2), flexWrap: 'wrap' },
    '& .product-specs': { marginTop: theme.spacing(8) },
    '& .product-specs h2': { ...theme.typography.h2, margin: theme.spacing(0, 0, 3) },
    // On a phone, one datasheet table (name beside value, a rule between rows) rather than fifteen cards a screen long.
    '& dl': {
      display: 'grid',
      gridTemplateColumns: '1fr',
      margin: 0,
      ...panel,
      [theme.breakpoints.up('sm')]: {
        gridTemplateColumns: 'repeat(2, 1fr)',
        gap: theme.spacing(2),
        backgroundColor: 'transparent',
        border: 0,
        borderRadius: 0,
      },
      [theme.breakpoints.up('md')]: { gridTemplateColumns: 'repeat(3, 1fr)' },
    },
    '& dl > div': {
      display: 'grid',
      gridTemplateColumns: '2fr 3fr',
      gap: theme.spacing(2),
      alignItems: 'baseline',
      padding: theme.spacing(1.5, 2),
      '& + div': { borderTop: `1px solid ${theme.palette.divider}` },
      [theme.breakpoints.up('sm')]: { display: 'block', padding: theme.spacing(2), ...panel },
    },
    '& dt': { ...theme.typography.body1, margin: 0, fontSize: '0.85rem', color: theme.palette.text.secondary },
    '& dd': { ...theme.typography.body1, margin: 0, fontWeight: 600 },
    // Each card as tall as what it holds: the features beside a column of the chip lists, or the cards in a row.
    '& .product-lists': { display: 'grid', gap: theme.spacing(3), marginTop: theme.spacing(5), alignItems: 'start' },
    '& .list-stack': { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))', gap: theme.spacing(3), alignItems: 'start' },
    [theme.breakpoints.up('md')]: {
      '& .product-lists.with-features': { gridTemplateColumns: '3fr 2fr' },
      '& .with-features .list-stack': { gridTemplateColumns: '1fr' },
    },
    '& .list-card': surface(theme),
    '& .list-card-content': { padding: theme.spacing(2, 2, 3) },
    '& .list-card h2': { ...theme.typography.h3, margin: theme.spacing(0, 0, 1.5) },
    '& .list-bullets': { margin: 0, paddingLeft: theme.spacing(2.5) },
    '& .list-chips': { margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: theme.spacing(1) },
  };
});

/** A card shown only when it has items (SPEC §2): bullets, or chips filled or outlined. */
function ListCard({ title, items, as }: { title: string; items: string[]; as: 'bullets' | 'chips' | 'outlined chips' }) {
  if (!items.length) return null;
  return (
    <div className="list-card">
      <div className="list-card-content">
        <h2>{title}</h2>
        <ul className={as === 'bullets' ? 'list-bullets' : 'list-chips'}>
          {items.map((item) => (
            <li key={item}>{as === 'bullets' ? item : <Chip label={item} size="small" variant={as === 'chips' ? 'filled' : 'outlined'} />}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}

function productJsonLd(p: ProductView) {
  // schema.org's Offer names an ISO 4217 currency: a price in a unit of the seller's own has none to name.
  const price = p.price && Number.isFinite(Number(p.price)) && isCurrencyCode(p.currency) ? Number(p.price).toFixed(2) : undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: p.name,
    description: p.description,
    brand: { '@type': 'Brand', name: p.manufacturer },
    ...(p.model ? { model: p.model, sku: p.model } : {}),
    ...(p.category ? { category: p.category } : {}),
    ...(p.image ? { image: `${SITE.origin}${p.image}` } : {}),
    url: `${SITE.origin}/products/${p.id}`,
    ...(price !== undefined && {
      offers: {
        '@type': 'Offer',
        price,
        priceCurrency: p.currency,
        availability: p.availability === 'Available' ? 'https://schema.org/InStock' : 'https://schema.org/PreOrder',
        url: `${SITE.origin}/products/${p.id}`,
      },
    }),
  };
}

/** SPEC §2's product detail. */
export function ProductPage() {
  const { id = '' } = useParams();
  const valid = /^\d{1,10}$/.test(id);
  const { data: product, error, isLoading } = useSWR<ProductView | null, Error>(valid ? ApiPaths.products.one(id) : null);
  // null: the server found no such product (its page is sent with status 404).
  if (!valid || error || product === null) return <NotFoundPage {...PRODUCT_NOT_FOUND} />;
  if (isLoading || !product) {
    return (
      <Container maxWidth="lg" sx={{ py: 6 }} aria-busy="true">
        <Skeleton variant="text" width={160} height={32} />
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 5, mt: 2 }}>
          <Skeleton variant="rounded" height={380} />
          <Box>
            <Skeleton variant="text" height={60} />
            <Skeleton variant="text" height={30} width="50%" />
            <Skeleton variant="text" height={120} />
          </Box>
        </Box>
      </Container>
    );
  }
  const p = product;
  const price = formatPrice(p.price, p.currency);
  const chipLists = p.connectivity.length + p.certifications.length + p.tags.length > 0;
  const specs = productSpecifications(p);
  return (
    <Details maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Seo
        title={`${p.name} - ${p.manufacturer} | ${SITE.name}`}
        description={(p.seoDescription ?? p.description).slice(0, 300)}
        path={`/products/${p.id}`}
        keywords={productKeywords(p)}
        image={p.image ?? undefined}
        jsonLd={productJsonLd(p)}
      />
      <Link href="/marketplace" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 3, fontWeight: 600 }}>
        <ArrowBackIcon fontSize="small" aria-hidden /> Back to Marketplace
      </Link>
      <HydrationBoundaries>
        <div className="product-grid">
          <div className="product-picture">
            <ProductImage src={p.image} alt={p.name} priority />
          </div>
          <div>
            <div className="product-badges">
              {p.lorawan && <Chip label="LoRaWAN" color="primary" />}
              {/* SPEC: the default style when Available, the secondary one for any other value. */}
              <Chip label={p.availability} color={p.availability === 'Available' ? 'default' : 'secondary'} />
              {p.category && <Chip label={p.category} variant="outlined" />}
            </div>
            <h1>{p.name}</h1>
            <p className="product-maker">{`by ${p.manufacturer}`}</p>
            {price && <p className="product-price">{price}</p>}
            <p className="product-description">{p.description}</p>
            <div className="product-actions">
              <Button href={contactTopicPath(`${p.name}: Request Quote`)} variant="contained" size="large">
                Request Quote
              </Button>
              {/* Every product offers a datasheet: the file an admin uploaded in its place, else the PDF its data renders. */}
              {Object.entries({ 'Visit Website': p.website, Datasheet: p.datasheet ?? ApiPaths.products.datasheet(p.id) }).map(
                ([label, href]) =>
                  href && (
                    <Button key={label} href={href} target="_blank" rel="noopener noreferrer" variant="outlined" color="inherit">
                      {label}
                    </Button>
                  ),
              )}
            </div>
          </div>
        </div>
        {specs.length > 0 && (
          <section className="product-specs">
            <h2>Technical Specifications</h2>
            <dl>
              {specs.map(([name, value]) => (
                <div key={name}>
                  <dt>{name}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          </section>
        )}
        <div className={p.features.length && chipLists ? 'product-lists with-features' : 'product-lists'}>
          <ListCard title="Key Features" items={p.features} as="bullets" />
          {chipLists && (
            <div className="list-stack">
              <ListCard title="Connectivity" items={p.connectivity} as="chips" />
              <ListCard title="Certifications" items={p.certifications} as="outlined chips" />
              <ListCard title="Tags" items={p.tags} as="chips" />
            </div>
          )}
        </div>
      </HydrationBoundaries>
    </Details>
  );
}
