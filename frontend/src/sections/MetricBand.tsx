import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Section, type SectionHeading } from './Section.js';

/** A row of figures on the dark band. */
export function MetricBand({ metrics, ...heading }: SectionHeading & { metrics: Array<{ value: string; label: string }> }) {
  return (
    <Section tone="dark" {...heading}>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: `repeat(${metrics.length}, 1fr)` }, gap: 4, textAlign: 'center' }}>
        {metrics.map((m) => (
          <Box key={m.label}>
            {/* Smaller on a phone, where two figures share a row: "10+ years" on one line, not a word on each. */}
            <Typography
              className="metric-value"
              sx={{ fontSize: { xs: '1.75rem', sm: '2.2rem' }, lineHeight: 1.2, fontWeight: 700, color: 'primary.main' }}
            >
              {m.value}
            </Typography>
            <Typography sx={{ color: 'grey.300' }}>{m.label}</Typography>
          </Box>
        ))}
      </Box>
    </Section>
  );
}
