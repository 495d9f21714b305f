import { MACHINE_STATES } from '@mocks/db/machine-data/tags';
import { valueAt } from '@mocks/db/machine-data/generator';
import { operationOf, unknownBodyProperty } from '../platform/schema';
import { demoTokens, resetMockDb, server } from '../node';
import { call, rows, type CallResult } from '../test-client';

const token = demoTokens.admin.secretId;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => resetMockDb());
afterAll(() => server.close());

const HOUR = 3_600_000;
const MINUTE = 60_000;
/** A whole hour well before now, so no query touches the minute now is in. */
const anchor = Math.floor(Date.now() / HOUR) * HOUR - 2 * HOUR;
const iso = (ms: number) => new Date(ms).toISOString();
const source = { publicId: 'ds-ag-001' };

const data = (body: unknown, as = token) => call('DataList', { token: as, method: 'POST', body });
const errors = (result: CallResult) => result.json?.data;
type Answer = { start: string; end: string; timeZone: string; source: unknown; points: Point[] };
type Point = { time: string; values: Record<string, unknown> };
const answers = (result: CallResult) => result.json?.data as Answer[];
const pointsOf = (result: CallResult, index = 0) => answers(result)[index]?.points ?? [];
const list = (rel: string, agentId: string, query: Record<string, string> = {}) =>
  call(rel, { token, params: { agentId }, query });
/** One DataList item over [start, end) of one tag with one query. */
const one = (slug: string, query: Record<string, unknown>, start = anchor - 6 * HOUR, end = anchor) => ({
  source,
  start: iso(start),
  end: iso(end),
  timeZone: 'Europe/Amsterdam',
  tags: [{ slug, queries: [{ ref: 'q', ...query }] }],
});
const minutesIn = (start: number, end: number) =>
  Array.from({ length: (end - start) / MINUTE }, (_, k) => start / MINUTE + k);
const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;

describe('a device’s data sources, tags and variables', () => {
  test('a logging device has one source and its tags, by slug, with the platform’s fields only', async () => {
    const sources = await list('AgentDataSourceList', 'ag-001');
    expect(sources.status).toBe(200);
    expect(rows(sources)).toEqual([
      expect.objectContaining({ publicId: 'ds-ag-001', name: 'Machine PLC', slug: 'plc', disabled: false }),
    ]);
    const tags = await list('AgentDataTagList', 'ag-001');
    expect(rows(tags).map((t) => t.slug)).toEqual([
      'temp_zone1',
      'temp_zone2',
      'temp_oven',
      'pressure',
      'motor_current',
      'line_speed',
      'energy_total',
      'good_parts',
      'reject_parts',
      'running',
      'door_open',
      'machine_state',
    ]);
    expect(rows(tags)[0]).toMatchObject({
      tagId: 1,
      source,
      logEvent: 'interval',
      variable: { slug: 'temp_zone1', type: 'float', unit: '°C', factor: null, updateable: false },
    });
    expect(rows(tags).find((t) => t.slug === 'machine_state')).toMatchObject({ variable: { type: 'str', unit: null } });
    const variables = await list('AgentDataVariableList', 'ag-001');
    expect(rows(variables)).toHaveLength(12);
    for (const [rel, result] of [
      ['AgentDataSourceList', sources],
      ['AgentDataTagList', tags],
      ['AgentDataVariableList', variables],
    ] as const)
      expect(unknownBodyProperty(result.json?.data, operationOf(rel, 'GET')?.data)).toBeNull();
  });

  test('some devices lack tags; a device without the logging app has none; the Agent says so and names its zone', async () => {
    expect(rows(await list('AgentDataTagList', 'ag-003')).map((t) => t.slug)).not.toContain('temp_oven');
    expect(rows(await list('AgentDataTagList', 'ag-011')).map((t) => t.slug)).not.toContain('temp_oven');
    const counts = await Promise.all(
      ['ag-001', 'ag-002', 'ag-003', 'ag-004', 'ag-009', 'ag-010', 'ag-011'].map(
        async (agentId) => rows(await list('AgentDataTagList', agentId)).length,
      ),
    );
    expect(counts.every((count) => count >= 8 && count <= 12)).toBe(true);
    expect(rows(await list('AgentDataSourceList', 'ag-005'))).toEqual([]);
    expect(rows(await list('AgentDataTagList', 'ag-005'))).toEqual([]);
    const agent = await call('Agent', {
      token,
      params: { publicId: 'ag-001' },
      query: { fields: 'timeZone,loggingApp' },
    });
    expect(agent.json?.data).toEqual({ timeZone: 'Europe/Amsterdam', loggingApp: { enabled: true } });
    const lyon = await call('Agent', { token, params: { publicId: 'ag-003' }, query: { fields: 'timeZone' } });
    expect(lyon.json?.data).toEqual({ timeZone: 'Europe/Paris' });
  });

  test('filters on the source; an unknown or unseen device is 404', async () => {
    const filtered = (value: string) =>
      list('AgentDataTagList', 'ag-001', { filters: `eq(source.publicId,"${value}")` }).then(rows);
    expect(await filtered('ds-ag-001')).toHaveLength(12);
    expect(await filtered('ds-ag-002')).toEqual([]);
    expect((await list('AgentDataTagList', 'ag-999')).status).toBe(404);
    const seen = rows(await call('AgentList', { token: demoTokens.user.secretId, query: { 'page-size': '100' } }));
    const all = rows(await call('AgentList', { token, query: { 'page-size': '100' } }));
    const unseen = all.find((a) => !seen.some((s) => s.publicId === a.publicId));
    const asUser = await call('AgentDataTagList', {
      token: demoTokens.user.secretId,
      params: { agentId: String(unseen?.publicId) },
    });
    expect(asUser.status).toBe(404);
  });
});

describe('DataList', () => {
  test('the latest value: raw, newest first, one point, the value of the function of time', async () => {
    const result = await data(one('temp_zone1', { postAggr: 'raw', order: 'desc', limit: 1 }));
    expect(result.status).toBe(201);
    expect(result.json?.type).toBe('DataList');
    const [point] = pointsOf(result);
    expect(point?.time).toBe(iso(anchor - MINUTE));
    expect(point?.values.q).toBe(valueAt('ag-001', 'temp_zone1', anchor / MINUTE - 1));
    expect(answers(result)[0]).toMatchObject({
      start: iso(anchor - 6 * HOUR),
      end: iso(anchor),
      timeZone: 'Europe/Amsterdam',
      source,
    });
    expect(unknownBodyProperty(result.json?.data, operationOf('DataList', 'POST')?.data)).toBeNull();
  });

  test('means per step (seconds) over the raw minutes, two queries merged by time, one answer per body item', async () => {
    const start = anchor - 6 * HOUR;
    const result = await data([
      {
        source,
        start: iso(start),
        end: iso(anchor),
        tags: [
          { slug: 'temp_zone1', queries: [{ ref: 'c1q1', postAggr: 'mean', step: 3600 }] },
          { id: 5, queries: [{ ref: 'c1q2', postAggr: 'max', step: 7200 }] },
        ],
      },
      { source: { publicId: 'ds-ag-002' }, start: iso(start), end: iso(anchor), tags: [one('pressure', {}).tags[0]] },
    ]);
    expect(result.status).toBe(201);
    expect(answers(result)).toHaveLength(2);
    const points = pointsOf(result);
    expect(points.map((p) => p.time)).toEqual([0, 1, 2, 3, 4, 5].map((h) => iso(start + h * HOUR)));
    const hour = minutesIn(start, start + HOUR).map((m) => valueAt('ag-001', 'temp_zone1', m) as number);
    expect(points[0]?.values.c1q1).toBeCloseTo(mean(hour), 9);
    const twoHours = minutesIn(start, start + 2 * HOUR).map((m) => valueAt('ag-001', 'motor_current', m) as number);
    expect(points[0]?.values.c1q2).toBe(Math.max(...twoHours));
    expect(Object.keys(points[1]?.values ?? {})).toEqual(['c1q1']);
    expect(answers(result)[1]?.source).toEqual({ publicId: 'ds-ag-002' });
    expect(answers(result)[1]?.points).toHaveLength(6 * 60);
  });

  test('every aggregation; the difference of a counter summed is its increase; the counter only increases', async () => {
    const start = anchor - 2 * HOUR;
    const minutes = minutesIn(start, anchor);
    const energy = minutes.map((m) => valueAt('ag-001', 'energy_total', m) as number);
    expect(energy.every((value, k) => k === 0 || value >= (energy[k - 1] ?? 0))).toBe(true);
    const aggregate = async (postAggr: string, extra: Record<string, unknown> = {}) =>
      pointsOf(await data(one('energy_total', { postAggr, ...extra }, start))).map((p) => p.values.q);
    const first = energy[0] ?? 0;
    const last = energy[energy.length - 1] ?? 0;
    expect(await aggregate('first')).toEqual([first]);
    expect(await aggregate('last')).toEqual([last]);
    expect(await aggregate('min')).toEqual([first]);
    expect(await aggregate('max')).toEqual([last]);
    expect(await aggregate('count')).toEqual([120]);
    expect(await aggregate('spread', { decimals: 3 })).toEqual([Number((last - first).toFixed(3))]);
    const before = valueAt('ag-001', 'energy_total', start / MINUTE - 1) as number;
    const [increase] = await aggregate('sum', { postTransform: 'difference', decimals: 3 });
    expect(increase).toBeCloseTo(last - before, 3);
    expect((await aggregate('raw')).length).toBe(120);
    const temps = minutes.map((m) => valueAt('ag-001', 'temp_oven', m) as number).sort((a, b) => a - b);
    const median = pointsOf(await data(one('temp_oven', { postAggr: 'median' }, start)))[0]?.values.q;
    expect(median).toBeCloseTo(((temps[59] ?? 0) + (temps[60] ?? 0)) / 2, 9);
    const modePoint = pointsOf(await data(one('machine_state', { postAggr: 'mode' }, start)))[0];
    expect(MACHINE_STATES).toContain(modePoint?.values.q);
  });

  test('booleans raw are true/false and their mean a share; a state is text; decimals, factor and operator', async () => {
    const raw = pointsOf(await data(one('running', { postAggr: 'raw', limit: 50 })));
    expect(raw.every((p) => typeof p.values.q === 'boolean')).toBe(true);
    const share = pointsOf(await data(one('running', { postAggr: 'mean', step: 3600 })));
    expect(share.every((p) => typeof p.values.q === 'number' && p.values.q >= 0 && p.values.q <= 1)).toBe(true);
    const states = pointsOf(await data(one('machine_state', { postAggr: 'last', step: 1800 })));
    expect(states.every((p) => MACHINE_STATES.includes(p.values.q as (typeof MACHINE_STATES)[number]))).toBe(true);
    const scaled = pointsOf(
      await data(one('temp_zone1', { postAggr: 'mean', step: 3600, factor: '10', operator: '*', decimals: 0 })),
    );
    const plain = pointsOf(await data(one('temp_zone1', { postAggr: 'mean', step: 3600 })));
    expect(scaled.map((p) => p.values.q)).toEqual(plain.map((p) => Math.round((p.values.q as number) * 10)));
    const rounded = pointsOf(await data(one('temp_zone1', { postAggr: 'mean', step: 3600, decimals: 1 })));
    expect(
      rounded.every((p) => Math.abs((p.values.q as number) * 10 - Math.round((p.values.q as number) * 10)) < 1e-9),
    ).toBe(true);
  });

  test('offset and limit page the points, in the query’s order', async () => {
    const all = pointsOf(await data(one('pressure', { postAggr: 'raw', limit: 30 }))).map((p) => p.time);
    const page = pointsOf(await data(one('pressure', { postAggr: 'raw', offset: 10, limit: 5 }))).map((p) => p.time);
    expect(page).toEqual(all.slice(10, 15));
    const newest = pointsOf(await data(one('pressure', { postAggr: 'mean', step: 3600, order: 'desc', limit: 2 })));
    expect(newest.map((p) => p.time)).toEqual([iso(anchor - HOUR), iso(anchor - 2 * HOUR)]);
  });

  test('no data before the 90 days or after now: the buckets there are left out', async () => {
    const end = Date.now() + 2 * HOUR;
    const future = pointsOf(await data(one('pressure', { postAggr: 'mean', step: 3600 }, end - 4 * HOUR, end)));
    expect(future.length).toBeLessThanOrEqual(3);
    const old = Date.now() - 100 * 24 * HOUR;
    expect(pointsOf(await data(one('pressure', { postAggr: 'mean', step: 86400 }, old, old + 5 * 24 * HOUR)))).toEqual(
      [],
    );
  });

  test.each([
    ['an unknown slug', one('no_such_tag', {}), 'tags.0.slug'],
    ['an unknown tag id', { ...one('x', {}), tags: [{ id: 99, queries: [{}] }] }, 'tags.0.id'],
    ['a tag the device lacks', { ...one('temp_oven', {}), source: { publicId: 'ds-ag-003' } }, 'tags.0.slug'],
    ['an unknown source', { ...one('pressure', {}), source: { publicId: 'ds-ag-999' } }, 'source.publicId'],
    ['a device without logging', { ...one('pressure', {}), source: { publicId: 'ds-ag-005' } }, 'source.publicId'],
    ['a bad postAggr', one('pressure', { postAggr: 'average' }), 'tags.0.queries.0.postAggr'],
    ['a mean of a state', one('machine_state', { postAggr: 'mean' }), 'tags.0.queries.0.postAggr'],
    ['a difference of a boolean', one('running', { postTransform: 'difference' }), 'tags.0.queries.0.postTransform'],
    ['a bad order', one('pressure', { order: 'up' }), 'tags.0.queries.0.order'],
    ['a bad operator', one('pressure', { factor: '2', operator: '%' }), 'tags.0.queries.0.operator'],
    ['a bad factor', one('pressure', { factor: 'two' }), 'tags.0.queries.0.factor'],
    ['a limit over 5000', one('pressure', { limit: 5001 }), 'tags.0.queries.0.limit'],
    ['a limit under 1', one('pressure', { limit: 0 }), 'tags.0.queries.0.limit'],
    ['a negative offset', one('pressure', { limit: 5, offset: -1 }), 'tags.0.queries.0.offset'],
    ['a bad step', one('pressure', { postAggr: 'mean', step: 'hourly' }), 'tags.0.queries.0.step'],
    [
      'over 5000 buckets',
      one('pressure', { postAggr: 'mean', step: 60 }, anchor - 30 * 24 * HOUR),
      'tags.0.queries.0.step',
    ],
    [
      'raw without step or limit over 5000 points',
      one('pressure', { postAggr: 'raw' }, anchor - 5 * 24 * HOUR),
      'tags.0.queries.0.step',
    ],
    ['start after end', one('pressure', {}, anchor, anchor - HOUR), 'end'],
    ['a bad start', { ...one('pressure', {}), start: 'yesterday' }, 'start'],
    ['a bad time zone', { ...one('pressure', {}), timeZone: '+01:00' }, 'timeZone'],
    ['no tags', { ...one('pressure', {}), tags: [] }, 'tags'],
    [
      'a ref twice',
      { ...one('pressure', {}), tags: [{ slug: 'pressure', queries: [{ ref: 'a' }, { ref: 'a' }] }] },
      'tags.0.queries.1.ref',
    ],
  ])('refuses %s with 400 on the property', async (_, body, propertyName) => {
    const result = await data(body);
    expect(result.status).toBe(400);
    expect(result.json?.status).toBe('error');
    expect(errors(result)).toEqual([expect.objectContaining({ propertyName })]);
  });

  test('a list body’s failure names its item; an unknown field is refused by the platform check', async () => {
    const listed = await data([one('pressure', {}), one('pressure', { order: 'sideways' })]);
    expect([listed.status, errors(listed)]).toEqual([
      400,
      [{ message: 'Invalid value', propertyName: 'tags.0.queries.0.order', listIndex: 1 }],
    ]);
    const unknown = await data(one('pressure', { aggregation: 'mean' }));
    expect([unknown.status, errors(unknown)]).toEqual([
      400,
      [{ message: 'Unknown property', propertyName: 'tags.queries.aggregation' }],
    ]);
    const big = await data(one('pressure', { postAggr: 'raw', order: 'desc', limit: 1 }, anchor - 30 * 24 * HOUR));
    expect(big.status).toBe(201);
  });
});

describe('DataExport', () => {
  test('answers CSV: a header time,<ref>… and one row per point', async () => {
    const start = anchor - 3 * HOUR;
    const response = await call('DataExport', {
      token,
      method: 'POST',
      body: {
        source,
        start: iso(start),
        end: iso(anchor),
        timeZone: 'Europe/Amsterdam',
        tags: [
          { slug: 'temp_oven', queries: [{ ref: 'oven', postAggr: 'mean', step: 3600, decimals: 1 }] },
          { slug: 'machine_state', queries: [{ ref: 'state', postAggr: 'last', step: 3600 }] },
        ],
      },
    });
    expect(response.status).toBe(200);
    expect(response.response.headers.get('Content-Type')).toMatch(/^text\/csv/);
    const lines = (await response.response.text()).trim().split(/\r\n/);
    expect(lines[0]).toBe('time,oven,state');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toMatch(
      new RegExp(`^${iso(start).replace(/\./g, '\\.')},\\d+(\\.\\d)?,(RUNNING|IDLE|FAULT|SETUP)$`),
    );
    const listBody = await call('DataExport', { token, method: 'POST', body: [one('pressure', {})] });
    expect(listBody.status).toBe(400);
  });
});
