import { browserTimeZone, customPeriodSpec, knownTimeZone, periodRange, readPeriodSpec } from './period-range';

const H = 3600;
const D = 24 * H;

describe('presets in the device zone (docs/MACHINE-DATA.md, periodSpec)', () => {
  // 2026-03-29 and 2026-10-25 are the last Sundays of March and October: Amsterdam goes to +02:00 and back to +01:00.
  describe('Europe/Amsterdam, the Monday after summer time starts (12:00 +02:00)', () => {
    const now = new Date('2026-03-30T10:00:00Z');
    it.each([
      ['today', '2026-03-30T00:00:00.000+02:00', '2026-03-30T12:00:00.000+02:00', 12 * H],
      ['yesterday', '2026-03-29T00:00:00.000+01:00', '2026-03-30T00:00:00.000+02:00', 23 * H],
      ['last-24-hours', '2026-03-29T12:00:00.000+02:00', '2026-03-30T12:00:00.000+02:00', 24 * H],
      ['this-week', '2026-03-30T00:00:00.000+02:00', '2026-03-30T12:00:00.000+02:00', 12 * H],
      ['last-7-days', '2026-03-23T12:00:00.000+01:00', '2026-03-30T12:00:00.000+02:00', 7 * D - H],
      ['this-month', '2026-03-01T00:00:00.000+01:00', '2026-03-30T12:00:00.000+02:00', 29 * D + 11 * H],
      ['last-30-days', '2026-02-28T12:00:00.000+01:00', '2026-03-30T12:00:00.000+02:00', 30 * D - H],
      ['this-year', '2026-01-01T00:00:00.000+01:00', '2026-03-30T12:00:00.000+02:00', 88 * D + 11 * H],
    ])('%s → %s … %s (%i s)', (spec, start, end, seconds) => {
      expect(periodRange(spec, now, 'Europe/Amsterdam')).toEqual({ start, end, seconds });
    });
  });

  describe('Europe/Amsterdam, on the Sunday summer time starts (14:00 +02:00)', () => {
    const now = new Date('2026-03-29T12:00:00Z');
    it.each([
      ['today', '2026-03-29T00:00:00.000+01:00', 13 * H],
      ['yesterday', '2026-03-28T00:00:00.000+01:00', 24 * H],
      ['last-24-hours', '2026-03-28T13:00:00.000+01:00', 24 * H],
      // A Sunday belongs to the week that began on the Monday before.
      ['this-week', '2026-03-23T00:00:00.000+01:00', 6 * D + 13 * H],
      ['last-7-days', '2026-03-22T14:00:00.000+01:00', 7 * D - H],
    ])('%s starts %s (%i s)', (spec, start, seconds) => {
      const range = periodRange(spec, now, 'Europe/Amsterdam');
      expect(range.start).toBe(start);
      expect(range.seconds).toBe(seconds);
      if (spec !== 'yesterday') expect(range.end).toBe('2026-03-29T14:00:00.000+02:00');
    });
  });

  describe('Europe/Amsterdam, the Monday after summer time ends (10:00 +01:00)', () => {
    const now = new Date('2026-10-26T09:00:00Z');
    it.each([
      ['today', '2026-10-26T00:00:00.000+01:00', '2026-10-26T10:00:00.000+01:00', 10 * H],
      ['yesterday', '2026-10-25T00:00:00.000+02:00', '2026-10-26T00:00:00.000+01:00', 25 * H],
      ['last-24-hours', '2026-10-25T10:00:00.000+01:00', '2026-10-26T10:00:00.000+01:00', 24 * H],
      ['this-week', '2026-10-26T00:00:00.000+01:00', '2026-10-26T10:00:00.000+01:00', 10 * H],
      ['last-7-days', '2026-10-19T10:00:00.000+02:00', '2026-10-26T10:00:00.000+01:00', 7 * D + H],
      ['this-month', '2026-10-01T00:00:00.000+02:00', '2026-10-26T10:00:00.000+01:00', 25 * D + 11 * H],
      ['last-30-days', '2026-09-26T10:00:00.000+02:00', '2026-10-26T10:00:00.000+01:00', 30 * D + H],
      ['this-year', '2026-01-01T00:00:00.000+01:00', '2026-10-26T10:00:00.000+01:00', 298 * D + 10 * H],
    ])('%s → %s … %s (%i s)', (spec, start, end, seconds) => {
      expect(periodRange(spec, now, 'Europe/Amsterdam')).toEqual({ start, end, seconds });
    });
  });

  describe('UTC, a Wednesday at 08:15:30', () => {
    const now = new Date('2026-06-17T08:15:30Z');
    const since = 8 * H + 15 * 60 + 30;
    it.each([
      ['today', '2026-06-17T00:00:00.000+00:00', '2026-06-17T08:15:30.000+00:00', since],
      ['yesterday', '2026-06-16T00:00:00.000+00:00', '2026-06-17T00:00:00.000+00:00', D],
      ['last-24-hours', '2026-06-16T08:15:30.000+00:00', '2026-06-17T08:15:30.000+00:00', D],
      ['this-week', '2026-06-15T00:00:00.000+00:00', '2026-06-17T08:15:30.000+00:00', 2 * D + since],
      ['last-7-days', '2026-06-10T08:15:30.000+00:00', '2026-06-17T08:15:30.000+00:00', 7 * D],
      ['this-month', '2026-06-01T00:00:00.000+00:00', '2026-06-17T08:15:30.000+00:00', 16 * D + since],
      ['last-30-days', '2026-05-18T08:15:30.000+00:00', '2026-06-17T08:15:30.000+00:00', 30 * D],
      ['this-year', '2026-01-01T00:00:00.000+00:00', '2026-06-17T08:15:30.000+00:00', 167 * D + since],
    ])('%s → %s … %s (%i s)', (spec, start, end, seconds) => {
      expect(periodRange(spec, now, 'UTC')).toEqual({ start, end, seconds });
    });
  });

  // 2026-03-08 is the second Sunday of March: New York goes from -05:00 to -04:00 at 02:00.
  describe('America/New_York, on the Sunday daylight time starts (12:00 -04:00)', () => {
    const now = new Date('2026-03-08T16:00:00Z');
    it.each([
      ['today', '2026-03-08T00:00:00.000-05:00', '2026-03-08T12:00:00.000-04:00', 11 * H],
      ['yesterday', '2026-03-07T00:00:00.000-05:00', '2026-03-08T00:00:00.000-05:00', D],
      ['last-24-hours', '2026-03-07T11:00:00.000-05:00', '2026-03-08T12:00:00.000-04:00', D],
      ['this-week', '2026-03-02T00:00:00.000-05:00', '2026-03-08T12:00:00.000-04:00', 6 * D + 11 * H],
      ['last-7-days', '2026-03-01T12:00:00.000-05:00', '2026-03-08T12:00:00.000-04:00', 7 * D - H],
      ['this-month', '2026-03-01T00:00:00.000-05:00', '2026-03-08T12:00:00.000-04:00', 7 * D + 11 * H],
      ['last-30-days', '2026-02-06T12:00:00.000-05:00', '2026-03-08T12:00:00.000-04:00', 30 * D - H],
      ['this-year', '2026-01-01T00:00:00.000-05:00', '2026-03-08T12:00:00.000-04:00', 66 * D + 11 * H],
    ])('%s → %s … %s (%i s)', (spec, start, end, seconds) => {
      expect(periodRange(spec, now, 'America/New_York')).toEqual({ start, end, seconds });
    });
  });

  it('counts the same instant in each zone from that zone’s own midnight', () => {
    const now = new Date('2026-06-17T02:00:00Z');
    expect(periodRange('today', now, 'UTC').start).toBe('2026-06-17T00:00:00.000+00:00');
    expect(periodRange('today', now, 'Europe/Amsterdam').start).toBe('2026-06-17T00:00:00.000+02:00');
    // Still the 16th in New York (22:00 -04:00).
    expect(periodRange('today', now, 'America/New_York')).toEqual({
      start: '2026-06-16T00:00:00.000-04:00',
      end: '2026-06-16T22:00:00.000-04:00',
      seconds: 22 * H,
    });
  });
});

describe('reading a periodSpec', () => {
  it.each([
    ['today', { kind: 'preset', period: 'today' }],
    ['this-year', { kind: 'preset', period: 'this-year' }],
    [
      'custom:2026-03-01T00:00:00Z/2026-03-02T00:00:00Z',
      { kind: 'custom', start: new Date('2026-03-01T00:00:00Z'), end: new Date('2026-03-02T00:00:00Z') },
    ],
    [
      'custom:2026-03-01T00:00:00.000+01:00/2026-03-01T06:30+01:00',
      { kind: 'custom', start: new Date('2026-02-28T23:00:00Z'), end: new Date('2026-03-01T05:30:00Z') },
    ],
  ])('%s → %j', (spec, choice) => {
    expect(readPeriodSpec(spec)).toEqual(choice);
  });

  it.each([
    ['nothing', null],
    ['empty', ''],
    ['unknown text', 'last-week'],
    ['a preset in capitals', 'TODAY'],
    ['reversed', 'custom:2026-03-02T00:00:00Z/2026-03-01T00:00:00Z'],
    ['empty range', 'custom:2026-03-01T00:00:00Z/2026-03-01T00:00:00Z'],
    ['one part', 'custom:2026-03-01T00:00:00Z'],
    ['no start', 'custom:/2026-03-01T00:00:00Z'],
    ['no end', 'custom:2026-03-01T00:00:00Z/'],
    ['three parts', 'custom:2026-03-01T00:00:00Z/2026-03-02T00:00:00Z/2026-03-03T00:00:00Z'],
    ['words', 'custom:yesterday/today'],
    ['numbers the Date parser takes for years', 'custom:1/2'],
    ['dates without a time', 'custom:2026-03-01/2026-03-02'],
    ['date-times without an offset', 'custom:2026-03-01T00:00:00/2026-03-02T00:00:00'],
    ['an impossible month', 'custom:2026-13-01T00:00:00Z/2026-14-01T00:00:00Z'],
    ['no prefix', '2026-03-01T00:00:00Z/2026-03-02T00:00:00Z'],
  ])('%s is no period of the portal’s (drawn as today)', (_, spec) => {
    expect(readPeriodSpec(spec)).toBeNull();
    const now = new Date('2026-06-17T08:00:00Z');
    expect(periodRange(spec, now, 'UTC')).toEqual(periodRange('today', now, 'UTC'));
  });

  it('writes a fixed range that reads back as itself', () => {
    const start = new Date('2026-03-29T00:30:00+01:00');
    const end = new Date('2026-03-29T05:15:00+02:00');
    const spec = customPeriodSpec(start, end);
    expect(spec).toBe('custom:2026-03-28T23:30:00.000Z/2026-03-29T03:15:00.000Z');
    expect(readPeriodSpec(spec)).toEqual({ kind: 'custom', start, end });
  });
});

describe('fixed ranges', () => {
  const now = new Date('2026-06-17T12:00:00Z');
  it.each([
    [
      'as written, in the zone’s offset',
      'custom:2026-03-29T00:00:00+01:00/2026-03-30T00:00:00+02:00',
      'Europe/Amsterdam',
      { start: '2026-03-29T00:00:00.000+01:00', end: '2026-03-30T00:00:00.000+02:00', seconds: 23 * H },
    ],
    [
      'across autumn’s extra hour',
      'custom:2025-10-26T00:00:00+02:00/2025-10-27T00:00:00+01:00',
      'Europe/Amsterdam',
      { start: '2025-10-26T00:00:00.000+02:00', end: '2025-10-27T00:00:00.000+01:00', seconds: 25 * H },
    ],
    [
      'written in UTC, shown in New York',
      'custom:2026-01-10T05:00:00Z/2026-01-10T06:30:45Z',
      'America/New_York',
      { start: '2026-01-10T00:00:00.000-05:00', end: '2026-01-10T01:30:45.000-05:00', seconds: H + 30 * 60 + 45 },
    ],
    [
      'ending after now: cut at now',
      'custom:2026-06-17T11:00:00Z/2026-06-17T13:00:00Z',
      'UTC',
      { start: '2026-06-17T11:00:00.000+00:00', end: '2026-06-17T12:00:00.000+00:00', seconds: H },
    ],
    [
      'wholly in the future: empty, at its start',
      'custom:2026-06-18T00:00:00Z/2026-06-19T00:00:00Z',
      'UTC',
      { start: '2026-06-18T00:00:00.000+00:00', end: '2026-06-18T00:00:00.000+00:00', seconds: 0 },
    ],
  ])('%s', (_, spec, zone, range) => {
    expect(periodRange(spec, now, zone)).toEqual(range);
  });

  it('never ends after now, for any preset', () => {
    const at = new Date('2026-10-25T01:30:00Z');
    for (const zone of ['UTC', 'Europe/Amsterdam', 'America/New_York']) {
      for (const spec of ['today', 'this-week', 'this-month', 'this-year', 'last-24-hours']) {
        const range = periodRange(spec, at, zone);
        expect(new Date(range.end).getTime()).toBe(at.getTime());
        expect(range.seconds).toBe((at.getTime() - new Date(range.start).getTime()) / 1000);
      }
    }
  });
});

describe('time zones', () => {
  it.each([
    ['Europe/Amsterdam', 'Europe/Amsterdam'],
    ['UTC', 'UTC'],
    ['America/New_York', 'America/New_York'],
    ['Mars/Olympus_Mons', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('%s is known as %s', (zone, known) => {
    expect(knownTimeZone(zone)).toBe(known);
  });

  it('the browser’s zone is one the runtime knows', () => {
    expect(knownTimeZone(browserTimeZone())).toBe(browserTimeZone());
  });
});
