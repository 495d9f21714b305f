import { getDb } from '../db/store';
import { operationOf, unknownBodyProperty } from '../platform/schema';
import { HELIX_TERMS_ID, SECTOR_TERMS_ID, TERMS_XSS_BODY, termsAccount } from '../db/seed-legal';
import { demoTokens, mockControl, resetMockDb, server } from '../node';
import { call, item, rows } from '../test-client';

const admin = demoTokens.admin.secretId;
const user = demoTokens.user.secretId;
const terms = termsAccount.token.secretId;
const ACCEPTED =
  'acceptedTermsOfUsePolicies.policy.publicId,acceptedTermsOfUsePolicies.company.publicId,acceptedTermsOfUsePolicies.acceptedOn';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => resetMockDb());
afterAll(() => server.close());

const accepted = async (token: string) =>
  (item(await call('MyUser', { token, query: { fields: ACCEPTED } })).acceptedTermsOfUsePolicies ?? []) as {
    policy: { publicId: string };
    company?: { publicId: string };
  }[];
const acceptedIds = async (token: string) => (await accepted(token)).map((a) => a.policy.publicId);

test('the sector policies: the list (newest first, the latest flagged) and one policy with its languages', async () => {
  const list = rows(
    await call('TermsOfUsePolicyList', { token: user, query: { fields: 'publicId,version,latest,company' } }),
  );
  expect(list).toEqual([
    { publicId: SECTOR_TERMS_ID, version: '2', latest: true, company: null },
    { publicId: 'tou-sector-1', version: '1', latest: false, company: null },
  ]);
  const policy = item(
    await call('TermsOfUsePolicy', {
      token: user,
      params: { publicId: SECTOR_TERMS_ID },
      query: { fields: 'publicId,languages.languageCode,languages.body' },
    }),
  );
  expect((policy.languages as { languageCode: string }[]).map((l) => l.languageCode)).toEqual(['en', 'de']);
  expect(String((policy.languages as { body: string }[])[0]?.body)).toContain('<h2>Terms of use</h2>');
  // A company's policy is no sector policy.
  expect((await call('TermsOfUsePolicy', { token: admin, params: { publicId: HELIX_TERMS_ID } })).status).toBe(404);
});

test('MyCompany and MySector name the latest terms: Helix decides its own, Acme follows the sector', async () => {
  const fields = { fields: 'customTermsOfUse,latestTermsOfUse.publicId' };
  expect(item(await call('MyCompany', { token: admin, company: 'c-acme', query: fields }))).toEqual({
    customTermsOfUse: 'sector',
    latestTermsOfUse: null,
  });
  expect(item(await call('MyCompany', { token: terms, query: fields }))).toEqual({
    customTermsOfUse: 'company',
    latestTermsOfUse: { publicId: HELIX_TERMS_ID },
  });
  expect(item(await call('MySector', { token: user, query: { fields: 'latestTermsOfUse.publicId' } }))).toEqual({
    latestTermsOfUse: { publicId: SECTOR_TERMS_ID },
  });
});

test('every demo account has accepted what applies to it; the terms account only the sector terms and Helix version 1', async () => {
  for (const token of Object.values(demoTokens).map((t) => t.secretId))
    expect(await acceptedIds(token)).toContain(SECTOR_TERMS_ID);
  expect(await acceptedIds(admin)).toContain(HELIX_TERMS_ID);
  expect(await accepted(terms)).toEqual([
    { policy: { publicId: SECTOR_TERMS_ID }, company: null, acceptedOn: expect.any(String) as string },
    { policy: { publicId: 'tou-helix-1' }, company: { publicId: 'c-helix' }, acceptedOn: expect.any(String) as string },
  ]);
});

test('a company lists its policies, its draft included, for its members only', async () => {
  const list = rows(
    await call('CompanyTermsOfUsePolicyList', {
      token: terms,
      params: { publicId: 'c-helix' },
      query: { fields: 'publicId,publishedOn,latest' },
    }),
  );
  expect(list.map((p) => [p.publicId, p.latest, p.publishedOn === null])).toEqual([
    ['tou-helix-3', false, true],
    [HELIX_TERMS_ID, true, false],
    ['tou-helix-1', false, false],
  ]);
  expect((await call('CompanyTermsOfUsePolicyList', { token: user, params: { publicId: 'c-helix' } })).status).toBe(
    404,
  );
});

test('accepting the company terms adds one acceptance for that company, once', async () => {
  for (let i = 0; i < 2; i += 1) {
    const result = await call('CompanyTermsOfUsePolicyAccept', {
      token: terms,
      method: 'POST',
      params: { publicId: HELIX_TERMS_ID },
    });
    expect(result.status).toBe(201);
    expect(result.json?.data).toBeNull();
  }
  const helix = (await accepted(terms)).filter((a) => a.policy.publicId === HELIX_TERMS_ID);
  expect(helix).toEqual([
    {
      policy: { publicId: HELIX_TERMS_ID },
      company: { publicId: 'c-helix' },
      acceptedOn: expect.any(String) as string,
    },
  ]);
});

test('the company accept refuses a draft, a sector policy and a company the caller is not in', async () => {
  expect(
    (await call('CompanyTermsOfUsePolicyAccept', { token: terms, method: 'POST', params: { publicId: 'tou-helix-3' } }))
      .status,
  ).toBe(400);
  expect(
    (
      await call('CompanyTermsOfUsePolicyAccept', {
        token: terms,
        method: 'POST',
        params: { publicId: SECTOR_TERMS_ID },
      })
    ).status,
  ).toBe(404);
  expect(
    (await call('CompanyTermsOfUsePolicyAccept', { token: user, method: 'POST', params: { publicId: HELIX_TERMS_ID } }))
      .status,
  ).toBe(404);
});

test('accepting a sector policy adds an acceptance without a company', async () => {
  expect(
    (await call('TermsOfUsePolicyAccept', { token: user, method: 'POST', params: { publicId: 'tou-sector-1' } }))
      .status,
  ).toBe(201);
  expect((await accepted(user)).find((a) => a.policy.publicId === 'tou-sector-1')).toMatchObject({ company: null });
  expect(
    (await call('TermsOfUsePolicyAccept', { token: user, method: 'POST', params: { publicId: 'nope' } })).status,
  ).toBe(404);
});

test('the terms-xss scenario puts hostile markup in every language of Helix’s latest terms, never accepted by the terms account', async () => {
  mockControl.scenario('terms-xss');
  const [latest] = rows(
    await call('CompanyTermsOfUsePolicyList', {
      token: terms,
      params: { publicId: 'c-helix' },
      query: { fields: 'publicId,languages.body', filters: `eq(publicId,"${HELIX_TERMS_ID}")` },
    }),
  );
  expect((latest?.languages as { body: string }[]).every((l) => l.body === TERMS_XSS_BODY)).toBe(true);
  expect(await acceptedIds(terms)).toEqual([SECTOR_TERMS_ID]);
  expect(
    getDb()
      .users.find((u) => u.publicId === 'u-admin')
      ?.acceptedTermsOfUsePolicies.map((a) => a.policy.publicId),
  ).toContain(HELIX_TERMS_ID);
});

test('the terms account signs in with its password and works in Helix only', async () => {
  const basic = btoa(`${termsAccount.email}::${termsAccount.password}`);
  const token = item(
    await call('AccessTokenList', {
      method: 'POST',
      headers: { Authorization: `Basic ${basic}` },
      body: { expiresIn: 60 },
    }),
  );
  expect(token.secretId).toEqual(expect.any(String));
  expect(rows(await call('CompanyList', { token: String(token.secretId), query: { fields: 'publicId' } }))).toEqual([
    { publicId: 'c-helix' },
  ]);
  expect(rows(await call('MyPermissionList', { token: terms }))).toEqual([{ publicId: 'USE_ACCESS_REQUESTS' }]);
});

test.each([
  ['TermsOfUsePolicyList', {}],
  ['TermsOfUsePolicy', { params: { publicId: SECTOR_TERMS_ID } }],
  ['CompanyTermsOfUsePolicyList', { params: { publicId: 'c-helix' } }],
] as const)('%s answers with the platform’s fields only', async (rel, options) => {
  const shape = operationOf(rel, 'GET');
  expect(shape, `${rel} is a platform rel`).toBeDefined();
  const data = (await call(rel, { token: admin, ...options })).json?.data;
  expect(Array.isArray(data) ? data.length : 1).toBeGreaterThan(0);
  expect(unknownBodyProperty(data, shape?.data)).toBeNull();
});
