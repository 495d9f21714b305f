import { sumByMonth } from './months';

const at = (iso: string) => Date.parse(iso);

describe('sumByMonth', () => {
  // Day buckets as the platform gives them for a device in Amsterdam: each day starts at local midnight, 23:00 UTC in
  // winter. The bucket of 1 December starts on 30 November in UTC.
  const days = [
    { time: at('2026-11-29T23:00:00Z'), value: 3 }, // 30 Nov in Amsterdam and in UTC
    { time: at('2026-11-30T23:00:00Z'), value: 5 }, // 1 Dec in Amsterdam, still 30 Nov in UTC
    { time: at('2026-12-01T23:00:00Z'), value: 7 }, // 2 Dec in Amsterdam, 1 Dec in UTC
  ];

  it('sums the days of each calendar month of Europe/Amsterdam, each month at its local midnight', () => {
    expect(sumByMonth(days, 'Europe/Amsterdam')).toEqual([
      { time: at('2026-10-31T23:00:00Z'), value: 3 },
      { time: at('2026-11-30T23:00:00Z'), value: 12 },
    ]);
  });

  it('puts the same moments in other months in UTC', () => {
    expect(sumByMonth(days, 'UTC')).toEqual([
      { time: at('2026-11-01T00:00:00Z'), value: 8 },
      { time: at('2026-12-01T00:00:00Z'), value: 7 },
    ]);
  });

  it('starts a month in summer time at its local midnight (22:00 UTC in Amsterdam)', () => {
    expect(sumByMonth([{ time: at('2026-04-14T22:00:00Z'), value: 1 }], 'Europe/Amsterdam')).toEqual([
      { time: at('2026-03-31T22:00:00Z'), value: 1 },
    ]);
  });

  it('leaves out values that are not numbers, and keeps a month without any as a gap (null), in time order', () => {
    expect(
      sumByMonth(
        [
          { time: at('2026-02-03T00:00:00Z'), value: 'offline' },
          { time: at('2026-02-01T00:00:00Z'), value: null },
          { time: at('2026-01-05T00:00:00Z'), value: 2.5 },
          { time: at('2026-01-06T00:00:00Z'), value: null },
          { time: at('2026-01-07T00:00:00Z'), value: 0.25 },
        ],
        'UTC',
      ),
    ).toEqual([
      { time: at('2026-01-01T00:00:00Z'), value: 2.75 },
      { time: at('2026-02-01T00:00:00Z'), value: null },
    ]);
  });

  it('gives nothing for no points', () => {
    expect(sumByMonth([], 'Europe/Amsterdam')).toEqual([]);
  });
});
