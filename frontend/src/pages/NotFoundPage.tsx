import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Seo } from '../lib/seo.js';
import { NOT_FOUND, SITE } from '../lib/site.js';

/**
 * SPEC §2: any other path (or a product that is not there, with its own words); the server answers it with status
 * 404, and it names no canonical address (Seo).
 */
export function NotFoundPage(own: Partial<typeof NOT_FOUND>) {
  const { title, description, text, back } = { ...NOT_FOUND, ...own };
  return (
    <Container maxWidth="sm" sx={{ py: 14, textAlign: 'center' }}>
      <Seo title={`${title} | ${SITE.name}`} description={description} path={null} />
      <Typography variant="h1" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 4 }}>{text}</Typography>
      <Button href={back.to} variant="contained">
        {back.label}
      </Button>
    </Container>
  );
}
