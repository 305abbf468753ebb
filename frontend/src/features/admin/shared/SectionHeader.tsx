import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** The top of an admin tab: its heading and what it manages on the left, its actions on the right; `mb` below it. */
export function SectionHeader({ title, subtitle, mb = 3, children }: { title: ReactNode; subtitle: ReactNode; mb?: number; children?: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 2, mb }}>
      <Box>
        <Typography variant="h3" component="h2">
          {title}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>{subtitle}</Typography>
      </Box>
      {children}
    </Box>
  );
}
