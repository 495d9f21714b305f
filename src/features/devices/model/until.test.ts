import { describe, expect, it } from 'vitest';
import { formatRemaining, formatUntil } from './until';

describe('formatUntil', () => {
  const now = new Date(2026, 10, 23, 9, 0).getTime();
  it('gives the time alone for today, the date and time otherwise', () => {
    expect(formatUntil(new Date(2026, 10, 23, 11, 30).toISOString(), now, 'en-GB')).toBe('11:30');
    expect(formatUntil(new Date(2026, 10, 24, 11, 30).toISOString(), now, 'en-GB')).toBe('24 Nov 2026, 11:30');
  });
});

describe('formatRemaining', () => {
  it.each([
    [0, '0:00'],
    [59_000, '0:59'],
    [600_000, '10:00'],
    [3_600_000, '1:00:00'],
    [3_661_000, '1:01:01'],
    [-5_000, '0:00'],
  ])('%i ms left reads %s', (left, text) => {
    expect(formatRemaining(1_000_000 + left, 1_000_000)).toBe(text);
  });
});
