import type { CSSProperties } from 'react';
import type { CSSObject, Theme } from '@mui/material/styles';

/**
 * The site's shared looks for plain elements: the page's width (header, footer), cards (products, features, the
 * product page) and tags, written once with the theme's tokens. What every visitor hydrates
 * stays plain elements with these styles rather than a component each.
 */

/** The page's width: full up to the `lg` breakpoint, centred, with side gutters. */
export const pageWidth = (theme: Theme): CSSObject => ({
  boxSizing: 'border-box',
  width: '100%',
  maxWidth: theme.breakpoints.values.lg,
  margin: '0 auto',
  padding: theme.spacing(0, 2),
  [theme.breakpoints.up('sm')]: { padding: theme.spacing(0, 3) },
});

/** A card's surface: the paper colour inside a divider-coloured border, rounded. */
export const surface = (theme: Theme): CSSObject => ({
  overflow: 'hidden',
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  backgroundColor: theme.palette.background.paper,
});

/** A grid's number of columns from `md` up (`--columns`), as an element's inline style: cardGrid, the metrics' row. */
export const columnCount = (count: number) => ({ '--columns': count }) as CSSProperties;

/** Cards in a grid: one column on a phone, two from `sm`, `--columns` (3 unless set, columnCount) from `md`. */
export const cardGrid = ({ breakpoints, spacing }: Theme): CSSObject => ({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: spacing(3),
  [breakpoints.up('sm')]: { gridTemplateColumns: 'repeat(2, 1fr)' },
  [breakpoints.up('md')]: { gridTemplateColumns: 'repeat(var(--columns, 3), 1fr)' },
});

/** A card filling its grid cell, its content in a column. */
export const card = (theme: Theme): CSSObject => ({ ...surface(theme), height: '100%', display: 'flex', flexDirection: 'column' });

/** A card's padded body, its content in a column. */
export const cardBody = (theme: Theme): CSSObject => ({ flexGrow: 1, display: 'flex', flexDirection: 'column', padding: theme.spacing(2, 2, 3) });

/** A small pill (a tag): its height, padding, radius and type; the colours are the caller's. */
export const pill = (theme: Theme): CSSObject => ({
  display: 'inline-flex',
  alignItems: 'center',
  height: 24,
  padding: theme.spacing(0, 1),
  borderRadius: 12,
  fontSize: theme.typography.pxToRem(13),
  lineHeight: 1.5,
  whiteSpace: 'nowrap',
});
