import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { FOOTER_LINKS } from '../content/site.js';
import { BRAND } from '../app/theme.js';
import { Wordmark } from './Wordmark.js';

/** SPEC §2's shared footer. */
export function Footer() {
  return (
    <Box component="footer" sx={{ bgcolor: BRAND.navy, color: '#cbd5e1', py: 6, mt: 8 }}>
      <Container maxWidth="lg" sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'center', justifyContent: 'space-between' }}>
        <Box>
          <Wordmark size="lg" inverse />
          <Typography variant="body2" sx={{ mt: 1, color: '#cbd5e1' }}>
            Industrial LoRaWAN sensors and the platform that runs them.
          </Typography>
        </Box>
        <Box component="nav" aria-label="Legal and status" sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
          {FOOTER_LINKS.map((link) => (
            <Link key={link.to} component={RouterLink} to={link.to} sx={{ color: '#e2e8f0' }} underline="hover">
              {link.label}
            </Link>
          ))}
        </Box>
      </Container>
    </Box>
  );
}
