import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { ImageOutlinedIcon } from '../icons.js';
import { MediaPicker } from './MediaPicker.js';
import { ThumbnailFrame } from '../shared/ItemParts.js';

/** A form's picture, chosen from the media library (or uploaded there) through the picker, titled `pickerTitle`. */
export function ImageField({
  label,
  value,
  onChange,
  pickerTitle = 'Select Product Image',
}: {
  label: string;
  value: string | null;
  onChange: (url: string | null) => void;
  pickerTitle?: string;
}) {
  const [picking, setPicking] = useState(false);
  return (
    <Box>
      <Typography variant="body2" sx={{ fontWeight: 600, mb: 1 }} id="image-field-label">
        {label}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <ThumbnailFrame size={72}>
          {value ? (
            <img src={value} alt="Preview of the chosen file" style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
          ) : (
            <ImageOutlinedIcon sx={{ color: 'text.disabled' }} aria-hidden />
          )}
        </ThumbnailFrame>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button variant="outlined" color="inherit" onClick={() => setPicking(true)} aria-describedby="image-field-label">
            {value ? 'Change Image' : 'Choose Image'}
          </Button>
          {value && (
            <Button color="inherit" onClick={() => onChange(null)}>
              Remove Image
            </Button>
          )}
        </Box>
      </Box>
      <MediaPicker open={picking} onClose={() => setPicking(false)} onSelect={([item]) => onChange(item?.url ?? null)} title={pickerTitle} />
    </Box>
  );
}
