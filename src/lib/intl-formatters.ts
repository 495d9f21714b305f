/**
 * Intl formatters made once per language and options: creating one costs far more than formatting with it, and
 * lists format many dates at a time.
 */
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A date format that writes nothing for a date that is not one (`Date.parse` of a value the server sent in another
 * form gives NaN), where Intl throws: the cell shows its dash instead of the page failing.
 */
class TolerantDateTimeFormat extends Intl.DateTimeFormat {
  override format(date?: Date | number): string {
    const time = typeof date === 'number' ? date : date?.getTime();
    return time !== undefined && Number.isNaN(time) ? '' : super.format(date);
  }
}
const relativeTimeFormats = new Map<string, Intl.RelativeTimeFormat>();

/** A date and time as the person reads them: `medium` date and `short` time unless other options are given. */
export function dateTimeFormat(
  language: string,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' },
): Intl.DateTimeFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let format = dateTimeFormats.get(key);
  if (!format) dateTimeFormats.set(key, (format = new TolerantDateTimeFormat(language, options)));
  return format;
}

/** A moment as given by the server (ISO text), a time value or a Date; NaN when it is none. */
function timeOf(value: string | number | Date): number {
  if (typeof value === 'number') return value;
  return typeof value === 'string' ? Date.parse(value) : value.getTime();
}

/**
 * The one date format of the interface (a day: "27 Nov 2026", "Nov 27, 2026", from the language). A value that is not
 * a date gives '' (the cell shows its dash).
 */
export function formatDate(value: string | number | Date, language: string): string {
  return dateTimeFormat(language, { dateStyle: 'medium' }).format(timeOf(value));
}

/** The one date-and-time format of the interface ("27 Nov 2026, 14:05"), from the language; '' for no date. */
export function formatDateTime(value: string | number | Date, language: string): string {
  return dateTimeFormat(language).format(timeOf(value));
}

/** A moment near now, such as when an access ends: the time alone when that is today, else the date and time. */
export function formatMoment(iso: string, now: number, language: string): string {
  const moment = new Date(iso);
  const today = moment.toDateString() === new Date(now).toDateString();
  return (today ? dateTimeFormat(language, { timeStyle: 'short' }) : dateTimeFormat(language)).format(moment);
}

/** "yesterday", "in 3 days", "5 minutes ago" (numeric: auto). */
export function relativeTimeFormat(language: string): Intl.RelativeTimeFormat {
  let format = relativeTimeFormats.get(language);
  if (!format) relativeTimeFormats.set(language, (format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' })));
  return format;
}

const BYTE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB', 'PB'] as const;
const byteNumberFormats = new Map<string, Intl.NumberFormat>();

/**
 * An amount of data as people read it: "950 B", "1.5 KB", "12 MB", "3,4 GB" (the number in the person's language).
 * Decimal units (1 KB = 1000 bytes, as storage makers and data plans count them), one decimal at most.
 */
export function formatBytes(language: string, bytes: number): string {
  let exponent = 0;
  let value = Math.abs(bytes);
  // 999 960 bytes would read "1,000 KB": rounding is taken into account before choosing the unit.
  while (exponent < BYTE_UNITS.length - 1 && Math.round(value * 10) >= 10_000) {
    value /= 1000;
    exponent += 1;
  }
  let format = byteNumberFormats.get(language);
  if (!format)
    byteNumberFormats.set(language, (format = new Intl.NumberFormat(language, { maximumFractionDigits: 1 })));
  return `${format.format(Math.sign(bytes) * (exponent === 0 ? Math.round(value) : value))}\u00a0${BYTE_UNITS[exponent] ?? 'B'}`;
}
