import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

export interface ProseSection {
  heading: string;
  /** The section's in-page anchor. */
  id?: string;
  paragraphs?: string[];
  bullets?: string[];
}

/** Long-form text in numbered or plain sections: legal pages, policies, mission statements. */
export function Prose({ sections, note }: { sections: ProseSection[]; note?: string }) {
  return (
    <Container component="section" maxWidth="md" sx={{ py: { xs: 5, md: 8 } }}>
      {note && <Typography sx={{ mb: 4, color: 'text.secondary', fontWeight: 600 }}>{note}</Typography>}
      {sections.map((s) => (
        <Box key={s.heading} id={s.id} sx={{ mb: 5, scrollMarginTop: 72 }}>
          <Typography variant="h2" sx={{ fontSize: '1.5rem', mb: 2 }}>
            {s.heading}
          </Typography>
          {s.paragraphs?.map((p) => (
            <Typography key={p} sx={{ mb: 2, lineHeight: 1.75, color: 'text.secondary' }}>
              {p}
            </Typography>
          ))}
          {s.bullets && (
            <Box component="ul" sx={{ pl: 3, m: 0, color: 'text.secondary', lineHeight: 1.75 }}>
              {s.bullets.map((b) => (
                <li key={b}>{b}</li>
              ))}
            </Box>
          )}
        </Box>
      ))}
    </Container>
  );
}
