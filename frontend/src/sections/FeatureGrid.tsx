import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Section, type SectionHeading } from './Section.js';

export interface Feature {
  title: string;
  text: string;
  /** A small tag above the title (a module's user type, say). */
  tag?: string;
  link?: { label: string; to: string };
}

/** Cards of features, modules or showcases. */
export function FeatureGrid({ features, columns = 3, tone, ...heading }: SectionHeading & { features: Feature[]; columns?: 2 | 3 | 4; tone?: 'plain' | 'tinted' }) {
  return (
    <Section tone={tone} {...heading}>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: `repeat(${columns}, 1fr)` }, gap: 3 }}>
        {features.map((f) => (
          <Card key={f.title} sx={{ height: '100%' }}>
            <CardContent>
              {f.tag && <Chip size="small" label={f.tag} sx={{ mb: 1.5, bgcolor: '#ccfbf1', color: '#134e4a', fontWeight: 600 }} />}
              <Typography variant="h3" component="h3" sx={{ mb: 1 }}>
                {f.title}
              </Typography>
              <Typography sx={{ color: 'text.secondary', lineHeight: 1.6 }}>{f.text}</Typography>
              {f.link && (
                <Link component={RouterLink} to={f.link.to} sx={{ display: 'inline-block', mt: 2, fontWeight: 600 }}>
                  {f.link.label}
                </Link>
              )}
            </CardContent>
          </Card>
        ))}
      </Box>
    </Section>
  );
}
