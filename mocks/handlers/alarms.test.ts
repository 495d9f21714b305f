import { getDb } from '../db/store';
import { operationOf, unknownBodyProperty } from '../platform/schema';
import { demoTokens, resetMockDb, server } from '../node';
import { call, item, rows, type CallOptions, type CallResult } from '../test-client';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => resetMockDb());
afterAll(() => server.close());

const admin = demoTokens.admin.secretId;
const user = demoTokens.user.secretId;
const all = { 'page-size': '4000' };
const get = (rel: string, agentId: string, options: CallOptions = {}) =>
  call(rel, { token: admin, params: { agentId }, ...options, query: { ...all, ...options.query } });
const write = (rel: string, agentId: string, method: string, body: unknown, token = admin, publicId?: string) =>
  call(rel, { token, method, params: { agentId, ...(publicId ? { publicId } : {}) }, body });
const errors = (result: CallResult) => result.json?.data;
const platformShape = (rel: string, result: CallResult) =>
  unknownBodyProperty(result.json?.data, operationOf(rel, 'GET')?.data);
type Occurrence = { publicId: string; alarm: { publicId: string; name: string }; occurredOn: string } & Record<
  string,
  unknown
>;
const occurrencesOf = async (agentId: string, query: Record<string, string | string[]> = {}) =>
  rows(await get('AgentDataAlarmOccurrenceList', agentId, { query })) as Occurrence[];
/** The Acme device with the most occurrences (every list of the seed has some). */
const busiest = () => {
  const counts = new Map<string, number>();
  for (const o of getDb().alarmOccurrences.filter((row) => row._companyId === 'c-acme'))
    counts.set(o._agentId, (counts.get(o._agentId) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';
};

describe('alarm rules (AgentDataAlarmList, AgentDataAlarm)', () => {
  test('a device with the alarming app lists 3 to 5 rules, formulas over its tags, with the platform’s fields only', async () => {
    const result = await get('AgentDataAlarmList', 'ag-001');
    expect(result.status).toBe(200);
    expect(platformShape('AgentDataAlarmList', result)).toBeNull();
    const list = rows(result);
    expect(list.length).toBeGreaterThanOrEqual(3);
    expect(list.length).toBeLessThanOrEqual(5);
    expect(list).toContainEqual(
      expect.objectContaining({
        name: 'Oven temperature above 250 °C',
        type: 'threshold',
        severity: 'high',
        formula: '#3 250 >',
        onDelay: 1800,
        source: { publicId: 'ds-ag-001' },
        audience: { publicId: 'au-acme-2' },
        agent: { publicId: 'ag-001' },
      }),
    );
    const first = list[0] as { publicId: string };
    const one = await get('AgentDataAlarm', 'ag-001', { params: { agentId: 'ag-001', publicId: first.publicId } });
    expect([one.status, item(one).publicId]).toEqual([200, first.publicId]);
  });

  test('the Agent answers alarmingApp.enabled; a device without the app has no rules and takes none', async () => {
    const agent = async (publicId: string) =>
      item(await call('Agent', { token: admin, params: { publicId }, query: { fields: 'alarmingApp.enabled' } }));
    expect(await agent('ag-001')).toEqual({ alarmingApp: { enabled: true } });
    expect(await agent('ag-014')).toEqual({ alarmingApp: null });
    expect(rows(await get('AgentDataAlarmList', 'ag-014'))).toEqual([]);
    expect(rows(await get('AgentDataAlarmOccurrenceList', 'ag-014'))).toEqual([]);
    const body = { name: 'Door', type: 'boolean', formula: '#11', audience: { publicId: 'au-acme-1' } };
    expect((await write('AgentDataAlarmList', 'ag-014', 'POST', body)).status).toBe(400);
  });

  test('POST, PATCH and DELETE with MANAGE_AGENT; a deleted rule takes its occurrences along', async () => {
    const body = { name: 'Speed low', type: 'threshold', formula: '#6 5 <', audience: { publicId: 'au-acme-1' } };
    const created = await write('AgentDataAlarmList', 'ag-001', 'POST', [body]);
    expect(created.status).toBe(201);
    const [{ publicId }] = rows(created) as [{ publicId: string }];
    const rule = item(await get('AgentDataAlarm', 'ag-001', { params: { agentId: 'ag-001', publicId } }));
    expect(rule).toMatchObject({
      ...body,
      severity: 'medium',
      onDelay: 0,
      outOfService: false,
      source: { publicId: 'ds-ag-001' },
    });
    const patched = await write('AgentDataAlarmList', 'ag-001', 'PATCH', [{ publicId, severity: 'high', onDelay: 60 }]);
    expect(patched.status).toBe(200);
    expect(item(await get('AgentDataAlarm', 'ag-001', { params: { agentId: 'ag-001', publicId } }))).toMatchObject({
      severity: 'high',
      onDelay: 60,
    });
    const oven = (rows(await get('AgentDataAlarmList', 'ag-001')) as { publicId: string; name: string }[]).find((r) =>
      r.name.startsWith('Oven'),
    );
    expect((await write('AgentDataAlarm', 'ag-001', 'DELETE', undefined, admin, oven?.publicId)).status).toBe(200);
    expect((await occurrencesOf('ag-001')).filter((o) => o.alarm.publicId === oven?.publicId)).toEqual([]);
    expect((await write('AgentDataAlarmList', 'ag-001', 'DELETE', [{ publicId }])).status).toBe(200);
    expect((await get('AgentDataAlarm', 'ag-001', { params: { agentId: 'ag-001', publicId } })).status).toBe(404);
  });

  test('400 on an unknown property, a bad enum, a formula naming no tag of the device or a missing audience', async () => {
    const good = { name: 'Door', type: 'boolean', formula: '#11', audience: { publicId: 'au-acme-1' } };
    const post = (body: unknown) => write('AgentDataAlarmList', 'ag-001', 'POST', body);
    expect(errors(await post({ ...good, colour: 'red' }))).toEqual([
      { message: 'Unknown property', propertyName: 'colour' },
    ]);
    expect(errors(await post({ ...good, type: 'sometimes' }))).toEqual([
      { message: 'Invalid value', propertyName: 'type' },
    ]);
    expect(errors(await post({ ...good, severity: 'urgent' }))).toEqual([
      { message: 'Invalid value', propertyName: 'severity' },
    ]);
    expect(errors(await post({ ...good, formula: '#99' }))).toEqual([
      { message: 'Invalid value', propertyName: 'formula' },
    ]);
    expect(errors(await post({ ...good, formula: '#' }))).toEqual([
      { message: 'Value is shorter than 2 characters', propertyName: 'formula' },
    ]);
    expect((await post({ ...good, audience: { publicId: 'au-north-1' } })).status).toBe(400);
    expect((await post([good, { ...good, onDelay: -1 }])).json?.data).toEqual([
      { message: 'Invalid value', propertyName: 'onDelay', listIndex: 1 },
    ]);
    const item403 = await write('AgentDataAlarmList', 'ag-001', 'POST', good, user);
    expect(item403.status).toBe(403);
  });
});

describe('alarm occurrences (AgentDataAlarmOccurrenceList, AgentDataAlarmOccurrence)', () => {
  test('the list answers the platform’s fields, newest first, with the rule as `alarm`, and pages', async () => {
    const agentId = busiest();
    const result = await get('AgentDataAlarmOccurrenceList', agentId);
    expect(platformShape('AgentDataAlarmOccurrenceList', result)).toBeNull();
    const list = rows(result) as Occurrence[];
    expect(list.length).toBeGreaterThan(2);
    const times = list.map((o) => o.occurredOn);
    expect(times).toEqual([...times].sort().reverse());
    expect(list[0]?.alarm).toMatchObject({ agent: { publicId: agentId } });
    expect((list[0]?.alarm as { formula?: string } | undefined)?.formula).toMatch(/^#\d+/);
    const page = await call('AgentDataAlarmOccurrenceList', {
      token: admin,
      params: { agentId },
      query: { 'page-size': '2', 'order-by': 'occurredOn' },
    });
    expect(rows(page).map((o) => o.publicId)).toEqual(
      list
        .slice(-2)
        .reverse()
        .map((o) => o.publicId),
    );
    expect(page.json?.moreAfter).toEqual(expect.any(String));
  });

  test('filters: isnull(rtnOn) is the active ones, eq(acknowledged,false), gte(occurredOn,…)', async () => {
    const db = getDb();
    const active = db.alarmOccurrences.find((o) => o._companyId === 'c-acme' && o.rtnOn === null);
    const agentId = active?._agentId ?? '';
    const stored = db.alarmOccurrences.filter((o) => o._agentId === agentId);
    const ids = (list: Occurrence[]) => list.map((o) => o.publicId).sort();
    const expectIds = (list: { publicId: string }[]) => list.map((o) => o.publicId).sort();
    expect(ids(await occurrencesOf(agentId, { filters: 'isnull(rtnOn)' }))).toEqual(
      expectIds(stored.filter((o) => o.rtnOn === null)),
    );
    expect(ids(await occurrencesOf(agentId, { filters: 'eq(acknowledged,"false")' }))).toEqual(
      expectIds(stored.filter((o) => !o.acknowledged)),
    );
    const since = new Date(Date.now() - 7 * 86_400_000).toISOString();
    expect(ids(await occurrencesOf(agentId, { filters: [`gte(occurredOn,"${since}")`, 'isnotnull(rtnOn)'] }))).toEqual(
      expectIds(stored.filter((o) => o.occurredOn >= since && o.rtnOn !== null)),
    );
  });

  test('PATCH acknowledges several with a comment: the server sets acknowledgedBy and acknowledgedOn; all or nothing', async () => {
    const agentId = busiest();
    const open = await occurrencesOf(agentId, { filters: 'eq(acknowledged,"false")' });
    const [a, b] = open;
    expect(b).toBeDefined();
    const patch = (body: unknown, token = admin) =>
      write('AgentDataAlarmOccurrenceList', agentId, 'PATCH', body, token);
    const failed = await patch([
      { publicId: a?.publicId, acknowledged: true },
      { publicId: 'ao-nope', acknowledged: true },
    ]);
    expect([failed.status, errors(failed)]).toEqual([404, [{ message: 'Not found', listIndex: 1 }]]);
    expect((await occurrencesOf(agentId, { filters: `eq(publicId,"${a?.publicId}")` }))[0]?.acknowledged).toBe(false);
    const before = Date.now();
    const body = [a, b].map((o) => ({ publicId: o?.publicId, acknowledged: true, comment: 'Seen on the line' }));
    expect((await patch(body)).status).toBe(200);
    for (const o of await occurrencesOf(agentId, { filters: `in(publicId,"${a?.publicId}","${b?.publicId}")` })) {
      expect(o).toMatchObject({
        acknowledged: true,
        acknowledgedBy: { publicId: 'u-admin' },
        comment: 'Seen on the line',
      });
      expect(Date.parse(o.acknowledgedOn as string)).toBeGreaterThanOrEqual(before - 1000);
    }
    expect(errors(await patch([{ publicId: a?.publicId, acknowledged: false }]))).toEqual([
      { message: 'Invalid value', propertyName: 'acknowledged', listIndex: 0 },
    ]);
    expect(errors(await patch([{ publicId: a?.publicId, rtnOn: null }]))).toEqual([
      { message: 'Unknown property', propertyName: 'rtnOn', listIndex: 0 },
    ]);
  });

  test('the item is read and silenced by PATCH; an unknown one is 404', async () => {
    const agentId = busiest();
    const [first] = await occurrencesOf(agentId);
    const one = { agentId, publicId: first?.publicId ?? '' };
    const read = await call('AgentDataAlarmOccurrence', { token: admin, params: one });
    expect(platformShape('AgentDataAlarmOccurrence', read)).toBeNull();
    expect(item(read)).toEqual(first);
    const silenced = await call('AgentDataAlarmOccurrence', {
      token: admin,
      method: 'PATCH',
      params: one,
      body: { silenced: true },
    });
    expect(silenced.status).toBe(200);
    expect(item(await call('AgentDataAlarmOccurrence', { token: admin, params: one }))).toMatchObject({
      silenced: true,
    });
    expect(
      (await call('AgentDataAlarmOccurrence', { token: admin, params: { agentId, publicId: 'ao-nope' } })).status,
    ).toBe(404);
  });

  test('the latest list has the newest occurrence of each rule', async () => {
    const agentId = busiest();
    const result = await get('AgentDataAlarmOccurrenceLatestList', agentId);
    expect(platformShape('AgentDataAlarmOccurrenceLatestList', result)).toBeNull();
    const newest = new Map<string, string>();
    for (const o of await occurrencesOf(agentId))
      if (!newest.has(o.alarm.publicId)) newest.set(o.alarm.publicId, o.publicId);
    expect((rows(result) as Occurrence[]).map((o) => o.publicId).sort()).toEqual([...newest.values()].sort());
  });
});

describe('who may', () => {
  test('404 for an unknown or another company’s device, 403 for one the caller does not see', async () => {
    expect((await get('AgentDataAlarmList', 'ag-999')).status).toBe(404);
    expect((await get('AgentDataAlarmOccurrenceList', 'ag-041')).status).toBe(404);
    const seen = new Set(
      rows(await call('AgentList', { token: user, query: { ...all, fields: 'publicId' } })).map((a) => a.publicId),
    );
    const hidden = getDb().dataAlarms.find((r) => r._companyId === 'c-acme' && !seen.has(r._agentId))?._agentId ?? '';
    expect(hidden).not.toBe('');
    for (const rel of ['AgentDataAlarmList', 'AgentDataAlarmOccurrenceList', 'AgentDataAlarmOccurrenceLatestList'])
      expect((await get(rel, hidden, { token: user })).status).toBe(403);
    expect((await get('AgentDataAlarmList', 'ag-001', { token: user })).status).toBe(200);
  });

  test('acknowledging needs a right on the device; rules need MANAGE_AGENT', async () => {
    const [first] = await occurrencesOf('ag-001');
    const body = [{ publicId: first?.publicId, acknowledged: true }];
    expect((await write('AgentDataAlarmOccurrenceList', 'ag-001', 'PATCH', body, user)).status).toBe(403);
    const agent = getDb().agents.find((a) => a.publicId === 'ag-001');
    if (agent) agent._devicePermissions['u-user'] = ['MANAGE_ACCESS_REQUESTS'];
    expect((await write('AgentDataAlarmOccurrenceList', 'ag-001', 'PATCH', body, user)).status).toBe(200);
    const rule = (await occurrencesOf('ag-001'))[0]?.alarm.publicId;
    expect((await write('AgentDataAlarmList', 'ag-001', 'DELETE', [{ publicId: rule }], user)).status).toBe(403);
  });
});

test('each occurrence is mirrored as an alarm message of the admin: label, alarm name, device and time', async () => {
  const db = getDb();
  const messages = rows(
    await call('MessageList', { token: admin, query: { ...all, filters: 'isnotnull(shortContent.alarmName)' } }),
  );
  const acme = db.alarmOccurrences.filter((o) => o._companyId === 'c-acme' || o._companyId === 'c-north');
  expect(messages.length).toBeGreaterThanOrEqual(acme.length);
  const sample = acme[acme.length - 1];
  const rule = db.dataAlarms.find((r) => r.publicId === sample?._alarmId);
  const agent = db.agents.find((a) => a.publicId === sample?._agentId);
  const mirrored = messages.find((m) => m.publicId === `msg-${sample?.publicId}-u-admin`);
  expect(mirrored).toMatchObject({
    systemLabel: `alarm-${rule?.severity}`,
    shortContent: { alarmName: rule?.name, agentName: agent?.name, occurredOn: sample?.occurredOn },
  });
});
