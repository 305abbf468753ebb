import { alpha, styled } from '@mui/material/styles';
import { ActionRow, type Action } from './Actions.js';
import { ProductImage } from '../components/ProductImage.js';
import { pageWidth } from '../components/surfaces.js';

/** A picture a section shows: its default file, the other widths it comes in, and its text alternative. */
export interface Picture {
  src: string;
  /** The same picture in other widths, for the browser to pick from (`<img srcset>`). */
  srcSet?: string;
  alt: string;
}

export interface HeroProps {
  eyebrow?: string;
  title: string;
  lead: string;
  actions?: Action[];
  /** The dark variant: network server, gateway management, device registry. */
  tone?: 'light' | 'dark';
  /**
   * The picture beside the text from the md breakpoint up, under it on a phone (so the heading, the lead and
   * the calls to action stay in the first screen). It is in the first screen on a laptop: loaded first.
   */
  image?: Picture;
}

/** How wide the picture is drawn: half of the lg container beside the text (1.1fr 1fr, 48 px apart), else the phone's width. */
const HERO_IMAGE_SIZES = '(min-width: 1200px) 526px, (min-width: 900px) calc((100vw - 96px) / 2.1), calc(100vw - 32px)';

/**
 * The opening's band (the light wash or `hero-dark`), its text and its picture (`hero-pictured`: side by side from
 * `md`, else one column of the `md` width), as one styled element over plain ones: a styled element costs the
 * phone's CPU to hydrate.
 */
const Opening = styled('section')(({ theme }) => {
  const { palette, spacing, breakpoints, typography, shape } = theme;
  return {
    padding: spacing(8, 0),
    [breakpoints.up('md')]: { padding: spacing(12, 0) },
    background: `linear-gradient(135deg, ${palette.hero.start} 0%, ${palette.hero.middle} 55%, ${palette.background.default} 100%)`,
    '& > .hero-inner': {
      ...pageWidth(theme),
      maxWidth: breakpoints.values.md,
      display: 'grid',
      gap: spacing(6),
      alignItems: 'center',
      gridTemplateColumns: '1fr',
      textAlign: 'center',
    },
    '&.hero-pictured > .hero-inner': {
      maxWidth: breakpoints.values.lg,
      [breakpoints.up('md')]: { gridTemplateColumns: '1.1fr 1fr', textAlign: 'left' },
    },
    '& .hero-eyebrow': {
      display: 'inline-flex',
      alignItems: 'center',
      minHeight: 32,
      padding: spacing(0.5, 1.5),
      boxSizing: 'border-box',
      marginBottom: spacing(3),
      borderRadius: 16,
      fontSize: '0.8125rem',
      fontWeight: 600,
      backgroundColor: palette.background.paper,
      border: `1px solid ${palette.primary.light}`,
    },
    '& h1': { ...typography.h1, margin: spacing(0, 0, 3) },
    '& .hero-lead': { ...typography.body1, fontSize: '1.15rem', color: palette.text.secondary, margin: spacing(0, 0, 4), lineHeight: 1.7 },
    '& .hero-picture': {
      borderRadius: Number(shape.borderRadius) * 3,
      overflow: 'hidden',
      border: `1px solid ${palette.neutral[200]}`,
      boxShadow: `0 24px 48px -24px ${alpha(palette.text.primary, 0.25)}`,
    },
    '&.hero-dark': {
      background: palette.text.primary,
      color: palette.background.default,
      '& .hero-eyebrow': { backgroundColor: palette.grey[800], color: palette.primary.main, border: 0 },
      '& .hero-lead': { color: palette.grey[300] },
      '& .hero-picture': { borderColor: palette.grey[700], boxShadow: 'none' },
    },
  };
});

/** The page's opening: its one h1, a lead and its calls to action. */
export function Hero({ eyebrow, title, lead, actions = [], tone = 'light', image }: HeroProps) {
  const classes = [tone === 'dark' && 'hero-dark', image && 'hero-pictured'].filter(Boolean).join(' ');
  return (
    <Opening className={classes || undefined}>
      <div className="hero-inner">
        <div>
          {eyebrow && <span className="hero-eyebrow">{eyebrow}</span>}
          <h1>{title}</h1>
          <p className="hero-lead">{lead}</p>
          <ActionRow actions={actions} tone={tone} center={!image} />
        </div>
        {image && (
          <div className="hero-picture">
            <ProductImage src={image.src} srcSet={image.srcSet} sizes={HERO_IMAGE_SIZES} alt={image.alt} priority />
          </div>
        )}
      </div>
    </Opening>
  );
}
