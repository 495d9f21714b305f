import type { PeriodRange } from './period-range';
import { TABLE_RAW_LIMIT, planPage, seriesByRef, type ComponentRead, type DeviceTag } from './query-plan';
import type { DataSettings } from './settings';

const H = 3600;
const D = 24 * H;

const tag = (slug: string, sourceId: string, type: DeviceTag['type'] = 'float'): DeviceTag => ({
  slug,
  name: slug,
  tagId: null,
  sourceId,
  type,
  unit: null,
});
const TAGS = [tag('temp', 'src-a'), tag('hum', 'src-a'), tag('kwh', 'src-b', 'int'), tag('door', 'src-c', 'bool')];

const day: PeriodRange = { start: '2026-06-17T00:00:00.000+02:00', end: '2026-06-18T00:00:00.000+02:00', seconds: D };
const month: PeriodRange = { ...day, seconds: 30 * D };
const ZONE = 'Europe/Amsterdam';

const line = (tags: string[], aggregation: 'mean' | 'min' | 'max' = 'mean'): DataSettings => ({
  kind: 'line-chart',
  title: '',
  tags,
  aggregation,
  thresholds: [],
});
const bar = (tags: string[], interval: 'hour' | 'day' | 'month' = 'day'): DataSettings => ({
  kind: 'bar-chart',
  title: '',
  tags,
  interval,
});
const value = (tags: string[], aggregation: 'latest' | 'mean' | 'last' = 'latest'): DataSettings => ({
  kind: 'single-value',
  title: '',
  tags,
  aggregation,
  decimals: null,
  unit: null,
  rules: [],
});
const gauge = (tags: string[]): DataSettings => ({
  ...(value(tags) as Extract<DataSettings, { kind: 'single-value' }>),
  kind: 'gauge',
  min: 0,
  max: 100,
  bands: [],
});
const table = (
  tags: string[],
  aggregation: 'raw' | 'mean' | 'sum' = 'raw',
  interval: 'minute' | 'hour' | 'day' = 'hour',
): DataSettings => ({ kind: 'table', title: '', tags, aggregation, interval });

const reads = (...settings: DataSettings[]): ComponentRead[] =>
  settings.map((s, index) => ({ index, settings: s, widthPixels: 600 }));

describe('one DataList body for the page (docs/MACHINE-DATA.md, Reading the data)', () => {
  it('has one item per data source, with all its tags and their queries, and the period and zone', () => {
    const plan = planPage(
      reads(line(['temp', 'hum']), value(['kwh']), line(['temp']), value(['door'])),
      TAGS,
      day,
      ZONE,
    );
    expect(plan.body.map((item) => item.source.publicId)).toEqual(['src-a', 'src-b', 'src-c']);
    for (const item of plan.body) {
      expect(item).toMatchObject({ start: day.start, end: day.end, timeZone: ZONE });
    }
    expect(plan.body[0]!.tags.map(({ slug, queries }) => [slug, queries.map((q) => q.ref)])).toEqual([
      ['temp', ['c0q0', 'c2q0']],
      ['hum', ['c0q1']],
    ]);
    expect(plan.body[1]!.tags.map(({ slug, queries }) => [slug, queries.map((q) => q.ref)])).toEqual([
      ['kwh', ['c1q0']],
    ]);
    expect(plan.body[2]!.tags.map(({ slug, queries }) => [slug, queries.map((q) => q.ref)])).toEqual([
      ['door', ['c3q0']],
    ]);
  });

  it('names every query c{component}q{n}, each once, and tells each component its refs', () => {
    const plan = planPage(
      [
        { index: 3, settings: line(['temp', 'hum', 'kwh']), widthPixels: 600 },
        { index: 7, settings: table(['hum', 'temp']), widthPixels: 600 },
      ],
      TAGS,
      day,
      ZONE,
    );
    const refs = plan.body.flatMap((item) => item.tags.flatMap((t) => t.queries.map((q) => q.ref)));
    expect(new Set(refs).size).toBe(refs.length);
    expect(refs.sort()).toEqual(['c3q0', 'c3q1', 'c3q2', 'c7q0', 'c7q1']);
    expect(plan.components.get(3)?.queries).toEqual([
      { ref: 'c3q0', slug: 'temp' },
      { ref: 'c3q1', slug: 'hum' },
      { ref: 'c3q2', slug: 'kwh' },
    ]);
    expect(plan.components.get(7)?.queries).toEqual([
      { ref: 'c7q0', slug: 'hum' },
      { ref: 'c7q1', slug: 'temp' },
    ]);
  });

  it('leaves a slug the device does not log out of the body, and names it', () => {
    const plan = planPage(reads(line(['gone', 'temp', 'lost']), value(['gone'])), TAGS, day, ZONE);
    expect(plan.components.get(0)).toMatchObject({
      queries: [{ ref: 'c0q0', slug: 'temp' }],
      missing: ['gone', 'lost'],
    });
    expect(plan.components.get(1)).toEqual({ queries: [], missing: ['gone'], step: null });
    const slugs = plan.body.flatMap((item) => item.tags.map((t) => t.slug));
    expect(slugs).toEqual(['temp']);
  });

  it.each([
    ['no component', [] as ComponentRead[], TAGS],
    ['components without tags', reads(line([]), table([])), TAGS],
    ['a device that logs none of them', reads(line(['temp']), bar(['kwh'])), []],
  ])('%s: an empty body', (_, components, tags) => {
    expect(planPage(components, tags, day, ZONE).body).toEqual([]);
  });
});

describe('each kind’s query', () => {
  const only = (settings: DataSettings, range = day, widthPixels = 600) => {
    const plan = planPage([{ index: 0, settings, widthPixels }], TAGS, range, ZONE);
    return { query: plan.body[0]?.tags[0]?.queries[0], step: plan.components.get(0)?.step };
  };

  it.each([
    ['single value, latest', value(['temp']), { ref: 'c0q0', postAggr: 'raw', order: 'desc', limit: 1 }],
    ['single value, mean', value(['temp'], 'mean'), { ref: 'c0q0', postAggr: 'mean', order: 'desc', limit: 1 }],
    ['single value, last', value(['temp'], 'last'), { ref: 'c0q0', postAggr: 'last', order: 'desc', limit: 1 }],
    ['gauge, latest', gauge(['temp']), { ref: 'c0q0', postAggr: 'raw', order: 'desc', limit: 1 }],
  ])('%s: one value, no step', (_, settings, query) => {
    expect(only(settings)).toEqual({ query, step: null });
  });

  it.each([
    // 1 day at 600 px: 5 min gives 288 points.
    ['1 day at 600 px', day, 600, 'mean', 300, 288],
    ['1 day at 1440 px', day, 1440, 'max', 60, 1440],
    // 30 days at 1200 px: 1 h, 720 points.
    ['30 days at 1200 px', month, 1200, 'min', H, 720],
    ['30 days at 20 000 px', month, 20_000, 'mean', 10 * 60, 4320],
  ] as const)('line chart over %s: step and limit by width', (_, range, width, aggregation, step, limit) => {
    expect(only(line(['temp'], aggregation), range, width)).toEqual({
      query: { ref: 'c0q0', postAggr: aggregation, step, limit, order: 'asc' },
      step,
    });
  });

  it.each([
    ['hour', day, H, 24],
    ['day', month, D, 30],
    ['month', month, D, 30],
    // A year of hours would be 8 760 buckets: 2 h ones, 4 380 (the platform refuses more than 5 000).
    ['hour', { ...day, seconds: 365 * D }, 2 * H, 4380],
  ] as const)('bar chart by %s: the difference summed, by the hour or the day', (interval, range, step, limit) => {
    expect(only(bar(['kwh'], interval), range)).toEqual({
      query: { ref: 'c0q0', postTransform: 'difference', postAggr: 'sum', step, limit, order: 'desc' },
      step,
    });
  });

  it('bar chart by the hour over a year: never more buckets than 5000, the newest first', () => {
    const { query } = only(bar(['kwh'], 'hour'), { ...day, seconds: 365 * D });
    expect(query).toMatchObject({ order: 'desc' });
    expect(Math.ceil((365 * D) / (query?.step ?? 1))).toBeLessThanOrEqual(5000);
  });

  it('bar chart: the width does not change the bucket', () => {
    expect(only(bar(['kwh'], 'hour'), month, 50).query?.step).toBe(H);
  });

  it('table of raw values: the newest, to a limit', () => {
    expect(only(table(['temp']), month)).toEqual({
      query: { ref: 'c0q0', postAggr: 'raw', order: 'desc', limit: TABLE_RAW_LIMIT },
      step: null,
    });
    expect(TABLE_RAW_LIMIT).toBeLessThanOrEqual(5000);
  });

  it.each([
    ['minute', day, 60, 1440],
    ['hour', day, H, 24],
    ['day', month, D, 30],
    // 30 days of minutes would be 43 200 buckets: 10-minute ones, 4 320.
    ['minute', month, 10 * 60, 4320],
  ] as const)('table aggregated by the %s', (interval, range, step, limit) => {
    expect(only(table(['temp'], 'sum', interval), range)).toEqual({
      query: { ref: 'c0q0', postAggr: 'sum', step, limit, order: 'desc' },
      step,
    });
  });

  it('every query of a long period asks for at most 5000 points', () => {
    const year = { ...day, seconds: 365 * D };
    const plan = planPage(
      reads(line(['temp']), bar(['kwh'], 'hour'), table(['hum'], 'mean', 'minute'), value(['door'])).map((r) => ({
        ...r,
        widthPixels: 100_000,
      })),
      TAGS,
      year,
      ZONE,
    );
    const limits = plan.body.flatMap((item) => item.tags.flatMap((t) => t.queries.map((q) => q.limit)));
    expect(limits).toHaveLength(4);
    for (const limit of limits) expect(limit).toBeLessThanOrEqual(5000);
  });
});

describe('the answer split back per ref', () => {
  it('turns booleans into 0/1, keeps texts and numbers, and anything else as no value', () => {
    const series = seriesByRef([
      {
        points: [
          {
            time: '2026-06-17T10:00:00Z',
            values: { c0q0: true, c0q1: false, c1q0: 'open', c2q0: 21.5, c3q0: null, c4q0: {}, c5q0: Number.NaN },
          },
        ],
      },
    ]);
    const at = Date.parse('2026-06-17T10:00:00Z');
    expect(Object.fromEntries(series)).toEqual({
      c0q0: [{ time: at, value: 1 }],
      c0q1: [{ time: at, value: 0 }],
      c1q0: [{ time: at, value: 'open' }],
      c2q0: [{ time: at, value: 21.5 }],
      c3q0: [{ time: at, value: null }],
      c4q0: [{ time: at, value: null }],
      c5q0: [{ time: at, value: null }],
    });
  });

  it('merges one ref’s points from several items, in time order', () => {
    const series = seriesByRef([
      {
        points: [
          { time: '2026-06-17T12:00:00+02:00', values: { c0q0: 3, c1q0: 30 } },
          { time: '2026-06-17T08:00:00Z', values: { c0q0: 1 } },
        ],
      },
      { points: [{ time: '2026-06-17T11:00:00+02:00', values: { c0q0: 2, c1q0: 20 } }] },
      {},
    ]);
    expect(series.get('c0q0')?.map((p) => p.value)).toEqual([1, 2, 3]);
    expect(series.get('c1q0')).toEqual([
      { time: Date.parse('2026-06-17T09:00:00Z'), value: 20 },
      { time: Date.parse('2026-06-17T10:00:00Z'), value: 30 },
    ]);
  });

  it.each([
    ['no time', { values: { c0q0: 1 } }],
    ['a time that is no date', { time: 'yesterday', values: { c0q0: 1 } }],
    ['a time as a number', { time: 1_750_000_000_000, values: { c0q0: 1 } }],
    ['no values', { time: '2026-06-17T10:00:00Z' }],
    ['values null', { time: '2026-06-17T10:00:00Z', values: null }],
    ['values a number', { time: '2026-06-17T10:00:00Z', values: 5 }],
  ])('skips a point with %s', (_, point) => {
    const series = seriesByRef([{ points: [point, { time: '2026-06-17T11:00:00Z', values: { c0q0: 2 } }] }]);
    expect(series.get('c0q0')).toEqual([{ time: Date.parse('2026-06-17T11:00:00Z'), value: 2 }]);
  });

  it('an empty answer has no series', () => {
    expect(seriesByRef([]).size).toBe(0);
    expect(seriesByRef([{ points: [] }]).size).toBe(0);
  });
});
