import { getDb } from '../db/store';
import { demoTokens, mockControl, resetMockDb, server } from '../node';
import { call, rows } from '../test-client';

const token = demoTokens.admin.secretId;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => resetMockDb());
afterAll(() => server.close());

type Entry = {
  publicId: string;
  action: string;
  time: string;
  target: string;
  topic: Record<string, string | null>;
  actor: { type: string; resource: { publicId: string } };
  request: { geoLocation: unknown };
};
const list = async (query: Record<string, string | string[]>) => {
  const result = await call('AuditLogList', { token, query });
  expect(result.status).toBe(200);
  return { items: rows(result) as Entry[], moreAfter: result.json?.moreAfter ?? null };
};

describe('audit trail', () => {
  test('Acme has a few thousand entries of every kind, the newest within the last day', () => {
    const acme = getDb().auditLogs.filter((e) => e._companyId === 'c-acme');
    expect(acme.length).toBeGreaterThan(2000);
    expect(new Set(acme.map((e) => e.action))).toEqual(new Set(['CREATE', 'UPDATE', 'DELETE', 'TRIGGER']));
    expect(new Set(acme.map((e) => e.actor.type))).toEqual(
      new Set(['agent', 'support', 'client', 'webshopintegration', 'scim-provisioning']),
    );
    expect(new Set(acme.map((e) => e.target)).size).toBeGreaterThan(8);
    expect(acme.some((e) => e.topic.asset) && acme.some((e) => e.topic.user) && acme.some((e) => e.topic.agent)).toBe(
      true,
    );
    expect(acme.some((e) => e.request.geoLocation) && acme.some((e) => !e.request.geoLocation)).toBe(true);
    expect(Date.now() - Math.max(...acme.map((e) => Date.parse(e.time)))).toBeLessThan(24 * 3600_000);
    expect(acme.filter((e) => e.action === 'CREATE').every((e) => e.before === null)).toBe(true);
    expect(acme.filter((e) => e.action === 'DELETE').every((e) => e.after === null)).toBe(true);
  });

  test('newest first, paged with moreAfter, filtered in the API syntax (topic ids as topic.<x>.publicId)', async () => {
    const first = await list({ 'page-size': '50', 'order-by': '-time' });
    expect(first.items).toHaveLength(50);
    expect(first.items.map((e) => e.time)).toEqual([...first.items.map((e) => e.time)].sort().reverse());
    const second = await list({ 'page-size': '50', 'order-by': '-time', 'page-after': String(first.moreAfter) });
    expect((second.items[0]?.time ?? '') <= (first.items[49]?.time ?? '')).toBe(true);

    const agentId = first.items.find((e) => e.topic.agent)?.topic.agent ?? '';
    const filters = [
      'in(action,"UPDATE","DELETE")',
      'contains(target,"agent")',
      `eq(topic.agent,"${agentId}")`,
      'between(time,"2000-01-01T00:00:00Z","2100-01-01T00:00:00Z")',
    ];
    const { items } = await list({ 'page-size': '4000', filters });
    expect(items.length).toBeGreaterThan(0);
    expect(
      items.every(
        (e) => ['UPDATE', 'DELETE'].includes(e.action) && /agent/i.test(e.target) && e.topic.agent === agentId,
      ),
    ).toBe(true);
    const actor = (await list({ 'page-size': '4000', filters: ['eq(actor.resource.publicId,"u-admin")'] })).items;
    expect(actor.length).toBeGreaterThan(0);
    expect(actor.every((e) => e.actor.resource.publicId === 'u-admin')).toBe(true);
  });

  test('a device filter names the id itself: topic.agent is a string on the platform', async () => {
    const result = await call('AuditLogList', { token, query: { filters: 'eq(topic.agent.publicId,"ag-001")' } });
    expect(result.status).toBe(400);
  });

  test('the export is a CSV of every entry the same filters keep', async () => {
    const result = await call('AuditLogExport', {
      token,
      query: { filters: ['in(action,"DELETE")', 'contains(target,"group")'] },
    });
    expect(result.status).toBe(200);
    expect(result.response.headers.get('Content-Type')).toMatch(/^text\/csv/);
    const lines = (await result.response.text()).trim().split('\r\n');
    expect(lines[0]).toBe('time,action,actorType,actor,target,user,agent,asset,ipAddress,application,before,after');
    const expected = getDb().auditLogs.filter(
      (e) => e._companyId === 'c-acme' && e.action === 'DELETE' && /group/i.test(e.target),
    );
    expect(lines).toHaveLength(expected.length + 1);
    expect(lines.slice(1).every((line) => line.split(',')[1] === 'DELETE')).toBe(true);
  });

  test('needs USE_AUDIT_LOGS; empty-company leaves Acme none', async () => {
    expect((await call('AuditLogList', { token: demoTokens.user.secretId })).status).toBe(403);
    expect((await call('AuditLogExport', { token: demoTokens.user.secretId })).status).toBe(403);
    mockControl.scenario('empty-company');
    expect((await list({})).items).toEqual([]);
  });
});
