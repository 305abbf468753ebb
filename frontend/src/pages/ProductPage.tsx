import { Link as RouterLink, useParams } from 'react-router-dom';
import useSWR from 'swr';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { ApiPaths, type ProductView } from '@lora/api';
import { Seo } from '../app/seo.js';
import { formatPrice } from '../components/format.js';
import { ProductImage } from '../components/ProductImage.js';
import { productKeywords } from '../content/keywords.js';
import { SITE } from '../content/site.js';
import { Placeholder } from '../components/Placeholder.js';
import { HydrationSteps } from '../components/HydrationSteps.js';

function NotFound({ id }: { id: string }) {
  return (
    <Container maxWidth="sm" sx={{ py: 14, textAlign: 'center' }}>
      <Seo title="Product Not Found | LoRaWAN Sensors" description="This product does not exist or is no longer available." path={`/products/${id}`} />
      <Typography variant="h1" component="h1" sx={{ mb: 2 }}>
        Product Not Found
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 4 }}>The product you're looking for doesn't exist or has been removed.</Typography>
      <Button component={RouterLink} to="/marketplace" variant="contained">
        Back to Product Module
      </Button>
    </Container>
  );
}

/** A card shown only when it has items (SPEC §2): bullets, or chips filled or outlined. */
function ListCard({ title, items, as }: { title: string; items: string[]; as: 'bullets' | 'chips' | 'outlined chips' }) {
  if (!items.length) return null;
  return (
    <Card>
      <CardContent>
        <Typography variant="h3" component="h2" sx={{ mb: 1.5 }}>
          {title}
        </Typography>
        {as === 'bullets' ? (
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </Box>
        ) : (
          <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {items.map((item) => (
              <li key={item}>
                <Chip label={item} size="small" variant={as === 'chips' ? 'filled' : 'outlined'} />
              </li>
            ))}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}

function productJsonLd(p: ProductView) {
  const price = p.price && Number.isFinite(Number(p.price)) ? Number(p.price).toFixed(2) : undefined;
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
    ...(price
      ? { offers: { '@type': 'Offer', price, priceCurrency: p.currency === 'Custom' ? 'USD' : p.currency, availability: p.availability === 'Available' ? 'https://schema.org/InStock' : 'https://schema.org/PreOrder', url: `${SITE.origin}/products/${p.id}` } }
      : {}),
  };
}

/** SPEC §2's product detail. */
export function ProductPage() {
  const { id = '' } = useParams();
  const valid = /^\d{1,10}$/.test(id);
  const { data: product, error, isLoading } = useSWR<ProductView>(valid ? ApiPaths.products.one(id) : null);
  if (!valid || error) return <NotFound id={id} />;
  if (isLoading || !product) {
    return (
      <Container maxWidth="lg" sx={{ py: 6 }} aria-busy="true">
        <Placeholder variant="text" width={160} height={32} />
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 5, mt: 2 }}>
          <Placeholder variant="rounded" height={380} />
          <Box>
            <Placeholder variant="text" height={60} />
            <Placeholder variant="text" height={30} width="50%" />
            <Placeholder variant="text" height={120} />
          </Box>
        </Box>
      </Container>
    );
  }
  const p = product;
  const price = formatPrice(p.price, false);
  const specs: Array<[string, string]> = [
    ...(p.model ? ([['Model', p.model]] as Array<[string, string]>) : []),
    ...Object.entries(p.specifications),
    ...([['Range', p.range], ['Battery Life', p.batteryLife], ['Dimensions', p.dimensions], ['Weight', p.weight], ['Power Requirements', p.powerRequirements], ['Operating Temperature', p.operatingTemp]].filter(
      ([name, value]) => value && !(name! in p.specifications),
    ) as Array<[string, string]>),
  ];
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Seo
        title={`${p.name} - ${p.manufacturer} | ${SITE.name}`}
        description={(p.seoDescription ?? p.description).slice(0, 300)}
        path={`/products/${p.id}`}
        keywords={productKeywords(p)}
        image={p.image ?? undefined}
        jsonLd={productJsonLd(p)}
      />
      <Link component={RouterLink} to="/marketplace" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 3, fontWeight: 600 }}>
        <ArrowBackIcon fontSize="small" aria-hidden /> Back to Marketplace
      </Link>
      <HydrationSteps>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 5 }}>
          <Card sx={{ alignSelf: 'start' }}>
            <ProductImage src={p.image} alt={p.name} priority />
          </Card>
          <Box>
            <Box sx={{ display: 'flex', gap: 1, mb: 2, flexWrap: 'wrap' }}>
              {p.lorawan && <Chip label="LoRaWAN" color="primary" sx={{ fontWeight: 600 }} />}
              {/* SPEC: the default style when Available, the secondary one for any other value. */}
              <Chip label={p.availability} color={p.availability === 'Available' ? 'default' : 'secondary'} />
              {p.category && <Chip label={p.category} variant="outlined" />}
            </Box>
            <Typography variant="h1" component="h1" sx={{ fontSize: 'clamp(1.8rem, 4vw, 2.6rem)', mb: 1 }}>
              {p.name}
            </Typography>
            <Typography sx={{ color: 'text.secondary', mb: 3 }}>by {p.manufacturer}</Typography>
            {price && <Typography sx={{ fontSize: '2rem', fontWeight: 700, mb: 3 }}>{price}</Typography>}
            <Typography sx={{ lineHeight: 1.7, mb: 4, whiteSpace: 'pre-line' }}>{p.description}</Typography>
            <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
              <Button component={RouterLink} to="/contact" variant="contained" size="large">
                Request Quote
              </Button>
              {p.website && (
                <Button href={p.website} target="_blank" rel="noopener noreferrer" variant="outlined" color="inherit">
                  Visit Website
                </Button>
              )}
              {p.datasheet && (
                <Button href={p.datasheet} target="_blank" rel="noopener noreferrer" variant="outlined" color="inherit">
                  Datasheet
                </Button>
              )}
            </Box>
          </Box>
        </Box>
        {specs.length > 0 && (
          <Box component="section" sx={{ mt: 8 }}>
            <Typography variant="h2" component="h2" sx={{ mb: 3 }}>
              Technical Specifications
            </Typography>
            <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' }, gap: 2, m: 0 }}>
              {specs.map(([name, value]) => (
                <Box key={name} sx={{ p: 2, bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 2 }}>
                  <Typography component="dt" sx={{ fontSize: '0.85rem', color: 'text.secondary' }}>
                    {name}
                  </Typography>
                  <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
                    {value}
                  </Typography>
                </Box>
              ))}
            </Box>
          </Box>
        )}
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))', gap: 3, mt: 5 }}>
          <ListCard title="Key Features" items={p.features} as="bullets" />
          <ListCard title="Connectivity" items={p.connectivity} as="chips" />
          <ListCard title="Certifications" items={p.certifications} as="outlined chips" />
          <ListCard title="Tags" items={p.tags} as="chips" />
        </Box>
      </HydrationSteps>
    </Container>
  );
}
