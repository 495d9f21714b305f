/** A duration option (docs/RULES.md#access-requests): a number of minutes or of hours. */
export interface DurationOption {
  format: 'minutes' | 'hours';
  value: number;
}

/** docs/RULES.md#access-requests: 30, 60 and 90 minutes, then 2 to 8 hours in 1-hour steps. */
export const DURATION_OPTIONS: readonly DurationOption[] = [
  { format: 'minutes', value: 30 },
  { format: 'minutes', value: 60 },
  { format: 'minutes', value: 90 },
  ...[2, 3, 4, 5, 6, 7, 8].map((value): DurationOption => ({ format: 'hours', value })),
];

const MINUTE_MS = 60_000;

export const durationMs = (option: DurationOption): number =>
  option.value * (option.format === 'hours' ? 60 : 1) * MINUTE_MS;

/** A stable text for a select's value: `minutes:30`, `hours:2`. */
export const durationKey = (option: DurationOption): string => `${option.format}:${option.value}`;

/** The option a key names, or undefined for a key that is no option. */
export const durationByKey = (key: string): DurationOption | undefined =>
  DURATION_OPTIONS.find((option) => durationKey(option) === key);

/** The first option: the duration of a form whose duration is empty (docs/RULES.md#access-requests). */
export const DEFAULT_DURATION_KEY = durationKey(DURATION_OPTIONS[0] ?? { format: 'minutes', value: 30 });
