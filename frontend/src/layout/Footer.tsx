import { styled } from '@mui/material/styles';
import { pageWidth } from '../components/surfaces.js';
import { FOOTER_NAVS } from '../lib/site.js';
import { Wordmark } from '../components/Wordmark.js';

/**
 * The footer's look (the page's width, body2 type, links underlined on hover) as one styled element over plain ones:
 * every page hydrates the footer, which as a component per element was a hundred React components.
 */
const Root = styled('footer')(({ theme }) => ({
  padding: theme.spacing(6, 0),
  backgroundColor: theme.palette.text.primary,
  color: theme.palette.grey[300],
  '& .footer-inner': {
    ...pageWidth(theme),
    display: 'flex',
    flexWrap: 'wrap',
    gap: theme.spacing(3),
    alignItems: 'center',
    justifyContent: 'space-between',
  },
  '& .footer-tagline': { ...theme.typography.body2, margin: theme.spacing(1, 0, 0) },
  '& .footer-navs': { display: 'flex', flexDirection: 'column', gap: theme.spacing(1.5) },
  // On a phone, two even columns: wrapped rows of a line of links left one stranded under the rest.
  '& nav': {
    display: 'grid',
    // The same two columns in both lists, so they line up with each other.
    gridTemplateColumns: 'repeat(2, 10rem)',
    gap: theme.spacing(2, 3),
    [theme.breakpoints.up('sm')]: { display: 'flex', gap: theme.spacing(3), flexWrap: 'wrap' },
  },
  '& nav a': { ...theme.typography.body1, color: theme.palette.grey[200], textDecoration: 'none', '&:hover': { textDecoration: 'underline' } },
}));

/** SPEC §2's shared footer. */
export function Footer() {
  return (
    <Root>
      <div className="footer-inner">
        <div>
          <Wordmark size="lg" inverse mark />
          <p className="footer-tagline">Industrial LoRaWAN sensors and the platform that runs them.</p>
        </div>
        <div className="footer-navs">
          {FOOTER_NAVS.map(({ label, links }) => (
            <nav key={label} aria-label={label}>
              {links.map((link) => (
                <a key={link.to} href={link.to}>
                  {link.label}
                </a>
              ))}
            </nav>
          ))}
        </div>
      </div>
    </Root>
  );
}
