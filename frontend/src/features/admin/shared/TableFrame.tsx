import { useEffect, useRef, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { visuallyHidden } from '@mui/utils';
import { ScrollHint, edgeShadows } from '../../../components/scroll-frame.js';

/** A column's heading: its text, or the text aligned right (a number's column) or heard only by screen readers. */
type Column = string | { label: string; align?: 'right'; hidden?: boolean };

/**
 * An admin table's frame. On a screen narrower than the table it scrolls sideways in its frame, not the page, and says
 * so as the public tables do: a line above it, shadows at an edge with more beyond, and a stop for the keyboard named as
 * its table. The frame is positioned, so a visually hidden header inside it is clipped with it instead of widening
 * the page. The table inside is named `label` too, with `columns` (its headings) above `children` (its body).
 */
export function TableFrame({ label, columns, size, children }: { label: string; columns: Column[]; size?: 'small'; children: ReactNode }) {
  const frame = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const node = frame.current;
    if (!node) return;
    const measure = () => setScrolls(node.scrollWidth > node.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    if (node.firstElementChild) observer.observe(node.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return (
    <>
      {scrolls && <ScrollHint />}
      <TableContainer
        ref={frame}
        role={scrolls ? 'region' : undefined}
        aria-label={scrolls ? label : undefined}
        tabIndex={scrolls ? 0 : undefined}
        sx={(theme) => ({
          position: 'relative',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          background: edgeShadows(theme),
          // A column's heading on one line: squeezed, "E-mail alert" took three and made the header row tall.
          '& .MuiTableCell-head': { whiteSpace: 'nowrap' },
          '&:focus-visible': { outline: `2px solid ${theme.palette.primary.dark}`, outlineOffset: 2 },
        })}
      >
        <Table aria-label={label} size={size}>
          <TableHead>
            <TableRow>
              {columns.map((column) => {
                const { label: text, align, hidden } = typeof column === 'string' ? { label: column } : column;
                return (
                  <TableCell key={text} align={align}>
                    {hidden ? (
                      <Box component="span" sx={visuallyHidden}>
                        {text}
                      </Box>
                    ) : (
                      text
                    )}
                  </TableCell>
                );
              })}
            </TableRow>
          </TableHead>
          {children}
        </Table>
      </TableContainer>
    </>
  );
}
