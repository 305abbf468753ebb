import { keyframes } from '@emotion/react';
import Box from '@mui/material/Box';
import { alpha, type Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';

const pulse = keyframes`0% { opacity: 1; } 50% { opacity: 0.4; } 100% { opacity: 1; }`;

export interface PlaceholderProps {
  /** `rounded`, a block (a card, a picture); `text`, a line of text as tall as the font. */
  variant?: 'rounded' | 'text';
  width?: number | string;
  height?: number | string;
  sx?: SystemStyleObject<Theme>;
}

/** What the public pages show where content is loading: a pulsing grey shape of the content's size. */
export function Placeholder({ variant = 'rounded', width, height, sx }: PlaceholderProps) {
  const shape =
    variant === 'text'
      ? { height: height ?? '1.2em', borderRadius: '4px', transform: 'scale(1, 0.6)', transformOrigin: '0 55%' }
      : { height, borderRadius: 1 };
  return (
    <Box
      component="span"
      aria-hidden
      sx={{
        display: 'block',
        width,
        bgcolor: (t) => alpha(t.palette.text.primary, 0.11),
        animation: `${pulse} 2s ease-in-out 0.5s infinite`,
        ...shape,
        ...sx,
      }}
    />
  );
}
