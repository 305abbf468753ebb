import { useState } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { formatPrice } from '../../../lib/format.js';
import { SensorsIcon } from '../../../components/icons.js';
import { DEFAULT_AVAILABILITY, type ProductView } from '@lora/api';

/** What the preview shows: the product's fields, its price as typed, and its specifications in order. */
type Shown = 'name' | 'manufacturer' | 'category' | 'description' | 'shortDescription' | 'currency' | 'image' | 'isActive' | 'isFeatured' | 'lorawan';
/** `price` null: the form's price is not one, and none is shown. */
type PreviewProduct = Pick<ProductView, Shown | 'availability'> & { price: string | null; specifications: Array<[string, string]> };

/** The product dialog's live preview card (SPEC §2): what the form holds, as a card. */
export function ProductPreview({ product }: { product: PreviewProduct }) {
  const [enlarged, setEnlarged] = useState(false);
  const shown = product.specifications.slice(0, 3);
  const more = product.specifications.length - shown.length;
  const price = product.price === null ? '' : (formatPrice(product.price, product.currency) ?? 'Price on request');
  return (
    <Card aria-label="Preview" component="section" sx={{ overflowWrap: 'anywhere' }}>
      <Box sx={{ position: 'relative', aspectRatio: '4 / 3', bgcolor: 'action.hover', display: 'grid', placeItems: 'center', overflow: 'hidden' }}>
        {product.image ? (
          <ButtonBase
            onClick={() => setEnlarged(true)}
            aria-label="Enlarge image"
            // The frame clips what is outside it, so the keyboard's ring is drawn inside the picture, on a white edge.
            sx={(theme) => ({
              width: '100%',
              height: '100%',
              '&.Mui-focusVisible': { outlineOffset: -5, boxShadow: `inset 0 0 0 7px ${theme.palette.common.white}` },
            })}
          >
            <img src={product.image} alt={product.name || 'Product image'} style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
          </ButtonBase>
        ) : (
          <SensorsIcon sx={{ fontSize: 64, color: 'text.disabled' }} aria-hidden />
        )}
        {!product.isActive && (
          <Box
            sx={{
              position: 'absolute',
              inset: 0,
              bgcolor: (theme) => alpha(theme.palette.common.black, 0.55),
              display: 'grid',
              placeItems: 'center',
              pointerEvents: 'none',
            }}
          >
            <Chip label="Inactive" color="error" />
          </Box>
        )}
      </Box>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {product.category && <Chip size="small" label={product.category} />}
          {product.lorawan && <Chip size="small" color="secondary" label="LoRaWAN" />}
          {product.isFeatured && <Chip size="small" color="primary" label="Featured" />}
        </Box>
        <Typography variant="h3" component="h3">
          {product.name || 'Product name'}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          by {product.manufacturer || 'Manufacturer'}
        </Typography>
        <Typography variant="body2" sx={{ display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
          {product.shortDescription || product.description}
        </Typography>
        {shown.length > 0 && (
          <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5, rowGap: 0.5, fontSize: '0.85rem' }}>
            {shown.map(([key, value]) => (
              <Box key={key} sx={{ display: 'contents' }}>
                <Box component="dt" sx={{ color: 'text.secondary' }}>
                  {key}
                </Box>
                <Box component="dd" sx={{ m: 0, fontWeight: 500 }}>
                  {value}
                </Box>
              </Box>
            ))}
            {more > 0 && (
              <Typography component="dd" variant="body2" sx={{ m: 0, gridColumn: '1 / -1', color: 'text.secondary' }}>
                +{more} more
              </Typography>
            )}
          </Box>
        )}
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mt: 1 }}>
          <Typography sx={{ fontWeight: 700, fontSize: '1.1rem' }}>{price}</Typography>
          <Chip size="small" variant={product.availability === DEFAULT_AVAILABILITY ? 'filled' : 'outlined'} label={product.availability} />
        </Box>
      </CardContent>
      <Dialog open={enlarged} onClose={() => setEnlarged(false)} maxWidth="md" aria-label="Enlarged image">
        {product.image && (
          <ButtonBase onClick={() => setEnlarged(false)} aria-label="Close enlarged image" sx={{ display: 'block' }}>
            <img src={product.image} alt={product.name || 'Product image'} style={{ display: 'block', maxWidth: '100%', maxHeight: '85vh' }} />
          </ButtonBase>
        )}
      </Dialog>
    </Card>
  );
}
