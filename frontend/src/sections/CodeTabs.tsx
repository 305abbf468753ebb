import { useId, useRef, useState, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Section, type SectionHeading } from './Section.js';

export interface CodeSample {
  /** The tab's label: a language or protocol. */
  label: string;
  caption: string;
  code: string;
}

/**
 * Code samples behind tabs, the first shown by default; a single sample shows without tabs. The tabs
 * follow the WAI-ARIA tabs pattern (arrow keys, Home and End move between them) with plain buttons:
 * MUI's Tabs would bring their scrolling and indicator machinery for four labels.
 */
export function CodeTabs({ samples, ...heading }: SectionHeading & { samples: CodeSample[] }) {
  const [current, setCurrent] = useState(0);
  const base = useId();
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);
  const sample = samples[current];
  const onKeyDown = (e: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: samples.length - 1 };
    if (!(e.key in moves)) return;
    e.preventDefault();
    const next = (moves[e.key] + samples.length) % samples.length;
    setCurrent(next);
    tabs.current[next]?.focus();
  };
  return (
    <Section {...heading}>
      <Box sx={{ maxWidth: 900, mx: 'auto', overflow: 'hidden', bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 1 }}>
        {samples.length > 1 && (
          <Box
            role="tablist"
            aria-label="Code samples"
            onKeyDown={onKeyDown}
            sx={{ display: 'flex', overflowX: 'auto', borderBottom: 1, borderColor: 'divider' }}
          >
            {samples.map((s, i) => (
              <Box
                key={s.label}
                component="button"
                type="button"
                role="tab"
                ref={(el: HTMLButtonElement | null) => {
                  tabs.current[i] = el;
                }}
                id={`${base}-tab-${i}`}
                aria-selected={i === current}
                aria-controls={`${base}-panel`}
                tabIndex={i === current ? 0 : -1}
                onClick={() => setCurrent(i)}
                sx={{
                  // On a phone the four tabs share the row, every label in sight; wider screens give each its own room.
                  flex: { xs: '1 0 auto', sm: '0 0 auto' },
                  minHeight: 48,
                  px: { xs: 1.5, sm: 2.5 },
                  border: 0,
                  borderBottom: 2,
                  borderColor: i === current ? 'primary.main' : 'transparent',
                  bgcolor: 'transparent',
                  color: i === current ? 'primary.dark' : 'text.secondary',
                  font: 'inherit',
                  fontSize: '0.875rem',
                  fontWeight: 600,
                  cursor: 'pointer',
                  '&:hover': { color: 'text.primary' },
                  '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.dark', outlineOffset: -2 },
                }}
              >
                {s.label}
              </Box>
            ))}
          </Box>
        )}
        <Box
          role={samples.length > 1 ? 'tabpanel' : undefined}
          id={`${base}-panel`}
          aria-labelledby={samples.length > 1 ? `${base}-tab-${current}` : undefined}
        >
          <Typography sx={{ px: 3, pt: 2, color: 'text.secondary', fontSize: '0.95rem' }}>{sample.caption}</Typography>
          <Box
            component="pre"
            tabIndex={0}
            aria-label={`${sample.label} sample`}
            sx={{
              m: 2,
              p: 2.5,
              borderRadius: 2,
              bgcolor: 'text.primary',
              color: 'grey.100',
              overflowX: 'auto',
              fontSize: '0.85rem',
              lineHeight: 1.6,
              fontFamily: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace',
            }}
          >
            <code>{sample.code}</code>
          </Box>
        </Box>
      </Box>
    </Section>
  );
}
