import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import CheckIcon from '@mui/icons-material/Check';
import { Section, type SectionHeading, type SectionTone } from './Section.js';
import { ActionButton, type Action } from './Actions.js';

export interface Feature {
  title: string;
  text: string;
  /** A small tag above the title (a module's user type, say). */
  tag?: string;
  /** A figure or fact set apart under the title ("Setup: 5 minutes"). */
  meta?: string;
  bullets?: string[];
  link?: { label: string; to: string };
  /** A button at the foot of the card; inert unless it names a page. */
  action?: Action;
}

/** Cards of features, modules, templates, connectors or showcases. */
export function FeatureGrid({ features, columns = 3, tone, ...heading }: SectionHeading & { features: Feature[]; columns?: 2 | 3 | 4; tone?: SectionTone }) {
  const dark = tone === 'dark';
  return (
    <Section tone={tone} {...heading}>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: `repeat(${columns}, 1fr)` }, gap: 3 }}>
        {features.map((f) => (
          <Card key={f.title} sx={{ height: '100%', display: 'flex', flexDirection: 'column', ...(dark && { bgcolor: (t) => alpha(t.palette.common.white, 0.05), color: 'grey.100', borderColor: 'grey.700' }) }}>
            <CardContent sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column' }}>
              {f.tag && <Chip size="small" label={f.tag} sx={{ mb: 1.5, alignSelf: 'flex-start', bgcolor: (t) => (dark ? t.palette.primary.main : alpha(t.palette.primary.main, 0.2)), color: 'text.primary', fontWeight: 600 }} />}
              <Typography variant="h3" component="h3" sx={{ mb: 1 }}>
                {f.title}
              </Typography>
              {f.meta && <Typography sx={{ mb: 1, fontWeight: 600, color: dark ? 'primary.main' : 'primary.dark' }}>{f.meta}</Typography>}
              <Typography sx={{ color: dark ? 'grey.300' : 'text.secondary', lineHeight: 1.6 }}>{f.text}</Typography>
              {f.bullets && (
                <Box component="ul" sx={{ listStyle: 'none', p: 0, m: '16px 0 0' }}>
                  {f.bullets.map((b) => (
                    <Box component="li" key={b} sx={{ display: 'flex', gap: 1, py: 0.4, color: dark ? 'grey.300' : 'text.secondary' }}>
                      <CheckIcon fontSize="small" sx={{ color: dark ? 'primary.main' : 'primary.dark', mt: 0.2 }} aria-hidden />
                      {b}
                    </Box>
                  ))}
                </Box>
              )}
              {(f.link || f.action) && <Box sx={{ flexGrow: 1 }} />}
              {f.link && (
                <Link component={RouterLink} to={f.link.to} sx={{ display: 'inline-block', mt: 2, fontWeight: 600 }}>
                  {f.link.label}
                </Link>
              )}
              {f.action && (
                <Box sx={{ mt: 2 }}>
                  <ActionButton action={f.action} size="medium" tone={dark ? 'dark' : 'light'} fullWidth />
                </Box>
              )}
            </CardContent>
          </Card>
        ))}
      </Box>
    </Section>
  );
}
