import { useId } from 'react';
import { useTheme } from '@mui/material/styles';
import { brandGradient, markShapes } from './Wordmark.js';
import { SITE } from '../lib/site.js';

export type LogoVariant = 'default' | 'icon' | 'minimal' | 'stacked' | 'brand';

/**
 * Each variant's drawing size, the height it is shown at when not that (`shown`), and where its mark (`mark`, its top
 * left corner) and its wordmark (`words`, its baseline's start, or middle when stacked) sit; the wordmark is fitted to
 * its length so any fallback font keeps the layout.
 */
const LAYOUT: Record<LogoVariant, { width: number; height: number; shown?: number; mark?: [number, number]; words?: [number, number] }> = {
  default: { width: 330, height: 48, mark: [0, 0], words: [64, 35] },
  icon: { width: 48, height: 48, mark: [0, 0] },
  minimal: { width: 266, height: 48, words: [2, 35] },
  stacked: { width: 266, height: 112, mark: [109, 0], words: [133, 100] },
  brand: { width: 370, height: 96, shown: 80, mark: [24, 24], words: [88, 59] },
};
const WORDMARK_LENGTH = 262;

/** The file (under /brand, `.svg` and `.png`) that the build makes of a variant of the logo. */
export const logoFileName = (variant: LogoVariant) => `lorawan-sensors-logo-${variant}`;

/** How many times the size it is shown at (its `width` and `height`) the logo's drawing (its viewBox) is. */
export const logoDrawingScale = (variant: LogoVariant) => LAYOUT[variant].height / (LAYOUT[variant].shown ?? LAYOUT[variant].height);

/**
 * The logo in one of SPEC's five variants (`name`: the variant's own), drawn as SVG in the theme's brand colours: the
 * Brand variant reversed on the gradient, the Minimal one all in navy.
 */
export function Logo({ variant, name }: { variant: LogoVariant; name: string }) {
  const { palette } = useTheme();
  const [teal, navy, white] = [palette.primary.main, palette.text.primary, palette.common.white];
  const gradient = `g${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const titleId = `${gradient}-title`;
  const { width, height: h, shown = h, mark, words } = LAYOUT[variant];
  const brand = variant === 'brand';
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`0 0 ${width} ${h}`}
      width={(width / h) * shown}
      height={shown}
      role="img"
      aria-labelledby={titleId}
    >
      <title id={titleId}>{`${SITE.name} logo, ${name.toLowerCase()} variant`}</title>
      <defs>{brandGradient(gradient, palette)}</defs>
      {brand && <rect width={width} height={h} rx="16" fill={`url(#${gradient})`} />}
      {mark && <g transform={`translate(${mark[0]} ${mark[1]})`}>{markShapes(brand ? white : `url(#${gradient})`, navy, brand ? teal : white)}</g>}
      {words && (
        <text
          x={words[0]}
          y={words[1]}
          textAnchor={variant === 'stacked' ? 'middle' : 'start'}
          fontFamily="Inter, 'Segoe UI', Arial, sans-serif"
          fontSize="30"
          fontWeight="700"
          letterSpacing="-0.5"
          textLength={WORDMARK_LENGTH}
          lengthAdjust="spacingAndGlyphs"
        >
          <tspan fill={brand || variant === 'minimal' ? navy : teal}>LoRa</tspan>
          <tspan fill={brand ? white : navy}>WAN Sensors</tspan>
        </text>
      )}
    </svg>
  );
}
