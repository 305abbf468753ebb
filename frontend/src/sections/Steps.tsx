import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Section, type SectionHeading, type SectionTone } from './Section.js';

/** A numbered flow (onboarding, provisioning). */
export function Steps({ steps, tone, ...heading }: SectionHeading & { steps: Array<{ title: string; text: string }>; tone?: SectionTone }) {
  return (
    <Section tone={tone} {...heading}>
      <Box
        component="ol"
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', md: `repeat(${steps.length}, 1fr)` }, gap: 3 }}
      >
        {steps.map((step, i) => (
          <Box
            component="li"
            key={step.title}
            sx={{ p: 3, bgcolor: 'background.paper', color: 'text.primary', borderRadius: 2, border: 1, borderColor: 'grey.200' }}
          >
            <Typography
              component="span"
              sx={{
                display: 'inline-grid',
                placeItems: 'center',
                width: 36,
                height: 36,
                borderRadius: '50%',
                bgcolor: 'primary.main',
                fontWeight: 700,
                mb: 2,
              }}
            >
              {i + 1}
            </Typography>
            <Typography variant="h3" sx={{ mb: 1 }}>
              {step.title}
            </Typography>
            <Typography sx={{ color: 'text.secondary' }}>{step.text}</Typography>
          </Box>
        ))}
      </Box>
    </Section>
  );
}
