import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { AddIcon, DeleteOutlinedIcon as DeleteOutlineIcon } from '../icons.js';
import { FIELD_LIMITS } from '@lora/api';
import type { SpecRow } from './spec-rows.js';

/** The technical specifications editor: key/value rows, 'Add Field', a remove button per row. */
export function SpecRowsEditor({ rows, onChange }: { rows: SpecRow[]; onChange: (rows: SpecRow[]) => void }) {
  const update = (index: number, patch: Partial<SpecRow>) => onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  return (
    <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, m: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography component="legend" sx={{ fontWeight: 600, float: 'left' }}>
          Technical Specifications
        </Typography>
        <Button size="small" startIcon={<AddIcon />} onClick={() => onChange([...rows, { key: '', value: '' }])}>
          Add Field
        </Button>
      </Box>
      {rows.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary', clear: 'both' }}>
          No specifications added. Click "Add Field" to add technical specifications.
        </Typography>
      ) : (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 1, clear: 'both' }}>
          {rows.map((row, index) => (
            <Box key={index} sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
              <TextField
                size="small"
                label={`Specification ${index + 1} name`}
                placeholder="e.g. Range"
                value={row.key}
                onChange={(e) => update(index, { key: e.target.value })}
                slotProps={{ htmlInput: { maxLength: FIELD_LIMITS.specificationName } }}
                sx={{ flex: 1 }}
              />
              <TextField
                size="small"
                label={`Specification ${index + 1} value`}
                placeholder="e.g. 15 km"
                value={row.value}
                onChange={(e) => update(index, { value: e.target.value })}
                slotProps={{ htmlInput: { maxLength: FIELD_LIMITS.specificationValue } }}
                sx={{ flex: 1.4 }}
              />
              <IconButton aria-label={`Remove specification ${index + 1}`} onClick={() => onChange(rows.filter((_, i) => i !== index))}>
                <DeleteOutlineIcon />
              </IconButton>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
