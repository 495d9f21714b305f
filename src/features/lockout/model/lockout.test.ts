import { describe, expect, it } from 'vitest';
import { lockoutVerdict, type LockoutChange, type LockoutVerdict, type LockoutWorld } from './lockout';

// Ada (me) is Administrator; Bo is Administrator too in the "two admins" world; Cy is an Operator; Di a User manager.
const ROLES = [
  { publicId: 'admin', permissions: ['MANAGE_ROLES', 'INVITE_USER', 'MANAGE_GROUPS'] },
  { publicId: 'operator', permissions: ['USE_ACCESS_REQUESTS'] },
  { publicId: 'people', permissions: ['INVITE_USER'] },
];
const alone: LockoutWorld = {
  me: 'ada',
  roles: ROLES,
  memberships: [
    { publicId: 'm-ada', userId: 'ada', roleId: 'admin' },
    { publicId: 'm-cy', userId: 'cy', roleId: 'operator' },
  ],
};
const twoAdmins: LockoutWorld = {
  ...alone,
  memberships: [...alone.memberships, { publicId: 'm-bo', userId: 'bo', roleId: 'admin' }],
};
const adaAlsoPeople: LockoutWorld = {
  ...alone,
  memberships: [...alone.memberships, { publicId: 'm-ada-2', userId: 'ada', roleId: 'people' }],
};

const cases: [string, LockoutWorld, LockoutChange, LockoutVerdict][] = [
  [
    'a role I do not hold loses a permission',
    alone,
    { kind: 'rolePermissions', roleId: 'operator', permissions: [] },
    { lost: [], refused: false },
  ],
  [
    'my role loses a right nobody else needs, others keep theirs',
    alone,
    { kind: 'rolePermissions', roleId: 'admin', permissions: ['MANAGE_ROLES', 'INVITE_USER'] },
    { lost: [], refused: false },
  ],
  [
    'my role loses both rights, and nobody else manages roles',
    alone,
    { kind: 'rolePermissions', roleId: 'admin', permissions: ['MANAGE_GROUPS'] },
    { lost: ['MANAGE_ROLES', 'INVITE_USER'], refused: true },
  ],
  [
    'my role loses both rights, Bo (same role) too',
    twoAdmins,
    { kind: 'rolePermissions', roleId: 'admin', permissions: [] },
    { lost: ['MANAGE_ROLES', 'INVITE_USER'], refused: true },
  ],
  [
    'my role loses invite, my second role still gives it',
    adaAlsoPeople,
    { kind: 'rolePermissions', roleId: 'admin', permissions: ['MANAGE_ROLES'] },
    { lost: [], refused: false },
  ],
  [
    'deleting my role, moving me to operator',
    twoAdmins,
    { kind: 'deleteRole', roleId: 'admin', moveTo: 'operator' },
    { lost: ['MANAGE_ROLES', 'INVITE_USER'], refused: true },
  ],
  [
    'deleting a role I do not hold',
    alone,
    { kind: 'deleteRole', roleId: 'operator', moveTo: null },
    { lost: [], refused: false },
  ],
  [
    'deleting my role, moving me to people',
    adaAlsoPeople,
    { kind: 'deleteRole', roleId: 'admin', moveTo: 'people' },
    { lost: ['MANAGE_ROLES'], refused: true },
  ],
  [
    'my membership changed to operator while Bo stays admin',
    twoAdmins,
    { kind: 'memberships', changes: [{ membershipId: 'm-ada', roleId: 'operator' }] },
    { lost: ['MANAGE_ROLES', 'INVITE_USER'], refused: false },
  ],
  [
    'my membership removed, the last admin',
    alone,
    { kind: 'memberships', changes: [{ membershipId: 'm-ada' }] },
    { lost: ['MANAGE_ROLES', 'INVITE_USER'], refused: true },
  ],
  [
    'bulk: Bo and me to operator',
    twoAdmins,
    {
      kind: 'memberships',
      changes: [
        { membershipId: 'm-ada', roleId: 'operator' },
        { membershipId: 'm-bo', roleId: 'operator' },
      ],
    },
    { lost: ['MANAGE_ROLES', 'INVITE_USER'], refused: true },
  ],
  [
    'bulk: Bo to operator, I stay admin',
    twoAdmins,
    { kind: 'memberships', changes: [{ membershipId: 'm-bo', roleId: 'operator' }] },
    { lost: [], refused: false },
  ],
  [
    'someone else’s membership removed',
    alone,
    { kind: 'memberships', changes: [{ membershipId: 'm-cy' }] },
    { lost: [], refused: false },
  ],
  [
    'my memberships replaced by people only',
    twoAdmins,
    { kind: 'replaceUser', userId: 'ada', memberships: [{ groupId: 'company', roleId: 'people' }] },
    { lost: ['MANAGE_ROLES'], refused: false },
  ],
  [
    'my memberships replaced by admin again',
    alone,
    {
      kind: 'replaceUser',
      userId: 'ada',
      memberships: [
        { groupId: 'company', roleId: 'admin' },
        { groupId: 'company', roleId: null },
      ],
    },
    { lost: [], refused: false },
  ],
  [
    'my memberships replaced, admin only in a subgroup (no company-wide rights)',
    { ...alone, companyGroupIds: new Set(['company']) },
    { kind: 'replaceUser', userId: 'ada', memberships: [{ groupId: 'line-1', roleId: 'admin' }] },
    { lost: ['MANAGE_ROLES', 'INVITE_USER'], refused: true },
  ],
  ['removing Bo while I stay', twoAdmins, { kind: 'removeUsers', userIds: ['bo'] }, { lost: [], refused: false }],
  [
    'removing myself, Bo still manages roles',
    twoAdmins,
    { kind: 'removeUsers', userIds: ['ada'] },
    { lost: ['MANAGE_ROLES', 'INVITE_USER'], refused: false },
  ],
  [
    'removing myself and Bo',
    twoAdmins,
    { kind: 'removeUsers', userIds: ['ada', 'bo'] },
    { lost: ['MANAGE_ROLES', 'INVITE_USER'], refused: true },
  ],
];

describe('self-lockout', () => {
  it.each(cases)('%s', (_name, world, change, verdict) => {
    expect(lockoutVerdict(world, change)).toEqual(verdict);
  });

  it('never refuses where nobody managed roles before (nothing to lose)', () => {
    const nobody: LockoutWorld = { ...alone, memberships: [{ publicId: 'm-cy', userId: 'cy', roleId: 'operator' }] };
    expect(lockoutVerdict(nobody, { kind: 'removeUsers', userIds: ['cy'] })).toEqual({ lost: [], refused: false });
  });
});
