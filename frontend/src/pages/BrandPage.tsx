import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { ContentCopyIcon, CheckCircleIcon, CancelIcon } from '../components/icons.js';
import { ORGANIZATION, Seo, pageJsonLd } from '../lib/seo.js';
import { useToast } from '../lib/toast.js';
import { Hero, Section } from '../sections/index.js';
import { Logo, logoFileName } from '../components/Logo.js';
import { SITE } from '../lib/site.js';
import { BRAND, LOGO_RULES, LOGO_VARIANTS, PALETTE, TYPE_WEIGHTS } from '../content/brand.js';

function LogoCard({ variant, name, use, formats }: (typeof LOGO_VARIANTS)[number]) {
  const file = logoFileName(variant);
  return (
    <Card>
      <Box
        data-testid="logo-preview"
        sx={{
          display: 'grid',
          placeItems: 'center',
          height: 180,
          p: 3,
          bgcolor: 'background.default',
          borderBottom: 1,
          borderColor: 'divider',
          // Narrower than the drawing on a phone: scaled down to the frame, its margins kept, never cut at the edge.
          '& svg': { maxWidth: '100%', height: 'auto' },
        }}
      >
        <Logo variant={variant} name={name} />
      </Box>
      <CardContent>
        <Typography variant="h3" sx={{ mb: 0.5 }}>
          {name}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          {use}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1 }}>
          {/* Files the build made (SVG, PNG): plain links. SPEC's AI button only logs, there being no vector master to hand out. */}
          {formats.map((format) => (
            <Button
              key={format}
              size="small"
              variant="outlined"
              color="inherit"
              aria-label={`Download ${name} logo as ${format}`}
              {...(format === 'AI'
                ? { type: 'button' as const, onClick: () => console.info(`Download requested: ${file}.ai`) }
                : { href: `/brand/${file}.${format.toLowerCase()}`, download: `${file}.${format.toLowerCase()}` })}
            >
              {format}
            </Button>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}

/** /brand (SPEC §2): logos, palette, typography and logo do/don't lists. */
export function BrandPage() {
  const toast = useToast();
  const copy = async (hex: string) => {
    try {
      await navigator.clipboard.writeText(hex);
      toast({ title: 'Copied', description: `${hex} copied to clipboard` });
    } catch {
      toast({ title: 'Copy failed', description: `Copy ${hex} by hand: the browser did not allow clipboard access.`, variant: 'destructive' });
    }
  };
  return (
    <>
      <Seo
        {...BRAND.seo}
        path="/brand"
        jsonLd={pageJsonLd('WebPage', BRAND.hero.title, '/brand', {
          description: BRAND.seo.description,
          publisher: { ...ORGANIZATION, logo: `${SITE.origin}/favicon.svg` },
        })}
      />
      <Hero {...BRAND.hero} />
      <Section {...BRAND.logos}>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' }, gap: 3 }}>
          {LOGO_VARIANTS.map((logo) => (
            <LogoCard key={logo.variant} {...logo} />
          ))}
        </Box>
      </Section>
      <Section {...BRAND.palette} tone="tinted">
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' }, gap: 3 }}>
          {PALETTE.map((color) => (
            <Card key={color.hex}>
              <Box sx={{ height: 96, bgcolor: color.hex, borderBottom: 1, borderColor: 'divider' }} aria-hidden />
              <CardContent>
                <Typography variant="h3">{color.name}</Typography>
                <Typography sx={{ fontFamily: 'ui-monospace, Menlo, Consolas, monospace', my: 0.5 }}>{color.hex}</Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
                  {color.use}
                </Typography>
                <Button
                  type="button"
                  size="small"
                  startIcon={<ContentCopyIcon />}
                  onClick={() => void copy(color.hex)}
                  aria-label={`Copy hex ${color.hex}, ${color.name}`}
                  sx={{ color: 'primary.dark' }}
                >
                  Copy hex
                </Button>
              </CardContent>
            </Card>
          ))}
        </Box>
      </Section>
      <Section {...BRAND.type}>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' }, gap: 3 }}>
          {TYPE_WEIGHTS.map((t) => (
            <Card key={t.weight}>
              <CardContent>
                <Typography sx={{ fontWeight: t.weight, fontSize: '1.9rem', mb: 1 }}>Inter {t.name}</Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  Weight {t.weight} · {t.use}
                </Typography>
              </CardContent>
            </Card>
          ))}
        </Box>
      </Section>
      <Section {...BRAND.rules} tone="tinted">
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' }, gap: 3 }}>
          {LOGO_RULES.map(({ title, items, good }) => {
            const Icon = good ? CheckCircleIcon : CancelIcon;
            return (
              <Card key={title}>
                <CardContent>
                  <Typography variant="h3" sx={{ mb: 1.5 }}>
                    {title}
                  </Typography>
                  <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                    {items.map((item) => (
                      <Box component="li" key={item} sx={{ display: 'flex', gap: 1, py: 0.5 }}>
                        <Icon fontSize="small" sx={{ color: good ? 'success.main' : 'error.main', mt: 0.2 }} aria-hidden />
                        {item}
                      </Box>
                    ))}
                  </Box>
                </CardContent>
              </Card>
            );
          })}
        </Box>
      </Section>
    </>
  );
}
