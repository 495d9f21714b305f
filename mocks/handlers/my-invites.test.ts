import { HELIX_TERMS_ID } from '../db/seed-legal';
import { getDb } from '../db/store';
import { demoTokens, resetMockDb, server } from '../node';
import { call, rows } from '../test-client';

const admin = demoTokens.admin.secretId;
const user = demoTokens.user.secretId;
const FIELDS = [
  'publicId',
  'emailAddress',
  'expiresOn',
  'memberships',
  'company.publicId',
  'company.name',
  'company.customTermsOfUse',
  'company.latestTermsOfUse.publicId',
  'company.latestTermsOfUse.languages(languageCode,body)',
].join(',');

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => resetMockDb());
afterAll(() => server.close());

const mine = async (token = user) => rows(await call('MyUserInviteList', { token, query: { fields: FIELDS } }));
const companies = async (token = user) =>
  rows(await call('CompanyList', { token, query: { fields: 'publicId' } })).map((c) => c.publicId);
const finish = (publicId: string, body: unknown, token = user) =>
  call('InviteFinish', { token, method: 'POST', params: { publicId }, body });
const leave = (body: unknown, token = user) => call('MyUserLeaveCompanyList', { token, method: 'DELETE', body });
const messages = (result: Awaited<ReturnType<typeof call>>) => result.json?.data;

test('the invitations to me: the company joined with its terms setting and latest terms; one has expired', async () => {
  const list = await mine();
  expect(list.map((i) => i.publicId)).toEqual(['inv-004', 'inv-003', 'inv-001']);
  const helix = list.find((i) => i.publicId === 'inv-003');
  expect(helix?.company).toMatchObject({
    publicId: 'c-helix',
    name: 'Helix Automation GmbH',
    customTermsOfUse: 'company',
    latestTermsOfUse: { publicId: HELIX_TERMS_ID },
  });
  expect(JSON.stringify(helix?.company)).toContain('Helix Automation terms of use');
  expect(helix?.memberships).toEqual([
    {
      publicId: 'inv-003-m1',
      invite: { publicId: 'inv-003' },
      user: null,
      group: { publicId: 'g-helix' },
      role: { publicId: 'r-helix-4' },
      expiresOn: null,
    },
    {
      publicId: 'inv-003-m2',
      invite: { publicId: 'inv-003' },
      user: null,
      group: { publicId: 'g-helix' },
      role: { publicId: 'r-helix-6' },
      expiresOn: null,
    },
  ]);
  expect(list.find((i) => i.publicId === 'inv-001')?.company).toMatchObject({
    name: 'Northwind Controls',
    customTermsOfUse: 'sector',
    latestTermsOfUse: null,
  });
  expect(Date.parse(String(list[0]?.expiresOn))).toBeLessThan(Date.now());
  // The admin has their own; nobody sees another person's.
  expect((await mine(admin)).map((i) => i.publicId)).toEqual(['inv-007', 'inv-006', 'inv-005']);
  expect((await call('MyUserInvite', { token: admin, params: { publicId: 'inv-001' } })).status).toBe(404);
});

test('accept without own terms: the memberships become mine, the company is mine, the invitation is gone', async () => {
  expect(await companies()).toEqual(['c-acme']);
  expect((await finish('inv-001', {})).status).toBe(201);
  expect(await companies()).toEqual(['c-acme', 'c-north']);
  expect(
    getDb()
      .memberships.filter((m) => m.user?.publicId === 'u-user' && m._companyId === 'c-north')
      .map((m) => m.role?.publicId),
  ).toEqual(['r-north-4']);
  expect((await mine()).map((i) => i.publicId)).not.toContain('inv-001');
  expect((await finish('inv-001', {})).status).toBe(404);
});

test('accept with the company’s own terms: refused without the latest policy, accepted (and recorded) with it', async () => {
  const refused = await finish('inv-003', {});
  expect(refused.status).toBe(400);
  expect(messages(refused)).toEqual([
    { message: 'Accept the latest terms of use of the company to join it', propertyName: 'termsOfUsePolicy' },
  ]);
  expect((await finish('inv-003', { termsOfUsePolicy: { publicId: 'tou-helix-1' } })).status).toBe(400);
  expect(await companies()).toEqual(['c-acme']);
  expect((await finish('inv-003', { termsOfUsePolicy: { publicId: HELIX_TERMS_ID } })).status).toBe(201);
  expect(await companies()).toEqual(['c-acme', 'c-helix']);
  const me = getDb().users.find((u) => u.publicId === 'u-user');
  expect(me?.acceptedTermsOfUsePolicies.map((a) => a.policy.publicId)).toContain(HELIX_TERMS_ID);
});

test('an expired invitation cannot be accepted; decline removes an invitation', async () => {
  const expired = await finish('inv-004', {});
  expect(expired.status).toBe(400);
  expect(messages(expired)).toEqual([{ message: 'Invitation has expired' }]);
  expect((await call('MyUserInvite', { token: user, method: 'DELETE', params: { publicId: 'inv-004' } })).status).toBe(
    200,
  );
  expect((await mine()).map((i) => i.publicId)).toEqual(['inv-003', 'inv-001']);
  // Someone else's invitation is not mine to decline.
  expect((await call('MyUserInvite', { token: user, method: 'DELETE', params: { publicId: 'inv-005' } })).status).toBe(
    404,
  );
});

test('leave companies: all or nothing, a company I am not in is a 404 item; then my memberships there are gone', async () => {
  const refused = await leave([{ publicId: 'c-north' }, { publicId: 'c-elsewhere' }], admin);
  expect(refused.status).toBe(404);
  expect(messages(refused)).toEqual([{ message: 'Not found', listIndex: 1 }]);
  expect(await companies(admin)).toEqual(['c-acme', 'c-north', 'c-helix']);
  expect((await leave([{ publicId: 'c-north' }, { publicId: 'c-helix' }], admin)).status).toBe(200);
  expect(await companies(admin)).toEqual(['c-acme']);
  expect(getDb().memberships.some((m) => m.user?.publicId === 'u-admin' && m._companyId !== 'c-acme')).toBe(false);
  expect((await leave([{ publicId: 'c-north' }], user)).status).toBe(404);
  expect((await leave([{ publicId: 'c-acme' }], user)).status).toBe(200);
  expect(await companies()).toEqual([]);
});
