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
