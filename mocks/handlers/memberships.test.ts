import { demoTokens, resetMockDb, server } from '../node';
import { call, rows, type CallOptions } from '../test-client';

const asAdmin = (options: CallOptions = {}): CallOptions => ({ token: demoTokens.admin.secretId, ...options });
const membershipsOf = async (userId: string) =>
  rows(
    await call(
      'UserMembershipList',
      asAdmin({ query: { filters: `eq(user.publicId,"${userId}")`, 'page-size': '100' } }),
    ),
  );

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => resetMockDb());
afterAll(() => server.close());

describe('bulk membership writes: error items point at the failed item (listIndex), nothing is applied', () => {
  test('POST of several: the invalid item is named and none is created', async () => {
    const before = await membershipsOf('u-user');
    const result = await call(
      'UserMembershipList',
      asAdmin({
        method: 'POST',
        body: [
          { user: { publicId: 'u-user' }, group: { publicId: 'g-005' }, role: { publicId: 'r-acme-4' } },
          { user: { publicId: 'u-user' }, group: { publicId: 'g-nope' }, role: { publicId: 'r-acme-4' } },
        ],
      }),
    );
    expect(result.status).toBe(400);
    expect(result.json?.data).toEqual([{ message: 'Required property', propertyName: 'group', listIndex: 1 }]);
    expect(await membershipsOf('u-user')).toEqual(before);
  });

  test('PATCH of several: an unknown membership is named and the others keep their role', async () => {
    const [first] = await membershipsOf('u-user');
    const result = await call(
      'UserMembershipList',
      asAdmin({
        method: 'PATCH',
        body: [
          { publicId: first?.publicId, role: { publicId: 'r-acme-3' } },
          { publicId: 'm-gone', role: { publicId: 'r-acme-3' } },
        ],
      }),
    );
    expect(result.status).toBe(404);
    expect(result.json?.data).toEqual([{ message: 'Not found', listIndex: 1 }]);
    expect((await membershipsOf('u-user'))[0]).toEqual(first);
  });

  test('DELETE of several and UserList DELETE name the unknown item', async () => {
    const before = await membershipsOf('u-user');
    const [first] = before;
    const memberships = await call(
      'UserMembershipList',
      asAdmin({ method: 'DELETE', body: [{ publicId: 'm-gone' }, { publicId: first?.publicId }] }),
    );
    expect(memberships.json?.data).toEqual([{ message: 'Not found', listIndex: 0 }]);
    const users = await call(
      'UserList',
      asAdmin({ method: 'DELETE', body: [{ publicId: 'u-user' }, { publicId: 'u-nobody' }] }),
    );
    expect(users.json?.data).toEqual([{ message: 'Not found', listIndex: 1 }]);
    expect(await membershipsOf('u-user')).toEqual(before);
  });

  test('a one-object POST has no listIndex', async () => {
    const result = await call(
      'UserMembershipList',
      asAdmin({
        method: 'POST',
        body: { user: { publicId: 'u-user' }, group: { publicId: 'g-nope' }, role: { publicId: 'r-acme-4' } },
      }),
    );
    expect(result.json?.data).toEqual([{ message: 'Required property', propertyName: 'group' }]);
  });
});

describe('UserMembershipUserList PUT', () => {
  test('replaces all memberships of the user in the company with the body', async () => {
    const result = await call(
      'UserMembershipUserList',
      asAdmin({
        method: 'PUT',
        params: { publicId: 'u-user' },
        body: [
          { group: { publicId: 'g-acme' }, role: { publicId: 'r-acme-3' }, expiresOn: null },
          { group: { publicId: 'g-005' }, role: null, expiresOn: '2027-01-31T22:59:59.000Z' },
        ],
      }),
    );
    expect(result.status).toBe(200);
    const after = await membershipsOf('u-user');
    expect(after.map((m) => [m.group, m.role, m.expiresOn])).toEqual([
      [{ publicId: 'g-acme' }, { publicId: 'r-acme-3' }, null],
      [{ publicId: 'g-005' }, null, '2027-01-31T22:59:59.000Z'],
    ]);
  });
});
