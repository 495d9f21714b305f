import { demoTokens, resetMockDb, server } from '../node';
import { operationOf, platform } from '../platform/schema';
import { call, rows, type CallOptions } from '../test-client';
import { apiRoutes } from './index';
import { OFF_PLATFORM, routeKey, unknownField } from './strict';

const asAdmin = (options: CallOptions = {}): CallOptions => ({ token: demoTokens.admin.secretId, ...options });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => resetMockDb());
afterAll(() => server.close());

describe('bodies: a property the platform lacks is 400 Unknown property', () => {
  test('a top-level property', async () => {
    const result = await call(
      'GroupTypeList',
      asAdmin({ method: 'POST', body: { name: 'Zone', translationKey: 'ZONE' } }),
    );
    expect(result.status).toBe(400);
    expect(result.json).toEqual({
      type: 'Error',
      status: 'error',
      moreAfter: null,
      data: [{ message: 'Unknown property', propertyName: 'translationKey' }],
    });
  });

  test('inside a nested object, with its dotted path', async () => {
    const result = await call(
      'GroupType',
      asAdmin({ method: 'PATCH', params: { publicId: 'gt-002' }, body: { name: 'Site', color: { hex: '#123456' } } }),
    );
    expect(result.json?.data).toEqual([{ message: 'Unknown property', propertyName: 'color.hex' }]);
  });

  test('inside an array of objects', async () => {
    const body = {
      start: '2030-01-01T00:00:00Z',
      end: '2030-01-01T01:00:00Z',
      reason: 'x',
      servers: [{ publicId: 'ag-002-vpn', port: 1194 }],
      allowedApprovers: [],
    };
    const result = await call('AgentAccessRequestList', {
      token: demoTokens.user.secretId,
      method: 'POST',
      params: { agentId: 'ag-002' },
      body,
    });
    expect(result.status).toBe(400);
    expect(result.json?.data).toEqual([{ message: 'Unknown property', propertyName: 'servers.port' }]);
  });

  test('in an array body, with the listIndex of the item', async () => {
    const body = [
      { publicId: 'at-001', order: 0 },
      { publicId: 'at-002', order: 1000, memberCount: 3 },
    ];
    const result = await call('AssetTypeList', asAdmin({ method: 'PATCH', body }));
    expect(result.status).toBe(400);
    expect(result.json?.data).toEqual([{ message: 'Unknown property', propertyName: 'memberCount', listIndex: 1 }]);
  });

  test('a free-form object (custom) takes any key, and nothing is written when a body is refused', async () => {
    const ok = await call(
      'GroupType',
      asAdmin({
        method: 'PATCH',
        params: { publicId: 'gt-002' },
        body: { custom: { translationKey: 'SITE', any: { deep: [1] } } },
      }),
    );
    expect(ok.status).toBe(200);
    const refused = await call(
      'GroupType',
      asAdmin({ method: 'PATCH', params: { publicId: 'gt-002' }, body: { name: 'Never', nope: true } }),
    );
    expect(refused.status).toBe(400);
    expect(rows(await call('GroupTypeList', asAdmin({ query: { filters: 'eq(name,"Never")' } })))).toEqual([]);
  });

  test('a call without a body on the platform takes no properties', async () => {
    const result = await call(
      'AudienceDefault',
      asAdmin({ method: 'POST', params: { publicId: 'au-acme-2' }, body: { default: true } }),
    );
    expect(result.status).toBe(400);
    expect(result.json?.data).toEqual([{ message: 'Unknown property', propertyName: 'default' }]);
    expect(
      (await call('AudienceDefault', asAdmin({ method: 'POST', params: { publicId: 'au-acme-2' }, body: {} }))).status,
    ).toBe(201);
  });
});

describe('query: fields, filters and order-by name paths of the answer', () => {
  test('an unknown fields entry is 400 on fields; *, x(*) and known nested paths pass', async () => {
    const bad = await call('GroupTypeList', asAdmin({ query: { fields: 'publicId,name,translationKey' } }));
    expect(bad.status).toBe(400);
    expect(bad.json?.data).toEqual([{ message: 'Invalid fields: translationKey', propertyName: 'fields' }]);
    const nested = await call(
      'AgentList',
      asAdmin({ query: { fields: 'publicId,activeVpnSession(rscServer(name,bogus))' } }),
    );
    expect(nested.json?.data).toEqual([
      { message: 'Invalid fields: activeVpnSession.rscServer.bogus', propertyName: 'fields' },
    ]);
    for (const fields of ['*', 'publicId,custom.translationKey', 'custom(*)', 'publicId,name,order,color,custom']) {
      expect((await call('GroupTypeList', asAdmin({ query: { fields } }))).status, fields).toBe(200);
    }
    expect(
      (await call('AgentList', asAdmin({ query: { fields: 'name,servers.publicId,activeVpnSession(*),permissions' } })))
        .status,
    ).toBe(200);
  });

  test('a filter on a path the answer lacks is 400 on filters', async () => {
    const result = await call('AgentList', asAdmin({ query: { filters: 'eq(online,"true")' } }));
    expect(result.status).toBe(400);
    expect(result.json?.data).toEqual([{ message: 'Invalid filter: eq(online,"true")', propertyName: 'filters' }]);
    expect(
      (await call('AgentList', asAdmin({ query: { filters: 'isnotnull(activeVpnSession.rscServer.publicId)' } })))
        .status,
    ).toBe(200);
  });

  test('operators the platform lacks are 400 on filters, whatever the path', async () => {
    for (const filters of ['like(name,"*a*")', 'startswith(name,"a")', 'regex(name,"a")']) {
      const result = await call('AgentList', asAdmin({ query: { filters } }));
      expect(result.status, filters).toBe(400);
      expect(result.json?.data, filters).toEqual([{ message: `Invalid filter: ${filters}`, propertyName: 'filters' }]);
    }
  });

  test('an order-by on a path the answer lacks is 400 on order-by', async () => {
    const result = await call('AgentList', asAdmin({ query: { 'order-by': 'name,-memberCount' } }));
    expect(result.status).toBe(400);
    expect(result.json?.data).toEqual([{ message: 'Invalid order-by: memberCount', propertyName: 'order-by' }]);
  });

  test('unknownField walks arrays, nested selections and free-form values', () => {
    const shape = {
      publicId: 'string',
      servers: [{ publicId: 'string', name: 'string' }],
      custom: 'object',
      type: { name: 'string' },
    };
    expect(
      unknownField('publicId,servers.name,servers(publicId,name),custom.anything.deep,type(*),*', shape),
    ).toBeNull();
    expect(unknownField('servers.port', shape)).toBe('servers.port');
    expect(unknownField('type(name,color)', shape)).toBe('type.color');
    expect(unknownField('publicId.x', shape)).toBe('publicId.x');
  });
});

describe('rels and methods', () => {
  test('a method the platform lacks on a rel it has is 405; a rel it lacks is 404', async () => {
    const patch = await call('LicenceType', asAdmin({ method: 'PATCH', params: { publicId: 'lt-001' }, body: {} }));
    expect(patch.status).toBe(405);
    expect(patch.json?.data).toEqual([{ message: 'Method not allowed' }]);
    const translation = await call('Translation', asAdmin({ params: { publicId: 'tr-001' } }));
    expect(translation.status).toBe(404);
  });

  test('the rels docs/API.md chooses where the platform has none are known', () => {
    for (const rel of ['MyPermissionList', 'MyUserAccessRequestList', 'AccessRequestApprovalList', 'AppList'])
      expect(operationOf(rel, 'GET'), rel).toBeDefined();
    expect(operationOf('AgentAccessRequestAuthenticatedRevoke', 'POST')).toBeDefined();
    expect(operationOf('MyCompanyList', 'GET')).toBeUndefined();
  });

  test('every route served off the platform is still served and really off the platform', () => {
    const served = new Set(apiRoutes.map(routeKey));
    for (const key of Object.keys(OFF_PLATFORM)) {
      expect(served.has(key), key).toBe(true);
      const [rel = '', method = ''] = key.split(' ');
      expect(platform[rel]?.[method], key).toBeUndefined();
    }
  });
});
