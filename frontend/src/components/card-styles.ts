import type { CSSObject, Theme } from '@mui/material/styles';

/**
 * MUI's looks for the lean cards (`ProductCard`, `FeatureGrid`): the same styles, written once over plain elements
 * instead of a component per element.
 */

/** An outlined Card (the theme's default variant) filling its grid cell, its content in a column. */
export const outlinedCard = (theme: Theme): CSSObject => ({
  height: '100%',
  display: 'flex',
  flexDirection: 'column',
  overflow: 'hidden',
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  backgroundColor: theme.palette.background.paper,
});

/** A CardContent: padded, the last one with more room below; its content in a column. */
export const cardContent = (theme: Theme): CSSObject => ({ flexGrow: 1, display: 'flex', flexDirection: 'column', padding: theme.spacing(2, 2, 3) });

/** A small Chip's pill: its height, padding, radius and type; the colours are the caller's. */
export const smallChip = (theme: Theme): CSSObject => ({
  display: 'inline-flex',
  alignItems: 'center',
  height: 24,
  padding: theme.spacing(0, 1),
  borderRadius: 12,
  fontSize: theme.typography.pxToRem(13),
  lineHeight: 1.5,
  whiteSpace: 'nowrap',
});
