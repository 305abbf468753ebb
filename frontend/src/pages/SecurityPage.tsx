import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Seo, pageJsonLd } from '../lib/seo.js';
import { FeatureGrid, Hero, Section } from '../sections/index.js';
import { CERTIFICATION_TONE, SECURITY } from '../content/security.js';

/** /security, with the in-page anchors #certifications and #practices (SPEC §2). */
export function SecurityPage() {
  return (
    <>
      <Seo
        {...SECURITY.seo}
        path="/security"
        jsonLd={pageJsonLd('WebPage', SECURITY.hero.title, '/security', { description: SECURITY.seo.description })}
      />
      <Hero {...SECURITY.hero} />
      <Box component="nav" aria-label="On this page" sx={{ display: 'flex', justifyContent: 'center', gap: 4, pt: 4 }}>
        {Object.values(SECURITY.sections).map(({ id, title }) => (
          <Link key={id} href={`#${id}`} sx={{ fontWeight: 600 }}>
            {title}
          </Link>
        ))}
      </Box>
      <Section {...SECURITY.sections.certifications}>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' }, gap: 3 }}>
          {SECURITY.certifications.map((c) => (
            <Card key={c.name}>
              <CardContent>
                <Chip size="small" label={c.status} color={CERTIFICATION_TONE[c.status]} sx={{ mb: 1.5, fontWeight: 600 }} />
                <Typography variant="h3" sx={{ mb: 1 }}>
                  {c.name}
                </Typography>
                <Typography sx={{ color: 'text.secondary' }}>{c.description}</Typography>
              </CardContent>
            </Card>
          ))}
        </Box>
      </Section>
      <FeatureGrid {...SECURITY.sections.practices} tone="tinted" features={SECURITY.practices} />
    </>
  );
}
