import { getDb } from '../db/store';
import { demoTokens, mockControl, resetMockDb, server } from '../node';
import { call, href, rows } from '../test-client';
import { applyUrlQuery } from './url-query';

const token = demoTokens.admin.secretId;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => resetMockDb());
afterAll(() => server.close());

test('failRel fails N times with the status, then succeeds; requestCount counts every attempt', async () => {
  mockControl.failRel('GroupTypeList', 500, 2);
  const first = await call('GroupTypeList', { token });
  expect(first.status).toBe(500);
  expect(first.json).toMatchObject({ type: 'Error', status: 'error', data: [{ message: 'Internal Server Error' }] });
  expect((await call('GroupTypeList', { token })).status).toBe(500);
  expect((await call('GroupTypeList', { token })).status).toBe(200);
  expect(mockControl.requestCount('GroupTypeList')).toBe(3);
  expect(mockControl.requestCount('GroupTypeList', 'POST')).toBe(0);
});

test('failRel can target one method only', async () => {
  mockControl.failRel('GroupTypeList', 504, 1, 'PATCH');
  expect((await call('GroupTypeList', { token })).status).toBe(200);
  const patch = await call('GroupTypeList', { token, method: 'PATCH', body: [{ publicId: 'gt-001', order: 0 }] });
  expect(patch.status).toBe(504);
  expect(patch.json?.data).toEqual([{ message: 'Gateway Timeout' }]);
});

test('status 0 is a network error', async () => {
  mockControl.failRel('UserList', 0, 1);
  await expect(fetch(await href('UserList'), { headers: { Authorization: `Bearer ${token}` } })).rejects.toThrow();
  expect((await call('UserList', { token })).status).toBe(200);
});

test('malformRel answers 200 with a body that is not an envelope', async () => {
  mockControl.malformRel('UserList', 1);
  const html = await call('UserList', { token });
  expect(html.status).toBe(200);
  expect(html.response.headers.get('Content-Type')).toContain('text/html');
  expect(html.json).toBeNull();
  mockControl.malformRel('UserList', 1, 'truncated');
  const truncated = await call('UserList', { token });
  expect(truncated.json).toBeNull();
  expect((await call('UserList', { token })).json?.type).toBe('UserList');
});

test('offline makes every call a network error until switched off', async () => {
  // The address is found through discovery first: offline, that read would fail too (when this test runs first).
  const brandings = await href('BrandingList');
  mockControl.offline(true);
  await expect(fetch(brandings)).rejects.toThrow();
  mockControl.offline(false);
  expect((await fetch(brandings)).status).toBe(200);
});

test('latency delays answers', async () => {
  mockControl.setLatency(120);
  const started = Date.now();
  await call('MySector', { token });
  expect(Date.now() - started).toBeGreaterThanOrEqual(100);
});

test('hold parks the calls of a rel (of one method when given) until release, other calls go through', async () => {
  await href('MySector'); // discovery first: it is not held, but a held '*' would park it too
  mockControl.hold('MySector', 'GET');
  let answered = false;
  const held = call('MySector', { token }).then((answer) => {
    answered = true;
    return answer;
  });
  expect((await call('GroupTypeList', { token })).status).toBe(200);
  await vi.waitFor(() => expect(mockControl.heldCount()).toBe(1));
  expect(answered).toBe(false);
  mockControl.release('MySector');
  expect((await held).status).toBe(200);
  expect(mockControl.heldCount()).toBe(0);
  expect((await call('MySector', { token })).status).toBe(200);
});

test('reset lets held calls through', async () => {
  await href('MySector');
  mockControl.hold('*');
  const held = call('MySector', { token });
  await vi.waitFor(() => expect(mockControl.heldCount()).toBe(1));
  mockControl.reset();
  expect((await held).status).toBe(200);
});

test('reset restores the seed and clears faults', async () => {
  await call('GroupType', { token, method: 'PATCH', params: { publicId: 'gt-001' }, body: { name: 'Renamed' } });
  mockControl.failRel('*', 503);
  expect((await call('MySector', { token })).status).toBe(503);
  mockControl.reset();
  expect((await call('GroupType', { token, params: { publicId: 'gt-001' } })).json?.data).toMatchObject({
    name: 'Site',
  });
});

test('URL query: scenarios and faults', async () => {
  applyUrlQuery('?mock-scenario=empty-company&mock-fail=MqttBrokerList:500:1&mock-malformed=RoleList:1:wrong-shape');
  expect(rows(await call('GroupTypeList', { token }))).toEqual([]);
  expect((await call('MqttBrokerList', { token })).status).toBe(500);
  expect(rows(await call('MqttBrokerList', { token }))).toEqual([]);
  expect((await call('RoleList', { token })).json).toMatchObject({ unexpected: true });
  // The same query is not re-armed by a reload...
  applyUrlQuery('?mock-scenario=empty-company&mock-fail=MqttBrokerList:500:1&mock-malformed=RoleList:1:wrong-shape');
  expect((await call('MqttBrokerList', { token })).status).toBe(200);
  // ...unless mock-reset asks for it.
  applyUrlQuery('?mock-reset&mock-fail=MqttBrokerList:503:1');
  expect((await call('MqttBrokerList', { token })).status).toBe(503);
  expect(rows(await call('GroupTypeList', { token })).length).toBe(6);
});

test('api-down and expired-session scenarios', async () => {
  mockControl.scenario('expired-session');
  expect((await call('MyUser', { token })).status).toBe(401);
  mockControl.reset();
  getDb().tokens.forEach((t) => (t.expiresOn = new Date(Date.now() + 60_000).toISOString()));
  mockControl.scenario('api-down');
  expect((await fetch('http://localhost:3000/api/')).status).toBe(503);
});
