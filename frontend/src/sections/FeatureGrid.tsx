import { alpha, styled } from '@mui/material/styles';
import { Section, type SectionHeading, type SectionTone } from './Section.js';
import { ActionButton, type Action } from './Actions.js';
import { cardBody, card, cardGrid, columnCount, pill } from '../components/surfaces.js';
import { CheckIcon } from '../components/icons.js';

/**
 * The cards in a grid (components/surfaces.ts), each a card surface with a small pill, the theme's h3 and body type
 * and an underlined link, as one styled element over plain ones (`feature-dark` on a dark band). Pages show up to a
 * dozen such cards: as a component per element each was some forty React components for the browser to hydrate, and
 * as a styled card each its styles written out again.
 */
const Cards = styled('div')(({ theme }) => {
  const { palette, typography, spacing } = theme;
  return {
    ...cardGrid(theme),
    '& > article': card(theme),
    '& .feature-body': cardBody(theme),
    '& .feature-tag': {
      ...pill(theme),
      alignSelf: 'flex-start',
      marginBottom: spacing(1.5),
      fontWeight: 600,
      color: palette.text.primary,
      backgroundColor: alpha(palette.primary.main, 0.2),
    },
    '& h3': { ...typography.h3, margin: spacing(0, 0, 1) },
    '& p': { ...typography.body1, margin: 0 },
    '& .feature-meta': { marginBottom: spacing(1), fontWeight: 600, color: palette.primary.dark },
    '& .feature-text': { color: palette.text.secondary, lineHeight: 1.6 },
    '& ul': { listStyle: 'none', padding: 0, margin: spacing(2, 0, 0) },
    '& li': { display: 'flex', gap: spacing(1), padding: spacing(0.4, 0), color: palette.text.secondary },
    '& li svg': { marginTop: spacing(0.2), fontSize: typography.pxToRem(20), color: palette.primary.dark },
    '& .feature-spacer': { flexGrow: 1 },
    '& .feature-link': {
      display: 'inline-block',
      marginTop: spacing(2),
      fontWeight: 600,
      color: palette.primary.dark,
      textDecoration: 'underline',
      textDecorationColor: alpha(palette.primary.dark, 0.4),
      '&:hover': { textDecorationColor: 'inherit' },
    },
    '& .feature-action': { marginTop: spacing(2) },
    '&.feature-dark > article': {
      backgroundColor: alpha(palette.common.white, 0.05),
      color: palette.grey[100],
      borderColor: palette.grey[700],
      '& .feature-tag': { backgroundColor: palette.primary.main },
      '& .feature-meta, & li svg': { color: palette.primary.main },
      '& .feature-text, & li': { color: palette.grey[300] },
    },
  };
});

export interface Feature {
  title: string;
  text: string;
  /** A small tag above the title (a module's user type, say). */
  tag?: string;
  /** A figure or fact set apart under the title ("Setup: 5 minutes"). */
  meta?: string;
  bullets?: string[];
  link?: { label: string; to: string };
  /** A button at the foot of the card: to the page it names, or else to the contact form about this card. */
  action?: Action;
}

/** Cards of features, modules, templates, connectors or showcases. */
export function FeatureGrid({
  features,
  columns = 3,
  tone,
  ...heading
}: SectionHeading & { features: Feature[]; columns?: 2 | 3 | 4; tone?: SectionTone }) {
  const dark = tone === 'dark';
  return (
    <Section tone={tone} {...heading}>
      <Cards className={dark ? 'feature-dark' : undefined} style={columnCount(columns)}>
        {features.map((f) => (
          <article key={f.title}>
            <div className="feature-body">
              {f.tag && <span className="feature-tag">{f.tag}</span>}
              <h3>{f.title}</h3>
              {f.meta && <p className="feature-meta">{f.meta}</p>}
              <p className="feature-text">{f.text}</p>
              {f.bullets && (
                <ul>
                  {f.bullets.map((b) => (
                    <li key={b}>
                      <CheckIcon />
                      {b}
                    </li>
                  ))}
                </ul>
              )}
              {(f.link || f.action) && <div className="feature-spacer" />}
              {f.link && (
                <a className="feature-link" href={f.link.to}>
                  {f.link.label}
                </a>
              )}
              {f.action && (
                <div className="feature-action">
                  <ActionButton action={f.action} subject={f.title} size="medium" tone={dark ? 'dark' : 'light'} fullWidth />
                </div>
              )}
            </div>
          </article>
        ))}
      </Cards>
    </Section>
  );
}
