import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Seo } from '../app/seo.js';

/** SPEC §2: any other path; the server answers it with status 404, and it names no canonical address (Seo). */
export function NotFoundPage() {
  return (
    <Container maxWidth="sm" sx={{ py: 14, textAlign: 'center' }}>
      <Seo title="404 Page Not Found | LoRaWAN Sensors" description="The page you asked for does not exist." path={null} />
      <Typography variant="h1" sx={{ mb: 2 }}>
        404 Page Not Found
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 4 }}>Did you forget to add the page to the router?</Typography>
      <Button href="/" variant="contained">
        Back to the home page
      </Button>
    </Container>
  );
}
