import { alpha, type CSSObject, type Theme } from '@mui/material/styles';

/**
 * MUI's looks for the lean parts of the public pages (the header, the footer, `ProductCard`, `FeatureGrid`, the
 * product page): the same styles, written once over plain elements instead of a component per element.
 */

/** MUI's large Container: full width up to the `lg` breakpoint, centred, with its gutters. */
export const largeContainer = (theme: Theme): CSSObject => ({
  boxSizing: 'border-box',
  width: '100%',
  maxWidth: theme.breakpoints.values.lg,
  margin: '0 auto',
  padding: theme.spacing(0, 2),
  [theme.breakpoints.up('sm')]: { padding: theme.spacing(0, 3) },
});

/** An outlined Paper's surface (what the theme's default Card variant draws): white, a divider border, rounded. */
export const outlinedSurface = (theme: Theme): CSSObject => ({
  overflow: 'hidden',
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  backgroundColor: theme.palette.background.paper,
});

/** An outlined Card filling its grid cell, its content in a column. */
export const outlinedCard = (theme: Theme): CSSObject => ({ ...outlinedSurface(theme), height: '100%', display: 'flex', flexDirection: 'column' });

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

/**
 * MUI's Chip as classes on plain elements, `.chip` (the pill) over `.chip-label`: medium or `.chip-small`, filled
 * (`.chip-default`, `.chip-primary`, `.chip-secondary`) or `.chip-outlined`.
 */
export const chip = (theme: Theme): CSSObject => ({
  '& .chip': {
    maxWidth: '100%',
    fontFamily: theme.typography.fontFamily,
    fontSize: theme.typography.pxToRem(13),
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    boxSizing: 'border-box',
    height: 32,
    lineHeight: 1.5,
    color: theme.palette.text.primary,
    backgroundColor: theme.palette.action.selected,
    borderRadius: 16,
    whiteSpace: 'nowrap',
    transition: theme.transitions.create(['background-color', 'box-shadow']),
    outline: 0,
    textDecoration: 'none',
    border: 0,
    padding: 0,
    verticalAlign: 'middle',
  },
  '& .chip-label': { display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', paddingLeft: 12, paddingRight: 12, whiteSpace: 'nowrap' },
  '& .chip-primary': { backgroundColor: theme.palette.primary.main, color: theme.palette.primary.contrastText },
  '& .chip-secondary': { backgroundColor: theme.palette.secondary.main, color: theme.palette.secondary.contrastText },
  '& .chip-outlined': {
    backgroundColor: 'transparent',
    border: `1px solid ${theme.palette.grey[400]}`,
    '& .chip-label': { paddingLeft: 11, paddingRight: 11 },
  },
  '& .chip-small': { height: 24, '& .chip-label': { paddingLeft: 8, paddingRight: 8 } },
  '& .chip-small.chip-outlined .chip-label': { paddingLeft: 7, paddingRight: 7 },
  // A chip that is a button or a link: the hover and keyboard-focus shades of MUI's clickable Chip, without its ripple.
  '& button.chip, & a.chip': {
    cursor: 'pointer',
    userSelect: 'none',
    WebkitTapHighlightColor: 'transparent',
    appearance: 'none',
    margin: 0,
    '@media (hover: hover)': {
      '&:hover': { backgroundColor: alpha(theme.palette.action.selected, theme.palette.action.selectedOpacity + theme.palette.action.hoverOpacity) },
    },
    '&:focus-visible': {
      backgroundColor: alpha(theme.palette.action.selected, theme.palette.action.selectedOpacity + theme.palette.action.focusOpacity),
    },
  },
  '& button.chip-primary, & a.chip-primary': {
    '@media (hover: hover)': { '&:hover': { backgroundColor: theme.palette.primary.light } },
    '&:focus-visible': { backgroundColor: theme.palette.primary.light },
  },
});
