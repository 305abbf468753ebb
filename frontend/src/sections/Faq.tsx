import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ExpandMoreIcon } from '../components/icons.js';
import { Section, type SectionHeading } from './Section.js';

/**
 * Questions and answers, each a native disclosure (details/summary): it opens and closes without
 * script, before hydration too, and the answers are in the HTML even while folded.
 */
export function Faq({ items, ...heading }: SectionHeading & { items: Array<{ question: string; answer: string }> }) {
  return (
    <Section {...heading}>
      {items.map((item) => (
        <Box
          key={item.question}
          component="details"
          sx={{
            mb: 1,
            bgcolor: 'background.paper',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            '&[open] > summary svg': { transform: 'rotate(180deg)' },
          }}
        >
          <Box
            component="summary"
            sx={{
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'space-between',
              gap: 2,
              px: 2,
              py: 1.5,
              minHeight: 48,
              cursor: 'pointer',
              listStyle: 'none',
              '&::-webkit-details-marker': { display: 'none' },
              '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.dark', outlineOffset: -2, borderRadius: 1 },
            }}
          >
            <Typography component="h3" sx={{ fontWeight: 600 }}>
              {item.question}
            </Typography>
            <ExpandMoreIcon aria-hidden sx={{ color: 'text.secondary', transition: 'transform 150ms' }} />
          </Box>
          <Typography sx={{ px: 2, pb: 2, color: 'text.secondary' }}>{item.answer}</Typography>
        </Box>
      ))}
    </Section>
  );
}
