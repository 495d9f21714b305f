/** DataList's most points per query (docs/MACHINE-DATA.md, Reading the data). */
export const MAX_POINTS = 5000;

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The steps a chart may use, in seconds: round numbers people read on an axis. */
export const STEPS = [
  MINUTE,
  5 * MINUTE,
  10 * MINUTE,
  15 * MINUTE,
  30 * MINUTE,
  HOUR,
  2 * HOUR,
  3 * HOUR,
  6 * HOUR,
  12 * HOUR,
  DAY,
  2 * DAY,
  7 * DAY,
  30 * DAY,
] as const;

const LARGEST = 30 * DAY;

/**
 * The smallest step for which a series over `spanSeconds` has no more points than the chart has pixels (`widthPixels`)
 * and never more than MAX_POINTS. A span too long even for the largest step takes the largest.
 */
export function stepFor(spanSeconds: number, widthPixels: number): number {
  const most = Math.max(1, Math.min(Math.floor(widthPixels), MAX_POINTS));
  return STEPS.find((step) => Math.ceil(spanSeconds / step) <= most) ?? LARGEST;
}

/** How many points a series over `spanSeconds` has at `step`: the `limit` its query asks for. */
export const pointsAt = (spanSeconds: number, step: number): number =>
  Math.min(MAX_POINTS, Math.max(1, Math.ceil(spanSeconds / step)));

/** The bar chart's buckets: hours and days as steps; months are summed from days. */
export const BAR_STEPS = { hour: HOUR, day: DAY, month: DAY } as const;

/** The table's buckets for aggregates. */
export const TABLE_STEPS = { minute: MINUTE, hour: HOUR, day: DAY } as const;

/**
 * A chosen step (a bar's hour, a table's minute), made larger where the period would need more than MAX_POINTS
 * buckets: the platform refuses more, so a long period reads coarser buckets rather than fail.
 */
export function fitStep(step: number, spanSeconds: number): number {
  if (Math.ceil(spanSeconds / step) <= MAX_POINTS) return step;
  return STEPS.find((candidate) => candidate > step && Math.ceil(spanSeconds / candidate) <= MAX_POINTS) ?? LARGEST;
}
