import type { CSSProperties } from 'react';
import type { CSSObject, Theme } from '@mui/material/styles';

/**
 * The site's shared looks for plain elements: the page's width (header, footer), cards (products, features, the
 * product page) and chips (categories, badges), written once with the theme's tokens. What every visitor hydrates
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

/**
 * Chips as classes on plain elements: `.chip` (a pill) around `.chip-label`; medium or `.chip-small`; filled
 * (`.chip-default`, `.chip-primary`, `.chip-secondary`) or `.chip-outlined`. A chip that is a link or a button shades
 * on hover and shows a focus ring.
 */
export const chips = (theme: Theme): CSSObject => ({
  '& .chip': {
    ...pill(theme),
    boxSizing: 'border-box',
    maxWidth: '100%',
    height: 32,
    padding: theme.spacing(0, 1.5),
    border: 0,
    borderRadius: 16,
    fontFamily: theme.typography.fontFamily,
    textDecoration: 'none',
    color: theme.palette.text.primary,
    backgroundColor: theme.palette.action.selected,
    transition: theme.transitions.create('background-color'),
  },
  '& .chip-label': { overflow: 'hidden', textOverflow: 'ellipsis' },
  '& .chip-primary': { backgroundColor: theme.palette.primary.main, color: theme.palette.primary.contrastText },
  '& .chip-secondary': { backgroundColor: theme.palette.secondary.main, color: theme.palette.secondary.contrastText },
  '& .chip-outlined': { backgroundColor: 'transparent', border: `1px solid ${theme.palette.grey[400]}`, paddingInline: theme.spacing(1.375) },
  '& .chip-small': { height: 24, paddingInline: theme.spacing(1) },
  '& .chip-small.chip-outlined': { paddingInline: theme.spacing(0.875) },
  '& a.chip, & button.chip': {
    cursor: 'pointer',
    '@media (hover: hover)': { '&:hover': { backgroundColor: theme.palette.action.focus } },
    '&:focus-visible': { outline: `2px solid ${theme.palette.primary.dark}`, outlineOffset: 2 },
  },
  '& a.chip-primary, & button.chip-primary': { '@media (hover: hover)': { '&:hover': { backgroundColor: theme.palette.primary.light } } },
});
