import { demoTokens, resetMockDb, server } from '../node';
import { call, item, rows } from '../test-client';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => resetMockDb());
afterAll(() => server.close());

const REDIRECT = 'http://localhost:3000/sso-auth-required';
const TOKEN_FIELDS = 'publicId,secretId,expiresOn,user.publicId,ssoIdentityProvider.publicId';

const request = (provider: string, token?: string, redirectUrl = REDIRECT) =>
  call('SsoAuthenticationRequestList', {
    method: 'POST',
    token,
    body: { identityProvider: { publicId: provider }, redirectUrl },
  });

const exchange = (code: string | null, state: string | null) =>
  call('SsoAccessTokenList', {
    method: 'POST',
    query: { fields: TOKEN_FIELDS },
    body: { expiresIn: 2592000, ssoAuthentication: { code, state } },
  });

const codeOf = (url: unknown) => {
  const parsed = new URL(String(url));
  return {
    base: `${parsed.origin}${parsed.pathname}`,
    code: parsed.searchParams.get('code'),
    state: parsed.searchParams.get('state'),
  };
};

test('the identity providers are listed without a bearer', async () => {
  const result = await call('SsoIdentityProviderList', { query: { fields: 'companies,logo,name,publicId' } });
  expect(result.status).toBe(200);
  expect(rows(result).map((p) => p.publicId)).toEqual(['sso-entra', 'sso-google']);
  expect(rows(result)[1]).not.toHaveProperty('_demoUserEmail');
});

test('without a bearer the provider approves its demo person; the code signs in once, as an SSO session', async () => {
  const requested = await request('sso-google');
  expect(requested.status).toBe(201);
  const { base, code, state } = codeOf(item(requested).url);
  expect(base).toBe(REDIRECT);
  expect(code).toBeTruthy();
  const signedIn = await exchange(code, state);
  expect(signedIn.status).toBe(201);
  const token = item(signedIn);
  expect(token.user).toEqual({ publicId: 'u-sso' });
  expect(token.ssoIdentityProvider).toEqual({ publicId: 'sso-google' });
  const me = await call('MyUser', { token: String(token.secretId) });
  expect(item(me).emailAddress).toBe('sso@north.test');
  const mine = await call('AccessToken', {
    token: String(token.secretId),
    params: { publicId: String(token.publicId) },
    query: { fields: 'publicId,ssoIdentityProvider.name' },
  });
  expect(item(mine).ssoIdentityProvider).toEqual({ name: 'Google Workspace' });
  expect((await exchange(code, state)).status).toBe(401);
});

test('a bearer binds the request to its user, who must belong to a company of the provider', async () => {
  const { code, state } = codeOf(item(await request('sso-google', demoTokens.admin.secretId)).url);
  expect(item(await exchange(code, state)).user).toEqual({ publicId: 'u-admin' });
  const refused = await request('sso-google', demoTokens.user.secretId);
  expect(refused.status).toBe(403);
});

test('a wrong state, an unknown provider, a provider without a demo person and a non-web redirect are refused', async () => {
  const { code } = codeOf(item(await request('sso-google')).url);
  expect((await exchange(code, 'forged')).status).toBe(401);
  expect((await request('sso-nope')).status).toBe(400);
  expect((await request('sso-entra')).status).toBe(400);
  expect((await request('sso-google', undefined, 'javascript:alert(1)')).status).toBe(400);
});

test('a password token says it is no SSO session', async () => {
  const mine = await call('AccessToken', {
    token: demoTokens.admin.secretId,
    params: { publicId: demoTokens.admin.publicId },
    query: { fields: 'publicId,ssoIdentityProvider' },
  });
  expect(item(mine).ssoIdentityProvider).toBeNull();
});
