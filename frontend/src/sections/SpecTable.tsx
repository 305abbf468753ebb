import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Paper from '@mui/material/Paper';
import { Section, type SectionHeading } from './Section.js';

/** A table of specifications or parameters: a header row, then rows of cells. */
export function SpecTable({ columns, rows, caption, ...heading }: SectionHeading & { columns: string[]; rows: string[][]; caption: string }) {
  return (
    <Section {...heading}>
      <TableContainer component={Paper} variant="outlined">
        <Table aria-label={caption}>
          <TableHead>
            <TableRow>
              {columns.map((c) => (
                <TableCell key={c} component="th" scope="col" sx={{ fontWeight: 700 }}>
                  {c}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row[0]}>
                {row.map((cell, i) =>
                  i === 0 ? (
                    <TableCell key={i} component="th" scope="row" sx={{ fontWeight: 600 }}>
                      {cell}
                    </TableCell>
                  ) : (
                    <TableCell key={i}>{cell}</TableCell>
                  ),
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Section>
  );
}

/** A plan or product comparison: the same table shape. */
export const ComparisonTable = SpecTable;
