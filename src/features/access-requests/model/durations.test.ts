import { describe, expect, it } from 'vitest';
import { DEFAULT_DURATION_KEY, DURATION_OPTIONS, durationByKey, durationKey, durationMs } from './durations';

describe('duration options (docs/RULES.md#access-requests)', () => {
  it('are 30, 60 and 90 minutes, then 2 to 8 hours in 1-hour steps', () => {
    expect(DURATION_OPTIONS.map(durationKey)).toEqual([
      'minutes:30',
      'minutes:60',
      'minutes:90',
      'hours:2',
      'hours:3',
      'hours:4',
      'hours:5',
      'hours:6',
      'hours:7',
      'hours:8',
    ]);
  });

  it.each([
    [{ format: 'minutes', value: 30 }, 30],
    [{ format: 'minutes', value: 90 }, 90],
    [{ format: 'hours', value: 2 }, 120],
    [{ format: 'hours', value: 8 }, 480],
  ] as const)('%o lasts %i minutes', (option, minutes) => {
    expect(durationMs(option)).toBe(minutes * 60_000);
  });

  it('defaults to the first option and reads keys back', () => {
    expect(DEFAULT_DURATION_KEY).toBe('minutes:30');
    expect(durationByKey('hours:5')).toEqual({ format: 'hours', value: 5 });
    expect(durationByKey('hours:9')).toBeUndefined();
    expect(durationByKey('')).toBeUndefined();
  });
});
