import { formatBucket, formatInstant, formatValue, timeTickLabels, valueTickLabels } from './formats';

/** Intl's no-break, narrow no-break and thin spaces as plain ones, so the expectations read. */
const plain = (text: string) => text.replace(/[\u00a0\u202f\u2009]/g, ' ');
const at = (iso: string) => Date.parse(iso);

describe('chart formats', () => {
  it('writes a value with its unit and exactly the decimals asked for, in the language', () => {
    expect(plain(formatValue(1234.5, 'kWh', 'en', 1))).toBe('1,234.5 kWh');
    expect(plain(formatValue(1234.5, 'kWh', 'de', 2))).toBe('1.234,50 kWh');
    expect(formatValue(12.46, null, 'en', 0)).toBe('12');
  });

  it('writes the tooltip time to the second in the time zone and language', () => {
    const moment = at('2026-12-02T09:00:05Z');
    expect(formatInstant(moment, 'de', 'Europe/Amsterdam')).toBe('02.12.2026, 10:00:05');
    expect(formatInstant(moment, 'de', 'UTC')).toBe('02.12.2026, 09:00:05');
    expect(plain(formatInstant(moment, 'en', 'America/New_York'))).toBe('Dec 2, 2026, 4:00:05 AM');
  });

  it('names a bucket: an hour as a range, a day, a month, in the time zone', () => {
    const start = at('2026-12-02T09:00:00Z');
    expect(plain(formatBucket(start, 'hour', 'de', 'Europe/Amsterdam'))).toBe('02.12.2026, 10:00–11:00 Uhr');
    expect(formatBucket(start, 'day', 'en', 'Europe/Amsterdam')).toBe('Dec 2, 2026');
    expect(formatBucket(at('2026-11-30T23:00:00Z'), 'month', 'de', 'Europe/Amsterdam')).toBe('Dez. 2026');
    expect(formatBucket(at('2026-11-30T23:00:00Z'), 'month', 'de', 'UTC')).toBe('Nov. 2026');
  });

  it('labels a time axis with the time of day, adding the date where the day changes', () => {
    const splits = [at('2026-12-01T21:00:00Z'), at('2026-12-01T22:00:00Z'), at('2026-12-01T23:00:00Z')].map(
      (time) => time / 1000,
    );
    expect(timeTickLabels(splits, 3600, 'de', 'Europe/Amsterdam')).toEqual([
      '22:00\n1. Dez.',
      '23:00',
      '00:00\n2. Dez.',
    ]);
    expect(timeTickLabels(splits.slice(0, 1), 86_400, 'de', 'Europe/Amsterdam')).toEqual(['1. Dez.']);
    expect(timeTickLabels(splits.slice(0, 1), 30 * 86_400, 'de', 'Europe/Amsterdam')).toEqual(['Dez. 2026']);
  });

  it('labels a value axis with the digits its spacing needs', () => {
    expect(valueTickLabels([0, 0.25, 0.5], 0.25, 'en')).toEqual(['0.00', '0.25', '0.50']);
    expect(valueTickLabels([0, 2000], 2000, 'de')).toEqual(['0', '2.000']);
  });
});
