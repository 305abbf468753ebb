import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { FIELD_LIMITS } from '@lora/api';
import { RemoveCorner } from '../shared/ItemParts.js';
import { MediaPicker } from './MediaPicker.js';

/** A product's gallery: several pictures chosen at once through the picker's multiple mode. */
export function GalleryField({ value, onChange }: { value: string[]; onChange: (urls: string[]) => void }) {
  const [picking, setPicking] = useState(false);
  const room = FIELD_LIMITS.galleryImages - value.length;
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          Image Gallery ({value.length} of {FIELD_LIMITS.galleryImages})
        </Typography>
        <Button size="small" variant="outlined" color="inherit" disabled={room <= 0} onClick={() => setPicking(true)}>
          Add Images
        </Button>
      </Box>
      {value.length > 0 && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {value.map((url, index) => (
            <Box key={url} sx={{ position: 'relative', width: 64, height: 64, borderRadius: 1, overflow: 'hidden' }}>
              <img src={url} alt={`Gallery file ${index + 1}`} style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
              <RemoveCorner label={`Remove gallery image ${index + 1}`} onClick={() => onChange(value.filter((u) => u !== url))} />
            </Box>
          ))}
        </Box>
      )}
      <MediaPicker
        open={picking}
        multiple
        onClose={() => setPicking(false)}
        onSelect={(items) => onChange([...new Set([...value, ...items.map((i) => i.url)])].slice(0, FIELD_LIMITS.galleryImages))}
        title="Select Gallery Images"
      />
    </Box>
  );
}
