import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export function EmptyState({ title, hint }: { title: string; hint?: string }) {
  return (
    <Box sx={{ py: 8, textAlign: 'center' }}>
      <Typography variant="h3" component="p" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {hint && <Typography sx={{ color: 'text.secondary' }}>{hint}</Typography>}
    </Box>
  );
}

/** What a list shows while it loads: "Loading <what>...", announced to screen readers. */
export function Loading({ what }: { what: string }) {
  return <Typography role="status" sx={{ color: 'text.secondary' }}>{`Loading ${what}...`}</Typography>;
}
