import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { MediaPicker } from './MediaPicker.js';

const DOCUMENTS = { filter: 'document', uploads: ['document'] } as const;

/**
 * A form's document (a product's datasheet), chosen from the media library (or uploaded there) through the picker.
 * Empty, the product page links the PDF rendered from the product's own data.
 */
export function DocumentField({ label, value, onChange }: { label: string; value: string | null; onChange: (url: string | null) => void }) {
  const [picking, setPicking] = useState(false);
  const id = useId();
  const fileName = value ? decodeURIComponent(value.slice(value.lastIndexOf('/') + 1)) : null;
  return (
    <Box>
      <Typography variant="body2" sx={{ fontWeight: 600, mb: 0.5 }} id={`${id}-label`}>
        {label}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }} id={`${id}-hint`}>
        {value ? (
          <>
            The product page links this file:{' '}
            <Link href={value} target="_blank" rel="noopener noreferrer">
              {fileName}
            </Link>
          </>
        ) : (
          'Empty: the product page links the datasheet generated from the product’s own data.'
        )}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" color="inherit" onClick={() => setPicking(true)} aria-describedby={`${id}-label ${id}-hint`}>
          {value ? 'Change Document' : 'Choose Document'}
        </Button>
        {value && (
          <Button color="inherit" onClick={() => onChange(null)}>
            Use Generated PDF
          </Button>
        )}
      </Box>
      <MediaPicker
        open={picking}
        onClose={() => setPicking(false)}
        onSelect={([item]) => onChange(item?.url ?? null)}
        title={`Select ${label}`}
        kind={DOCUMENTS}
      />
    </Box>
  );
}
