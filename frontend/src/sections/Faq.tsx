import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Section, type SectionHeading } from './Section.js';

/** Questions and answers; the answers are in the HTML even while folded. */
export function Faq({ items, ...heading }: SectionHeading & { items: Array<{ question: string; answer: string }> }) {
  return (
    <Section {...heading}>
      {items.map((item) => (
        <Accordion key={item.question} disableGutters variant="outlined" sx={{ mb: 1 }}>
          <AccordionSummary expandIcon={<ExpandMoreIcon />}>
            <Typography component="h3" sx={{ fontWeight: 600 }}>
              {item.question}
            </Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Typography sx={{ color: 'text.secondary' }}>{item.answer}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </Section>
  );
}
