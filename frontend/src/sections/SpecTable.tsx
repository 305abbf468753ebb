import Box from '@mui/material/Box';
import { Section, type SectionHeading } from './Section.js';

/**
 * A table of specifications or parameters: a header row, then rows of cells. Plain table elements styled
 * like MUI's outlined table: MUI's Table components add script to every page that shows one, and a
 * static table needs none.
 */
export function SpecTable({ columns, rows, caption, ...heading }: SectionHeading & { columns: string[]; rows: string[][]; caption: string }) {
  return (
    <Section {...heading}>
      <Box sx={{ width: '100%', overflowX: 'auto', bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Box
          component="table"
          aria-label={caption}
          sx={{
            width: '100%',
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
                {row.map((cell, i) =>
                  i === 0 ? (
                    <th key={i} scope="row">
                      {cell}
                    </th>
                  ) : (
                    <td key={i}>{cell}</td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </Box>
      </Box>
    </Section>
  );
}

/** A plan or product comparison: the same table shape. */
export const ComparisonTable = SpecTable;
