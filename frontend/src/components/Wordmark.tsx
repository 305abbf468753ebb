import { useId } from 'react';
import Box from '@mui/material/Box';
import { useTheme, type Palette } from '@mui/material/styles';
import { BRAND_MARK } from '@lora/api';

const SIZES = { sm: '1rem', md: '1.25rem', lg: '1.75rem', xl: '2.5rem' } as const;
/** The mark's side beside each size of the wordmark, in pixels. */
const MARK_SIZES = { sm: 22, md: 30, lg: 38, xl: 52 } as const;

/** The brand's teal-to-cyan gradient as an SVG definition, for the mark's tile and the Brand logo's background. */
export function brandGradient(id: string, palette: Palette) {
  return (
    <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stopColor={palette.primary.main} />
      <stop offset="1" stopColor={palette.secondary.main} />
    </linearGradient>
  );
}

/**
 * The mark's drawing (BRAND_MARK): a rounded tile with a LoRa chirp ending in the sensor's node, in the given colours.
 * A function, not a component: the header and the footer hydrate no component of their own for it.
 */
export function markShapes(tile: string, ink: string, node: string) {
  const { size, radius, chirp, stroke, node: dot } = BRAND_MARK;
  return (
    <>
      <rect width={size} height={size} rx={radius} fill={tile} />
      <path d={chirp} fill="none" stroke={ink} strokeWidth={stroke} strokeLinecap="round" strokeLinejoin="round" />
      <circle cx={dot.cx} cy={dot.cy} r={dot.r} fill={node} stroke={ink} strokeWidth={dot.stroke} />
    </>
  );
}

/** The brand's mark as inline SVG: the same tile on a light header and on the dark footer. */
export function BrandMark({ size }: { size: number }) {
  const { palette } = useTheme();
  const gradient = `mark${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`0 0 ${BRAND_MARK.size} ${BRAND_MARK.size}`}
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      data-brand-mark=""
      style={{ flex: 'none', display: 'block' }}
    >
      <defs>{brandGradient(gradient, palette)}</defs>
      {markShapes(`url(#${gradient})`, palette.text.primary, palette.common.white)}
    </svg>
  );
}

/** The two-tone wordmark in SPEC's four sizes: "LoRa" in teal, "WAN Sensors" in the text colour; `mark` sets the brand's mark before it. */
export function Wordmark({ size = 'md', inverse = false, mark = false }: { size?: keyof typeof SIZES; inverse?: boolean; mark?: boolean }) {
  const text = (
    <Box
      component="span"
      sx={{
        fontWeight: 700,
        fontSize: SIZES[size],
        letterSpacing: '-0.02em',
        whiteSpace: 'nowrap',
        color: inverse ? 'common.white' : 'text.primary',
      }}
    >
      <Box component="span" sx={{ color: inverse ? 'primary.main' : 'primary.dark' }}>
        LoRa
      </Box>
      WAN Sensors
    </Box>
  );
  if (!mark) return text;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: size === 'sm' ? 0.75 : 1.25 }}>
      <BrandMark size={MARK_SIZES[size]} />
      {text}
    </Box>
  );
}
