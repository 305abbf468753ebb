import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { Section, type SectionHeading } from './Section.js';

export interface CodeSample {
  /** The tab's label: a language or protocol. */
  label: string;
  caption: string;
  code: string;
}

/** Code samples behind tabs, the first shown by default; a single sample shows without tabs. */
export function CodeTabs({ samples, ...heading }: SectionHeading & { samples: CodeSample[] }) {
  const [current, setCurrent] = useState(0);
  const base = useId();
  const sample = samples[current];
  return (
    <Section {...heading}>
      <Paper variant="outlined" sx={{ maxWidth: 900, mx: 'auto', overflow: 'hidden' }}>
        {samples.length > 1 && (
          <Tabs value={current} onChange={(_e, v: number) => setCurrent(v)} aria-label="Code samples" variant="scrollable" allowScrollButtonsMobile sx={{ borderBottom: 1, borderColor: 'divider', '& .MuiTab-root': { color: 'text.secondary', opacity: 1 }, '& .MuiTab-root.Mui-selected': { color: 'primary.dark' } }} textColor="inherit" indicatorColor="primary">
            {samples.map((s, i) => (
              <Tab key={s.label} label={s.label} id={`${base}-tab-${i}`} aria-controls={`${base}-panel`} />
            ))}
          </Tabs>
        )}
        <Box role={samples.length > 1 ? 'tabpanel' : undefined} id={`${base}-panel`} aria-labelledby={samples.length > 1 ? `${base}-tab-${current}` : undefined}>
          <Typography sx={{ px: 3, pt: 2, color: 'text.secondary', fontSize: '0.95rem' }}>{sample.caption}</Typography>
          <Box
            component="pre"
            tabIndex={0}
            aria-label={`${sample.label} sample`}
            sx={{ m: 2, p: 2.5, borderRadius: 2, bgcolor: 'text.primary', color: 'grey.100', overflowX: 'auto', fontSize: '0.85rem', lineHeight: 1.6, fontFamily: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace' }}
          >
            <code>{sample.code}</code>
          </Box>
        </Box>
      </Paper>
    </Section>
  );
}
