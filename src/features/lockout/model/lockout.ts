/**
 * Self-lockout: whether a change would take from the signed-in person the rights they need to undo it, or leave the
 * company without anyone able to manage roles. Permissions in a company come from the roles of the company-wide
 * memberships (on the company group): the same rule the platform applies (docs/API.md).
 */

/** The rights that undo a change to roles and memberships. */
export const GUARDED_RIGHTS = ['MANAGE_ROLES', 'INVITE_USER'] as const;
export type GuardedRight = (typeof GUARDED_RIGHTS)[number];

export interface LockoutRole {
  publicId: string;
  permissions: readonly string[];
}

/** A current company-wide membership: a person's role in the whole company. */
export interface LockoutMembership {
  publicId: string;
  userId: string;
  roleId: string | null;
}

export interface LockoutWorld {
  /** The signed-in person's user id. */
  me: string;
  roles: readonly LockoutRole[];
  memberships: readonly LockoutMembership[];
  /** The company group(s): only memberships there give permissions. Without it, every membership given counts. */
  companyGroupIds?: ReadonlySet<string>;
}

export type LockoutChange =
  /** A role's permission set replaced. */
  | { kind: 'rolePermissions'; roleId: string; permissions: readonly string[] }
  /** A role deleted; its members moved to `moveTo`, or losing the role when null. */
  | { kind: 'deleteRole'; roleId: string; moveTo: string | null }
  /** Memberships changed one by one or in bulk: a new role, or removed (`roleId: undefined`). */
  | { kind: 'memberships'; changes: readonly { membershipId: string; roleId?: string | null }[] }
  /** All memberships of one person replaced by these (Edit memberships); only those on the company group count. */
  | { kind: 'replaceUser'; userId: string; memberships: readonly { groupId: string; roleId: string | null }[] }
  /** People removed from the company. */
  | { kind: 'removeUsers'; userIds: readonly string[] };

export interface LockoutVerdict {
  /** The guarded rights the signed-in person holds now and would not hold after the change. */
  lost: GuardedRight[];
  /** Someone holds MANAGE_ROLES now and nobody would after: the change is refused. */
  refused: boolean;
}

function applyChange(world: LockoutWorld, change: LockoutChange): LockoutWorld {
  switch (change.kind) {
    case 'rolePermissions':
      return {
        ...world,
        roles: world.roles.map((role) =>
          role.publicId === change.roleId ? { ...role, permissions: change.permissions } : role,
        ),
      };
    case 'deleteRole':
      return {
        ...world,
        roles: world.roles.filter((role) => role.publicId !== change.roleId),
        memberships: world.memberships.map((m) => (m.roleId === change.roleId ? { ...m, roleId: change.moveTo } : m)),
      };
    case 'memberships': {
      const byId = new Map(change.changes.map((c) => [c.membershipId, c]));
      return {
        ...world,
        memberships: world.memberships.flatMap((m) => {
          const changed = byId.get(m.publicId);
          if (!changed) return [m];
          return changed.roleId === undefined ? [] : [{ ...m, roleId: changed.roleId }];
        }),
      };
    }
    case 'replaceUser':
      return {
        ...world,
        memberships: [
          ...world.memberships.filter((m) => m.userId !== change.userId),
          ...change.memberships
            .filter(({ groupId }) => !world.companyGroupIds || world.companyGroupIds.has(groupId))
            .map(({ roleId }, index) => ({ publicId: `replaced-${index}`, userId: change.userId, roleId })),
        ],
      };
    case 'removeUsers': {
      const removed = new Set(change.userIds);
      return { ...world, memberships: world.memberships.filter((m) => !removed.has(m.userId)) };
    }
  }
}

/** A person's permissions: the union of the roles of their company-wide memberships. */
export function permissionsOf(world: Pick<LockoutWorld, 'roles' | 'memberships'>, userId: string): Set<string> {
  const roles = new Map(world.roles.map((role) => [role.publicId, role]));
  return new Set(
    world.memberships
      .filter((m) => m.userId === userId && m.roleId !== null)
      .flatMap((m) => roles.get(m.roleId ?? '')?.permissions ?? []),
  );
}

const anyoneHolds = (world: LockoutWorld, right: string) =>
  [...new Set(world.memberships.map((m) => m.userId))].some((userId) => permissionsOf(world, userId).has(right));

/** What the change would take from the signed-in person, and whether it would leave nobody able to manage roles. */
export function lockoutVerdict(world: LockoutWorld, change: LockoutChange): LockoutVerdict {
  const after = applyChange(world, change);
  const before = permissionsOf(world, world.me);
  const then = permissionsOf(after, world.me);
  return {
    lost: GUARDED_RIGHTS.filter((right) => before.has(right) && !then.has(right)),
    refused: anyoneHolds(world, 'MANAGE_ROLES') && !anyoneHolds(after, 'MANAGE_ROLES'),
  };
}
