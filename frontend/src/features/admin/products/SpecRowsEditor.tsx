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
    <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: { xs: 1.5, sm: 2 }, m: 0, minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}>
        <Typography component="legend" sx={{ fontWeight: 600, float: 'left' }}>
          Technical Specifications
        </Typography>
        <Button
          size="small"
          startIcon={<AddIcon />}
          onClick={() => onChange([...rows, { key: '', value: '' }])}
          sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
        >
          Add Field
        </Button>
      </Box>
      {rows.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary', clear: 'both' }}>
          No specifications added. Click "Add Field" to add technical specifications.
        </Typography>
      ) : (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: { xs: 3, sm: 2 }, pt: 1, clear: 'both' }}>
          {rows.map((row, index) => (
            // Side by side from a tablet on; on a phone the name above its value, each the row's width (three in a
            // line left the name five letters and its label cut short), the remove button beside the pair.
            <Box
              key={index}
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: 'minmax(0, 1fr) auto', sm: 'minmax(0, 1fr) minmax(0, 1.4fr) auto' },
                columnGap: 1,
                rowGap: 1.5,
                alignItems: 'center',
              }}
            >
              <TextField
                size="small"
                label={`Specification ${index + 1} name`}
                placeholder="e.g. Range"
                value={row.key}
                onChange={(e) => update(index, { key: e.target.value })}
                slotProps={{ htmlInput: { maxLength: FIELD_LIMITS.specificationName } }}
                sx={{ gridColumn: 1, gridRow: { xs: 1, sm: 'auto' } }}
              />
              <TextField
                size="small"
                label={`Specification ${index + 1} value`}
                placeholder="e.g. 15 km"
                value={row.value}
                onChange={(e) => update(index, { value: e.target.value })}
                slotProps={{ htmlInput: { maxLength: FIELD_LIMITS.specificationValue } }}
                sx={{ gridColumn: { xs: 1, sm: 2 }, gridRow: { xs: 2, sm: 'auto' } }}
              />
              <IconButton
                aria-label={`Remove specification ${index + 1}`}
                onClick={() => onChange(rows.filter((_, i) => i !== index))}
                sx={{ gridColumn: { xs: 2, sm: 3 }, gridRow: { xs: '1 / 3', sm: 'auto' } }}
              >
                <DeleteOutlineIcon />
              </IconButton>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
