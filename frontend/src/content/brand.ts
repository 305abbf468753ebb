import { BRAND_COLORS } from '@lora/api';

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

export type LogoVariant = 'default' | 'icon' | 'minimal' | 'stacked' | 'brand';

export const LOGO_VARIANTS: Array<{ variant: LogoVariant; name: string; use: string; formats: Array<'SVG' | 'PNG' | 'AI'> }> = [
  { variant: 'default', name: 'Default', use: 'The mark beside the wordmark: websites, documents, packaging.', formats: ['SVG', 'PNG'] },
  { variant: 'icon', name: 'Icon', use: 'The mark alone: app icons, favicons and device labels.', formats: ['SVG', 'PNG'] },
  { variant: 'minimal', name: 'Minimal', use: 'The wordmark alone, where the mark would be too small to read.', formats: ['SVG', 'PNG'] },
  { variant: 'stacked', name: 'Stacked', use: 'The mark above the wordmark: square spaces, trade-show banners.', formats: ['SVG', 'PNG'] },
  { variant: 'brand', name: 'Brand', use: 'Reversed on the teal-to-cyan gradient: covers and hero graphics.', formats: ['SVG', 'PNG', 'AI'] },
];

export const LOGO_DO = [
  'Keep clear space of 2x the logo height on every side.',
  'Use the full-colour logo on white, Mist or Deep Navy.',
  'Use the Icon variant below 24 px in height.',
  'Scale the logo proportionally from the supplied files.',
];

export const LOGO_DONT = [
  'Stretch, skew or rotate the logo.',
  'Recolour the mark or the wordmark outside the palette.',
  'Place the logo on busy photographs without the Brand variant.',
  'Add shadows, outlines or effects.',
];
