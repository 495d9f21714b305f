import { BAR_STEPS, MAX_POINTS, STEPS, TABLE_STEPS, pointsAt, stepFor, fitStep } from './step';

const MIN = 60;
const H = 3600;
const D = 24 * H;

describe('the step rule (docs/MACHINE-DATA.md, The step)', () => {
  it.each([
    // 2 592 000 s / 1200 px = 2160 s a pixel: 30 min gives 1440 points (too many), 1 h gives 720.
    ['30 days at 1200 px', 30 * D, 1200, H],
    ['1 hour at 1200 px', H, 1200, MIN],
    ['1 hour at exactly 60 px', H, 60, MIN],
    ['1 hour at 59 px', H, 59, 5 * MIN],
    ['1 day at exactly 1440 px', D, 1440, MIN],
    ['1 day at 1439 px', D, 1439, 5 * MIN],
    ['1 day at 1000 px', D, 1000, 5 * MIN],
    ['1 day at 300 px', D, 300, 5 * MIN],
    ['1 day at 287 px', D, 287, 10 * MIN],
    ['7 days at 800 px', 7 * D, 800, 15 * MIN],
    ['a 23-hour day at 400 px', 23 * H, 400, 5 * MIN],
    ['a 25-hour day at 400 px', 25 * H, 400, 5 * MIN],
    ['a 25-hour day at 299 px', 25 * H, 299, 10 * MIN],
    ['a year at 1200 px', 365 * D, 1200, 12 * H],
    ['a year at 53 px', 365 * D, 53, 7 * D],
    ['a year at 13 px', 365 * D, 13, 30 * D],
    ['a part of a pixel does not count', 30 * D, 1440.9, 30 * MIN],
    ['no width: one point', H, 0, H],
    ['an empty span', 0, 800, MIN],
  ])('%s → %i s', (_, span, width, step) => {
    expect(stepFor(span, width)).toBe(step);
  });

  it.each([
    ['5000 minutes at 10 000 px', 5000 * MIN, 10_000, MIN],
    ['one minute more at 10 000 px', 5000 * MIN + MIN, 10_000, 5 * MIN],
    ['one minute more at 5000 px', 5000 * MIN + MIN, 5000, 5 * MIN],
    ['one minute more at 5001 px', 5000 * MIN + MIN, 5001, 5 * MIN],
    ['a week at 20 000 px', 7 * D, 20_000, 5 * MIN],
  ])('a width over %s is capped at 5000 points: %s', (_, span, width, step) => {
    expect(stepFor(span, width)).toBe(step);
    expect(Math.ceil(span / step)).toBeLessThanOrEqual(MAX_POINTS);
  });

  it.each([
    ['a century at 1000 px', 100 * 365 * D, 1000],
    ['a year at 12 px', 365 * D, 12],
    ['a year at 1 px', 365 * D, 1],
  ])('%s is too long even for 30 days: the largest step', (_, span, width) => {
    expect(stepFor(span, width)).toBe(30 * D);
  });

  it('takes the smallest step that fits, for every step', () => {
    STEPS.forEach((step, i) => {
      expect(stepFor(step * 100, 100)).toBe(step);
      if (i > 0) expect(stepFor(step * 100, 101)).toBe(STEPS.find((s) => s * 101 >= step * 100));
    });
  });

  it('offers the documented steps in rising order', () => {
    expect(STEPS).toEqual([
      MIN,
      5 * MIN,
      10 * MIN,
      15 * MIN,
      30 * MIN,
      H,
      2 * H,
      3 * H,
      6 * H,
      12 * H,
      D,
      2 * D,
      7 * D,
      30 * D,
    ]);
  });
});

describe('the points a query asks for (its limit)', () => {
  it.each([
    [D, MIN, 1440],
    [D + 1, MIN, 1441],
    [90, MIN, 2],
    [30 * D, H, 720],
    [365 * D, MIN, MAX_POINTS],
    [365 * D, H, MAX_POINTS],
    [0, MIN, 1],
  ])('%i s at %i s → %i', (span, step, limit) => {
    expect(pointsAt(span, step)).toBe(limit);
  });
});

describe('buckets', () => {
  it('bars count by the hour or the day; months are summed from days', () => {
    expect(BAR_STEPS).toEqual({ hour: H, day: D, month: D });
  });
  it('a table aggregates by the minute, hour or day', () => {
    expect(TABLE_STEPS).toEqual({ minute: MIN, hour: H, day: D });
  });
});

describe('fitStep', () => {
  it.each([
    // 30 days of hours: 720 buckets, kept.
    [3600, 30 * 86400, 3600],
    // A year of hours: 8 760 buckets, too many: 2 h gives 4 380.
    [3600, 365 * 86400, 7200],
    // A week of minutes: 10 080, too many: 5 min gives 2 016.
    [60, 7 * 86400, 300],
    // Three days of minutes: 4 320, kept.
    [60, 3 * 86400, 60],
  ])('step %i over %i s → %i', (step, span, expected) => {
    expect(fitStep(step, span)).toBe(expected);
    expect(Math.ceil(span / expected)).toBeLessThanOrEqual(5000);
  });
});
