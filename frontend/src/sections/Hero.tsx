import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { ActionRow, type Action } from './Actions.js';
import { ProductImage } from '../components/ProductImage.js';

export interface HeroProps {
  eyebrow?: string;
  title: string;
  lead: string;
  actions?: Action[];
  /** The dark variant (network server, gateway management, device registry) with its picture beside the text. */
  tone?: 'light' | 'dark';
  image?: { src: string; alt: string };
}

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
            <Chip
              label={eyebrow}
              sx={{
                mb: 3,
                fontWeight: 600,
                ...(dark ? { bgcolor: 'grey.800', color: 'primary.main' } : { bgcolor: 'background.paper', border: 1, borderColor: 'primary.light' }),
              }}
            />
          )}
          <Typography variant="h1" component="h1" sx={{ mb: 3 }}>
            {title}
          </Typography>
          <Typography sx={{ fontSize: '1.15rem', color: dark ? 'grey.300' : 'text.secondary', mb: 4, lineHeight: 1.7 }}>{lead}</Typography>
          <ActionRow actions={actions} tone={tone} center={!image} />
        </Box>
        {image && (
          <Box sx={{ borderRadius: 3, overflow: 'hidden', border: 1, borderColor: 'grey.700' }}>
            <ProductImage src={image.src} alt={image.alt} priority />
          </Box>
        )}
      </Container>
    </Box>
  );
}
