import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { FOOTER_LINKS, FOOTER_READING, type NavLink } from '../content/site.js';
import { BRAND } from '../app/theme.js';
import { Wordmark } from './Wordmark.js';

function FooterNav({ label, links }: { label: string; links: NavLink[] }) {
  return (
    <Box component="nav" aria-label={label} sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
      {links.map((link) => (
        <Link key={link.to} component={RouterLink} to={link.to} sx={{ color: 'grey.200' }} underline="hover">
          {link.label}
        </Link>
      ))}
    </Box>
  );
}

/** SPEC §2's shared footer. */
export function Footer() {
  return (
    <Box component="footer" sx={{ bgcolor: BRAND.navy, color: 'grey.300', py: 6, mt: 8 }}>
      <Container maxWidth="lg" sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'center', justifyContent: 'space-between' }}>
        <Box>
          <Wordmark size="lg" inverse />
          <Typography variant="body2" sx={{ mt: 1, color: 'grey.300' }}>
            Industrial LoRaWAN sensors and the platform that runs them.
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
          <FooterNav label="Read more" links={FOOTER_READING} />
          <FooterNav label="Legal and status" links={FOOTER_LINKS} />
        </Box>
      </Container>
    </Box>
  );
}
