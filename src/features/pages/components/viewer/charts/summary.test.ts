import i18next from 'i18next';
import de from '@/i18n/locales/de/pages-viewer-charts.json';
import en from '@/i18n/locales/en/pages-viewer-charts.json';
import { barSummary, barTooltip, lineSummary, lineTooltip, thresholdSummary, type TextOptions } from './summary';

/** Intl's no-break, narrow no-break and thin spaces as plain ones, so the expectations read. */
const plain = (text: string) => text.replace(/[\u00a0\u202f\u2009]/g, ' ');
const at = (iso: string) => Date.parse(iso);

// An instance of its own with the chart catalogue (the app's instance stays untouched): the texts as the app shows them.
const i18n = i18next.createInstance();
await i18n.init({
  lng: 'en',
  resources: { en: { translation: { pages: en } }, de: { translation: { pages: de } } },
  interpolation: { escapeValue: false },
});

const options = (language: string, overrides: Partial<TextOptions> = {}): TextOptions => {
  const t = i18n.getFixedT(language);
  return {
    language,
    timeZone: 'Europe/Amsterdam',
    decimals: 1,
    text: (key, values) => t(key, { replace: values ?? {} }),
    ...overrides,
  };
};

const oven = {
  name: 'Oven temperature',
  unit: '°C',
  points: [
    { time: at('2026-12-02T07:00:00Z'), value: 251 },
    { time: at('2026-12-02T08:00:00Z'), value: null },
    { time: at('2026-12-02T08:30:00Z'), value: 180.24 },
    { time: at('2026-12-02T09:00:00Z'), value: 212.4 },
  ],
};

describe('the text alternative of a line chart', () => {
  it('says each series’ minimum, maximum and last value with its unit and decimals, and when it was last', () => {
    expect(plain(lineSummary(oven, options('en')))).toBe(
      'Oven temperature: minimum 180.2 °C, maximum 251.0 °C, last 212.4 °C at Dec 2, 2026, 10:00 AM',
    );
  });

  it('writes numbers and the time in the interface language and the device’s time zone', () => {
    expect(plain(lineSummary(oven, options('de', { decimals: 2, timeZone: 'UTC' })))).toBe(
      'Oven temperature: Minimum 180,24 °C, Maximum 251,00 °C, zuletzt 212,40 °C am 02.12.2026, 09:00',
    );
  });

  it('leaves the unit out when the series has none', () => {
    expect(lineSummary({ ...oven, unit: null }, options('en', { decimals: 0 }))).toMatch(
      /^Oven temperature: minimum 180, maximum 251, last 212 at /,
    );
  });

  it('says "no data" for a series without a numeric point (none, only nulls, only texts)', () => {
    expect(lineSummary({ name: 'Pressure', unit: 'bar', points: [] }, options('en'))).toBe('Pressure: no data');
    const notNumbers = [
      { time: 0, value: null },
      { time: 1, value: 'offline' },
    ];
    expect(lineSummary({ name: 'Pressure', unit: 'bar', points: notNumbers }, options('en'))).toBe('Pressure: no data');
    expect(lineSummary({ name: 'Druck', unit: 'bar', points: [] }, options('de'))).toBe('Druck: keine Daten');
  });

  it('names each threshold with its label and value, in the first series’ unit', () => {
    expect(plain(thresholdSummary({ value: 250, label: 'Max' }, '°C', options('en')))).toBe('Threshold Max: 250.0 °C');
    expect(plain(thresholdSummary({ value: 250 }, null, options('de', { decimals: 0 })))).toBe('Grenzwert: 250');
  });
});

describe('the text alternative of a bar chart', () => {
  const energy = {
    name: 'Energy',
    unit: 'kWh',
    points: [
      { time: at('2026-11-30T23:00:00Z'), value: 1000 },
      { time: at('2026-12-01T23:00:00Z'), value: 1200.25 },
      { time: at('2026-12-02T23:00:00Z'), value: null },
      { time: at('2026-12-03T23:00:00Z'), value: 98 },
    ],
  };

  it('says the total, the highest bucket and the last, each bucket in the time zone', () => {
    expect(plain(barSummary(energy, 'day', options('en')))).toBe(
      'Energy: total 2,298.3 kWh, highest 1,200.3 kWh (Dec 2, 2026), last 98.0 kWh (Dec 4, 2026)',
    );
    expect(plain(barSummary(energy, 'month', options('de', { decimals: 0 })))).toBe(
      'Energy: Summe 2.298 kWh, höchster Wert 1.200 kWh (Dez. 2026), letzter Wert 98 kWh (Dez. 2026)',
    );
  });

  it('says "no data" without a numeric bucket', () => {
    expect(barSummary({ ...energy, points: [] }, 'hour', options('en'))).toBe('Energy: no data');
  });
});

describe('the tooltips', () => {
  it('gives a line chart’s exact time in the time zone, and each series’ value or "no value"', () => {
    const series = [
      { name: 'Oven', unit: '°C' },
      { name: 'Door', unit: null },
    ];
    const text = lineTooltip(at('2026-12-02T09:00:05Z'), [212.44, null], series, options('de'));
    expect(plain(text.heading)).toBe('02.12.2026, 10:00:05');
    expect(text.rows.map(({ name, value }) => `${name}: ${plain(value)}`)).toEqual([
      'Oven: 212,4 °C',
      'Door: kein Wert',
    ]);
    expect(
      plain(lineTooltip(at('2026-12-02T09:00:05Z'), [1], series, options('en', { timeZone: 'UTC' })).heading),
    ).toBe('Dec 2, 2026, 9:00:05 AM');
  });

  it('gives a bar’s bucket and its value', () => {
    const text = barTooltip(at('2026-12-02T09:00:00Z'), 4.25, { name: 'Energy', unit: 'kWh' }, 'hour', options('de'));
    expect(plain(text.heading)).toBe('02.12.2026, 10:00–11:00 Uhr');
    expect(text.rows.map(({ value }) => plain(value))).toEqual(['4,3 kWh']);
    expect(barTooltip(0, undefined, { name: 'Energy', unit: 'kWh' }, 'day', options('en')).rows[0]?.value).toBe(
      'no value',
    );
  });
});
