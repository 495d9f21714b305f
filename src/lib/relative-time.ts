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
import { formatDateTime, relativeTimeFormat } from './intl-formatters';

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
  if (abs < YEAR && differenceInCalendarQuarters(date, now) < 4)
    return { value: differenceInCalendarQuarters(date, now), unit: 'quarter' };
  return { value: differenceInCalendarYears(date, now), unit: 'year' };
}

/**
 * The one relative format of the interface, relative to `now` ("yesterday", "3 weeks ago", "in 5 minutes"), with the
 * full date and time to show beside it (a tooltip). Both '' for a value that is not a date.
 */
export function formatRelative(
  value: string | number | Date,
  now: number | Date,
  language: string,
): { relative: string; full: string } {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return { relative: '', full: '' };
  const { value: amount, unit } = distanceUnit(date, new Date(now));
  return { relative: relativeTimeFormat(language).format(amount, unit), full: formatDateTime(date, language) };
}
