import { Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import type { ReactNode } from 'react';
import { EmptyState, ErrorState, LoadingRows } from './states';

export interface Column<T> {
  id: string;
  header: string;
  render: (row: T) => ReactNode;
  align?: 'left' | 'right';
  /** The row header cell (usually the name). */
  isRowHeader?: boolean;
}

interface ResourceTableProps<T> {
  /** Accessible name of the table. */
  label: string;
  columns: readonly Column<T>[];
  rows: readonly T[] | undefined;
  getRowId: (row: T) => string;
  isLoading: boolean;
  error?: string;
  onRetry: () => void;
  emptyText: string;
  emptyAction?: ReactNode;
}

/** A table of resources with its loading, empty and error states. */
export function ResourceTable<T>({ label, columns, rows, getRowId, isLoading, error, onRetry, emptyText, emptyAction }: ResourceTableProps<T>) {
  if (isLoading) return <LoadingRows label={label} />;
  if (error !== undefined) return <ErrorState message={error} onRetry={onRetry} />;
  if (!rows || rows.length === 0) {
    return (
      <Paper variant="outlined">
        <EmptyState title={emptyText} action={emptyAction} />
      </Paper>
    );
  }
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label={label} size="small">
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.id} align={column.align}>
                {column.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={getRowId(row)} hover>
              {columns.map((column) => (
                <TableCell
                  key={column.id}
                  align={column.align}
                  component={column.isRowHeader ? 'th' : 'td'}
                  scope={column.isRowHeader ? 'row' : undefined}
                  sx={{ overflowWrap: 'anywhere' }}
                >
                  {column.render(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
