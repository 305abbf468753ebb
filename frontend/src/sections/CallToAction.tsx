import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { ActionRow, type Action } from './Actions.js';
import { RENDERED_WHEN_NEAR } from './Section.js';

/** The closing band of a page; an action without a page leads to the contact form about it. */
export function CallToAction({ title, text, actions }: { title: string; text: string; actions: Action[] }) {
  return (
    <Box component="section" sx={{ py: { xs: 6, md: 8 }, ...RENDERED_WHEN_NEAR }}>
      <Container maxWidth="md">
        <Box
          sx={{
            textAlign: 'center',
            p: { xs: 4, md: 6 },
            borderRadius: 4,
            background: (t) => `linear-gradient(135deg, ${t.palette.primary.main} 0%, ${t.palette.secondary.main} 100%)`,
            color: 'text.primary',
          }}
        >
          <Typography variant="h2" sx={{ mb: 2 }}>
            {title}
          </Typography>
          <Typography sx={{ mb: 4, fontSize: '1.1rem' }}>{text}</Typography>
          <ActionRow actions={actions} tone="gradient" />
        </Box>
      </Container>
    </Box>
  );
}
