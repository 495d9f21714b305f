import type { SeriesPoint } from '@/features/pages/model/data/query-plan';
import type { Threshold } from '@/features/pages/model/data/settings';
import { formatBucket, formatInstant, formatMoment, formatValue, type BarInterval } from './formats';

/** One drawn series: its name (the tag's), its unit and its points in time order. */
export interface ChartSeries {
  name: string;
  unit: string | null;
  points: SeriesPoint[];
}

/** The chart texts of `pages-viewer-charts.json` (i18next's `t` narrowed to them, so these rules stay pure). */
export type ChartTextKey =
  | 'pages.viewer.chart.lineSummary'
  | 'pages.viewer.chart.barSummary'
  | 'pages.viewer.chart.noData'
  | 'pages.viewer.chart.threshold'
  | 'pages.viewer.chart.thresholdValue'
  | 'pages.viewer.chart.noValue';
export type ChartText = (key: ChartTextKey, values?: Record<string, string>) => string;

export interface TextOptions {
  /** The interface language (i18n.language): numbers and dates are written in it. */
  language: string;
  /** The device's time zone: times are written in it. */
  timeZone: string;
  decimals: number;
  text: ChartText;
}

/** A point's value as drawn: a finite number, else null (a gap: no value, or a text value). */
export const numericValue = (value: SeriesPoint['value'] | undefined): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

interface Stats {
  min: number;
  max: number;
  total: number;
  /** The first point with the highest value. */
  highest: { time: number; value: number };
  last: { time: number; value: number };
}

function stats(points: readonly SeriesPoint[]): Stats | null {
  let found: Stats | null = null;
  for (const point of points) {
    const value = numericValue(point.value);
    if (value === null) continue;
    if (!found) {
      found = {
        min: value,
        max: value,
        total: value,
        highest: { time: point.time, value },
        last: { time: point.time, value },
      };
      continue;
    }
    found.min = Math.min(found.min, value);
    found.total += value;
    if (value > found.max) {
      found.max = value;
      found.highest = { time: point.time, value };
    }
    if (point.time >= found.last.time) found.last = { time: point.time, value };
  }
  return found;
}

/** "Oven temperature: minimum 180.2 °C, maximum 251.0 °C, last 212.4 °C at 2 Dec 2026, 10:00", or "…: no data". */
export function lineSummary(series: ChartSeries, { language, timeZone, decimals, text }: TextOptions): string {
  const found = stats(series.points);
  if (!found) return text('pages.viewer.chart.noData', { name: series.name });
  const value = (number: number) => formatValue(number, series.unit, language, decimals);
  return text('pages.viewer.chart.lineSummary', {
    name: series.name,
    min: value(found.min),
    max: value(found.max),
    last: value(found.last.value),
    time: formatMoment(found.last.time, language, timeZone),
  });
}

/** "Threshold Max: 250.0 °C" (in the unit of the first series, whose axis the threshold lines are drawn on). */
export function thresholdSummary(
  threshold: Threshold,
  unit: string | null,
  { language, decimals, text }: TextOptions,
): string {
  const value = formatValue(threshold.value, unit, language, decimals);
  return threshold.label
    ? text('pages.viewer.chart.threshold', { label: threshold.label, value })
    : text('pages.viewer.chart.thresholdValue', { value });
}

/** "Energy: total 1,234.5 kWh, highest 120.0 kWh (2 Dec 2026), last 98.0 kWh (5 Dec 2026)", or "…: no data". */
export function barSummary(
  series: ChartSeries,
  interval: BarInterval,
  { language, timeZone, decimals, text }: TextOptions,
): string {
  const found = stats(series.points);
  if (!found) return text('pages.viewer.chart.noData', { name: series.name });
  const value = (number: number) => formatValue(number, series.unit, language, decimals);
  return text('pages.viewer.chart.barSummary', {
    name: series.name,
    total: value(found.total),
    highest: value(found.highest.value),
    highestBucket: formatBucket(found.highest.time, interval, language, timeZone),
    last: value(found.last.value),
    lastBucket: formatBucket(found.last.time, interval, language, timeZone),
  });
}

export interface TooltipText {
  /** The moment or the bucket. */
  heading: string;
  rows: { name: string; value: string }[];
}

/** The line chart's tooltip at a moment (ms): the exact time, and each series' value there or "no value". */
export function lineTooltip(
  time: number,
  values: readonly (number | null | undefined)[],
  series: readonly Pick<ChartSeries, 'name' | 'unit'>[],
  { language, timeZone, decimals, text }: TextOptions,
): TooltipText {
  return {
    heading: formatInstant(time, language, timeZone),
    rows: series.map((item, index) => {
      const value = values[index];
      return {
        name: item.name,
        value:
          typeof value === 'number' && Number.isFinite(value)
            ? formatValue(value, item.unit, language, decimals)
            : text('pages.viewer.chart.noValue'),
      };
    }),
  };
}

/** The bar chart's tooltip for a bucket starting at `start` (ms): the bucket, and its value or "no value". */
export function barTooltip(
  start: number,
  value: number | null | undefined,
  series: Pick<ChartSeries, 'name' | 'unit'>,
  interval: BarInterval,
  { language, timeZone, decimals, text }: TextOptions,
): TooltipText {
  return {
    heading: formatBucket(start, interval, language, timeZone),
    rows: [
      {
        name: series.name,
        value:
          typeof value === 'number' && Number.isFinite(value)
            ? formatValue(value, series.unit, language, decimals)
            : text('pages.viewer.chart.noValue'),
      },
    ],
  };
}
