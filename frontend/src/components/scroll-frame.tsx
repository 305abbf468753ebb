import Box from '@mui/material/Box';
import { alpha, type Theme } from '@mui/material/styles';
import { ArrowForwardIcon } from './icons.js';

/**
 * The background of a frame that scrolls sideways: shadows at an edge with more table beyond it. The covers scroll
 * with the table, the shadows stay, so a shadow shows only where there is more to see.
 */
export function edgeShadows(theme: Theme): string {
  const paper = theme.palette.background.paper;
  const shade = alpha(theme.palette.text.primary, 0.22);
  return `linear-gradient(to right, ${paper} 30%, ${alpha(paper, 0)}) left / 40px 100% no-repeat local,
    linear-gradient(to left, ${paper} 30%, ${alpha(paper, 0)}) right / 40px 100% no-repeat local,
    radial-gradient(farthest-side at 0 50%, ${shade}, transparent) left / 14px 100% no-repeat scroll,
    radial-gradient(farthest-side at 100% 50%, ${shade}, transparent) right / 14px 100% no-repeat scroll,
    ${paper}`;
}

/** The line above a table that scrolls sideways, which says so; hidden from a width on when given one. */
export function ScrollHint({ hideFrom }: { hideFrom?: number }) {
  return (
    <Box
      component="p"
      aria-hidden
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'flex-end',
        gap: 0.5,
        m: '0 0 8px',
        fontSize: '0.8125rem',
        fontWeight: 600,
        color: 'text.secondary',
        '& svg': { fontSize: 18 },
        ...(hideFrom ? { [`@media (min-width: ${hideFrom}px)`]: { display: 'none' } } : {}),
      }}
    >
      Scroll sideways to see every column <ArrowForwardIcon />
    </Box>
  );
}
