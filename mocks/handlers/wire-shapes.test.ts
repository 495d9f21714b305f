import { operationOf, unknownBodyProperty } from '../platform/schema';
import { demoTokens, resetMockDb, server } from '../node';
import { call, type CallOptions } from '../test-client';

/**
 * Every answer of the mock names only fields the platform's resource has (mocks/platform: the platform's OpenAPI digest
 * plus what docs/API.md chooses), so the app cannot come to rely on an invented one.
 */

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => resetMockDb());
afterAll(() => server.close());

const admin = demoTokens.admin.secretId;
const user = demoTokens.user.secretId;

const READS: [string, CallOptions][] = [
  ['MyUser', {}],
  ['CompanyList', {}],
  ['MyCompany', {}],
  ['Company', { params: { publicId: 'c-acme' } }],
  ['MySector', {}],
  ['AccessTokenList', {}],
  ['GroupTypeList', {}],
  ['GroupType', { params: { publicId: 'gt-001' } }],
  ['GroupList', {}],
  ['Group', { params: { publicId: 'g-006' } }],
  ['AssetTypeList', {}],
  ['AssetList', {}],
  ['AgentList', {}],
  ['Agent', { params: { publicId: 'ag-001' } }],
  ['AgentAccessRequestList', { token: user, params: { agentId: 'ag-002' } }],
  ['AgentAccessRequestApproverList', { params: { agentId: 'ag-002' } }],
  ['MessageList', {}],
  ['Message', { params: { publicId: 'msg-0001' } }],
  ['UserList', {}],
  ['User', { params: { publicId: 'u-user' } }],
  ['UserMembershipList', {}],
  ['InviteList', {}],
  ['Invite', { params: { publicId: 'inv-c001' } }],
  ['RoleList', {}],
  ['AudienceList', {}],
  ['TranslationList', {}],
  ['PageList', {}],
  ['PageVersion', { params: { publicId: 'pv-001-pub' } }],
  ['LicenceTypeList', {}],
  ['LicenceList', {}],
  ['LicenceBundleList', {}],
  ['AppList', {}],
  ['CustomPropertyList', {}],
  ['MqttBrokerList', {}],
  ['MyCompanyPlatformServerList', {}],
  ['AuditLogList', {}],
  ['TrustedDeviceList', {}],
  ['MyUserInviteList', { token: user }],
  ['SsoIdentityProviderList', {}],
  ['BrandingList', { headers: { 'Api-Branding': '.localhost' } }],
  ['MenuItemList', {}],
  ['MenuItem', { params: { publicId: 'mi-acme-1' } }],
];

test.each(READS)('%s answers with the platform’s fields only', async (rel, options) => {
  const shape = operationOf(rel, 'GET');
  expect(shape, `${rel} is a platform rel`).toBeDefined();
  const result = await call(rel, { token: admin, query: { 'page-size': '4000' }, ...options });
  expect(result.status).toBe(200);
  const data = result.json?.data;
  expect(Array.isArray(data) ? data.length : 1).toBeGreaterThan(0);
  expect(unknownBodyProperty(data, shape?.data)).toBeNull();
});

test('VpnUsageList answers with the platform’s fields only', async () => {
  const body = { aggregator: 'monthly', after: '2026-09-01T00:00:00Z', before: '2026-12-01T00:00:00Z' };
  const result = await call('VpnUsageList', { token: admin, method: 'POST', body });
  expect(result.status).toBe(201);
  expect(result.json?.data).toEqual(
    expect.arrayContaining([expect.objectContaining({ year: 2026, month: 10, day: null, hour: null })]),
  );
  expect(unknownBodyProperty(result.json?.data, operationOf('VpnUsageList', 'POST')?.data)).toBeNull();
});
