import { keyframes } from '@emotion/react';
import Box from '@mui/material/Box';
import { alpha, type SxProps, type Theme } from '@mui/material/styles';

const pulse = keyframes`0% { opacity: 1; } 50% { opacity: 0.4; } 100% { opacity: 1; }`;

export interface PlaceholderProps {
  /** `rounded`, a block (a card, a picture); `text`, a line of text as tall as the font. */
  variant?: 'rounded' | 'text';
  width?: number | string;
  height?: number | string;
  sx?: SxProps<Theme>;
}

type SxList = Extract<SxProps<Theme>, readonly unknown[]>;
const isSxList = (sx: SxProps<Theme>): sx is SxList => Array.isArray(sx);

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
      sx={[
        {
          display: 'block',
          width,
          bgcolor: (t) => alpha(t.palette.text.primary, 0.11),
          animation: `${pulse} 2s ease-in-out 0.5s infinite`,
          ...shape,
        },
        ...(sx === undefined ? [] : isSxList(sx) ? sx : [sx]),
      ]}
    />
  );
}
