import { createTheme } from '@mui/material/styles';
import { BRAND_COLORS as BRAND } from '@lora/api';

/** SPEC §9's brand: teal and cyan carry fills and accents; text and links on white take this darker teal (WCAG AA). */
const TEAL_TEXT = '#00806b';

/** The teal lightened (primary.light): a filled teal control under the pointer, so that its navy text keeps its contrast. */
const PRIMARY_LIGHT = '#33ddbb';

declare module '@mui/material/styles' {
  interface Palette {
    /** Cool greys for quiet surfaces: a picture's placeholder (100), hairlines (200), muted icons (400). */
    neutral: { 100: string; 200: string; 400: string };
    /** The light hero's wash, from mint through ice to the page's background. */
    hero: { start: string; middle: string };
  }
  interface PaletteOptions {
    neutral?: Palette['neutral'];
    hero?: Palette['hero'];
  }
}

export const theme = createTheme({
  palette: {
    primary: { main: BRAND.teal, light: PRIMARY_LIGHT, dark: TEAL_TEXT, contrastText: BRAND.navy },
    secondary: { main: BRAND.cyan, contrastText: BRAND.navy },
    text: { primary: BRAND.navy, secondary: '#475569' },
    // Dark enough for white text on filled toasts and badges (WCAG AA).
    success: { main: '#047857', contrastText: BRAND.white },
    error: { main: '#b91c1c', contrastText: BRAND.white },
    warning: { main: '#b45309', contrastText: BRAND.white },
    info: { main: '#0369a1', contrastText: BRAND.white },
    background: { default: BRAND.mist, paper: BRAND.white },
    neutral: { 100: '#f1f5f9', 200: '#e2e8f0', 400: BRAND.slate },
    hero: { start: '#ecfdf8', middle: '#f0fdff' },
  },
  typography: {
    fontFamily: '"Inter", "Inter Fallback", system-ui, -apple-system, "Segoe UI", sans-serif',
    fontWeightRegular: 400,
    fontWeightMedium: 500,
    fontWeightBold: 700,
    h1: { fontWeight: 700, fontSize: 'clamp(2.1rem, 5vw, 3.4rem)', lineHeight: 1.1, letterSpacing: '-0.02em' },
    h2: { fontWeight: 700, fontSize: 'clamp(1.6rem, 3.5vw, 2.4rem)', letterSpacing: '-0.01em' },
    h3: { fontWeight: 600, fontSize: '1.25rem' },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  shape: { borderRadius: 10 },
  components: {
    // A visitor who asked their system for less motion (WCAG 2.3.3) gets every transition and animation at once:
    // dialogs, menus, ripples and toasts arrive in their final state, with no frames drawn between.
    MuiCssBaseline: {
      styleOverrides: {
        '@media (prefers-reduced-motion: reduce)': {
          '*, *::before, *::after': {
            animationDuration: '0.01ms !important',
            animationIterationCount: '1 !important',
            transitionDuration: '0.01ms !important',
            scrollBehavior: 'auto !important',
          },
        },
      },
    },
    // Every control shows where the keyboard is (WCAG 2.4.7): a ring outside it, in the text teal.
    MuiButtonBase: { styleOverrides: { root: { '&.Mui-focusVisible': { outline: `2px solid ${TEAL_TEXT}`, outlineOffset: 2 } } } },
    // Teal text on white (text and outlined buttons, the chosen tab) in the darker teal, which meets contrast.
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: {
        root: {
          variants: [
            { props: { variant: 'text', color: 'primary' }, style: { color: TEAL_TEXT } },
            { props: { variant: 'outlined', color: 'primary' }, style: { color: TEAL_TEXT } },
            // Hovered, a filled teal button lightens: MUI's darker teal under navy text fails contrast (2.9:1).
            {
              props: { variant: 'contained', color: 'primary' },
              style: { '@media (hover: hover)': { '&:hover': { backgroundColor: PRIMARY_LIGHT } } },
            },
          ],
        },
      },
    },
    // Likewise a teal chip that links (the marketplace's chosen category), hovered or focused.
    MuiChip: {
      styleOverrides: {
        root: {
          variants: [
            {
              props: { color: 'primary', variant: 'filled' },
              style: { '&.MuiChip-clickable:hover, &.Mui-focusVisible': { backgroundColor: PRIMARY_LIGHT } },
            },
          ],
        },
      },
    },
    MuiTab: { styleOverrides: { root: { '&.Mui-selected': { color: TEAL_TEXT } } } },
    MuiLink: { defaultProps: { color: TEAL_TEXT } },
    MuiCard: { defaultProps: { variant: 'outlined' } },
    // A focused field's label in the darker teal: the brand teal on white is too light to read.
    MuiFormLabel: { styleOverrides: { root: { '&.Mui-focused': { color: TEAL_TEXT } } } },
    // A focused field's border in the darker teal too (4.8:1 on white; the brand teal is 1.8:1, under the
    // 3:1 a focus indicator needs, WCAG 1.4.11).
    MuiOutlinedInput: { styleOverrides: { root: { '&.Mui-focused:not(.Mui-error) .MuiOutlinedInput-notchedOutline': { borderColor: TEAL_TEXT } } } },
  },
});
