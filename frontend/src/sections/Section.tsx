import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

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

/** A band of the page with an optional heading: every section is laid out through it. */
export function Section({ title, lead, tone = 'plain', children, id }: SectionHeading & { tone?: SectionTone; children: ReactNode }) {
  const colors =
    tone === 'dark' ? { bgcolor: 'text.primary', color: 'background.default' } : tone === 'tinted' ? { bgcolor: 'background.paper' } : {};
  return (
    <Box component="section" id={id} sx={{ py: { xs: 6, md: 9 }, scrollMarginTop: 72, ...RENDERED_WHEN_NEAR, ...colors }}>
      <Container maxWidth="lg">
        {title && (
          <Typography variant="h2" sx={{ mb: lead ? 1.5 : 4, textAlign: 'center' }}>
            {title}
          </Typography>
        )}
        {lead && (
          <Typography sx={{ mb: 5, textAlign: 'center', maxWidth: 720, mx: 'auto', color: tone === 'dark' ? 'grey.300' : 'text.secondary' }}>
            {lead}
          </Typography>
        )}
        {children}
      </Container>
    </Box>
  );
}
