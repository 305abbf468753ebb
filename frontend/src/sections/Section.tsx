import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

export interface SectionHeading {
  title?: string;
  lead?: string;
}

/** A band of the page with an optional heading: every section is laid out through it. */
export function Section({ title, lead, tone = 'plain', children, id }: SectionHeading & { tone?: 'plain' | 'tinted' | 'dark'; children: ReactNode; id?: string }) {
  const colors = tone === 'dark' ? { bgcolor: '#1e293b', color: '#f8fafc' } : tone === 'tinted' ? { bgcolor: '#ffffff' } : {};
  return (
    <Box component="section" id={id} sx={{ py: { xs: 6, md: 9 }, ...colors }}>
      <Container maxWidth="lg">
        {title && (
          <Typography variant="h2" component="h2" sx={{ mb: lead ? 1.5 : 4, textAlign: 'center' }}>
            {title}
          </Typography>
        )}
        {lead && (
          <Typography sx={{ mb: 5, textAlign: 'center', maxWidth: 720, mx: 'auto', color: tone === 'dark' ? '#cbd5e1' : 'text.secondary' }}>{lead}</Typography>
        )}
        {children}
      </Container>
    </Box>
  );
}
