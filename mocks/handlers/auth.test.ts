import { demoAccounts, demoTokens, mockControl, resetMockDb, server } from '../node';
import { call, discover, item, rows } from '../test-client';

const basic = (email: string, otp: string, password: string): string =>
  `Basic ${btoa(String.fromCharCode(...new TextEncoder().encode(`${email}:${otp}:${password}`)))}`;

const signIn = (email: string, otp: string, password: string, expiresIn = 3600) =>
  call('AccessTokenList', {
    method: 'POST',
    headers: { Authorization: basic(email, otp, password) },
    query: { fields: 'publicId,secretId,expiresOn,user.publicId,user.name' },
    body: { expiresIn },
  });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => resetMockDb());
afterAll(() => server.close());

test('discovery lists every rel with absolute hrefs, at /api and /api/', async () => {
  const links = await discover(true);
  const required = [
    'AccessTokenList',
    'AccessToken',
    'MyUser',
    'CompanyList',
    'Company',
    'MyCompany',
    'MySector',
    'MyPermissionList',
    'BrandingList',
    'SsoIdentityProviderList',
    'UserList',
    'User',
    'MyUserInviteList',
    'MyUserInvite',
    'GroupTypeList',
    'GroupType',
    'GroupList',
    'Group',
    'AssetTypeList',
    'AssetType',
    'AssetList',
    'Asset',
    'AgentList',
    'Agent',
    'AgentAccessRequestList',
    'AgentAccessRequestApproverList',
    'AgentRateLimitReset',
    'AccessRequestApprovalList',
    'RoleList',
    'Role',
    'AudienceList',
    'Audience',
    'AudienceDefault',
    'TranslationList',
    'PageList',
    'Page',
    'PageVersion',
    'PageDraft',
    'MessageList',
    'Message',
    'LicenceTypeList',
    'LicenceList',
    'AppList',
    'AppInstall',
    'CustomPropertyList',
    'MyCompanyCustomPropertyList',
    'MyCompanyCustomProperty',
    'MqttBrokerList',
    'MqttBroker',
    'MyCompanyPlatformServerList',
    'AuditLogList',
    'VpnUsageList',
    'AgentVpnUsageList',
    'UserMembershipList',
    'UserMembershipUserList',
    'TrustedDeviceList',
    'TrustedDevice',
    'MessageAll',
    'RolePermissionList',
    'RoleAudienceList',
    'PageVersionList',
    'AppUninstall',
  ];
  for (const rel of required) expect(links.get(rel), rel).toMatch(/^http:\/\/localhost:3000\/api\//);
  expect(links.get('GroupType')).toBe('http://localhost:3000/api/group-types/{publicId}');
  expect(links.get('AgentAccessRequestList')).toBe('http://localhost:3000/api/agents/{agentId}/access-requests');
  const bare = await fetch('http://localhost:3000/api');
  expect(((await bare.json()) as { type: string }).type).toBe('Discovery');
});

describe('sign-in', () => {
  test('password sign-in answers 201 with the requested fields', async () => {
    const result = await signIn('admin@acme.test', '', 'admin-demo-1');
    expect(result.status).toBe(201);
    const token = item(result);
    expect(Object.keys(token).sort()).toEqual(['expiresOn', 'publicId', 'secretId', 'user']);
    expect(token.user).toEqual({ publicId: 'u-admin', name: 'Ada Admin' });
    const expires = Date.parse(String(token.expiresOn)) - Date.now();
    expect(expires).toBeGreaterThan(3500_000);
    expect(expires).toBeLessThanOrEqual(3600_000);
    const me = await call('MyUser', { token: String(token.secretId) });
    expect(item(me)).toMatchObject({ publicId: 'u-admin', emailAddress: 'admin@acme.test' });
    // The platform's MyUser has no companies: they come from CompanyList.
    expect(item(me)).not.toHaveProperty('companies');
    expect(item(me).unreadMessagesCount).toEqual(expect.any(Number));
    const companies = rows(
      await call('CompanyList', { token: String(token.secretId), query: { fields: 'publicId,name' } }),
    );
    expect(companies).toEqual([
      { publicId: 'c-acme', name: 'Acme Industrial' },
      { publicId: 'c-north', name: 'Northwind Controls' },
      { publicId: 'c-helix', name: 'Helix Automation GmbH' },
    ]);
    expect(
      item(
        await call('MyCompany', {
          token: String(token.secretId),
          company: 'c-north',
          query: { fields: 'publicId,customTermsOfUse' },
        }),
      ),
    ).toEqual({
      publicId: 'c-north',
      customTermsOfUse: 'sector',
    });
  });

  test('wrong credentials are 401 Invalid credentials', async () => {
    for (const [email, password] of [
      ['admin@acme.test', 'wrong'],
      ['nobody@acme.test', 'admin-demo-1'],
    ] as const) {
      const result = await signIn(email, '', password);
      expect(result.status).toBe(401);
      expect(result.json?.data).toEqual([{ message: 'Invalid credentials' }]);
    }
  });

  test('two-factor account: OTP required, OTP failed, then success', async () => {
    const { email, password, otp } = demoAccounts.secure;
    expect((await signIn(email, '', password)).json?.data).toEqual([{ message: 'One-Time Password required' }]);
    const failed = await signIn(email, '000000', password);
    expect(failed.status).toBe(401);
    expect(failed.json?.data).toEqual([{ message: 'One-Time Password failed' }]);
    const ok = await signIn(email, otp ?? '', password);
    expect(ok.status).toBe(201);
  });

  test('trustedDeviceName makes the signing-in browser a trusted device of the person, once per device identifier', async () => {
    const trusted = (deviceName: unknown) =>
      call('AccessTokenList', {
        method: 'POST',
        headers: {
          Authorization: basic('secure@acme.test', '246810', 'secure-demo-1'),
          'Api-Device-Identifier': 'browser-7',
          'User-Agent': 'Firefox',
        },
        query: { fields: 'publicId,secretId' },
        body: { expiresIn: 3600, trustedDeviceName: deviceName },
      });
    const first = await trusted('Firefox on Linux');
    expect(first.status).toBe(201);
    await trusted('Work laptop');
    const devices = rows(
      await call('TrustedDeviceList', {
        token: String(item(first).secretId),
        headers: { 'Api-Device-Identifier': 'browser-7' },
        query: { fields: 'name,userAgent' },
      }),
    );
    expect(devices.filter((d) => d.name === 'Work laptop' || d.name === 'Firefox on Linux')).toEqual([
      { name: 'Work laptop', userAgent: 'Firefox' },
    ]);
    expect((await trusted('  ')).status).toBe(400);
    // The trusted browser signs in without the one-time password; another browser still needs it.
    const again = (deviceIdentifier: string) =>
      call('AccessTokenList', {
        method: 'POST',
        headers: {
          Authorization: basic('secure@acme.test', '', 'secure-demo-1'),
          'Api-Device-Identifier': deviceIdentifier,
        },
        body: { expiresIn: 3600 },
      });
    expect((await again('browser-7')).status).toBe(201);
    expect((await again('browser-8')).json?.data).toEqual([{ message: 'One-Time Password required' }]);
  });

  test('a password containing colons is split on the first two colons only', async () => {
    mockControl.setPermissions('user@acme.test', 'c-acme', ['USE_ACCESS_REQUESTS']);
    const user = (await import('../db/store')).getDb().users.find((u) => u.emailAddress === 'user@acme.test');
    if (user) user._password = 'a:b:c';
    expect((await signIn('user@acme.test', '', 'a:b:c')).status).toBe(201);
  });

  test('jump-start exchange: a live bearer makes a new token; DELETE revokes the old one', async () => {
    const temporary = mockControl.issueToken('user@acme.test', 60);
    const exchanged = await call('AccessTokenList', {
      method: 'POST',
      token: temporary.secretId,
      body: { expiresIn: 2592000 },
      query: { fields: 'publicId,secretId,expiresOn' },
    });
    expect(exchanged.status).toBe(201);
    const fresh = item(exchanged);
    expect(fresh.secretId).not.toBe(temporary.secretId);
    expect(Date.parse(String(fresh.expiresOn)) - Date.now()).toBeGreaterThan(29 * 86_400_000);
    const removed = await call('AccessToken', {
      method: 'DELETE',
      token: String(fresh.secretId),
      params: { publicId: temporary.publicId },
    });
    expect(removed.status).toBe(200);
    expect(removed.json?.data).toBeNull();
    expect((await call('MyUser', { token: temporary.secretId })).status).toBe(401);
    expect(item(await call('MyUser', { token: String(fresh.secretId) })).name).toBe('Umar User');
  });

  test('expired tokens are 401', async () => {
    const token = mockControl.issueToken('admin@acme.test', -1);
    expect((await call('MyUser', { token: token.secretId })).status).toBe(401);
  });
});

test('MyPermissionList follows the selected company and setPermissions', async () => {
  const ids = async (company?: string): Promise<unknown[]> =>
    rows(
      await call('MyPermissionList', { token: demoTokens.admin.secretId, company, query: { 'page-size': '100' } }),
    ).map((p) => p.publicId);
  expect(await ids()).toHaveLength(20);
  expect(await ids('c-north')).toContain('MANAGE_GROUP_TYPES');
  expect(await ids('c-north')).not.toContain('MANAGE_TRANSLATIONS');
  expect(rows(await call('MyPermissionList', { token: demoTokens.secure.secretId }))).toEqual([
    { publicId: 'MANAGE_GROUPS' },
    { publicId: 'MANAGE_GROUP_TYPES' },
  ]);
  mockControl.setPermissions('admin@acme.test', 'c-north', ['USE_AUDIT_LOGS']);
  expect(await ids('c-north')).toEqual(['USE_AUDIT_LOGS']);
});

test('BrandingList needs no token and matches the Api-Branding host', async () => {
  const local = await call('BrandingList', { headers: { 'Api-Branding': '.localhost' } });
  expect(local.status).toBe(200);
  expect(rows(local)[0]).toMatchObject({
    fqdn: 'localhost',
    theme: { pageColor: expect.any(String) as unknown, cardColor: expect.any(String) as unknown },
  });
  expect(rows(await call('BrandingList', { headers: { 'Api-Branding': '127.0.0.1' } }))).toHaveLength(1);
  expect(
    rows(await call('BrandingList', { headers: { 'Api-Branding': 'portal.example.test' }, query: { fields: 'fqdn' } })),
  ).toEqual([{ fqdn: 'portal.example.test' }]);
  expect(rows(await call('BrandingList', { headers: { 'Api-Branding': 'unknown.test' } }))).toEqual([]);
});

test('access request create validates and lands as pending', async () => {
  const token = demoTokens.user.secretId;
  const approvers = rows(
    await call('AgentAccessRequestApproverList', {
      token,
      params: { agentId: 'ag-002' },
      query: { fields: 'publicId,name' },
    }),
  );
  expect(approvers.length).toBeGreaterThan(0);
  const start = new Date(Date.now() + 60_000).toISOString();
  const end = new Date(Date.now() + 3_600_000).toISOString();
  const body = {
    start,
    end,
    reason: 'Check the kiln',
    vpn: true,
    servers: [{ publicId: 'ag-002-vpn' }],
    allowedApprovers: approvers.map((a) => ({ publicId: a.publicId })),
  };
  const missing = await call('AgentAccessRequestList', {
    token,
    method: 'POST',
    params: { agentId: 'ag-002' },
    body: { ...body, reason: '' },
  });
  expect(missing.json?.data).toEqual([{ message: 'Required property', propertyName: 'reason' }]);
  const created = await call('AgentAccessRequestList', { token, method: 'POST', params: { agentId: 'ag-002' }, body });
  expect(created.status).toBe(201);
  expect(created.json?.data).toEqual({ publicId: expect.any(String) as unknown });
  const filters = `eq(publicId,"${String(item(created).publicId)}")`;
  const [request] = rows(
    await call('AgentAccessRequestList', { token, params: { agentId: 'ag-002' }, query: { filters } }),
  );
  expect(request).toMatchObject({ status: 'pending', user: { publicId: 'u-user' }, agent: { publicId: 'ag-002' } });
  expect(rows(await call('AgentAccessRequestApproverList', { token, params: { agentId: 'ag-009' } }))).toEqual([]);
});

test('AgentRateLimitReset clears the rate limit with 204', async () => {
  const token = demoTokens.admin.secretId;
  expect(item(await call('Agent', { token, params: { publicId: 'ag-007' } })).rateLimiting).toMatchObject({
    configOpenvpnLimit: 'hard',
  });
  expect((await call('AgentRateLimitReset', { token, method: 'POST', params: { agentId: 'ag-007' } })).status).toBe(
    204,
  );
  expect(item(await call('Agent', { token, params: { publicId: 'ag-007' } })).rateLimiting).toBeNull();
});
