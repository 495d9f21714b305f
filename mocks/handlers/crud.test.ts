import { demoTokens, resetMockDb, server } from '../node';
import { call, item, rows, type CallOptions } from '../test-client';

const admin = demoTokens.admin.secretId;
const asAdmin = (options: CallOptions = {}): CallOptions => ({ token: admin, ...options });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => resetMockDb());
afterAll(() => server.close());

describe('fields', () => {
  test('returns only the selected fields; absent fields are absent', async () => {
    const result = await call('GroupTypeList', asAdmin({ query: { fields: 'name,publicId' } }));
    expect(result.status).toBe(200);
    expect(result.json?.type).toBe('GroupTypeList');
    for (const row of rows(result)) expect(Object.keys(row).sort()).toEqual(['name', 'publicId']);
  });

  test('selects nested fields with dots and whole objects with (*)', async () => {
    const agents = rows(
      await call(
        'AgentList',
        asAdmin({ query: { fields: 'name,servers.publicId,activeVpnSession(*)', 'page-size': '60' } }),
      ),
    );
    const withSession = agents.find((a) => a.activeVpnSession);
    const session = withSession?.activeVpnSession as { rscServer: Record<string, unknown>; vpnAddress: unknown };
    expect(Object.keys(session).sort()).toEqual(['closed', 'rscServer', 'sessionName', 'startedOn', 'vpnAddress']);
    expect(Object.keys(session.rscServer).sort()).toEqual(['name', 'publicId']);
    expect(typeof session.vpnAddress).toBe('string');
    const servers = agents[0]?.servers as Record<string, unknown>[];
    expect(servers.length).toBeGreaterThan(0);
    for (const server of servers) expect(Object.keys(server)).toEqual(['publicId']);
    const translation = rows(
      await call('TranslationList', asAdmin({ query: { fields: '*,languages(*)', 'page-size': '1' } })),
    )[0];
    expect(translation).toEqual({
      publicId: expect.any(String) as unknown,
      key: expect.any(String) as unknown,
      languages: expect.objectContaining({ en: expect.any(String) as unknown }) as unknown,
    });
  });

  test('never leaks internal fields', async () => {
    const users = rows(await call('UserList', asAdmin({ query: { fields: '*', 'page-size': '100' } })));
    for (const user of users) expect(Object.keys(user).some((k) => k.startsWith('_') || k === 'password')).toBe(false);
  });
});

describe('paging', () => {
  test('defaults to 20 and follows moreAfter over the whole list without gaps or repeats', async () => {
    const first = await call('TranslationList', asAdmin());
    expect(rows(first)).toHaveLength(20);
    const seen: string[] = [];
    let after: string | null = null;
    let pages = 0;
    do {
      const query: Record<string, string> = { 'page-size': '50', fields: 'publicId' };
      if (after) query['page-after'] = after;
      const page = await call('TranslationList', asAdmin({ query }));
      seen.push(...rows(page).map((r) => String(r.publicId)));
      after = page.json?.moreAfter ?? null;
      pages += 1;
    } while (after);
    expect(seen.length).toBeGreaterThan(250);
    expect(new Set(seen).size).toBe(seen.length);
    expect(pages).toBe(Math.ceil(seen.length / 50));
  });

  test('caps the page size at 4000 and rejects a bad cursor', async () => {
    const all = await call('TranslationList', asAdmin({ query: { 'page-size': '99999' } }));
    expect(all.json?.moreAfter).toBeNull();
    const bad = await call('TranslationList', asAdmin({ query: { 'page-after': 'nonsense' } }));
    expect(bad.status).toBe(400);
    expect(bad.json?.data).toEqual([{ message: 'Invalid cursor', propertyName: 'page-after' }]);
  });
});

describe('filters', () => {
  const agents = async (...filters: string[]): Promise<Record<string, unknown>[]> =>
    rows(await call('AgentList', asAdmin({ query: { filters, 'page-size': '4000', fields: '*' } })));

  test('eq, ne and in on plain and dotted paths', async () => {
    const all = await agents();
    expect(all).toHaveLength(40);
    const locked = await agents('eq(vpnLocked,"true")');
    expect(locked.length).toBeGreaterThan(0);
    expect(locked.every((a) => a.vpnLocked === true)).toBe(true);
    expect((await agents('ne(vpnLocked,"true")')).length).toBe(all.length - locked.length);
    const byServer = await agents('eq(servers.publicId,"ag-001-vpn")');
    expect(byServer.map((a) => a.publicId)).toEqual(['ag-001']);
    const picked = await agents('in(publicId,"ag-001","ag-003","nope")');
    expect(picked.map((a) => a.publicId).sort()).toEqual(['ag-001', 'ag-003']);
    const others = await agents('ni(publicId,"ag-001","ag-003","nope")');
    expect(others).toHaveLength(all.length - 2);
    expect(others.map((a) => a.publicId)).not.toContain('ag-001');
    const controlled = await agents('eq(controlledBy.publicId,"c-north")');
    expect(controlled.map((a) => a.publicId)).toEqual(['ag-004']);
  });

  test('isnull, isnotnull and contains (a case-insensitive substring)', async () => {
    const all = await agents();
    const noSession = await agents('isnull(activeVpnSession)');
    expect(noSession.length).toBeGreaterThan(0);
    expect(noSession.every((a) => a.activeVpnSession === null || a.activeVpnSession === undefined)).toBe(true);
    const withSession = await agents('isnotnull(activeVpnSession)');
    expect(withSession.length).toBe(all.length - noSession.length);
    expect(withSession.every((a) => typeof a.activeVpnSession === 'object' && a.activeVpnSession !== null)).toBe(true);
    const kiln = await agents('contains(name,"KILN")');
    expect(kiln.length).toBeGreaterThan(0);
    expect(kiln.every((a) => String(a.name).toLowerCase().includes('kiln'))).toBe(true);
    const middle = await agents('contains(name,"TTLING plc rOT")');
    expect(middle.map((a) => a.name)).toEqual(['Bottling PLC Rotterdam 01']);
    expect(await agents('contains(name,"*")')).toEqual([]);
  });

  test('like is not a platform operator: 400 on filters', async () => {
    const result = await call('AgentList', asAdmin({ query: { filters: 'like(name,"*kiln*")' } }));
    expect(result.status).toBe(400);
    expect(result.json?.data).toEqual([{ message: 'Invalid filter: like(name,"*kiln*")', propertyName: 'filters' }]);
  });

  test('dates compare as ISO instants: gt, gte, lt, lte, between; several filters must all hold', async () => {
    const requests = async (...filters: string[]): Promise<Record<string, unknown>[]> =>
      rows(await call('AccessRequestApprovalList', asAdmin({ query: { filters, 'page-size': '4000' } })));
    const all = await requests();
    const pivot = '2026-11-10T00:00:00Z';
    const after = await requests(`gt(start,"${pivot}")`);
    const before = await requests(`lte(start,"${pivot}")`);
    expect(after.length + before.length).toBe(all.length);
    expect(after.every((r) => Date.parse(String(r.start)) > Date.parse(pivot))).toBe(true);
    expect((await requests(`gte(start,"${pivot}")`)).length).toBeGreaterThanOrEqual(after.length);
    expect((await requests(`lt(start,"${pivot}")`)).every((r) => Date.parse(String(r.start)) < Date.parse(pivot))).toBe(
      true,
    );
    const window = await requests('between(start,"2026-11-01T00:00:00Z","2026-11-15T00:00:00Z")');
    expect(window.every((r) => String(r.start) >= '2026-11-01' && String(r.start) <= '2026-11-15T00:00:00.000Z')).toBe(
      true,
    );
    const now = new Date().toISOString();
    const current = await requests(
      'eq(user.publicId,"u-user")',
      'eq(status,"approved")',
      `lte(start,"${now}")`,
      `gte(end,"${now}")`,
    );
    expect(current.length).toBe(2);
    expect(
      current.every((r) => r.status === 'approved' && (r.user as { publicId: string }).publicId === 'u-user'),
    ).toBe(true);
  });

  test('a malformed filter is a 400 on filters', async () => {
    const result = await call('AgentList', asAdmin({ query: { filters: 'eq(name,unquoted)' } }));
    expect(result.status).toBe(400);
    expect(result.json).toMatchObject({
      type: 'Error',
      status: 'error',
      moreAfter: null,
      data: [{ propertyName: 'filters' }],
    });
  });
});

test('order-by ascending and descending', async () => {
  const names = rows(
    await call('AgentList', asAdmin({ query: { 'order-by': 'name', 'page-size': '100', fields: 'name' } })),
  ).map((r) => String(r.name));
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true })));
  const starts = rows(
    await call('AccessRequestApprovalList', asAdmin({ query: { 'order-by': '-start', 'page-size': '100' } })),
  ).map((r) => Date.parse(String(r.start)));
  expect(starts).toEqual([...starts].sort((a, b) => b - a));
});

describe('create, read, update, delete', () => {
  test('POST of one object answers 201 with data {publicId} only; the new type gets the next order', async () => {
    const created = await call('GroupTypeList', asAdmin({ method: 'POST', body: { name: 'Zone', color: '#123456' } }));
    expect(created.status).toBe(201);
    expect(created.json?.type).toBe('GroupType');
    expect(created.json?.data).toEqual({ publicId: expect.any(String) as unknown });
    const { publicId } = item(created);
    const read = await call('GroupType', asAdmin({ params: { publicId: String(publicId) } }));
    expect(item(read)).toMatchObject({ publicId, name: 'Zone', color: '#123456', order: 6000 });
  });

  test('POST of an array answers 201 with data [{publicId}] in the order sent', async () => {
    const created = await call(
      'GroupTypeList',
      asAdmin({ method: 'POST', body: [{ name: 'Zone A' }, { name: 'Zone B' }] }),
    );
    expect(created.status).toBe(201);
    expect(created.json?.data).toEqual([
      { publicId: expect.any(String) as unknown },
      { publicId: expect.any(String) as unknown },
    ]);
    const names = await Promise.all(
      rows(created).map(
        async (r) => item(await call('GroupType', asAdmin({ params: { publicId: String(r.publicId) } }))).name,
      ),
    );
    expect(names).toEqual(['Zone A', 'Zone B']);
  });

  test('PATCH and DELETE of one item answer 200 with data null', async () => {
    const patched = await call(
      'GroupType',
      asAdmin({ method: 'PATCH', params: { publicId: 'gt-002' }, body: { name: 'Renamed' } }),
    );
    expect(patched.status).toBe(200);
    expect(patched.json).toMatchObject({ status: 'success', data: null });
    expect(item(await call('GroupType', asAdmin({ params: { publicId: 'gt-002' } }))).name).toBe('Renamed');
    const created = item(await call('GroupTypeList', asAdmin({ method: 'POST', body: { name: 'Short-lived' } })));
    const deleted = await call(
      'GroupType',
      asAdmin({ method: 'DELETE', params: { publicId: String(created.publicId) } }),
    );
    expect(deleted.status).toBe(200);
    expect(deleted.json).toMatchObject({ status: 'success', data: null });
  });

  test('unknown publicId is 404 Not found', async () => {
    const result = await call('GroupType', asAdmin({ params: { publicId: 'does-not-exist' } }));
    expect(result.status).toBe(404);
    expect(result.json).toEqual({ type: 'Error', data: [{ message: 'Not found' }], moreAfter: null, status: 'error' });
  });

  test("another company's row is not found either", async () => {
    const result = await call('GroupType', asAdmin({ params: { publicId: 'gt-n001' } }));
    expect(result.status).toBe(404);
    const north = await call('GroupType', asAdmin({ params: { publicId: 'gt-n001' }, company: 'c-north' }));
    expect(north.status).toBe(200);
  });

  test('validation: required 400 and duplicate 409 with propertyName', async () => {
    const missing = await call('GroupTypeList', asAdmin({ method: 'POST', body: { color: '#123456' } }));
    expect(missing.status).toBe(400);
    expect(missing.json?.data).toEqual([{ message: 'Required property', propertyName: 'name' }]);
    const tooLong = await call(
      'GroupTypeList',
      asAdmin({ method: 'POST', body: { name: 'x'.repeat(256), color: '#123456' } }),
    );
    expect(tooLong.status).toBe(400);
    const duplicate = await call(
      'GroupTypeList',
      asAdmin({ method: 'POST', body: { name: ' site ', color: '#123456' } }),
    );
    expect(duplicate.status).toBe(409);
    expect(duplicate.json?.data).toEqual([{ message: 'Name already in use', propertyName: 'name' }]);
    const rename = await call(
      'GroupType',
      asAdmin({ method: 'PATCH', params: { publicId: 'gt-002' }, body: { name: 'Site' } }),
    );
    expect(rename.status).toBe(409);
  });

  test('group type delete is refused while a group uses it, allowed otherwise', async () => {
    const used = await call('GroupType', asAdmin({ method: 'DELETE', params: { publicId: 'gt-001' } }));
    expect(used.status).toBe(409);
    const created = item(
      await call('GroupTypeList', asAdmin({ method: 'POST', body: { name: 'Unused', color: '#abcdef' } })),
    );
    const removed = await call(
      'GroupType',
      asAdmin({ method: 'DELETE', params: { publicId: String(created.publicId) } }),
    );
    expect(removed.status).toBe(200);
    expect((await call('GroupType', asAdmin({ params: { publicId: String(created.publicId) } }))).status).toBe(404);
  });

  test('PATCH on a list reorders many; DELETE on a list removes many', async () => {
    const types = rows(await call('AssetTypeList', asAdmin()));
    const reversed = [...types].reverse().map((t, index) => ({ publicId: t.publicId, order: index * 1000 }));
    const patched = await call('AssetTypeList', asAdmin({ method: 'PATCH', body: reversed }));
    expect(patched.status).toBe(200);
    expect(patched.json?.data).toBeNull();
    const after = rows(await call('AssetTypeList', asAdmin({ query: { fields: 'publicId' } }))).map((t) => t.publicId);
    expect(after).toEqual(types.map((t) => t.publicId).reverse());

    const created = rows(
      await call(
        'TranslationList',
        asAdmin({
          method: 'POST',
          body: [
            { key: 'TEST.ONE', languages: { en: 'One' } },
            { key: 'TEST.TWO', languages: { en: 'Two' } },
          ],
        }),
      ),
    );
    expect(created).toHaveLength(2);
    const deleted = await call(
      'TranslationList',
      asAdmin({ method: 'DELETE', body: created.map((t) => ({ publicId: t.publicId })) }),
    );
    expect(deleted.status).toBe(200);
    expect(deleted.json?.data).toBeNull();
    expect(rows(await call('TranslationList', asAdmin({ query: { filters: 'contains(key,"test.")' } })))).toEqual([]);
  });

  test('translation rules: English required, key pattern, duplicates 409', async () => {
    const noEnglish = await call(
      'TranslationList',
      asAdmin({ method: 'POST', body: { key: 'a.b', languages: { de: 'x' } } }),
    );
    expect(noEnglish.json?.data).toEqual([{ message: 'Required language missing: en', propertyName: 'languages' }]);
    const badKey = await call(
      'TranslationList',
      asAdmin({ method: 'POST', body: { key: 'not a key', languages: { en: 'x' } } }),
    );
    expect(badKey.json?.data).toEqual([{ message: 'Value does not match regex expression', propertyName: 'key' }]);
    const batch = await call(
      'TranslationList',
      asAdmin({
        method: 'POST',
        body: [
          { key: 'DUP.KEY', languages: { en: 'x' } },
          { key: 'DUP.KEY', languages: { en: 'y' } },
        ],
      }),
    );
    expect(batch.status).toBe(409);
    // The second item is the duplicate (docs/API.md: listIndex points at the item of a bulk body that failed).
    expect(batch.json?.data).toEqual([{ message: 'Duplicate', propertyName: 'key', listIndex: 1 }]);
    expect(rows(await call('TranslationList', asAdmin({ query: { filters: 'eq(key,"DUP.KEY")' } })))).toEqual([]);
  });
});

describe('auth and permissions', () => {
  test('401 Unauthorized without a bearer or with an unknown one', async () => {
    for (const token of [undefined, 'wrong-secret']) {
      const result = await call('GroupTypeList', { token });
      expect(result.status).toBe(401);
      expect(result.json?.data).toEqual([{ message: 'Unauthorized' }]);
    }
  });

  test('writes need the permission: 403 for the translator on group types', async () => {
    const result = await call('GroupTypeList', {
      token: demoTokens.translator.secretId,
      method: 'POST',
      body: { name: 'Nope', color: '#000000' },
    });
    expect(result.status).toBe(403);
  });

  test('company-scoped data follows Api-Company', async () => {
    const acme = rows(await call('GroupTypeList', asAdmin()));
    const north = rows(await call('GroupTypeList', asAdmin({ company: 'c-north' })));
    expect(acme.map((t) => t.publicId)).toContain('gt-001');
    expect(north.map((t) => t.publicId)).toEqual(['gt-n001', 'gt-n002', 'gt-n003']);
    const foreign = await call('GroupTypeList', { token: demoTokens.user.secretId, company: 'c-north' });
    expect(foreign.status).toBe(403);
  });

  test('the demo user sees only the devices of their groups, with device-scoped permissions', async () => {
    const agents = rows(
      await call('AgentList', {
        token: demoTokens.user.secretId,
        query: { 'page-size': '100', fields: 'publicId,permissions' },
      }),
    );
    expect(agents.length).toBeGreaterThan(5);
    expect(agents.length).toBeLessThan(40);
    expect(agents.find((a) => a.publicId === 'ag-008')?.permissions).toEqual(['MANAGE_ACCESS_REQUESTS']);
    expect(agents.find((a) => a.publicId === 'ag-002')?.permissions).toEqual([]);
    // Whoever may write agents edits the device (MANAGE_AGENT, chosen here).
    const asAdmin = rows(
      await call('AgentList', {
        token: demoTokens.admin.secretId,
        query: { 'page-size': '5', fields: 'publicId,permissions' },
      }),
    );
    expect(asAdmin[0]?.permissions).toEqual(['MANAGE_AGENT', 'MANAGE_ACCESS_REQUESTS']);
  });
});
