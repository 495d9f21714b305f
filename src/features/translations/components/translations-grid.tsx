import { Box, Typography } from '@mui/material';
import { defaultRangeExtractor, useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { GridRow } from '../model/edits';
import {
  gridColumns,
  gridMinWidth,
  HEADER_HEIGHT,
  moveFrom,
  rowHeight,
  type CellPosition,
  type FocusRequest,
} from './grid-layout';
import { GridRowView, type CommitMove } from './grid-row';
import { gridClasses, GridSurface } from './grid-styles';
import '../catalogue';

interface TranslationsGridProps {
  label: string;
  rows: readonly GridRow[];
  languages: readonly string[];
  languageNames: readonly string[];
  problems: Readonly<Record<string, string>>;
  readOnly: boolean;
  focusRequest: FocusRequest | null;
  emptyText?: string;
  onText: (rowId: string, code: string, text: string) => void;
  onKey: (rowId: string, key: string) => void;
  onDelete: (row: GridRow) => void;
  onRestore: (row: GridRow) => void;
}

const isEditable = (row: GridRow | undefined, column: number, languages: number): row is GridRow =>
  row !== undefined && row.status !== 'deleted' && column <= languages && (column > 0 || row.status === 'new');

/**
 * The keys × languages grid (WAI-ARIA grid): one tab stop, arrow keys, Home, End and Page keys between cells, Enter or F2
 * (or typing) edits the cell in place, Enter or Tab keeps the text, Escape cancels. Rows are virtualised: only those in
 * view (and the active one) are in the page, so thousands of keys scroll smoothly; the header row stays on top.
 */
export function TranslationsGrid(props: TranslationsGridProps) {
  const {
    label,
    rows,
    languages,
    languageNames,
    problems,
    readOnly,
    focusRequest,
    emptyText,
    onText,
    onKey,
    onDelete,
    onRestore,
  } = props;
  const { t } = useTranslation();
  const hintId = useId();
  const scroller = useRef<HTMLDivElement>(null);
  const columns = languages.length + 2;
  const [active, setActive] = useState<CellPosition>({ row: 0, column: 0 });
  const [editing, setEditing] = useState<{ rowId: string; column: number; initial: string } | null>(null);
  const wantFocus = useRef(false);
  const at = { row: Math.min(active.row, Math.max(rows.length - 1, 0)), column: Math.min(active.column, columns - 1) };

  // The virtualizer's answers change as it scrolls; it re-renders the grid itself, which is all the grid needs.
  // eslint-disable-next-line react-hooks/incompatible-library -- no memoised child receives the virtualizer's functions
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: (index) => rowHeight(rows[index], problems[rows[index]?.id ?? '']),
    // Keys by position, new with each list of rows or problems: the virtualiser then measures the rows again (their
    // heights follow status and problem) within the same render, with no second one.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- rows and problems are what the sizes depend on
    getItemKey: useCallback((index: number) => index, [rows, problems]),
    overscan: 3,
    scrollMargin: HEADER_HEIGHT,
    scrollPaddingStart: HEADER_HEIGHT,
    // The active row stays in the page even when scrolled away, so the grid's one tab stop is always there.
    rangeExtractor: useCallback(
      (range: Parameters<typeof defaultRangeExtractor>[0]) => {
        const indexes = defaultRangeExtractor(range);
        return at.row < range.count && !indexes.includes(at.row) ? [...indexes, at.row].sort((a, b) => a - b) : indexes;
      },
      [at.row],
    ),
  });

  const focusActive = useCallback(() => {
    const cell = scroller.current?.querySelector<HTMLElement>(`[data-cell="${at.row}:${at.column}"]`);
    if (cell && document.activeElement !== cell) cell.focus({ preventScroll: true });
  }, [at.row, at.column]);
  useLayoutEffect(() => {
    if (!wantFocus.current || editing) return;
    wantFocus.current = false;
    focusActive();
  });

  const moveTo = (next: CellPosition) => {
    setActive(next);
    wantFocus.current = true;
    virtualizer.scrollToIndex(next.row, { align: 'auto' });
  };
  const startEditing = (position: CellPosition, initial?: string) => {
    const row = rows[position.row];
    if (readOnly || !isEditable(row, position.column, languages.length)) return false;
    const current = position.column === 0 ? row.key : (row.languages[languages[position.column - 1] ?? ''] ?? '');
    setEditing({ rowId: row.id, column: position.column, initial: initial ?? current });
    return true;
  };

  // A request from the page (a new row, the first row with a problem): scroll there, focus, maybe edit.
  const handled = useRef<number | null>(null);
  useEffect(() => {
    if (!focusRequest || handled.current === focusRequest.seq) return;
    const index = rows.findIndex((row) => row.id === focusRequest.rowId);
    if (index < 0) return;
    handled.current = focusRequest.seq;
    const position = { row: index, column: focusRequest.column };
    moveTo(position);
    if (focusRequest.edit) startEditing(position);
  });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (editing || rows.length === 0) return;
    const next = moveFrom(at, event.key, event.ctrlKey || event.metaKey, rows.length, columns);
    if (next) {
      event.preventDefault();
      moveTo(next);
      return;
    }
    const printable = event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;
    if (event.key === 'Enter' || event.key === 'F2' || printable) {
      if (at.column === columns - 1) return; // the action button's own Enter
      if (startEditing(at, printable ? event.key : undefined)) event.preventDefault();
    }
  };

  const commit = useCallback(
    (row: GridRow, column: number, value: string, move: CommitMove) => {
      setEditing(null);
      if (column === 0) onKey(row.id, value.trim());
      else onText(row.id, languages[column - 1] ?? '', value);
      if (move === 'none') return;
      wantFocus.current = true;
      if (move !== 'stay')
        setActive((current) => ({
          ...current,
          column: Math.max(0, Math.min(current.column + (move === 'next' ? 1 : -1), columns - 1)),
        }));
    },
    [onKey, onText, languages, columns],
  );
  const cancel = useCallback(() => {
    setEditing(null);
    wantFocus.current = true;
  }, []);

  return (
    <GridSurface
      variant="outlined"
      ref={scroller}
      role="grid"
      aria-label={label}
      aria-describedby={hintId}
      aria-rowcount={rows.length + 1}
      aria-colcount={columns}
      onKeyDown={onKeyDown}
      onFocus={(event) => {
        const cell = (event.target as HTMLElement).closest<HTMLElement>('[data-cell]');
        const [row, column] = (cell?.dataset.cell ?? '').split(':').map(Number);
        if (row !== undefined && column !== undefined && !Number.isNaN(row) && (row !== at.row || column !== at.column))
          setActive({ row, column });
      }}
      onDoubleClick={() => startEditing(at)}
    >
      <span id={hintId} className={gridClasses.hidden}>
        {t('translations.cell.editHint')}
      </span>
      <Box sx={{ minWidth: gridMinWidth(languages.length), position: 'relative' }}>
        <Box role="rowgroup" sx={{ position: 'sticky', top: 0, zIndex: 2, bgcolor: 'background.paper' }}>
          <div
            role="row"
            aria-rowindex={1}
            className={gridClasses.header}
            style={{ gridTemplateColumns: gridColumns(languages.length), height: HEADER_HEIGHT }}
          >
            <div role="columnheader" aria-colindex={1} className={`${gridClasses.cell} ${gridClasses.key}`}>
              {t('translations.columns.key')}
            </div>
            {languages.map((code, index) => (
              <div key={code} role="columnheader" aria-colindex={index + 2} className={gridClasses.cell}>
                {t('translations.columns.language', { name: languageNames[index], code })}
              </div>
            ))}
            <div role="columnheader" aria-colindex={columns} className={gridClasses.cell}>
              <span className={gridClasses.hidden}>{t('translations.columns.actions')}</span>
            </div>
          </div>
        </Box>
        <Box role="rowgroup" sx={{ position: 'relative', height: virtualizer.getTotalSize() }}>
          {rows.length === 0 && emptyText && (
            <Typography role="row" sx={{ p: 2, color: 'text.secondary' }}>
              <span role="gridcell">{emptyText}</span>
            </Typography>
          )}
          {virtualizer.getVirtualItems().map((item) => {
            const row = rows[item.index];
            if (!row) return null;
            return (
              <GridRowView
                // By position: a search shows other rows in the same places, so React updates them rather than making new ones.
                key={item.index}
                row={row}
                index={item.index}
                top={item.start - HEADER_HEIGHT}
                height={item.size}
                languages={languages}
                languageNames={languageNames}
                problem={problems[row.id]}
                activeColumn={item.index === at.row ? at.column : undefined}
                editing={editing?.rowId === row.id ? editing : undefined}
                onCommit={commit}
                onCancel={cancel}
                onDelete={onDelete}
                onRestore={onRestore}
              />
            );
          })}
        </Box>
      </Box>
    </GridSurface>
  );
}
