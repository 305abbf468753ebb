import { BRAND_COLORS } from '@lora/api';
import type { LogoVariant } from '../components/Logo.js';

/** SPEC §9's brand: the palette, the typeface and its weights, and the logo rules. */
export const PALETTE = [
  { name: 'Signal Teal', hex: BRAND_COLORS.teal, use: 'Primary actions, the "LoRa" of the wordmark, highlights' },
  { name: 'Radio Cyan', hex: BRAND_COLORS.cyan, use: 'Gradients with teal, charts, secondary accents' },
  { name: 'Deep Navy', hex: BRAND_COLORS.navy, use: 'Text, dark sections and the footer' },
  { name: 'Mist', hex: BRAND_COLORS.mist, use: 'Page backgrounds' },
  { name: 'White', hex: BRAND_COLORS.white, use: 'Cards, and text on navy' },
  { name: 'Slate', hex: BRAND_COLORS.slate, use: 'Muted icons, dividers and placeholders' },
] as const;

export const TYPE_WEIGHTS = [
  { weight: 400, name: 'Regular', use: 'Body text and descriptions' },
  { weight: 500, name: 'Medium', use: 'Labels and navigation' },
  { weight: 600, name: 'Semibold', use: 'Card titles and buttons' },
  { weight: 700, name: 'Bold', use: 'Headlines and figures' },
] as const;

export const LOGO_VARIANTS: Array<{ variant: LogoVariant; name: string; use: string; formats: Array<'SVG' | 'PNG' | 'AI'> }> = [
  { variant: 'default', name: 'Default', use: 'The mark beside the wordmark: websites, documents, packaging.', formats: ['SVG', 'PNG'] },
  { variant: 'icon', name: 'Icon', use: 'The mark alone: app icons, favicons and device labels.', formats: ['SVG', 'PNG'] },
  { variant: 'minimal', name: 'Minimal', use: 'The wordmark alone, where the mark would be too small to read.', formats: ['SVG', 'PNG'] },
  { variant: 'stacked', name: 'Stacked', use: 'The mark above the wordmark: square spaces, trade-show banners.', formats: ['SVG', 'PNG'] },
  { variant: 'brand', name: 'Brand', use: 'Reversed on the teal-to-cyan gradient: covers and hero graphics.', formats: ['SVG', 'PNG', 'AI'] },
];

/** The logo's rules: what to do (`good`) and what not to. */
export const LOGO_RULES = [
  {
    title: 'Do',
    good: true,
    items: [
      'Keep clear space of 2x the logo height on every side.',
      'Use the full-colour logo on white, Mist or Deep Navy.',
      'Use the Icon variant below 24 px in height.',
      'Scale the logo proportionally from the supplied files.',
    ],
  },
  {
    title: "Don't",
    good: false,
    items: [
      'Stretch, skew or rotate the logo.',
      'Recolour the mark or the wordmark outside the palette.',
      'Place the logo on busy photographs without the Brand variant.',
      'Add shadows, outlines or effects.',
    ],
  },
];

/** The brand page's words: its head, its opening and its sections' headings. */
export const BRAND = {
  seo: {
    title: 'Brand guidelines and logo downloads | LoRaWAN Sensors',
    description:
      'The LoRaWAN Sensors brand: logo variants to download as SVG or PNG, the colour palette with hex values, the Inter typeface and the rules for using the logo.',
  },
  hero: {
    eyebrow: 'Brand',
    title: 'Brand guidelines',
    lead: 'Everything partners, press and integrators need to show our brand correctly: logos, colours, type, and a few rules.',
  },
  logos: { title: 'Logo', lead: 'Five variants, drawn as vectors. Download them as SVG for print and the web, or PNG for slides.' },
  palette: { title: 'Colour palette', lead: 'Teal and cyan carry the brand; navy carries the words.' },
  type: { title: 'Typography', lead: 'Inter, in four weights, for everything from headlines to labels.' },
  rules: { title: 'Using the logo' },
};
