/** Material icons the lean parts draw in place (the same paths as `icons.tsx`), without an SvgIcon component each. */
const PATHS = {
  check: 'M9 16.17 4.83 12l-1.42 1.41L9 19 21 7l-1.41-1.41z',
  expand: 'M16.59 8.59 12 13.17 7.41 8.59 6 10l6 6 6-6z',
  menu: 'M3 18h18v-2H3zm0-5h18v-2H3zm0-7v2h18V6z',
} as const;

/** A decorative icon as a plain `<svg>`; its size and colour are the surrounding styles'. */
export function InlineIcon({ name }: { name: keyof typeof PATHS }) {
  return (
    <svg focusable="false" aria-hidden="true" viewBox="0 0 24 24">
      <path d={PATHS[name]} />
    </svg>
  );
}
