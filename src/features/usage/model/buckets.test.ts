import { describe, expect, it } from 'vitest';
import { dailyBody, fillDays, fillMonths, monthlyBody, presetRange, totalsOf, withEnd, type UsageRow } from './buckets';

const today = new Date('2026-11-23T09:30:00Z');
const row = (
  year: number,
  month: number | null,
  day: number | null,
  bytesReceived: number,
  bytesSent: number,
  hour: number | null = null,
): UsageRow => ({ year, month, day, hour, bytesReceived, bytesSent });
const keys = (buckets: { key: string }[]) => buckets.map((b) => b.key);

describe('range presets', () => {
  it('last 12 months end with the current UTC month; this year runs to it; last year is the whole year before', () => {
    expect(presetRange('last12', today)).toEqual({ from: { year: 2025, month: 12 }, to: { year: 2026, month: 11 } });
    expect(presetRange('thisYear', today)).toEqual({ from: { year: 2026, month: 1 }, to: { year: 2026, month: 11 } });
    expect(presetRange('lastYear', today)).toEqual({ from: { year: 2025, month: 1 }, to: { year: 2025, month: 12 } });
    // 00:30 on 1 January in Berlin is still December in UTC: the range follows UTC.
    expect(presetRange('thisYear', new Date('2026-12-31T23:30:00Z'))).toEqual({
      from: { year: 2026, month: 1 },
      to: { year: 2026, month: 12 },
    });
    expect(presetRange('last12', new Date('2027-01-01T00:00:00Z'))).toEqual({
      from: { year: 2026, month: 2 },
      to: { year: 2027, month: 1 },
    });
  });

  it('turn into the request bodies: UTC month starts, `before` the start of the month after the last', () => {
    expect(monthlyBody(presetRange('last12', today))).toEqual({
      aggregator: 'monthly',
      after: '2025-12-01T00:00:00.000Z',
      before: '2026-12-01T00:00:00.000Z',
    });
    expect(monthlyBody(presetRange('lastYear', today))).toEqual({
      aggregator: 'monthly',
      after: '2025-01-01T00:00:00.000Z',
      before: '2026-01-01T00:00:00.000Z',
    });
    expect(dailyBody({ year: 2026, month: 2 })).toEqual({
      aggregator: 'daily',
      after: '2026-02-01T00:00:00.000Z',
      before: '2026-03-01T00:00:00.000Z',
    });
    expect(dailyBody({ year: 2026, month: 12 })).toEqual({
      aggregator: 'daily',
      after: '2026-12-01T00:00:00.000Z',
      before: '2027-01-01T00:00:00.000Z',
    });
  });

  it('a custom range never runs backwards: moving one end past the other brings it along', () => {
    const range = { from: { year: 2026, month: 3 }, to: { year: 2026, month: 6 } };
    expect(withEnd(range, 'from', { year: 2026, month: 9 })).toEqual({
      from: { year: 2026, month: 9 },
      to: { year: 2026, month: 9 },
    });
    expect(withEnd(range, 'to', { year: 2025, month: 11 })).toEqual({
      from: { year: 2025, month: 11 },
      to: { year: 2025, month: 11 },
    });
    expect(withEnd(range, 'from', { year: 2026, month: 1 })).toEqual({
      from: { year: 2026, month: 1 },
      to: { year: 2026, month: 6 },
    });
  });
});

describe('filling the buckets', () => {
  it('every month of the range in calendar order, zero where the answer has no row, whatever order the rows come in', () => {
    const range = { from: { year: 2025, month: 11 }, to: { year: 2026, month: 2 } };
    const buckets = fillMonths([row(2026, 2, null, 5, 1), row(2025, 11, null, 7, 3)], range, today);
    expect(keys(buckets)).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(buckets.map((b) => [b.bytesReceived, b.bytesSent])).toEqual([
      [7, 3],
      [0, 0],
      [0, 0],
      [5, 1],
    ]);
  });

  it('adds finer rows into their month, leaves out rows outside the range, and stops at the current month', () => {
    const range = { from: { year: 2026, month: 10 }, to: { year: 2027, month: 1 } };
    const rows = [
      row(2026, 10, 3, 1, 1),
      row(2026, 10, 4, 2, 2, 5),
      row(2026, 9, null, 99, 99),
      row(2026, null, null, 50, 50),
    ];
    const buckets = fillMonths(rows, range, today);
    expect(keys(buckets)).toEqual(['2026-10', '2026-11']);
    expect(totalsOf(buckets)).toEqual({ bytesReceived: 3, bytesSent: 3 });
  });

  it('every day of a past month (28 in February 2026), and the current month up to today', () => {
    const february = fillDays([row(2026, 2, 28, 4, 2), row(2026, 2, 2, 1, 1)], { year: 2026, month: 2 }, today);
    expect(february).toHaveLength(28);
    expect(keys(february).slice(0, 3)).toEqual(['2026-02-01', '2026-02-02', '2026-02-03']);
    expect(february.map((b) => b.bytesReceived).filter((bytes) => bytes > 0)).toEqual([1, 4]);
    expect(february[27]).toMatchObject({ key: '2026-02-28', day: 28, bytesReceived: 4, bytesSent: 2 });
    expect(fillDays([], { year: 2024, month: 2 }, today)).toHaveLength(29);
    expect(keys(fillDays([], { year: 2026, month: 11 }, today)).at(-1)).toBe('2026-11-23');
    expect(fillDays([], { year: 2026, month: 12 }, today)).toEqual([]);
  });

  it('totals add the buckets', () => {
    const buckets = fillMonths(
      [row(2026, 1, null, 10, 4), row(2026, 3, null, 5, 6)],
      presetRange('thisYear', today),
      today,
    );
    expect(totalsOf(buckets)).toEqual({ bytesReceived: 15, bytesSent: 10 });
  });
});
