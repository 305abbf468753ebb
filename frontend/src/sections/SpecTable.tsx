import Box from '@mui/material/Box';
import { ScrollHint, edgeShadows } from '../components/scroll-frame.js';
import { Section, type SectionHeading } from './Section.js';

/** The narrowest a column of a table gets before the table scrolls sideways in its frame. */
const COLUMN_MIN_PX = 150;

/**
 * A table of specifications or parameters: a header row, then rows of cells. Plain table elements styled
 * like MUI's outlined table: MUI's Table components add script to every page that shows one, and a
 * static table needs none. A table wider than the screen scrolls sideways in its frame, which says so (a line
 * above it, shadows at the edges with more beyond) and takes the keyboard's arrows.
 */
export function SpecTable({ columns, rows, caption, ...heading }: SectionHeading & { columns: string[]; rows: string[][]; caption: string }) {
  const tableMinPx = columns.length * COLUMN_MIN_PX;
  // The frame's borders and the page's side padding: below this width the table is wider than its frame.
  const scrollsBelow = tableMinPx + 2 + 2 * 24;
  return (
    <Section {...heading}>
      <ScrollHint hideFrom={scrollsBelow} />
      {/* A frame that scrolls is a stop for the keyboard (its arrows scroll it), named as the table is. */}
      <Box
        role="region"
        aria-label={caption}
        tabIndex={0}
        sx={(theme) => ({
          width: '100%',
          overflowX: 'auto',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          background: edgeShadows(theme),
          '&:focus-visible': { outline: `2px solid ${theme.palette.primary.dark}`, outlineOffset: 2 },
        })}
      >
        <Box
          component="table"
          aria-label={caption}
          sx={{
            width: '100%',
            minWidth: tableMinPx,
            borderCollapse: 'collapse',
            '& th, & td': {
              p: 2,
              textAlign: 'left',
              verticalAlign: 'top',
              fontSize: '0.875rem',
              lineHeight: 1.43,
              borderBottom: 1,
              borderColor: 'divider',
            },
            '& thead th': { fontWeight: 700 },
            '& tbody th': { fontWeight: 600 },
            '& tbody tr:last-of-type > *': { borderBottom: 0 },
          }}
        >
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c} scope="col">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row[0]}>
                <th scope="row">{row[0]}</th>
                {row.slice(1).map((cell, i) => (
                  <td key={i}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </Box>
      </Box>
    </Section>
  );
}
