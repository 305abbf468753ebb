import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { DeleteOutlinedIcon as DeleteOutlineIcon } from '../icons.js';
import type { ReactNode } from 'react';

/** The red bin that deletes one item of a list, named for screen readers. */
export function DeleteButton({ name, onClick }: { name: string; onClick: () => void }) {
  return (
    <Tooltip title="Delete">
      <IconButton aria-label={`Delete ${name}`} color="error" onClick={onClick}>
        <DeleteOutlineIcon />
      </IconButton>
    </Tooltip>
  );
}

/** A square, rounded frame for a list item's picture (or the icon shown without one). */
export function ThumbnailFrame({ size, children }: { size: number; children: ReactNode }) {
  return (
    <Box
      sx={{
        width: size,
        height: size,
        borderRadius: 1,
        overflow: 'hidden',
        bgcolor: 'action.hover',
        display: 'grid',
        placeItems: 'center',
        flexShrink: 0,
      }}
    >
      {children}
    </Box>
  );
}
