import * as v from '@/lib/validate';

/**
 * Data usage periods. Every date is in UTC: a month runs from its first day 00:00 UTC to the next month's, which is
 * what the platform's `after` and `before` say; the page tells people so.
 */

/** A calendar month: `month` 1..12. */
export interface Month {
  year: number;
  month: number;
}

/** From one month to another, both included. */
export interface MonthRange {
  from: Month;
  to: Month;
}

export const RANGE_PRESETS = ['last12', 'thisYear', 'lastYear', 'custom'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

export type Aggregator = 'monthly' | 'daily';

/** The body of VpnUsageList and AgentVpnUsageList. */
export interface UsageBody {
  aggregator: Aggregator;
  after: string;
  before: string;
}

/** One row of the answer (docs/API.md, Data usage). */
export const usageRowSchema = v.object({
  bytesSent: v.number(),
  bytesReceived: v.number(),
  year: v.number(),
  month: v.withDefault(v.nullable(v.number()), null),
  day: v.withDefault(v.nullable(v.number()), null),
  hour: v.withDefault(v.nullable(v.number()), null),
});
export type UsageRow = v.Infer<typeof usageRowSchema>;

/** One bar of the chart and one row of the table: a month, or a day of a month. */
export interface UsageBucket {
  /** `2026-03` or `2026-03-05`: the row's id and its period in the CSV file. */
  key: string;
  year: number;
  month: number;
  day: number | null;
  bytesReceived: number;
  bytesSent: number;
}

export interface UsageTotals {
  bytesReceived: number;
  bytesSent: number;
}

const pad = (value: number): string => String(value).padStart(2, '0');
export const monthKey = ({ year, month }: Month): string => `${year}-${pad(month)}`;
/** Months counted from year 0, so ranges compare and step as numbers. */
const indexOf = ({ year, month }: Month): number => year * 12 + month - 1;
const monthAt = (index: number): Month => ({ year: Math.floor(index / 12), month: (index % 12) + 1 });
export const addMonths = (month: Month, count: number): Month => monthAt(indexOf(month) + count);
export const compareMonths = (a: Month, b: Month): number => indexOf(a) - indexOf(b);
export const monthOf = (date: Date): Month => ({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1 });
export const daysIn = ({ year, month }: Month): number => new Date(Date.UTC(year, month, 0)).getUTCDate();
const startOf = (month: Month): string => new Date(Date.UTC(month.year, month.month - 1, 1)).toISOString();

/** The months of a preset, by today's UTC month: the last 12 months end with the current month (so far). */
export function presetRange(preset: Exclude<RangePreset, 'custom'>, today: Date): MonthRange {
  const current = monthOf(today);
  switch (preset) {
    case 'last12':
      return { from: addMonths(current, -11), to: current };
    case 'thisYear':
      return { from: { year: current.year, month: 1 }, to: current };
    case 'lastYear':
      return { from: { year: current.year - 1, month: 1 }, to: { year: current.year - 1, month: 12 } };
  }
}

/** A custom range after one end moved: the other end follows when they would cross, so a range is never backwards. */
export function withEnd(range: MonthRange, end: 'from' | 'to', month: Month): MonthRange {
  if (end === 'from') return { from: month, to: compareMonths(month, range.to) > 0 ? month : range.to };
  return { from: compareMonths(month, range.from) < 0 ? month : range.from, to: month };
}

/** Monthly buckets of a range: from its first month's start to the start of the month after its last (UTC). */
export const monthlyBody = ({ from, to }: MonthRange): UsageBody => ({
  aggregator: 'monthly',
  after: startOf(from),
  before: startOf(addMonths(to, 1)),
});

/** Daily buckets of one month. */
export const dailyBody = (month: Month): UsageBody => ({
  aggregator: 'daily',
  after: startOf(month),
  before: startOf(addMonths(month, 1)),
});

const bucket = (year: number, month: number, day: number | null): UsageBucket => ({
  key: day === null ? monthKey({ year, month }) : `${monthKey({ year, month })}-${pad(day)}`,
  year,
  month,
  day,
  bytesReceived: 0,
  bytesSent: 0,
});

function addRows(
  buckets: UsageBucket[],
  rows: readonly UsageRow[],
  keyOf: (row: UsageRow) => string | null,
): UsageBucket[] {
  const byKey = new Map(buckets.map((b) => [b.key, b]));
  for (const row of rows) {
    const key = keyOf(row);
    const target = key === null ? undefined : byKey.get(key);
    // Rows outside the range (or finer ones, e.g. hours) add to their bucket; anything else is not shown.
    if (!target) continue;
    target.bytesReceived += row.bytesReceived;
    target.bytesSent += row.bytesSent;
  }
  return buckets;
}

/** The months of a range in calendar order, up to the current month (there is no traffic in the future). */
export function monthsIn(range: MonthRange, today: Date): Month[] {
  const last = compareMonths(range.to, monthOf(today)) > 0 ? monthOf(today) : range.to;
  const months: Month[] = [];
  for (let index = indexOf(range.from); index <= indexOf(last); index += 1) months.push(monthAt(index));
  return months;
}

/** Every month of the range (monthsIn): months the answer leaves out are zero. */
export function fillMonths(rows: readonly UsageRow[], range: MonthRange, today: Date): UsageBucket[] {
  const buckets = monthsIn(range, today).map(({ year, month }) => bucket(year, month, null));
  return addRows(buckets, rows, (row) => (row.month === null ? null : monthKey({ year: row.year, month: row.month })));
}

/** Every day of the month in order, up to today in the current month: days the answer leaves out are zero. */
export function fillDays(rows: readonly UsageRow[], month: Month, today: Date): UsageBucket[] {
  const current = monthOf(today);
  const cmp = compareMonths(month, current);
  const last = cmp > 0 ? 0 : cmp === 0 ? today.getUTCDate() : daysIn(month);
  const buckets = Array.from({ length: last }, (_, index) => bucket(month.year, month.month, index + 1));
  return addRows(buckets, rows, (row) =>
    row.month === null || row.day === null ? null : `${monthKey({ year: row.year, month: row.month })}-${pad(row.day)}`,
  );
}

export const totalsOf = (buckets: readonly UsageBucket[]): UsageTotals =>
  buckets.reduce(
    (sum, b) => ({ bytesReceived: sum.bytesReceived + b.bytesReceived, bytesSent: sum.bytesSent + b.bytesSent }),
    { bytesReceived: 0, bytesSent: 0 },
  );

export const hasTraffic = (buckets: readonly UsageBucket[]): boolean =>
  buckets.some((b) => b.bytesReceived > 0 || b.bytesSent > 0);
