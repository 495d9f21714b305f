import {
  browserTimeZone,
  defaultReportRange,
  parseLocalDateTime,
  rangeProblems,
  reportRequest,
  toLocalDateTime,
} from './report-range';

const agent = { agent: { publicId: 'ag-001' } };

describe('the default range (docs/RULES.md#pages: today)', () => {
  it('runs from today 00:00 until now, to the minute, in local time', () => {
    expect(defaultReportRange(new Date(2026, 10, 23, 14, 7, 42))).toEqual({
      start: '2026-11-23T00:00',
      end: '2026-11-23T14:07',
    });
  });
  it('just after midnight is still today', () => {
    expect(defaultReportRange(new Date(2026, 0, 1, 0, 1))).toEqual({
      start: '2026-01-01T00:00',
      end: '2026-01-01T00:01',
    });
  });
});

describe('local date-times', () => {
  it('round-trips a date through the input format', () => {
    const date = new Date(2026, 1, 3, 4, 5);
    expect(toLocalDateTime(date)).toBe('2026-02-03T04:05');
    expect(parseLocalDateTime('2026-02-03T04:05')?.getTime()).toBe(date.getTime());
  });
  it('refuses text and impossible dates', () => {
    expect(parseLocalDateTime('tomorrow')).toBeNull();
    expect(parseLocalDateTime('2026-02-30T10:00')).toBeNull();
    expect(parseLocalDateTime('')).toBeNull();
  });
});

describe('range validation', () => {
  it.each([
    [{ start: '2026-11-23T00:00', end: '2026-11-23T10:00' }, {}],
    [{ start: '', end: '2026-11-23T10:00' }, { start: 'required' }],
    [{ start: '2026-11-23T00:00', end: '' }, { end: 'required' }],
    [{ start: '2026-13-01T00:00', end: '2026-11-23T10:00' }, { start: 'invalid' }],
    [{ start: '2026-11-23T10:00', end: '2026-11-23T10:00' }, { end: 'endNotAfterStart' }],
    [{ start: '2026-11-23T10:00', end: '2026-11-22T23:00' }, { end: 'endNotAfterStart' }],
  ])('%j → %j', (range, problems) => {
    expect(rangeProblems(range)).toEqual(problems);
  });
});

describe('the report request', () => {
  it('sends the range as ISO date-times with the time zone it was picked in', () => {
    const range = { start: '2026-11-23T00:00', end: '2026-11-23T14:07' };
    expect(reportRequest(agent, 'pg-1', range, 'Europe/Amsterdam')).toEqual({
      target: agent,
      reportId: 'pg-1',
      start: new Date(2026, 10, 23, 0, 0).toISOString(),
      end: new Date(2026, 10, 23, 14, 7).toISOString(),
      timeZone: 'Europe/Amsterdam',
    });
  });
  it('names an asset when it is for an asset', () => {
    expect(
      reportRequest(
        { asset: { publicId: 'as-1' } },
        'pg-1',
        { start: '2026-11-23T00:00', end: '2026-11-23T01:00' },
        'UTC',
      )?.target,
    ).toEqual({ asset: { publicId: 'as-1' } });
  });
  it('is not made for a wrong range or without a report', () => {
    expect(reportRequest(agent, 'pg-1', { start: '2026-11-23T10:00', end: '2026-11-23T09:00' }, 'UTC')).toBeNull();
    expect(reportRequest(agent, '', { start: '2026-11-23T00:00', end: '2026-11-23T01:00' }, 'UTC')).toBeNull();
  });
  it("reads the browser's IANA zone", () => {
    expect(browserTimeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(browserTimeZone()).toMatch(/^[A-Za-z]/);
  });
});
