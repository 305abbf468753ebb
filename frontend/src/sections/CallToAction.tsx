import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

export interface CallToActionProps {
  title: string;
  text: string;
  actions: Array<{ label: string; to: string; primary?: boolean }>;
}

/** The closing band of a page. */
export function CallToAction({ title, text, actions }: CallToActionProps) {
  return (
    <Box component="section" sx={{ py: { xs: 6, md: 8 } }}>
      <Container maxWidth="md">
        <Box sx={{ textAlign: 'center', p: { xs: 4, md: 6 }, borderRadius: 4, background: 'linear-gradient(135deg, #00d4aa 0%, #0dceda 100%)', color: '#1e293b' }}>
          <Typography variant="h2" component="h2" sx={{ mb: 2 }}>
            {title}
          </Typography>
          <Typography sx={{ mb: 4, fontSize: '1.1rem' }}>{text}</Typography>
          <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap' }}>
            {actions.map((a) => (
              <Button key={a.to} component={RouterLink} to={a.to} size="large" variant={a.primary ? 'contained' : 'outlined'} sx={a.primary ? { bgcolor: '#1e293b', color: '#ffffff', '&:hover': { bgcolor: '#0f172a' } } : { color: '#1e293b', borderColor: '#1e293b' }}>
                {a.label}
              </Button>
            ))}
          </Box>
        </Box>
      </Container>
    </Box>
  );
}
