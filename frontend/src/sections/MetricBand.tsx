import { styled } from '@mui/material/styles';
import { Section, type SectionHeading } from './Section.js';
import { columnCount } from '../components/surfaces.js';

/** The figures in a row (two to a row on a phone), each over its label. */
const Metrics = styled('div')(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, 1fr)',
  [theme.breakpoints.up('md')]: { gridTemplateColumns: 'repeat(var(--columns), 1fr)' },
  gap: theme.spacing(4),
  textAlign: 'center',
  '& p': { ...theme.typography.body1, margin: 0, color: theme.palette.grey[300] },
  // Smaller on a phone, where two figures share a row: "10+ years" on one line, not a word on each.
  '& .metric-value': {
    fontSize: '1.75rem',
    [theme.breakpoints.up('sm')]: { fontSize: '2.2rem' },
    lineHeight: 1.2,
    fontWeight: 700,
    color: theme.palette.primary.main,
  },
}));

/** A row of figures on the dark band. */
export function MetricBand({ metrics, ...heading }: SectionHeading & { metrics: Array<{ value: string; label: string }> }) {
  return (
    <Section tone="dark" {...heading}>
      <Metrics style={columnCount(metrics.length)}>
        {metrics.map((m) => (
          <div key={m.label}>
            <p className="metric-value">{m.value}</p>
            <p>{m.label}</p>
          </div>
        ))}
      </Metrics>
    </Section>
  );
}
