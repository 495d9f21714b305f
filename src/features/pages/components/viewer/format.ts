import { dateTimeFormat } from '@/lib/intl-formatters';

const numberFormats = new Map<string, Intl.NumberFormat>();

/** A number in the interface's language with exactly `decimals` digits after the point. */
export function numberFormat(language: string, decimals: number): Intl.NumberFormat {
  const key = `${language}|${decimals}`;
  let format = numberFormats.get(key);
  if (!format)
    numberFormats.set(
      key,
      (format = new Intl.NumberFormat(language, { minimumFractionDigits: decimals, maximumFractionDigits: decimals })),
    );
  return format;
}

/** A value with its unit ("212.4 °C"); a text as it is; nothing as an empty string. */
export function formatValue(
  value: number | string | null | undefined,
  language: string,
  decimals: number,
  unit: string | null,
): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  const number = numberFormat(language, decimals).format(value);
  return unit ? `${number} ${unit}` : number;
}

/** A moment in the device's zone, date and time to the second. */
export const formatMomentIn = (time: number, language: string, timeZone: string): string =>
  dateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'medium', timeZone }).format(time);

/** The decimals a tag's values show: the settings', else none for whole numbers and one for the rest. */
export const decimalsFor = (chosen: number | null, type: string | null): number =>
  chosen ?? (type === 'int' || type === 'bool' ? 0 : 1);
