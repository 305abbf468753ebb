import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { ActionRow, type Action } from './Actions.js';
import { ProductImage } from '../components/ProductImage.js';
import type { Picture } from '../content/pictures.js';

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

/** The page's opening: its one h1, a lead and its calls to action. */
export function Hero({ eyebrow, title, lead, actions = [], tone = 'light', image }: HeroProps) {
  const dark = tone === 'dark';
  return (
    <Box
      component="section"
      sx={
        dark
          ? { bgcolor: 'text.primary', color: 'background.default', py: { xs: 8, md: 12 } }
          : {
              background: ({ palette }) =>
                `linear-gradient(135deg, ${palette.hero.start} 0%, ${palette.hero.middle} 55%, ${palette.background.default} 100%)`,
              py: { xs: 8, md: 12 },
            }
      }
    >
      <Container
        maxWidth={image ? 'lg' : 'md'}
        sx={{ display: 'grid', gap: 6, alignItems: 'center', gridTemplateColumns: { xs: '1fr', md: image ? '1.1fr 1fr' : '1fr' } }}
      >
        <Box sx={{ textAlign: image ? { xs: 'center', md: 'left' } : 'center' }}>
          {eyebrow && (
            <Box
              component="span"
              sx={{
                display: 'inline-flex',
                alignItems: 'center',
                minHeight: 32,
                px: 1.5,
                py: 0.5,
                boxSizing: 'border-box',
                mb: 3,
                borderRadius: '16px',
                fontSize: '0.8125rem',
                fontWeight: 600,
                ...(dark ? { bgcolor: 'grey.800', color: 'primary.main' } : { bgcolor: 'background.paper', border: 1, borderColor: 'primary.light' }),
              }}
            >
              {eyebrow}
            </Box>
          )}
          <Typography variant="h1" sx={{ mb: 3 }}>
            {title}
          </Typography>
          <Typography sx={{ fontSize: '1.15rem', color: dark ? 'grey.300' : 'text.secondary', mb: 4, lineHeight: 1.7 }}>{lead}</Typography>
          <ActionRow actions={actions} tone={tone} center={!image} />
        </Box>
        {image && (
          <Box
            sx={{
              borderRadius: 3,
              overflow: 'hidden',
              border: 1,
              borderColor: dark ? 'grey.700' : 'neutral.200',
              boxShadow: dark ? undefined : ({ palette }) => `0 24px 48px -24px ${alpha(palette.text.primary, 0.25)}`,
            }}
          >
            <ProductImage src={image.src} srcSet={image.srcSet} sizes={HERO_IMAGE_SIZES} alt={image.alt} priority />
          </Box>
        )}
      </Container>
    </Box>
  );
}
