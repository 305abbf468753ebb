import type { ReactNode } from 'react';
import { styled } from '@mui/material/styles';
import { pageWidth } from '../components/surfaces.js';

export interface SectionHeading {
  title?: string;
  lead?: string;
  /** The section's in-page anchor (/security#certifications). */
  id?: string;
}

export type SectionTone = 'plain' | 'tinted' | 'dark';

/**
 * For the bands below the page's opening: the browser lays out and paints one only once it nears the viewport,
 * so the first paint and hydration's restyles skip the rest of a long page. The estimate holds the scrollbar
 * steady until a band has been shown, after which its real height is kept.
 */
export const RENDERED_WHEN_NEAR = { contentVisibility: 'auto', containIntrinsicSize: 'auto 640px' } as const;

/**
 * A band of the page, the page's width inside it, and its centred heading and lead, as one styled element over plain
 * ones: styled elements are what costs the phone's CPU to hydrate, each one's styles written out again.
 */
const Band = styled('section')(({ theme }) => {
  const { palette, spacing, breakpoints, typography } = theme;
  return {
    padding: spacing(6, 0),
    [breakpoints.up('md')]: { padding: spacing(9, 0) },
    scrollMarginTop: 72,
    ...RENDERED_WHEN_NEAR,
    '&.band-tinted': { backgroundColor: palette.background.paper },
    '&.band-dark': { backgroundColor: palette.text.primary, color: palette.background.default },
    '& > .band-inner': pageWidth(theme),
    '& .band-title': { ...typography.h2, margin: spacing(0, 0, 4), textAlign: 'center' },
    '& .band-title-led': { marginBottom: spacing(1.5) },
    '& .band-lead': { ...typography.body1, maxWidth: 720, margin: spacing(0, 'auto', 5), textAlign: 'center', color: palette.text.secondary },
    '&.band-dark .band-lead': { color: palette.grey[300] },
  };
});

/** A band of the page with an optional heading: every section is laid out through it. */
export function Section({ title, lead, tone = 'plain', children, id }: SectionHeading & { tone?: SectionTone; children: ReactNode }) {
  return (
    <Band id={id} className={tone === 'plain' ? undefined : `band-${tone}`}>
      <div className="band-inner">
        {title && <h2 className={lead ? 'band-title band-title-led' : 'band-title'}>{title}</h2>}
        {lead && <p className="band-lead">{lead}</p>}
        {children}
      </div>
    </Band>
  );
}
