/**
 * The periods a page offers (its version's `periodSpec`), in the order people pick from. A period the server sends
 * that is not one of these is kept as it comes and shown as its own text.
 */
export const PERIODS = [
  'today',
  'yesterday',
  'last-24-hours',
  'this-week',
  'last-7-days',
  'this-month',
  'last-30-days',
  'this-year',
] as const;
export type Period = (typeof PERIODS)[number];

export const isKnownPeriod = (spec: string | null | undefined): spec is Period => PERIODS.includes(spec as Period);

/** The i18n key of a known period's label (`pages.editor.periods.<key>`). */
const PERIOD_KEYS = {
  today: 'today',
  yesterday: 'yesterday',
  'last-24-hours': 'last24Hours',
  'this-week': 'thisWeek',
  'last-7-days': 'last7Days',
  'this-month': 'thisMonth',
  'last-30-days': 'last30Days',
  'this-year': 'thisYear',
} as const satisfies Record<Period, string>;
export type PeriodKey = (typeof PERIOD_KEYS)[Period];

export const periodKey = (period: Period): PeriodKey => PERIOD_KEYS[period];

/** The choices of the period list: the known periods, and first the version's own one when it is not among them. */
export function periodChoices(current: string | null | undefined): string[] {
  return current && !isKnownPeriod(current) ? [current, ...PERIODS] : [...PERIODS];
}

/**
 * A period in words: a known one by its label (`label` is the translator), an unknown one as it comes, none as `none`.
 */
export function periodText(spec: string | null | undefined, label: (key: PeriodKey) => string, none: string): string {
  if (!spec) return none;
  return isKnownPeriod(spec) ? label(periodKey(spec)) : spec;
}
