import { outboxOf, recoveriesOf, registrationsOf } from '../db/account-types';
import { getDb } from '../db/store';
import { resetMockDb, server } from '../node';
import { call, item, rows } from '../test-client';

const branded: Record<string, string> = { 'Api-Branding': '.localhost' };

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  vi.useRealTimers();
  resetMockDb();
});
afterAll(() => server.close());

const tokenOf = (link: string | null | undefined): string => new URL(String(link)).searchParams.get('token') ?? '';
const lastMail = () => outboxOf(getDb()).at(-1);

const requestRecovery = (emailAddress: string, headers = branded) =>
  call('AccessRecoverList', { method: 'POST', body: { emailAddress }, headers });
const finishRecovery = (token: string, body: unknown, headers = branded) =>
  call('MyAccessRecoverFinish', { method: 'POST', token, body, headers });
const signIn = (email: string, password: string) =>
  call('AccessTokenList', {
    method: 'POST',
    headers: { Authorization: `Basic ${btoa(`${email}::${password}`)}` },
    body: {},
  });

describe('recovering access', () => {
  test('a known address gets a one-hour link by e-mail; an unknown one the same answer and no mail', async () => {
    const known = await requestRecovery('USER@acme.test');
    expect(known.status).toBe(201);
    expect(known.json?.data).toBeNull();
    const mail = lastMail();
    expect(mail).toMatchObject({ to: 'user@acme.test', subject: 'Reset your password' });
    expect(mail?.link).toMatch(/^http:\/\/localhost:3000\/recover\?token=[0-9a-f]{48}$/);
    const expiresIn = Date.parse(recoveriesOf(getDb())[0]?.expiresOn ?? '') - Date.now();
    expect(expiresIn).toBeGreaterThan(59 * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(60 * 60_000);

    const unknown = await requestRecovery('nobody@acme.test');
    expect({ status: unknown.status, data: unknown.json?.data }).toEqual({ status: 201, data: null });
    expect(outboxOf(getDb())).toHaveLength(1);
  });

  test('the request needs no bearer but the host (Api-Branding) and an address', async () => {
    expect((await requestRecovery('user@acme.test', {})).json?.data).toEqual([
      { message: 'Required header', propertyName: 'Api-Branding' },
    ]);
    expect((await requestRecovery('')).json?.data).toEqual([
      { message: 'Required property', propertyName: 'emailAddress' },
    ]);
  });

  test('the link reads the address, sets the new password once and may sign out every session', async () => {
    await requestRecovery('user@acme.test');
    const token = tokenOf(lastMail()?.link);
    expect(item(await call('MyAccessRecover', { token }))).toEqual({ emailAddress: 'user@acme.test' });
    expect((await call('UserList', { token })).status).toBe(401);

    const short = await finishRecovery(token, { newPassword: 'short', deleteAccessTokens: false });
    expect(short.json?.data).toEqual([
      { message: 'Password must be at least 8 characters', propertyName: 'newPassword' },
    ]);
    const missing = await finishRecovery(token, { newPassword: 'long enough' });
    expect(missing.json?.data).toEqual([{ message: 'Required property', propertyName: 'deleteAccessTokens' }]);

    expect((await finishRecovery(token, { newPassword: 'brand-new-pass', deleteAccessTokens: true })).status).toBe(201);
    expect((await signIn('user@acme.test', 'user-demo-1')).status).toBe(401);
    expect((await signIn('user@acme.test', 'brand-new-pass')).status).toBe(201);
    // The seeded session is gone; the link is spent.
    expect(getDb().tokens.some((t) => t.secretId === 'demo-user-secret')).toBe(false);
    expect((await call('MyAccessRecover', { token })).status).toBe(401);
    expect((await finishRecovery(token, { newPassword: 'again-and-again', deleteAccessTokens: false })).status).toBe(
      401,
    );
    expect(lastMail()).toMatchObject({ to: 'user@acme.test', subject: 'Your password was changed', link: null });
  });

  test('keeping the sessions leaves the tokens; an expired or unknown link is 401', async () => {
    await requestRecovery('user@acme.test');
    const token = tokenOf(lastMail()?.link);
    expect((await finishRecovery(token, { newPassword: 'brand-new-pass', deleteAccessTokens: false })).status).toBe(
      201,
    );
    expect(getDb().tokens.some((t) => t.secretId === 'demo-user-secret')).toBe(true);

    await requestRecovery('user@acme.test');
    const late = tokenOf(lastMail()?.link);
    vi.useFakeTimers({ now: Date.now() + 61 * 60_000, toFake: ['Date'] });
    expect((await call('MyAccessRecover', { token: late })).status).toBe(401);
    expect((await call('MyAccessRecover', { token: 'not-a-token' })).status).toBe(401);
    expect((await call('MyAccessRecover')).status).toBe(401);
  });
});

const registration = (extra: Record<string, unknown> = {}) => ({
  companyName: 'Nova Robotics',
  name: 'Nina Nova',
  emailAddress: 'nina@nova.test',
  password: 'nova-pass-1',
  language: 'en',
  termsOfUsePolicy: { publicId: 'tou-sector-2' },
  ...extra,
});
const register = (body: unknown, headers = branded) => call('RegistrationList', { method: 'POST', body, headers });

describe('registering', () => {
  test('the sector terms are readable without a bearer', async () => {
    const list = rows(await call('TermsOfUsePolicyList', { query: { fields: 'publicId,latest' } }));
    expect(list).toContainEqual({ publicId: 'tou-sector-2', latest: true });
  });

  test('validates like the platform and names the field of each fault', async () => {
    const result = await register({
      companyName: ' ',
      name: 'n'.repeat(256),
      emailAddress: 'admin@ACME.test',
      password: 'short',
      termsOfUsePolicy: { publicId: 'nope' },
    });
    expect(result.status).toBe(400);
    expect(result.json?.data).toEqual([
      { message: 'Required property', propertyName: 'companyName' },
      { message: 'Length must be between 1 and 255 characters', propertyName: 'name' },
      { message: 'Email address already in use', propertyName: 'emailAddress' },
      { message: 'Password must be at least 8 characters', propertyName: 'password' },
      { message: 'Policy not found', propertyName: 'termsOfUsePolicy.publicId' },
    ]);
    expect((await register(registration({ emailAddress: 'a@b' }))).json?.data).toEqual([
      { message: 'Length must be between 6 and 254 characters', propertyName: 'emailAddress' },
    ]);
    expect((await register(registration({ emailAddress: 'not-an-address' }))).json?.data).toEqual([
      { message: 'Invalid email address', propertyName: 'emailAddress' },
    ]);
    expect((await register(registration(), {})).status).toBe(400);
    expect((await register(registration({ phone: '1' }))).json?.data).toEqual([
      { message: 'Unknown property', propertyName: 'phone' },
    ]);
    expect(registrationsOf(getDb())).toEqual([]);
  });

  test('a registration waits for its link; finishing makes the company, its administrator and the accepted terms', async () => {
    const created = await register(registration());
    expect(created.status).toBe(201);
    expect(lastMail()).toMatchObject({ to: 'nina@nova.test', subject: 'Finish your registration' });
    const token = tokenOf(lastMail()?.link);
    expect(lastMail()?.link).toMatch(/^http:\/\/localhost:3000\/register\?token=/);
    expect((await signIn('nina@nova.test', 'nova-pass-1')).status).toBe(401);

    expect(item(await call('MyRegistration', { token }))).toEqual({
      publicId: (item(created) as { publicId: string }).publicId,
      companyName: 'Nova Robotics',
      name: 'Nina Nova',
      emailAddress: 'nina@nova.test',
      language: 'en',
    });
    const finished = await call('MyRegistrationFinish', { method: 'POST', token });
    expect({ status: finished.status, data: finished.json?.data }).toEqual({ status: 201, data: null });
    expect((await call('MyRegistration', { token })).status).toBe(401);

    const session = item(await signIn('nina@nova.test', 'nova-pass-1')) as { secretId: string };
    const companies = rows(await call('CompanyList', { token: session.secretId, query: { fields: 'name' } }));
    expect(companies).toEqual([{ name: 'Nova Robotics' }]);
    const permissions = rows(await call('MyPermissionList', { token: session.secretId })).map((p) => p.publicId);
    expect(permissions).toContain('INVITE_USER');
    const me = item(
      await call('MyUser', {
        token: session.secretId,
        query: { fields: 'acceptedTermsOfUsePolicies.policy.publicId' },
      }),
    );
    expect(me).toEqual({ acceptedTermsOfUsePolicies: [{ policy: { publicId: 'tou-sector-2' } }] });
  });

  test('a second registration for the address replaces the first; an unknown link is 401', async () => {
    await register(registration());
    const first = tokenOf(lastMail()?.link);
    await register(registration({ companyName: 'Nova Two' }));
    expect((await call('MyRegistration', { token: first })).status).toBe(401);
    expect(
      (await call('MyRegistration', { token: tokenOf(lastMail()?.link), query: { fields: 'companyName' } })).json?.data,
    ).toEqual({ companyName: 'Nova Two' });
    expect((await call('MyRegistrationFinish', { method: 'POST', token: 'nope' })).status).toBe(401);
  });
});
