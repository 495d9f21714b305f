import type { SeriesPoint } from './query-plan';

/** One row of a data table: a moment and each column's value at it. */
export interface TableRow {
  time: number;
  values: (number | string | null)[];
}

/** The columns' series joined on their times: one row per moment any of them has a value at. */
export function tableRows(columns: readonly (readonly SeriesPoint[])[]): TableRow[] {
  const rows = new Map<number, TableRow>();
  columns.forEach((points, column) => {
    for (const point of points) {
      let row = rows.get(point.time);
      if (!row) rows.set(point.time, (row = { time: point.time, values: columns.map(() => null) }));
      row.values[column] = point.value;
    }
  });
  return [...rows.values()];
}

export type TableSort = { column: 'time' | number; direction: 'asc' | 'desc' };

const compareValues = (a: number | string | null, b: number | string | null): number => {
  if (a === b) return 0;
  // Empty cells last whatever the direction is.
  if (a === null) return 1;
  if (b === null) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b));
};

/** The rows sorted by time or by one column; empty cells stay last. */
export function sortRows(rows: readonly TableRow[], sort: TableSort): TableRow[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    if (sort.column === 'time') return sign * (a.time - b.time);
    const column = sort.column;
    const [left, right] = [a.values[column] ?? null, b.values[column] ?? null];
    if (left === null || right === null) return compareValues(left, right);
    return sign * compareValues(left, right) || b.time - a.time;
  });
}
