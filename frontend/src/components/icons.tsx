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

/**
 * The public pages' icons: the build keeps those some page draws, all in the shell (1 KB gzip), as this module is one.
 * The back office's own icons are in `features/admin/icons.tsx`.
 */
export const ArrowBackIcon = /* @__PURE__ */ icon('M20 11H7.83l5.59-5.59L12 4l-8 8 8 8 1.41-1.41L7.83 13H20z', 'ArrowBack');
export const ArrowForwardIcon = /* @__PURE__ */ icon('M12 4l-1.41 1.41L16.17 11H4v2h12.17l-5.58 5.59L12 20l8-8z', 'ArrowForward');
export const CancelIcon = /* @__PURE__ */ icon(
  'M12 2C6.47 2 2 6.47 2 12s4.47 10 10 10 10-4.47 10-10S17.53 2 12 2m5 13.59L15.59 17 12 13.41 8.41 17 7 15.59 10.59 12 7 8.41 8.41 7 12 10.59 15.59 7 17 8.41 13.41 12z',
  'Cancel',
);
export const CheckIcon = /* @__PURE__ */ icon('M9 16.17 4.83 12l-1.42 1.41L9 19 21 7l-1.41-1.41z', 'Check');
export const CheckCircleIcon = /* @__PURE__ */ icon(
  'M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m-2 15-5-5 1.41-1.41L10 14.17l7.59-7.59L19 8z',
  'CheckCircle',
);
export const ContentCopyIcon = /* @__PURE__ */ icon(
  'M16 1H4c-1.1 0-2 .9-2 2v14h2V3h12zm3 4H8c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h11c1.1 0 2-.9 2-2V7c0-1.1-.9-2-2-2m0 16H8V7h11z',
  'ContentCopy',
);
export const EmailIcon = /* @__PURE__ */ icon(
  'M20 4H4c-1.1 0-1.99.9-1.99 2L2 18c0 1.1.9 2 2 2h16c1.1 0 2-.9 2-2V6c0-1.1-.9-2-2-2m0 4-8 5-8-5V6l8 5 8-5z',
  'Email',
);
export const ExpandMoreIcon = /* @__PURE__ */ icon('M16.59 8.59 12 13.17 7.41 8.59 6 10l6 6 6-6z', 'ExpandMore');
export const MenuIcon = /* @__PURE__ */ icon('M3 18h18v-2H3zm0-5h18v-2H3zm0-7v2h18V6z', 'Menu');
export const ScheduleIcon = /* @__PURE__ */ icon(
  'M11.99 2C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2M12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8M12.5 7H11v6l5.25 3.15.75-1.23-4.5-2.67z',
  'Schedule',
);
export const SearchIcon = /* @__PURE__ */ icon(
  'M15.5 14h-.79l-.28-.27C15.41 12.59 16 11.11 16 9.5 16 5.91 13.09 3 9.5 3S3 5.91 3 9.5 5.91 16 9.5 16c1.61 0 3.09-.59 4.23-1.57l.27.28v.79l5 4.99L20.49 19zm-6 0C7.01 14 5 11.99 5 9.5S7.01 5 9.5 5 14 7.01 14 9.5 11.99 14 9.5 14',
  'Search',
);
export const SensorsIcon = /* @__PURE__ */ icon(
  'M7.76 16.24C6.67 15.16 6 13.66 6 12s.67-3.16 1.76-4.24l1.42 1.42C8.45 9.9 8 10.9 8 12s.45 2.1 1.17 2.83zm8.48 0C17.33 15.16 18 13.66 18 12s-.67-3.16-1.76-4.24l-1.42 1.42C15.55 9.9 16 10.9 16 12s-.45 2.1-1.17 2.83zM12 10c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2m8 2c0 2.21-.9 4.21-2.35 5.65l1.42 1.42C20.88 17.26 22 14.76 22 12s-1.12-5.26-2.93-7.07l-1.42 1.42C19.1 7.79 20 9.79 20 12M6.35 6.35 4.93 4.93C3.12 6.74 2 9.24 2 12s1.12 5.26 2.93 7.07l1.42-1.42C4.9 16.21 4 14.21 4 12s.9-4.21 2.35-5.65',
  'Sensors',
);
