import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Section, type SectionHeading } from './Section.js';

export interface Metric {
  value: string;
  label: string;
}

/** A row of figures on the dark band. */
export function MetricBand({ metrics, ...heading }: SectionHeading & { metrics: Metric[] }) {
  return (
    <Section tone="dark" {...heading}>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: `repeat(${metrics.length}, 1fr)` }, gap: 4, textAlign: 'center' }}>
        {metrics.map((m) => (
          <Box key={m.label}>
            <Typography component="p" sx={{ fontSize: '2.2rem', fontWeight: 700, color: 'primary.main' }}>
              {m.value}
            </Typography>
            <Typography component="p" sx={{ color: 'grey.300' }}>
              {m.label}
            </Typography>
          </Box>
        ))}
      </Box>
    </Section>
  );
}
