import { TZDate } from '@date-fns/tz';
import {
  addDays,
  startOfDay,
  startOfMonth,
  startOfWeek,
  startOfYear,
  subDays,
  subHours,
  differenceInSeconds,
} from 'date-fns';
import { PERIODS, type Period } from '@/features/pages/model/periods';

/** docs/MACHINE-DATA.md, periodSpec: a fixed range is written `custom:{start}/{end}`. */
const CUSTOM_PREFIX = 'custom:';
/** An ISO 8601 date-time with its offset (`Z` or `±hh:mm`), as a fixed range's bounds are written. */
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;

export interface PeriodRange {
  /** The range's first instant, as an ISO 8601 date-time with the zone's offset. */
  start: string;
  /** The range's end (exclusive), likewise. */
  end: string;
  /** Its length in seconds. */
  seconds: number;
}

export type PeriodChoice = { kind: 'preset'; period: Period } | { kind: 'custom'; start: Date; end: Date };

const isPreset = (spec: string): spec is Period => PERIODS.includes(spec as Period);

/** A periodSpec read: a preset, a fixed range, or null for any other text (which is drawn as today). */
export function readPeriodSpec(spec: string | null | undefined): PeriodChoice | null {
  if (!spec) return null;
  if (isPreset(spec)) return { kind: 'preset', period: spec };
  if (!spec.startsWith(CUSTOM_PREFIX)) return null;
  const [startText, endText, extra] = spec.slice(CUSTOM_PREFIX.length).split('/');
  if (!startText || !endText || extra !== undefined) return null;
  if (!ISO_DATE_TIME.test(startText) || !ISO_DATE_TIME.test(endText)) return null;
  const start = new Date(startText);
  const end = new Date(endText);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime()) || start >= end) return null;
  return { kind: 'custom', start, end };
}

/** A fixed range as a periodSpec. */
export const customPeriodSpec = (start: Date, end: Date): string =>
  `${CUSTOM_PREFIX}${start.toISOString()}/${end.toISOString()}`;

/** A date-time in ISO 8601 with the zone's own offset, as DataList and people in that zone read it. */
const zonedIso = (date: Date, timeZone: string): string => new TZDate(date, timeZone).toISOString();

/** The instants a preset covers at `now`, counted in `timeZone` (midnight, the week's Monday, the month's first). */
function presetBounds(period: Period, now: Date, timeZone: string): [Date, Date] {
  const zonedNow = new TZDate(now, timeZone);
  const today = startOfDay(zonedNow);
  switch (period) {
    case 'today':
      return [today, addDays(today, 1)];
    case 'yesterday':
      return [subDays(today, 1), today];
    case 'last-24-hours':
      return [subHours(zonedNow, 24), zonedNow];
    case 'this-week':
      return [startOfWeek(zonedNow, { weekStartsOn: 1 }), zonedNow];
    case 'last-7-days':
      return [subDays(zonedNow, 7), zonedNow];
    case 'this-month':
      return [startOfMonth(zonedNow), zonedNow];
    case 'last-30-days':
      return [subDays(zonedNow, 30), zonedNow];
    case 'this-year':
      return [startOfYear(zonedNow), zonedNow];
  }
}

/**
 * The range a periodSpec covers at `now` in the device's time zone (docs/MACHINE-DATA.md): a preset from the zone's
 * midnight, week (from Monday), month or year; a fixed range as written; any other text as today. A range that would
 * end after `now` ends at `now`, so no read asks for the future.
 */
export function periodRange(spec: string | null | undefined, now: Date, timeZone: string): PeriodRange {
  const choice = readPeriodSpec(spec) ?? { kind: 'preset', period: 'today' };
  const [start, rawEnd] =
    choice.kind === 'preset' ? presetBounds(choice.period, now, timeZone) : [choice.start, choice.end];
  const end = rawEnd > now ? now : rawEnd;
  const last = end > start ? end : start;
  return { start: zonedIso(start, timeZone), end: zonedIso(last, timeZone), seconds: differenceInSeconds(last, start) };
}

/** The browser's own zone: for a device that names none. */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** A zone the runtime knows, else null (a device may send any text). */
export function knownTimeZone(zone: string | null | undefined): string | null {
  if (!zone) return null;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone;
  } catch {
    return null;
  }
}
