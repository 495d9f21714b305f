import type { GridRow } from '../model/edits';

/** Heights in px: a row is one line, plus one for its status and one for its problem; the header is one line. */
export const HEADER_HEIGHT = 48;
const LINE = 44;
const EXTRA_LINE = 18;

/** A problem wraps in the key column: about this many characters of caption text fit on one of its lines. */
const PROBLEM_LINE_CHARS = 30;

export const rowHeight = (row: GridRow | undefined, problem: string | undefined): number =>
  LINE +
  (row && row.status !== 'saved' ? EXTRA_LINE : 0) +
  (problem ? EXTRA_LINE * Math.ceil(problem.length / PROBLEM_LINE_CHARS) : 0);

/** Key, one column per language, then the row's actions; narrow screens scroll sideways with the key column kept. */
export const gridColumns = (languages: number): string =>
  `minmax(240px, 1.3fr) repeat(${languages}, minmax(180px, 1fr)) 64px`;
export const gridMinWidth = (languages: number): number => 240 + languages * 180 + 64;

/** Column indexes: 0 the key, 1…n the languages, n + 1 the actions. */
export interface CellPosition {
  row: number;
  column: number;
}

/** Where an arrow, Home, End or Page key moves from `at`, within `rows` × `columns`; undefined for any other key. */
export function moveFrom(
  at: CellPosition,
  key: string,
  ctrl: boolean,
  rows: number,
  columns: number,
): CellPosition | undefined {
  const clamp = (value: number, max: number) => Math.max(0, Math.min(value, max - 1));
  const page = 10;
  const target = ((): CellPosition | undefined => {
    switch (key) {
      case 'ArrowUp':
        return { ...at, row: at.row - 1 };
      case 'ArrowDown':
        return { ...at, row: at.row + 1 };
      case 'ArrowLeft':
        return { ...at, column: at.column - 1 };
      case 'ArrowRight':
        return { ...at, column: at.column + 1 };
      case 'PageUp':
        return { ...at, row: at.row - page };
      case 'PageDown':
        return { ...at, row: at.row + page };
      case 'Home':
        return ctrl ? { row: 0, column: 0 } : { ...at, column: 0 };
      case 'End':
        return ctrl ? { row: rows - 1, column: columns - 1 } : { ...at, column: columns - 1 };
      default:
        return undefined;
    }
  })();
  return target && { row: clamp(target.row, rows), column: clamp(target.column, columns) };
}

/** Ask the grid to show a row and put the focus on one of its cells, or open it for editing. */
export interface FocusRequest {
  rowId: string;
  column: number;
  edit: boolean;
  /** A new number for each request, so the same row can be asked for again. */
  seq: number;
}
