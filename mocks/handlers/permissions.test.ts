import { PERMISSION_IDS } from '../db/types';
import { demoTokens, resetMockDb, server } from '../node';
import { operationOf, unknownBodyProperty } from '../platform/schema';
import { call, rows } from '../test-client';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => resetMockDb());
afterAll(() => server.close());

const admin = { token: demoTokens.admin.secretId };

test('PermissionList answers the catalogue of permission ids without a bearer, with the platform’s fields only', async () => {
  const result = await call('PermissionList', { query: { 'page-size': '4000' } });
  expect(result.status).toBe(200);
  expect(rows(result).map((p) => p.publicId)).toEqual([...PERMISSION_IDS]);
  expect(unknownBodyProperty(result.json?.data, operationOf('PermissionList', 'GET')?.data)).toBeNull();
});

test('a role in use is refused with 409 until its memberships have moved to another role', async () => {
  const inUse = rows(
    await call('UserMembershipList', {
      ...admin,
      query: { filters: 'eq(role.publicId,"r-acme-6")', 'page-size': '4000' },
    }),
  );
  expect(inUse.length).toBeGreaterThan(0);
  const refused = await call('Role', { ...admin, method: 'DELETE', params: { publicId: 'r-acme-6' } });
  expect(refused.status).toBe(409);
  expect(refused.json?.data).toEqual([expect.objectContaining({ message: 'Role is still in use' })]);
  const moved = await call('UserMembershipList', {
    ...admin,
    method: 'PATCH',
    body: inUse.map((m) => ({ publicId: m.publicId, role: { publicId: 'r-acme-4' } })),
  });
  expect(moved.status).toBe(200);
  expect((await call('Role', { ...admin, method: 'DELETE', params: { publicId: 'r-acme-6' } })).status).toBe(200);
});
