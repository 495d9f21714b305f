import { Box, Checkbox, Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TableSortLabel } from '@mui/material';
import type { ReactNode } from 'react';
import { EmptyState, ErrorState, LoadingRows } from './states';

export interface Column<T> {
  id: string;
  header: string;
  render: (row: T) => ReactNode;
  align?: 'left' | 'right';
  /** The row header cell (usually the name). */
  isRowHeader?: boolean;
  /** The header sorts the table (with `sort` on the table). */
  sortable?: boolean;
  /** Keeps the column at least this wide (px); a table wider than its place scrolls sideways. */
  minWidth?: number;
}

export type SortDirection = 'asc' | 'desc';

/** How the rows are sorted; a sortable header asks for its column (the caller decides the direction). */
export interface TableSort {
  columnId: string;
  direction: SortDirection;
  onSort: (columnId: string) => void;
}

/** Checkboxes for picking rows: one per row and one for every row shown. */
export interface TableSelection<T> {
  isSelected: (row: T) => boolean;
  /** Rows to select (true) or unselect (false): one row, or every row shown. */
  onChange: (rows: readonly T[], selected: boolean) => void;
  /** Accessible name of a row's checkbox, e.g. "Select Ann". */
  rowLabel: (row: T) => string;
  /** Accessible name of the header checkbox. */
  allLabel: string;
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
  sort?: TableSort;
  selection?: TableSelection<T>;
  /** Below the rows, inside the table's frame (e.g. "Load more"). */
  footer?: ReactNode;
  /** Rows are being replaced (a new search or order): the table says it is busy while the old rows stay. */
  busy?: boolean;
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

function HeaderCell<T>({ column, sort }: { column: Column<T>; sort?: TableSort }) {
  const active = sort?.columnId === column.id;
  const sx = column.minWidth ? { minWidth: column.minWidth } : undefined;
  if (!sort || !column.sortable) return <TableCell align={column.align} sx={sx}>{column.header}</TableCell>;
  return (
    <TableCell align={column.align} sx={sx} aria-sort={active ? ARIA_SORT[sort.direction] : undefined} sortDirection={active ? sort.direction : false}>
      <TableSortLabel active={active} direction={active ? sort.direction : 'asc'} onClick={() => sort.onSort(column.id)}>
        {column.header}
      </TableSortLabel>
    </TableCell>
  );
}

/** A table of resources with its loading, empty and error states; optionally sortable, selectable and with a footer. */
export function ResourceTable<T>(props: ResourceTableProps<T>) {
  const { label, columns, rows, getRowId, isLoading, error, onRetry, emptyText, emptyAction, sort, selection, footer, busy } = props;
  if (isLoading) return <LoadingRows label={label} />;
  if (error !== undefined) return <ErrorState message={error} onRetry={onRetry} />;
  if (!rows || rows.length === 0) {
    return (
      <Paper variant="outlined" aria-busy={busy || undefined}>
        <EmptyState title={emptyText} action={emptyAction} />
      </Paper>
    );
  }
  const selectedCount = selection ? rows.filter((row) => selection.isSelected(row)).length : 0;
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label={label} size="small" aria-busy={busy || undefined}>
        <TableHead>
          <TableRow>
            {selection && (
              <TableCell padding="checkbox">
                <Checkbox
                  checked={selectedCount === rows.length}
                  indeterminate={selectedCount > 0 && selectedCount < rows.length}
                  onChange={(event) => selection.onChange(rows, event.target.checked)}
                  slotProps={{ input: { 'aria-label': selection.allLabel } }}
                />
              </TableCell>
            )}
            {columns.map((column) => (
              <HeaderCell key={column.id} column={column} sort={sort} />
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => {
            const selected = selection?.isSelected(row) ?? false;
            return (
              <TableRow key={getRowId(row)} hover selected={selected}>
                {selection && (
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={selected}
                      onChange={(event) => selection.onChange([row], event.target.checked)}
                      slotProps={{ input: { 'aria-label': selection.rowLabel(row) } }}
                    />
                  </TableCell>
                )}
                {columns.map((column) => (
                  <TableCell
                    key={column.id}
                    align={column.align}
                    component={column.isRowHeader ? 'th' : 'td'}
                    scope={column.isRowHeader ? 'row' : undefined}
                    sx={{ overflowWrap: 'anywhere', minWidth: column.minWidth }}
                  >
                    {column.render(row)}
                  </TableCell>
                ))}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      {footer && <Box sx={{ p: 1, display: 'flex', justifyContent: 'center', borderTop: 1, borderColor: 'divider' }}>{footer}</Box>}
    </TableContainer>
  );
}
