import { getDb } from '../db/store';
import { seedVpnUsage, USAGE_MONTHS } from '../db/seed-usage';
import { demoTokens, mockControl, resetMockDb, server } from '../node';
import { call, rows } from '../test-client';

const token = demoTokens.admin.secretId;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => resetMockDb());
afterAll(() => server.close());

const usage = (body: unknown, agentId?: string) =>
  agentId === undefined
    ? call('VpnUsageList', { token, method: 'POST', body })
    : call('AgentVpnUsageList', { token, method: 'POST', params: { agentId }, body });
const monthStart = (back: number): Date => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
};
const sum = (items: Record<string, unknown>[], key: 'bytesSent' | 'bytesReceived') =>
  items.reduce((total, item) => total + Number(item[key]), 0);

describe('VPN usage', () => {
  test('the seed holds the current month so far and the twelve before it, whatever today is; some devices have none', () => {
    const agents = getDb().agents;
    const at = (iso: string) => seedVpnUsage(agents, Date.parse(iso));
    const march = at('2027-03-10T12:00:00Z');
    const months = [...new Set(march.map((u) => `${u.year}-${u.month}`))];
    expect(months).toHaveLength(USAGE_MONTHS);
    expect(months).toContain('2026-3');
    expect(months).toContain('2027-3');
    expect(march.filter((u) => u.year === 2027 && u.month === 3).every((u) => u._lastDay === 10)).toBe(true);
    // The same draws whatever the date (deterministic values); the current month holds its days so far only.
    const fullMonths = (iso: string) =>
      at(iso)
        .filter((u) => u._lastDay === undefined)
        .map((u) => u.bytesSent);
    expect(fullMonths('2026-01-31T00:00:00Z')).toEqual(fullMonths('2030-07-01T00:00:00Z'));
    const acme = agents.filter((a) => a._companyId === 'c-acme');
    const withTraffic = new Set(march.map((u) => u._agentId));
    expect(acme.filter((a) => withTraffic.has(a.publicId)).length).toBeGreaterThan(24);
    expect(withTraffic.has('ag-011')).toBe(false);
  });

  test('monthly: one row per month with traffic, in calendar order; the sums match the stored months', async () => {
    const after = monthStart(12).toISOString();
    const before = monthStart(-1).toISOString();
    const answer = await usage({ aggregator: 'monthly', after, before });
    expect(answer.status).toBe(201);
    expect(answer.json?.type).toBe('VpnUsageList');
    const items = rows(answer);
    expect(items).toHaveLength(USAGE_MONTHS);
    expect(items[0]).toMatchObject({
      year: monthStart(12).getUTCFullYear(),
      month: monthStart(12).getUTCMonth() + 1,
      day: null,
      hour: null,
    });
    expect(Object.keys(items[0] ?? {}).sort()).toEqual(['bytesReceived', 'bytesSent', 'day', 'hour', 'month', 'year']);
    const stored = getDb().vpnUsage.filter((u) => u._companyId === 'c-acme');
    expect(sum(items, 'bytesSent')).toBe(stored.reduce((total, u) => total + u.bytesSent, 0));
  });

  test('daily and hourly split a month exactly; an agent answers its own traffic only', async () => {
    const stored = getDb().vpnUsage.find((u) => u._agentId === 'ag-001' && u._lastDay === undefined);
    if (!stored) throw new Error('ag-001 has a full month');
    const after = new Date(Date.UTC(stored.year, stored.month - 1, 1)).toISOString();
    const before = new Date(Date.UTC(stored.year, stored.month, 1)).toISOString();
    const days = rows(await usage({ aggregator: 'daily', after, before }, 'ag-001'));
    expect(days.length).toBeGreaterThan(27);
    expect(days.every((d) => d.month === stored.month && typeof d.day === 'number' && d.hour === null)).toBe(true);
    expect(days.map((d) => d.day)).toEqual([...days.map((d) => d.day)].sort((a, b) => Number(a) - Number(b)));
    expect(sum(days, 'bytesReceived')).toBe(stored.bytesReceived);
    const firstDay = new Date(Date.UTC(stored.year, stored.month - 1, 2)).toISOString();
    const hours = rows(await usage({ aggregator: 'hourly', after, before: firstDay }, 'ag-001'));
    expect(hours.map((h) => h.hour)).toEqual(Array.from({ length: 24 }, (_, hour) => hour));
    expect(sum(hours, 'bytesSent')).toBe(days[0]?.bytesSent);
    const yearly = rows(await usage({ aggregator: 'yearly', after, before }, 'ag-001'));
    expect(yearly).toEqual([
      {
        year: stored.year,
        month: null,
        day: null,
        hour: null,
        bytesSent: stored.bytesSent,
        bytesReceived: stored.bytesReceived,
      },
    ]);
  });

  test('a device without traffic answers an empty list; another company’s device or an unknown one is 404', async () => {
    const body = { aggregator: 'monthly', after: monthStart(12).toISOString(), before: monthStart(-1).toISOString() };
    expect(rows(await usage(body, 'ag-011'))).toEqual([]);
    const north = getDb().agents.find((a) => a._companyId === 'c-north');
    expect((await usage(body, north?.publicId)).status).toBe(404);
    expect((await usage(body, 'ag-nope')).status).toBe(404);
  });

  test('the body is checked as the platform does: the aggregator, ISO dates, after before before, nothing else', async () => {
    const after = '2026-01-01T00:00:00Z';
    const fails = async (body: unknown) => (await usage(body)).json?.data;
    expect(await fails({ aggregator: 'weekly', after, before: '2026-02-01' })).toEqual([
      { message: 'Invalid value', propertyName: 'aggregator' },
    ]);
    expect(await fails({ aggregator: 'daily', after: 'January 1 2026', before: '2026-02-01' })).toEqual([
      { message: 'Invalid date and time', propertyName: 'after' },
    ]);
    expect(await fails({ aggregator: 'daily', after, before: after })).toEqual([
      { message: 'Invalid date and time', propertyName: 'before' },
    ]);
    expect((await usage({ aggregator: 'daily', after, before: '2026-02-01', agent: 'ag-001' })).status).toBe(400);
    expect((await usage({ aggregator: 'daily', after, before: '2026-02-01' })).status).toBe(201);
  });

  test('empty-company leaves Acme without traffic', async () => {
    mockControl.scenario('empty-company');
    expect(
      rows(
        await usage({
          aggregator: 'monthly',
          after: monthStart(12).toISOString(),
          before: monthStart(-1).toISOString(),
        }),
      ),
    ).toEqual([]);
  });
});
