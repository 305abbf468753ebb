import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { Action } from './Actions.js';

export interface CallToActionProps {
  title: string;
  text: string;
  actions: Action[];
}

/** The closing band of a page; an action without a page is an inert button. */
export function CallToAction({ title, text, actions }: CallToActionProps) {
  return (
    <Box component="section" sx={{ py: { xs: 6, md: 8 } }}>
      <Container maxWidth="md">
        <Box sx={{ textAlign: 'center', p: { xs: 4, md: 6 }, borderRadius: 4, background: (t) => `linear-gradient(135deg, ${t.palette.primary.main} 0%, ${t.palette.secondary.main} 100%)`, color: 'text.primary' }}>
          <Typography variant="h2" component="h2" sx={{ mb: 2 }}>
            {title}
          </Typography>
          <Typography sx={{ mb: 4, fontSize: '1.1rem' }}>{text}</Typography>
          <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap' }}>
            {actions.map((a) => {
              const sx = a.primary ? { bgcolor: 'text.primary', color: 'common.white', '&:hover': { bgcolor: 'grey.900' } } : { color: 'text.primary', borderColor: 'text.primary' };
              const variant = a.primary ? 'contained' : 'outlined';
              return a.to ? (
                <Button key={a.label} component={RouterLink} to={a.to} size="large" variant={variant} sx={sx}>
                  {a.label}
                </Button>
              ) : (
                <Button key={a.label} type="button" size="large" variant={variant} sx={sx}>
                  {a.label}
                </Button>
              );
            })}
          </Box>
        </Box>
      </Container>
    </Box>
  );
}
