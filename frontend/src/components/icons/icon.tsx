import { styled, type SxProps, type Theme } from '@mui/material/styles';

/**
 * An icon: a Material icon's path (Google's, under the Apache License 2.0) drawn as a plain `<svg>`, sized by the
 * surrounding font like text (1em), in the current text colour. `fontSize` picks Material's sizes; `sx` styles it
 * like any element. Decorative, so hidden from assistive technology: the control or text next to an icon names it.
 */
const FONT_SIZES = { inherit: 'inherit', small: '1.25rem', medium: '1.5rem', large: '2.1875rem' } as const;

const Svg = styled('svg', { shouldForwardProp: (prop) => prop !== 'size' })<{ size: keyof typeof FONT_SIZES }>(({ size }) => ({
  width: '1em',
  height: '1em',
  display: 'inline-block',
  flexShrink: 0,
  fill: 'currentColor',
  userSelect: 'none',
  fontSize: FONT_SIZES[size],
}));

/** An icon component drawing the 24 × 24 path `d`. */
export function icon(d: string, name: string) {
  function Icon({ fontSize = 'medium', sx, className }: { fontSize?: keyof typeof FONT_SIZES; sx?: SxProps<Theme>; className?: string }) {
    return (
      <Svg viewBox="0 0 24 24" focusable="false" aria-hidden="true" data-icon={name} className={className} size={fontSize} sx={sx}>
        <path d={d} />
      </Svg>
    );
  }
  Icon.displayName = `${name}Icon`;
  return Icon;
}
