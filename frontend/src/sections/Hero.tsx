import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

export interface HeroProps {
  eyebrow?: string;
  title: string;
  lead: string;
  actions?: Array<{ label: string; to: string; primary?: boolean }>;
}

/** The page's opening: its one h1, a lead and its calls to action. */
export function Hero({ eyebrow, title, lead, actions = [] }: HeroProps) {
  return (
    <Box component="section" sx={{ background: 'linear-gradient(135deg, #ecfdf8 0%, #f0fdff 55%, #f8fafc 100%)', py: { xs: 8, md: 12 } }}>
      <Container maxWidth="md" sx={{ textAlign: 'center' }}>
        {eyebrow && <Chip label={eyebrow} sx={{ mb: 3, bgcolor: '#ffffff', border: '1px solid #99f6e4', fontWeight: 600 }} />}
        <Typography variant="h1" component="h1" sx={{ mb: 3 }}>
          {title}
        </Typography>
        <Typography sx={{ fontSize: '1.15rem', color: 'text.secondary', mb: 4, lineHeight: 1.7 }}>{lead}</Typography>
        <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap' }}>
          {actions.map((action) => (
            <Button key={action.to} component={RouterLink} to={action.to} size="large" variant={action.primary ? 'contained' : 'outlined'} color={action.primary ? 'primary' : 'inherit'}>
              {action.label}
            </Button>
          ))}
        </Box>
      </Container>
    </Box>
  );
}
