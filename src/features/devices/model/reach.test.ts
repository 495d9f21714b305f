import { toPermissionSet } from '@/features/session';
import {
  canSeeWhoCanReach,
  filterReachRows,
  isCurrentMembership,
  reachingUserIds,
  reachRows,
  whoCanReach,
  type ReachInput,
  type ReachRole,
} from './reach';
import type { ReachMembership } from './reach-schemas';

const NOW = Date.parse('2026-03-01T12:00:00Z');
const role = (publicId: string, name: string, permissions: string[], audiences: string[] = []): ReachRole => ({
  publicId,
  name,
  permissions: permissions.map((id) => ({ publicId: id })),
  audiences: audiences.map((audienceName, index) => ({ publicId: `au-${index}`, name: audienceName })),
});
const ROLES = [
  role('r-admin', 'Administrator', ['INVITE_USER', 'MANAGE_GROUPS', 'MANAGE_ACCESS_REQUESTS', 'USE_ACCESS_REQUESTS']),
  role('r-approver', 'Approver', ['MANAGE_ACCESS_REQUESTS', 'USE_ACCESS_REQUESTS']),
  role('r-operator', 'Operator', ['USE_ACCESS_REQUESTS'], ['Operators']),
  role('r-translator', 'Translator', ['MANAGE_TRANSLATIONS']),
];
let next = 0;
const membership = (
  user: string | null,
  group: string,
  roleId: string | null,
  expiresOn: string | null = null,
): ReachMembership => {
  next += 1;
  return {
    publicId: `m-${next}`,
    user: user ? { publicId: user } : null,
    invite: user ? null : { publicId: 'inv-1' },
    group: { publicId: group },
    role: roleId ? { publicId: roleId } : null,
    expiresOn,
  };
};
const input = (memberships: ReachMembership[], overrides: Partial<ReachInput> = {}): ReachInput => ({
  deviceGroupIds: ['g-line2', 'g-rotterdam'],
  companyGroupId: 'g-acme',
  memberships,
  roles: ROLES,
  groupNames: new Map([
    ['g-line2', 'Line 2'],
    ['g-rotterdam', 'Rotterdam plant'],
    ['g-acme', 'Acme'],
  ]),
  now: NOW,
  ...overrides,
});

test('a membership on one of the device’s groups reaches it, with its role, permissions, access categories and expiry', () => {
  const line2 = membership('u-1', 'g-line2', 'r-operator', '2026-12-03T00:00:00Z');
  const reach = whoCanReach(input([line2]));
  expect(reach).toEqual([
    {
      userId: 'u-1',
      paths: [
        {
          kind: 'group',
          membershipId: line2.publicId,
          groupId: 'g-line2',
          groupName: 'Line 2',
          roleId: 'r-operator',
          roleName: 'Operator',
          expiresOn: '2026-12-03T00:00:00Z',
          accessPermissions: ['USE_ACCESS_REQUESTS'],
          accessCategories: ['Operators'],
        },
      ],
    },
  ]);
});

test('a group membership without a role still reaches the device', () => {
  const [user] = whoCanReach(input([membership('u-1', 'g-rotterdam', null)]));
  expect(user?.paths[0]).toMatchObject({
    kind: 'group',
    roleId: null,
    roleName: null,
    accessPermissions: [],
    accessCategories: [],
  });
});

test('memberships of other groups, invitations and expired memberships do not reach it', () => {
  const reach = whoCanReach(
    input([
      membership('u-other', 'g-line9', 'r-admin'),
      membership(null, 'g-line2', 'r-operator'),
      membership('u-expired', 'g-line2', 'r-operator', '2026-03-01T11:59:59Z'),
      membership('u-unreadable', 'g-line2', 'r-operator', 'soon'),
    ]),
  );
  expect(reach).toEqual([]);
});

test('a membership expiring later today still counts', () => {
  expect(isCurrentMembership({ expiresOn: '2026-03-01T12:00:01Z' }, NOW)).toBe(true);
  expect(isCurrentMembership({ expiresOn: '2026-03-01T12:00:00Z' }, NOW)).toBe(false);
  expect(isCurrentMembership({ expiresOn: null }, NOW)).toBe(true);
});

test('the company role reaches every device only with a company-wide device right', () => {
  const reach = whoCanReach(
    input([
      membership('u-admin', 'g-acme', 'r-admin'),
      membership('u-approver', 'g-acme', 'r-approver'),
      membership('u-operator', 'g-acme', 'r-operator'),
      membership('u-translator', 'g-acme', 'r-translator'),
      membership('u-none', 'g-acme', null),
      membership('u-expired-admin', 'g-acme', 'r-admin', '2026-01-01T00:00:00Z'),
    ]),
  );
  expect(reach.map((user) => user.userId)).toEqual(['u-admin', 'u-approver']);
  expect(reach[0]?.paths[0]).toMatchObject({
    kind: 'company',
    groupName: 'Acme',
    roleName: 'Administrator',
    accessPermissions: ['MANAGE_GROUPS', 'MANAGE_ACCESS_REQUESTS', 'USE_ACCESS_REQUESTS'],
  });
});

test('a device in the company group is reached by every current company membership', () => {
  const reach = whoCanReach(
    input([membership('u-operator', 'g-acme', 'r-operator'), membership('u-none', 'g-acme', null)], {
      deviceGroupIds: ['g-acme'],
    }),
  );
  expect(reach.map((user) => [user.userId, user.paths[0]?.kind])).toEqual([
    ['u-operator', 'company'],
    ['u-none', 'company'],
  ]);
});

test('every path of one person is listed: the company role first, then groups by name', () => {
  const [user] = whoCanReach(
    input([
      membership('u-1', 'g-rotterdam', 'r-operator'),
      membership('u-1', 'g-line2', 'r-approver'),
      membership('u-1', 'g-acme', 'r-admin'),
    ]),
  );
  expect(user?.paths.map((path) => path.groupName)).toEqual(['Acme', 'Line 2', 'Rotterdam plant']);
});

test('without a known company group, company memberships do not count as company paths', () => {
  expect(whoCanReach(input([membership('u-admin', 'g-acme', 'r-admin')], { companyGroupId: null }))).toEqual([]);
});

test('an unknown role or group keeps its id visible instead of inventing a name', () => {
  const [user] = whoCanReach(input([membership('u-1', 'g-line2', 'r-gone')], { groupNames: new Map() }));
  expect(user?.paths[0]).toMatchObject({ groupName: 'g-line2', roleId: 'r-gone', roleName: null });
});

test('rows carry names, sorted by name; a user that could not be read shows its id', () => {
  const reach = whoCanReach(
    input([
      membership('u-2', 'g-line2', 'r-operator'),
      membership('u-1', 'g-line2', 'r-operator'),
      membership('u-3', 'g-line2', null),
    ]),
  );
  expect(reachingUserIds(reach)).toEqual(['u-1', 'u-2', 'u-3']);
  const rows = reachRows(reach, [
    { publicId: 'u-1', name: 'Zoë Zimmer', emailAddress: 'zoe@acme.test' },
    { publicId: 'u-2', name: 'Émile Adam', emailAddress: null },
  ]);
  expect(rows.map((row) => row.name)).toEqual(['Émile Adam', 'u-3', 'Zoë Zimmer']);
});

test('the filter matches every word in a name, e-mail, role, group or access category', () => {
  const reach = whoCanReach(
    input([membership('u-1', 'g-line2', 'r-operator'), membership('u-2', 'g-acme', 'r-admin')]),
  );
  const rows = reachRows(reach, [
    { publicId: 'u-1', name: 'Umar User', emailAddress: 'user@acme.test' },
    { publicId: 'u-2', name: 'Ada Admin', emailAddress: 'admin@acme.test' },
  ]);
  const names = (text: string) => filterReachRows(rows, text).map((row) => row.name);
  expect(names('')).toEqual(['Ada Admin', 'Umar User']);
  expect(names('line 2')).toEqual(['Umar User']);
  expect(names('ADMINISTRATOR')).toEqual(['Ada Admin']);
  expect(names('operators umar')).toEqual(['Umar User']);
  expect(names('admin@')).toEqual(['Ada Admin']);
  expect(names('nobody')).toEqual([]);
});

test('administrators (invite users or manage roles) see the panel; end users do not', () => {
  expect(canSeeWhoCanReach(toPermissionSet(['INVITE_USER']))).toBe(true);
  expect(canSeeWhoCanReach(toPermissionSet(['MANAGE_ROLES']))).toBe(true);
  expect(canSeeWhoCanReach(toPermissionSet(['USE_ACCESS_REQUESTS', 'MANAGE_ACCESS_REQUESTS', 'MANAGE_GROUPS']))).toBe(
    false,
  );
  expect(canSeeWhoCanReach(toPermissionSet([]))).toBe(false);
});
