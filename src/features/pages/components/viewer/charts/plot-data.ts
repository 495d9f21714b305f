import type { SeriesPoint } from '@/features/pages/model/data/query-plan';
import { numericValue } from './summary';

/**
 * uPlot's aligned data: the x values (seconds), then one column of y values per series. In a column, null is a gap in
 * the line (no value, or a text value, at that moment), undefined a moment only other series have, which the line
 * spans over (uPlot draws `=== null` as a gap and skips undefined).
 */
export type PlotData = [number[], ...(number | null | undefined)[][]];

/** The series on one time axis: every moment any series has, in order, each series' value or undefined there. */
export function alignSeries(series: readonly { points: readonly SeriesPoint[] }[]): PlotData {
  const times = new Set<number>();
  for (const { points } of series) for (const point of points) if (Number.isFinite(point.time)) times.add(point.time);
  const ordered = [...times].sort((a, b) => a - b);
  const index = new Map(ordered.map((time, at) => [time, at]));
  const columns = series.map(({ points }) => {
    const column: (number | null | undefined)[] = new Array<number | null | undefined>(ordered.length).fill(undefined);
    for (const point of points) {
      const at = index.get(point.time);
      if (at !== undefined) column[at] = numericValue(point.value);
    }
    return column;
  });
  return [ordered.map((time) => time / 1000), ...columns];
}
