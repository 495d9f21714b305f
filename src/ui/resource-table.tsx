import { Box, Paper, TableCell, TableHead, TableRow, TableSortLabel } from '@mui/material';
import {
  memo,
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  type CSSProperties,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { resourceTableClasses, StyledTable, StyledTableContainer } from './resource-table-styles';
import { RowActionButtons, type TableRowActions } from './row-actions';
import { EmptyState, ErrorState, LoadingRows } from './states';
import { EmptyValue, isEmptyRender } from './empty-value';

export { resourceTableClasses };
export type { TableRowActions } from './row-actions';

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
  /**
   * At most this many lines of the value on wide screens, the rest cut with an ellipsis (the renderer gives the whole
   * text as a title where it matters); stacked rows show it all.
   */
  lines?: number;
  /** The value never wraps (short words such as "2 weeks ago" or "Not required"). */
  noWrap?: boolean;
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
  /**
   * The columns. A row is drawn again only when its row, its selection or the columns change: keep the array (and
   * `getRowId`, `selection.isSelected`, `onChange`, `rowLabel`) stable between renders for long lists.
   */
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
  /**
   * Rows keep their elements by position: a new list (another search or order) updates the cells' text in place
   * instead of removing every row and creating new ones. Only for cells that hold no state of their own.
   */
  reuseRows?: boolean;
  /**
   * Cells break lines between words, inside a word only when it alone does not fit: for columns of names and short
   * words. Each column is then at least as wide as its longest word, and a table wider than its place scrolls sideways.
   */
  keepWords?: boolean;
  /**
   * A click anywhere on a row (outside its buttons, links and fields) opens it, as its own link or button in the row
   * does for the keyboard. Keep it stable between renders.
   */
  onRowClick?: (row: T) => void;
  /**
   * A last column of icon buttons per row (edit, delete...), each named with the row ("Edit Ann"). Keep it stable
   * between renders (`useMemo`) for long lists, as the columns.
   */
  rowActions?: TableRowActions<T>;
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

interface HeaderProps<T> {
  columns: readonly Column<T>[];
  sortColumnId?: string;
  sortDirection?: SortDirection;
  onSort?: (columnId: string) => void;
  /** With a selection: the select-all checkbox (plain values, so the header renders again only when they change). */
  allLabel?: string;
  allChecked?: boolean;
  allIndeterminate?: boolean;
  onToggleAll?: (checked: boolean) => void;
}

function HeaderRowInner<T>({
  columns,
  sortColumnId,
  sortDirection = 'asc',
  onSort,
  allLabel,
  allChecked,
  allIndeterminate,
  onToggleAll,
}: HeaderProps<T>) {
  return (
    <TableHead>
      <TableRow>
        {onToggleAll && (
          <TableCell padding="checkbox" className="ResourceTable-check">
            <input
              type="checkbox"
              aria-label={allLabel}
              checked={allChecked ?? false}
              // `indeterminate` is a property, not an attribute: set on the element itself.
              ref={(element) => {
                if (element) element.indeterminate = allIndeterminate ?? false;
              }}
              aria-checked={allIndeterminate ? 'mixed' : undefined}
              onChange={(event) => onToggleAll(event.target.checked)}
            />
          </TableCell>
        )}
        {columns.map((column) => {
          const sx = column.minWidth ? { minWidth: column.minWidth } : undefined;
          if (!onSort || !column.sortable)
            return (
              <TableCell key={column.id} align={column.align} sx={sx}>
                {column.header}
              </TableCell>
            );
          const active = sortColumnId === column.id;
          return (
            <TableCell
              key={column.id}
              align={column.align}
              sx={sx}
              className={resourceTableClasses.sortable}
              aria-sort={active ? ARIA_SORT[sortDirection] : undefined}
              sortDirection={active ? sortDirection : false}
            >
              <TableSortLabel
                active={active}
                direction={active ? sortDirection : 'asc'}
                onClick={() => onSort(column.id)}
              >
                {column.header}
              </TableSortLabel>
            </TableCell>
          );
        })}
      </TableRow>
    </TableHead>
  );
}
const HeaderRow = memo(HeaderRowInner) as typeof HeaderRowInner;

/** The inline style of a column's cells, made once per column object. */
const cellStyles = new WeakMap<object, CSSProperties | undefined>();
function cellStyle(column: Column<never>): CSSProperties | undefined {
  if (!cellStyles.has(column)) {
    const style: CSSProperties = {};
    if (column.align === 'right') style.textAlign = 'right';
    if (column.minWidth) style.minWidth = column.minWidth;
    cellStyles.set(column, Object.keys(style).length > 0 ? style : undefined);
  }
  return cellStyles.get(column);
}

interface RowProps<T> {
  row: T;
  columns: readonly Column<T>[];
  /** With a selection: whether this row is picked. */
  selected?: boolean;
  onSelect?: (rows: readonly T[], selected: boolean) => void;
  rowLabel?: (row: T) => string;
  onRowClick?: (row: T) => void;
}

/** A click that landed on something of its own (a button, a link, a field) or ended a text selection does not open the row. */
function opensRow(event: MouseEvent<HTMLTableRowElement>): boolean {
  const target = event.target instanceof Element ? event.target : null;
  if (
    target?.closest('a, button, input, select, textarea, label, [role="button"], [role="menuitem"], [role="checkbox"]')
  )
    return false;
  return !window.getSelection()?.toString();
}

/**
 * A cell shows a dash when it has nothing to show (an empty value, or one the server sent in a form that could not be
 * read). One element holds the content, so the stacked rows of a narrow screen place the label beside it.
 */
function CellContent({ node, column }: { node: ReactNode; column: Column<never> }) {
  const { lines, noWrap } = column;
  const className = [
    resourceTableClasses.value,
    lines ? resourceTableClasses.clamp : '',
    noWrap ? resourceTableClasses.noWrap : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={className} style={lines ? { WebkitLineClamp: lines } : undefined}>
      {isEmptyRender(node) ? <EmptyValue /> : node}
    </div>
  );
}

/** One body row: plain cells styled by the table's sheet, a native checkbox; drawn again only when its props change. */
function BodyRowInner<T>({ row, columns, selected, onSelect, rowLabel, onRowClick }: RowProps<T>) {
  const className =
    [selected ? 'Mui-selected' : '', onRowClick ? resourceTableClasses.clickable : ''].filter(Boolean).join(' ') ||
    undefined;
  return (
    <tr className={className} onClick={onRowClick && ((event) => opensRow(event) && onRowClick(row))}>
      {onSelect && (
        <td className="ResourceTable-check">
          <input
            type="checkbox"
            checked={selected ?? false}
            aria-label={rowLabel?.(row)}
            onChange={(event) => onSelect([row], event.target.checked)}
          />
        </td>
      )}
      {columns.map((column) => {
        const Cell = column.isRowHeader ? 'th' : 'td';
        return (
          <Cell
            key={column.id}
            scope={column.isRowHeader ? 'row' : undefined}
            style={cellStyle(column)}
            data-label={column.isRowHeader || !column.header ? undefined : column.header}
          >
            <CellContent node={column.render(row)} column={column} />
          </Cell>
        );
      })}
    </tr>
  );
}
const BodyRow = memo(BodyRowInner) as typeof BodyRowInner;

interface BodyProps<T> {
  rows: readonly T[];
  columns: readonly Column<T>[];
  getRowId: (row: T) => string;
  isSelected?: (row: T) => boolean;
  onSelect?: (rows: readonly T[], selected: boolean) => void;
  rowLabel?: (row: T) => string;
  reuseRows?: boolean;
  onRowClick?: (row: T) => void;
}

function BodyInner<T>({
  rows,
  columns,
  getRowId,
  isSelected,
  onSelect,
  rowLabel,
  reuseRows,
  onRowClick,
}: BodyProps<T>) {
  return (
    <tbody>
      {rows.map((row, index) => (
        <BodyRow
          key={reuseRows ? index : getRowId(row)}
          row={row}
          columns={columns}
          selected={isSelected?.(row)}
          onSelect={onSelect}
          rowLabel={rowLabel}
          onRowClick={onRowClick}
        />
      ))}
    </tbody>
  );
}
const Body = memo(BodyInner) as typeof BodyInner;

/** A table of resources with its loading, empty and error states; optionally sortable, selectable and with a footer. */
export function ResourceTable<T>(props: ResourceTableProps<T>) {
  const {
    label,
    columns,
    rows,
    getRowId,
    isLoading,
    error,
    onRetry,
    emptyText,
    emptyAction,
    sort,
    selection,
    footer,
    busy,
    reuseRows,
    keepWords,
    onRowClick,
    rowActions,
  } = props;
  const shownColumns = useMemo(
    (): readonly Column<T>[] =>
      rowActions
        ? [
            ...columns,
            {
              id: 'actions',
              header: rowActions.header,
              align: 'right',
              render: (row) => <RowActionButtons row={row} rowActions={rowActions} />,
            },
          ]
        : columns,
    [columns, rowActions],
  );
  // The select-all checkbox acts on the rows shown now, through a callback that stays the same between renders.
  const latest = useRef({ rows, onChange: selection?.onChange });
  useLayoutEffect(() => {
    latest.current = { rows, onChange: selection?.onChange };
  });
  const toggleAll = useCallback((checked: boolean) => {
    const { rows: shown, onChange } = latest.current;
    if (shown && onChange) onChange(shown, checked);
  }, []);

  if (isLoading) return <LoadingRows label={label} />;
  if (error !== undefined) return <ErrorState message={error} onRetry={onRetry} />;
  if (!rows || rows.length === 0) {
    return (
      <Paper variant="outlined" aria-busy={busy || undefined}>
        <EmptyState title={emptyText} action={emptyAction} />
      </Paper>
    );
  }
  let selectedCount = 0;
  if (selection) for (const row of rows) if (selection.isSelected(row)) selectedCount += 1;
  return (
    <StyledTableContainer component={Paper} variant="outlined">
      <StyledTable
        aria-label={label}
        size="small"
        aria-busy={busy || undefined}
        className={keepWords ? resourceTableClasses.keepWords : undefined}
      >
        <HeaderRow
          columns={shownColumns}
          sortColumnId={sort?.columnId}
          sortDirection={sort?.direction}
          onSort={sort?.onSort}
          allLabel={selection?.allLabel}
          allChecked={selectedCount === rows.length}
          allIndeterminate={selectedCount > 0 && selectedCount < rows.length}
          onToggleAll={selection && toggleAll}
        />
        <Body
          rows={rows}
          columns={shownColumns}
          getRowId={getRowId}
          isSelected={selection?.isSelected}
          onSelect={selection?.onChange}
          rowLabel={selection?.rowLabel}
          reuseRows={reuseRows}
          onRowClick={onRowClick}
        />
      </StyledTable>
      {footer && (
        <Box sx={{ p: 1, display: 'flex', justifyContent: 'center', borderTop: 1, borderColor: 'divider' }}>
          {footer}
        </Box>
      )}
    </StyledTableContainer>
  );
}
