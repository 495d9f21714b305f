import { dateTimeFormat } from '@/lib/intl-formatters';

/** A bar chart's bucket: an hour, a day or a calendar month in the device's time zone. */
export type BarInterval = 'hour' | 'day' | 'month';

const HOUR_MS = 3_600_000;
const DAY_S = 86_400;

const numberFormats = new Map<string, Intl.NumberFormat>();

/** A number with exactly `decimals` fraction digits (0–7), in the interface language: made once per language. */
export function numberFormat(language: string, decimals: number): Intl.NumberFormat {
  const digits = Math.min(7, Math.max(0, Math.round(decimals)));
  const key = `${language}|${digits}`;
  let format = numberFormats.get(key);
  if (!format)
    numberFormats.set(
      key,
      (format = new Intl.NumberFormat(language, { minimumFractionDigits: digits, maximumFractionDigits: digits })),
    );
  return format;
}

/** "212.4 °C", "1.234,5 kWh", "12" without a unit; a no-break space keeps the number and its unit on one line. */
export function formatValue(value: number, unit: string | null, language: string, decimals: number): string {
  const number = numberFormat(language, decimals).format(value);
  return unit ? `${number}\u00a0${unit}` : number;
}

/** The tooltip's time: the exact moment (to the second) in the interface language and the device's time zone. */
export function formatInstant(time: number, language: string, timeZone: string): string {
  return dateTimeFormat(language, { timeZone, dateStyle: 'medium', timeStyle: 'medium' }).format(time);
}

/** A moment in the text alternative ("2 Dec 2026, 10:00"): minutes are enough to read. */
export function formatMoment(time: number, language: string, timeZone: string): string {
  return dateTimeFormat(language, { timeZone, dateStyle: 'medium', timeStyle: 'short' }).format(time);
}

/**
 * A bar's bucket from its start: "2 Dec 2026, 10:00 – 11:00" for an hour, "2 Dec 2026" for a day, "Dec 2026" for a
 * month, in the interface language and the device's time zone.
 */
export function formatBucket(start: number, interval: BarInterval, language: string, timeZone: string): string {
  if (interval === 'month')
    return dateTimeFormat(language, { timeZone, month: 'short', year: 'numeric' }).format(start);
  if (interval === 'day') return dateTimeFormat(language, { timeZone, dateStyle: 'medium' }).format(start);
  return dateTimeFormat(language, { timeZone, dateStyle: 'medium', timeStyle: 'short' }).formatRange(
    start,
    start + HOUR_MS,
  );
}

/**
 * The labels of a time axis whose ticks are `incr` seconds apart (uPlot's seconds): the time of day below a day, with
 * the date added where the day changes; the day and month from a day; the month and year from about a month.
 */
export function timeTickLabels(splits: readonly number[], incr: number, language: string, timeZone: string): string[] {
  const dayOf = dateTimeFormat(language, { timeZone, day: 'numeric', month: 'short' });
  if (incr >= 28 * DAY_S) {
    const month = dateTimeFormat(language, { timeZone, month: 'short', year: 'numeric' });
    return splits.map((split) => month.format(split * 1000));
  }
  if (incr >= DAY_S) return splits.map((split) => dayOf.format(split * 1000));
  const time = dateTimeFormat(
    language,
    incr < 60 ? { timeZone, timeStyle: 'medium' } : { timeZone, timeStyle: 'short' },
  );
  let previousDay = '';
  return splits.map((split) => {
    const day = dayOf.format(split * 1000);
    const text = time.format(split * 1000);
    const withDay = day !== previousDay ? `${text}\n${day}` : text;
    previousDay = day;
    return withDay;
  });
}

/** The labels of a value axis: as many fraction digits as its ticks' spacing needs, in the interface language. */
export function valueTickLabels(splits: readonly number[], incr: number, language: string): string[] {
  const format = numberFormat(language, fractionDigits(incr));
  return splits.map((split) => format.format(split));
}

/** The fraction digits a tick spacing such as 0.25 or 20 has (2, 0), at most 7. */
function fractionDigits(incr: number): number {
  if (!(incr > 0) || !Number.isFinite(incr)) return 0;
  const [mantissa = '', exponent = '0'] = Number(incr.toPrecision(6)).toExponential().split('e');
  const digits = (mantissa.split('.')[1]?.length ?? 0) - Number(exponent);
  return Math.min(7, Math.max(0, digits));
}
