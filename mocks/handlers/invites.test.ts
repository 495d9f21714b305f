import { getDb } from '../db/store';
import { demoTokens, resetMockDb, server } from '../node';
import { call, item, rows } from '../test-client';

const admin = demoTokens.admin.secretId;
const user = demoTokens.user.secretId;
const branded = { 'Api-Branding': '.localhost' };
const companyGroup = { publicId: 'g-acme' };
const operator = { publicId: 'r-acme-4' };
const FIELDS =
  'publicId,emailAddress,expiresOn,memberships.invite.publicId,memberships.user,memberships.group.publicId,memberships.role.publicId';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => resetMockDb());
afterAll(() => server.close());

const invite = (emailAddress: string, extra: Record<string, unknown> = {}) => ({
  emailAddress,
  groupRoles: [{ group: companyGroup, role: operator, expiresOn: null }],
  ...extra,
});
const post = (body: unknown, token = admin, headers: Record<string, string> = branded) =>
  call('InviteList', { token, method: 'POST', body, headers });
const pending = async () => rows(await call('InviteList', { token: admin, query: { fields: FIELDS } }));

test('Acme has seeded pending invitations whose memberships carry the invite', async () => {
  const list = await pending();
  expect(list.map((i) => i.emailAddress)).toEqual([
    'dana.kowalski@partner.test',
    'e.garcia@acme.test',
    'service@contractor.test',
  ]);
  expect(list[0]?.memberships).toEqual([
    { invite: { publicId: list[0]?.publicId }, user: null, group: companyGroup, role: operator },
  ]);
  expect(Date.parse(String(list[0]?.expiresOn))).toBeGreaterThan(Date.now());
  // Another company sees none of them.
  expect(rows(await call('InviteList', { token: admin, company: 'c-north' }))).toEqual([]);
});

test('POST invites new addresses and gives an existing account its memberships at once', async () => {
  const existing =
    getDb()
      .users.find((u) => u.publicId === 'u-003')
      ?.emailAddress.toUpperCase() ?? '';
  const result = await post([
    invite('new.person@example.test', { message: 'Welcome', language: 'en' }),
    invite(existing, {
      groupRoles: [{ group: { publicId: 'g-011' }, role: operator, expiresOn: '2099-01-01T00:00:00Z' }],
    }),
  ]);
  expect(result.status).toBe(201);
  const data = item(result) as { invites: { publicId: string }[]; userMemberships: { publicId: string }[] };
  expect(data.invites).toHaveLength(1);
  expect(data.userMemberships).toHaveLength(1);
  const list = await pending();
  expect(list.map((i) => i.emailAddress)).toContain('new.person@example.test');
  expect(list.map((i) => String(i.emailAddress).toUpperCase())).not.toContain(existing);
  const given = getDb().memberships.find((m) => m.publicId === data.userMemberships[0]?.publicId);
  expect(given).toMatchObject({
    user: { publicId: 'u-003' },
    invite: null,
    group: { publicId: 'g-011' },
    expiresOn: '2099-01-01T00:00:00Z',
  });
});

test('POST validates every invitation and reports each fault with its listIndex; nothing is created', async () => {
  const before = (await pending()).length;
  const result = await post([
    invite('ok.address@example.test'),
    invite('a@b.c'),
    invite('not-an-address'),
    invite('ok.address@example.test'),
    { emailAddress: 'x'.repeat(250) + '@e.test', groupRoles: [] },
    invite('dana.kowalski@partner.test'),
    invite('role.elsewhere@example.test', {
      groupRoles: [{ group: companyGroup, role: { publicId: 'r-north-1' }, expiresOn: null }],
    }),
    invite('long.message@example.test', { message: 'm'.repeat(1025) }),
  ]);
  expect(result.status).toBe(400);
  expect(result.json?.data).toEqual([
    { message: 'Length must be between 6 and 254 characters', propertyName: 'emailAddress', listIndex: 1 },
    { message: 'Invalid email address', propertyName: 'emailAddress', listIndex: 2 },
    { message: 'Duplicate email address', propertyName: 'emailAddress', listIndex: 3 },
    { message: 'Length must be between 6 and 254 characters', propertyName: 'emailAddress', listIndex: 4 },
    { message: 'Required property', propertyName: 'groupRoles', listIndex: 4 },
    { message: 'Email address already invited', propertyName: 'emailAddress', listIndex: 5 },
    { message: 'Invalid value', propertyName: 'groupRoles.role', listIndex: 6 },
    { message: 'Value is longer than 1024 characters', propertyName: 'message', listIndex: 7 },
  ]);
  expect(await pending()).toHaveLength(before);
});

test('POST and resend send e-mail: they need Api-Branding and INVITE_USER', async () => {
  expect((await post([invite('new.person@example.test')], admin, {})).status).toBe(400);
  expect((await post([invite('new.person@example.test')], user)).status).toBe(403);
  expect((await call('InviteResend', { token: admin, method: 'POST', params: { publicId: 'inv-c001' } })).status).toBe(
    400,
  );
  expect((await call('InviteList', { token: user })).status).toBe(403);
});

test('resend renews the expiry; revoke (one or a list) removes the invitation and its memberships', async () => {
  const stored = () => getDb().companyInvites.find((i) => i.publicId === 'inv-c002');
  const before = stored()?.expiresOn ?? '';
  const resent = await call('InviteResend', {
    token: admin,
    method: 'POST',
    params: { publicId: 'inv-c002' },
    headers: branded,
  });
  expect(resent.status).toBe(201);
  expect(resent.json?.data).toBeNull();
  expect(Date.parse(stored()?.expiresOn ?? '')).toBeGreaterThan(Date.parse(before));
  expect(stored()?._sent).toBe(2);

  expect((await call('Invite', { token: admin, method: 'DELETE', params: { publicId: 'inv-c002' } })).status).toBe(200);
  expect(getDb().memberships.some((m) => m.invite?.publicId === 'inv-c002')).toBe(false);
  expect((await call('Invite', { token: admin, params: { publicId: 'inv-c002' } })).status).toBe(404);
  expect(
    (
      await call('InviteList', {
        token: admin,
        method: 'DELETE',
        body: [{ publicId: 'inv-c001' }, { publicId: 'inv-c003' }],
      })
    ).status,
  ).toBe(200);
  expect(await pending()).toEqual([]);
});

test('the invitations to me (MyUserInviteList) are another view and keep working', async () => {
  const mine = rows(await call('MyUserInviteList', { token: user }));
  expect(mine.map((i) => i.publicId)).toContain('inv-001');
});
