import type { ReactNode } from 'react';
import { styled } from '@mui/material/styles';
import type { ProductCardView } from '../lib/catalogue.js';
import { formatPrice } from '../lib/format.js';
import { ProductImage } from './ProductImage.js';
import { cardBody, card, cardGrid, pill } from './surfaces.js';

/** How many of its grid's rows a card spans; an element between the grid and the card spans them too, as a subgrid. */
export const CARD_ROWS = 3;

/**
 * The grid of product cards (components/surfaces.ts), the cards anywhere inside it: each a card surface with small
 * pills, the theme's h3 and body2 type and an outlined link, plain elements under this one styled element. A page shows
 * a dozen cards or more, each hydrated by the browser: as a component per element each card was some sixty React
 * components, and as a styled card each its styles written out again.
 */
export const ProductGrid = styled('div')(({ theme }) => ({
  ...cardGrid(theme),
  '& .product-card': {
    ...card(theme),
    // Three rows (picture, tags, the rest) that are the grid's own, so that cards side by side share them: where one
    // card's tags take two lines, every name in that row starts below them.
    display: 'grid',
    gridRow: `span ${CARD_ROWS}`,
    gridTemplateRows: 'subgrid',
    rowGap: 0,
    // Never wider than its column, whatever a tag holds.
    minWidth: 0,
    gridTemplateColumns: 'minmax(0, 1fr)',
  },
  '& .card-tags': { display: 'flex', gap: theme.spacing(1), flexWrap: 'wrap', alignContent: 'flex-start', padding: theme.spacing(2, 2, 0) },
  '& .card-body': { ...cardBody(theme), gap: theme.spacing(1), paddingTop: theme.spacing(1) },
  // A category longer than the card ends in an ellipsis inside its pill, its whole name in the title.
  '& .card-tag': {
    ...pill(theme),
    display: 'block',
    maxWidth: '100%',
    boxSizing: 'border-box',
    lineHeight: theme.spacing(3),
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    backgroundColor: theme.palette.action.selected,
  },
  '& .card-tag-primary': { backgroundColor: theme.palette.primary.main, color: theme.palette.primary.contrastText },
  '& .product-card h3': { ...theme.typography.h3, margin: 0 },
  '& .card-maker': { ...theme.typography.body2, margin: 0, color: theme.palette.text.secondary },
  '& .card-spacer': { flexGrow: 1 },
  '& .card-price': { ...theme.typography.body1, margin: 0, fontWeight: 700, fontSize: '1.15rem' },
  '& .card-action': {
    ...theme.typography.button,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minWidth: 64,
    padding: '5px 15px',
    border: '1px solid currentColor',
    borderRadius: theme.shape.borderRadius,
    color: 'inherit',
    textDecoration: 'none',
    transition: theme.transitions.create('background-color', { duration: theme.transitions.duration.short }),
    '&:hover': { backgroundColor: theme.palette.action.hover },
    '&:focus-visible': { outline: `2px solid ${theme.palette.primary.dark}`, outlineOffset: 2 },
  },
}));

/** A catalogue card, inside a ProductGrid; an admin can put its own actions where View Details is (SPEC §2). */
export function ProductCard({ product, actions, priority }: { product: ProductCardView; actions?: ReactNode; priority?: boolean }) {
  const price = formatPrice(product.price, product.currency);
  return (
    <article className="product-card">
      <ProductImage src={product.image} alt={product.name} priority={priority} />
      <div className="card-tags">
        {product.category && (
          <span className="card-tag" title={product.category}>
            {product.category}
          </span>
        )}
        {product.lorawan && <span className="card-tag card-tag-primary">LoRaWAN</span>}
      </div>
      <div className="card-body">
        <h3>{product.name}</h3>
        <p className="card-maker">{`by ${product.manufacturer}`}</p>
        <div className="card-spacer" />
        {price && <p className="card-price">{price}</p>}
        {actions ?? (
          <a className="card-action" href={`/products/${product.id}`} aria-label={`View details of ${product.name}`}>
            View Details
          </a>
        )}
      </div>
    </article>
  );
}
