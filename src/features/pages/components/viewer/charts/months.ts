import type { SeriesPoint } from '@/features/pages/model/data/query-plan';
import { dateTimeFormat } from '@/lib/intl-formatters';

interface ZonedParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** The wall-clock date and time of a moment in a time zone. */
function zonedParts(time: number, timeZone: string): ZonedParts {
  const parts = dateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(time);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((item) => item.type === type)?.value ?? 0);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
    second: part('second'),
  };
}

/** How far the zone's wall clock is ahead of UTC at a moment, in ms. */
function offsetAt(time: number, timeZone: string): number {
  const { year, month, day, hour, minute, second } = zonedParts(time, timeZone);
  const wholeSecond = Math.floor(time / 1000) * 1000;
  return Date.UTC(year, month - 1, day, hour, minute, second) - wholeSecond;
}

/** The moment a calendar month begins (midnight of its first day) in a time zone. */
function monthStart(year: number, month: number, timeZone: string): number {
  const wall = Date.UTC(year, month - 1, 1);
  // The offset at the guess, then again at the moment found: right also when the offset changes near midnight.
  const guess = wall - offsetAt(wall, timeZone);
  return wall - offsetAt(guess, timeZone);
}

/**
 * Day buckets summed per calendar month of the device's time zone (docs/MACHINE-DATA.md: months are summed from days),
 * each month at the moment it begins there, in time order. Values that are not numbers are left out; a month with no
 * number at all keeps a null (a gap, not a zero).
 */
export function sumByMonth(points: readonly SeriesPoint[], timeZone: string): SeriesPoint[] {
  const months = new Map<number, { year: number; month: number; sum: number | null }>();
  for (const point of points) {
    if (!Number.isFinite(point.time)) continue;
    const { year, month } = zonedParts(point.time, timeZone);
    const key = year * 12 + (month - 1);
    const entry = months.get(key) ?? { year, month, sum: null };
    if (typeof point.value === 'number' && Number.isFinite(point.value)) entry.sum = (entry.sum ?? 0) + point.value;
    months.set(key, entry);
  }
  return [...months.entries()]
    .sort(([a], [b]) => a - b)
    .map(([, { year, month, sum }]) => ({ time: monthStart(year, month, timeZone), value: sum }));
}
