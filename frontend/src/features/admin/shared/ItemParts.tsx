import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { CloseIcon, DeleteOutlinedIcon as DeleteOutlineIcon } from '../icons.js';
import type { ReactNode } from 'react';

/** An item's icon button with its tooltip (`title`), named `label` for screen readers; with `href`, a link opening a new tab. */
export function IconAction({ title, label, icon, color, onClick, href }: IconActionProps) {
  return (
    <Tooltip title={title}>
      <IconButton
        aria-label={label}
        color={color}
        onClick={onClick}
        component={href ? 'a' : 'button'}
        href={href}
        target={href && '_blank'}
        rel={href && 'noopener'}
      >
        {icon}
      </IconButton>
    </Tooltip>
  );
}

interface IconActionProps {
  title: string;
  label: string;
  icon: ReactNode;
  color?: 'error';
  onClick?: () => void;
  href?: string;
}

/** The red bin that deletes one item of a list, named for screen readers. */
export function DeleteButton({ name, onClick }: { name: string; onClick: () => void }) {
  return <IconAction title="Delete" label={`Delete ${name}`} color="error" icon={<DeleteOutlineIcon />} onClick={onClick} />;
}

/** The small × in a chosen picture's corner that takes it out, named `label` for screen readers. */
export function RemoveCorner({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <IconButton
      size="small"
      aria-label={label}
      onClick={onClick}
      sx={{ position: 'absolute', top: 0, right: 0, bgcolor: 'background.paper', '&:hover': { bgcolor: 'background.paper' } }}
    >
      <CloseIcon fontSize="small" />
    </IconButton>
  );
}

/** What a picture sits on: a grey ground with the picture (or the icon shown without one) centred. */
export const pictureGround = { bgcolor: 'action.hover', display: 'grid', placeItems: 'center' };

/** A square, rounded frame for a list item's picture (or the icon shown without one). */
export function ThumbnailFrame({ size, children }: { size: number; children: ReactNode }) {
  return <Box sx={{ width: size, height: size, borderRadius: 1, overflow: 'hidden', ...pictureGround, flexShrink: 0 }}>{children}</Box>;
}

/** A select's options: each a value shown as it is, or a [value, label] pair. */
export const menuItems = (options: ReadonlyArray<string | readonly [string, string]>) =>
  options.map((option) => {
    const [value, label] = typeof option === 'string' ? [option, option] : option;
    return (
      <MenuItem key={value} value={value}>
        {label}
      </MenuItem>
    );
  });
