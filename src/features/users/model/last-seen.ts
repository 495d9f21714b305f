import {
  differenceInCalendarDays,
  differenceInCalendarMonths,
  differenceInCalendarQuarters,
  differenceInCalendarWeeks,
  differenceInCalendarYears,
  differenceInHours,
  differenceInMinutes,
  differenceInSeconds,
} from 'date-fns';
import { dateTimeFormat, relativeTimeFormat } from '../../../lib/intl-formatters';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
// date-fns' constants: a month and a year as averages of the Gregorian calendar.
const YEAR = 365.2425 * DAY;
const MONTH = YEAR / 12;
const QUARTER = MONTH * 3;

/** The value and unit to say how far `date` is from `now`, chosen as date-fns' intlFormatDistance does. */
export function distanceUnit(date: Date, now: Date): { value: number; unit: Intl.RelativeTimeFormatUnit } {
  const seconds = differenceInSeconds(date, now);
  const abs = Math.abs(seconds);
  if (abs < MINUTE) return { value: seconds, unit: 'second' };
  if (abs < HOUR) return { value: differenceInMinutes(date, now), unit: 'minute' };
  const days = differenceInCalendarDays(date, now);
  if (abs < DAY && Math.abs(days) < 1) return { value: differenceInHours(date, now), unit: 'hour' };
  if (abs < WEEK && days !== 0 && Math.abs(days) < 7) return { value: days, unit: 'day' };
  if (abs < MONTH) return { value: differenceInCalendarWeeks(date, now), unit: 'week' };
  if (abs < QUARTER) return { value: differenceInCalendarMonths(date, now), unit: 'month' };
  if (abs < YEAR && differenceInCalendarQuarters(date, now) < 4) return { value: differenceInCalendarQuarters(date, now), unit: 'quarter' };
  return { value: differenceInCalendarYears(date, now), unit: 'year' };
}

/** When someone was last seen: relative to `now` ("yesterday", "3 weeks ago") and in full (date and time). */
export function formatLastSeen(date: Date, now: Date, language: string): { relative: string; full: string } {
  const { value, unit } = distanceUnit(date, now);
  return { relative: relativeTimeFormat(language).format(value, unit), full: dateTimeFormat(language).format(date) };
}
