import { brandingHost, buildHeaders, NO_AUTH_RELS, type HeaderInput } from './headers';

const API_ORIGIN = 'https://api.example.test';

const input = (overrides: Partial<HeaderInput> = {}): HeaderInput => ({
  rel: 'AgentList',
  url: `${API_ORIGIN}/api/agents`,
  apiOrigin: API_ORIGIN,
  applicationId: 'test-app',
  sessionToken: 'secret-1',
  companyId: 'c1',
  hasBody: false,
  pageHostname: 'portal.example.test',
  ...overrides,
});

describe('buildHeaders', () => {
  it('always sends Api-Version 2 and Api-Application', () => {
    for (const overrides of [
      {},
      { rel: 'BrandingList' },
      { url: 'https://elsewhere.test/x' },
      { authorization: { kind: 'none' as const } },
      { sessionToken: undefined, companyId: undefined },
    ]) {
      const headers = buildHeaders(input(overrides));
      expect(headers['Api-Version']).toBe('2');
      expect(headers['Api-Application']).toBe('test-app');
    }
  });

  it('sends the session bearer token to the API origin', () => {
    expect(buildHeaders(input()).Authorization).toBe('Bearer secret-1');
  });

  it('sends no Authorization without a session token', () => {
    expect(buildHeaders(input({ sessionToken: undefined }))).not.toHaveProperty('Authorization');
  });

  it.each(['BrandingList', 'SsoIdentityProviderList', 'PermissionList'])(
    'never sends Authorization on %s, whatever the authorization kind',
    (rel) => {
      expect(NO_AUTH_RELS.has(rel)).toBe(true);
      expect(buildHeaders(input({ rel }))).not.toHaveProperty('Authorization');
      expect(buildHeaders(input({ rel, authorization: { kind: 'bearer', secret: 'tmp' } }))).not.toHaveProperty(
        'Authorization',
      );
      expect(buildHeaders(input({ rel, authorization: { kind: 'basic', credentials: 'abc' } }))).not.toHaveProperty(
        'Authorization',
      );
    },
  );

  it('sends Api-Branding with the host name on BrandingList only', () => {
    expect(buildHeaders(input({ rel: 'BrandingList' }))['Api-Branding']).toBe('portal.example.test');
    expect(buildHeaders(input({ rel: 'BrandingList', pageHostname: 'localhost' }))['Api-Branding']).toBe('.localhost');
    expect(buildHeaders(input({ rel: 'AgentList' }))).not.toHaveProperty('Api-Branding');
  });

  it('sends Api-Branding on the calls that send e-mail: InviteList POST (not its reads) and InviteResend', () => {
    expect(buildHeaders(input({ rel: 'InviteList', method: 'POST' }))['Api-Branding']).toBe('portal.example.test');
    expect(
      buildHeaders(input({ rel: 'InviteResend', method: 'POST', pageHostname: 'localhost' }))['Api-Branding'],
    ).toBe('.localhost');
    expect(buildHeaders(input({ rel: 'InviteList' }))).not.toHaveProperty('Api-Branding');
    expect(buildHeaders(input({ rel: 'InviteList', method: 'DELETE' }))).not.toHaveProperty('Api-Branding');
    expect(buildHeaders(input({ rel: 'Invite', method: 'DELETE' }))).not.toHaveProperty('Api-Branding');
  });

  it.each([
    'AccessRecoverList',
    'MyAccessRecoverFinish',
    'MyUserPassword',
    'MyUserOtpAuthVerify',
    'MyUserOtpAuthDisable',
    'RegistrationList',
  ])('sends Api-Branding on %s, which sends e-mail', (rel) => {
    expect(buildHeaders(input({ rel, method: 'POST' }))['Api-Branding']).toBe('portal.example.test');
  });

  describe('Api-Company', () => {
    it('is sent on a company-scoped call to the API origin when a company is selected', () => {
      expect(buildHeaders(input())['Api-Company']).toBe('c1');
    });

    it('is not sent when no company is selected', () => {
      expect(buildHeaders(input({ companyId: undefined }))).not.toHaveProperty('Api-Company');
      expect(buildHeaders(input({ companyId: '' }))).not.toHaveProperty('Api-Company');
    });

    it.each([
      'AccessTokenList',
      'AccessToken',
      'MyUser',
      'CompanyList',
      'BrandingList',
      'SsoIdentityProviderList',
      'SsoAuthenticationRequestList',
      'SsoAccessTokenList',
    ])('is not sent on the person-scoped rel %s', (rel) => {
      expect(buildHeaders(input({ rel }))).not.toHaveProperty('Api-Company');
    });

    it('is not sent to a link on another origin', () => {
      expect(buildHeaders(input({ url: 'https://cdn.elsewhere.test/api/agents' }))).not.toHaveProperty('Api-Company');
    });
  });

  describe('the bearer never leaves the API origin', () => {
    it.each([
      'https://evil.test/api/agents',
      'http://api.example.test/api/agents',
      'https://api.example.test:8443/api/agents',
      'https://api.example.test.evil.test/api/agents',
    ])('no Authorization for %s', (url) => {
      expect(buildHeaders(input({ url }))).not.toHaveProperty('Authorization');
      expect(buildHeaders(input({ url, authorization: { kind: 'bearer', secret: 'tmp' } }))).not.toHaveProperty(
        'Authorization',
      );
      expect(buildHeaders(input({ url, authorization: { kind: 'basic', credentials: 'abc' } }))).not.toHaveProperty(
        'Authorization',
      );
    });
  });

  it('sends an explicit bearer instead of the session token', () => {
    expect(buildHeaders(input({ authorization: { kind: 'bearer', secret: 'temporary' } })).Authorization).toBe(
      'Bearer temporary',
    );
    expect(
      buildHeaders(input({ sessionToken: undefined, authorization: { kind: 'bearer', secret: 'temporary' } }))
        .Authorization,
    ).toBe('Bearer temporary');
  });

  it('sends Basic credentials for sign-in', () => {
    expect(
      buildHeaders(input({ rel: 'AccessTokenList', authorization: { kind: 'basic', credentials: 'YUBiLmM6OnB3' } }))
        .Authorization,
    ).toBe('Basic YUBiLmM6OnB3');
  });

  it('sends nothing for authorization kind none, even with a session', () => {
    expect(buildHeaders(input({ authorization: { kind: 'none' } }))).not.toHaveProperty('Authorization');
  });

  it('sends Content-Type application/json only with a body', () => {
    expect(buildHeaders(input({ hasBody: true }))['Content-Type']).toBe('application/json');
    expect(buildHeaders(input({ hasBody: false }))).not.toHaveProperty('Content-Type');
  });

  it('adds extra headers', () => {
    expect(buildHeaders(input({ extra: { 'Api-Device-Identifier': 'browser-1' } }))['Api-Device-Identifier']).toBe(
      'browser-1',
    );
  });
});

describe('brandingHost', () => {
  it.each([
    ['localhost', '.localhost'],
    ['127.0.0.1', '.localhost'],
    ['[::1]', '.localhost'],
    ['portal.example.test', 'portal.example.test'],
    ['localhost.example.test', 'localhost.example.test'],
  ])('%s → %s', (hostname, expected) => {
    expect(brandingHost(hostname)).toBe(expected);
  });
});
