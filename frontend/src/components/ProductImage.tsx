import { useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import SensorsIcon from '@mui/icons-material/Sensors';

/**
 * A product picture: lazy (the browser's own, 50 px ahead is its default margin or closer), WebP first
 * with the JPEG beside it on error, 'Image unavailable' when both fail; width and height fixed so
 * nothing shifts. A picture in the first screen loads at once (`eager`); the page's largest one
 * (`priority`) also ahead of other requests, as it decides when the page looks loaded.
 */
export function ProductImage({ src, alt, eager = false, priority = false }: { src: string | null; alt: string; eager?: boolean; priority?: boolean }) {
  const [attempt, setAttempt] = useState(0);
  const sources = src ? [src, ...(src.endsWith('.webp') ? [src.replace(/\.webp$/, '.jpg')] : [])] : [];
  const current = sources[attempt];
  return (
    <Box sx={{ aspectRatio: '4 / 3', bgcolor: '#f1f5f9', display: 'grid', placeItems: 'center', overflow: 'hidden' }}>
      {current ? (
        <img src={current} alt={alt} width={800} height={600} loading={eager || priority ? 'eager' : 'lazy'} fetchPriority={priority ? 'high' : undefined} decoding={priority ? undefined : 'async'} onError={() => setAttempt((a) => a + 1)} style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
      ) : src ? (
        <Typography sx={{ color: 'text.secondary' }}>Image unavailable</Typography>
      ) : (
        <SensorsIcon sx={{ fontSize: 64, color: '#94a3b8' }} aria-hidden />
      )}
    </Box>
  );
}
