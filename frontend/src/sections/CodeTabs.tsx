import { Fragment, useId } from 'react';
import Box from '@mui/material/Box';
import { Section, type SectionHeading } from './Section.js';

export interface CodeSample {
  /** The tab's label: a language or protocol. */
  label: string;
  caption: string;
  code: string;
}

/**
 * Code samples behind tabs, the first shown by default; a single sample shows without tabs. The tabs are the
 * browser's own radio buttons, one group: a tap, or the arrow keys, choose a sample from the server's HTML on, with or
 * without the app, and the styles show the chosen one's panel (the radio, its label, then its panel, in that order).
 */
export function CodeTabs({ samples, ...heading }: SectionHeading & { samples: CodeSample[] }) {
  const name = useId();
  const tabs = samples.length > 1;
  return (
    <Section {...heading}>
      <Box
        role={tabs ? 'group' : undefined}
        aria-label={tabs ? 'Code samples' : undefined}
        sx={{
          position: 'relative',
          display: 'grid',
          // On a phone the tabs share the row, every label in sight; wider screens give each its own room.
          gridTemplateColumns: { xs: `repeat(${samples.length}, auto)`, sm: `repeat(${samples.length}, auto) 1fr` },
          maxWidth: 900,
          mx: 'auto',
          overflow: 'hidden',
          bgcolor: 'background.paper',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          // The radio itself is not drawn (its label is the tab) but takes the keyboard's focus and arrows.
          '& input': { position: 'absolute', opacity: 0, pointerEvents: 'none' },
          '& label': {
            gridRow: 1,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            minHeight: 48,
            px: { xs: 1.5, sm: 2.5 },
            borderBottom: 2,
            borderColor: 'transparent',
            color: 'text.secondary',
            fontSize: '0.875rem',
            fontWeight: 600,
            cursor: 'pointer',
            '&:hover': { color: 'text.primary' },
          },
          '& input:checked + label': { borderColor: 'primary.main', color: 'primary.dark' },
          '& input:focus-visible + label': { outline: '2px solid', outlineColor: 'primary.dark', outlineOffset: -2 },
          // A panel takes the row's width, never sets it (its code scrolls sideways): `contain` gives it no width of its own.
          '& .code-panel': {
            display: 'none',
            gridRow: tabs ? 2 : 1,
            gridColumn: '1 / -1',
            contain: 'inline-size',
            borderTop: tabs ? 1 : 0,
            borderColor: 'divider',
          },
          '& .code-panel:only-child, & input:checked + label + .code-panel': { display: 'block' },
          '& p': { m: 0, px: 3, pt: 2, color: 'text.secondary', fontSize: '0.95rem' },
          '& pre': {
            m: 2,
            p: 2.5,
            borderRadius: 2,
            bgcolor: 'text.primary',
            color: 'grey.100',
            overflowX: 'auto',
            fontSize: '0.85rem',
            lineHeight: 1.6,
            fontFamily: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace',
          },
        }}
      >
        {samples.map((s, i) => (
          <Fragment key={s.label}>
            {tabs && <input type="radio" name={name} id={`${name}-${i}`} defaultChecked={i === 0} />}
            {tabs && <label htmlFor={`${name}-${i}`}>{s.label}</label>}
            <div className="code-panel">
              <p>{s.caption}</p>
              {/* A frame that scrolls sideways is a stop for the keyboard, whose arrows scroll it. */}
              {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
              <pre tabIndex={0} aria-label={`${s.label} sample`}>
                <code>{s.code}</code>
              </pre>
            </div>
          </Fragment>
        ))}
      </Box>
    </Section>
  );
}
