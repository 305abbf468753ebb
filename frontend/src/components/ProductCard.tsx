import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ProductView } from '@lora/api';
import { formatPrice } from './format.js';
import { ProductImage } from './ProductImage.js';

/** A catalogue card; an admin can put its own actions where View Details is (SPEC §2). */
export function ProductCard({ product, actions, eager, priority }: { product: ProductView; actions?: ReactNode; eager?: boolean; priority?: boolean }) {
  const price = formatPrice(product.price);
  return (
    <Card sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <ProductImage src={product.image} alt={product.name} eager={eager} priority={priority} />
      <CardContent sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {product.category && <Chip size="small" label={product.category} />}
          {product.lorawan && <Chip size="small" label="LoRaWAN" color="primary" />}
        </Box>
        <Typography variant="h3" component="h3">
          {product.name}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          by {product.manufacturer}
        </Typography>
        <Box sx={{ flexGrow: 1 }} />
        {price && <Typography sx={{ fontWeight: 700, fontSize: '1.15rem' }}>{price}</Typography>}
        {actions ?? (
          <Button component={RouterLink} to={`/products/${product.id}`} variant="outlined" color="inherit" aria-label={`View details of ${product.name}`}>
            View Details
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
