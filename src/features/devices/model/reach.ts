import { canInvite, canManage, type PermissionId, type PermissionSet } from '@/features/session';
import type { ReachMembership, ReachUser } from './reach-schemas';

/**
 * "Who can reach this device": the users who can see and connect to a device, and each reason why.
 *
 * What counts (the platform's model, as the mock backend applies it: mocks/db/access.ts, mocks/handlers/agents.ts):
 * - Only a person's membership counts: an invitation's (not accepted yet) does not.
 * - An expired membership (`expiresOn` in the past, or a date that cannot be read) counts for nothing.
 * - A current membership on one of the device's groups (Agent.memberships) reaches it, whatever its role: the group
 *   path. The role (or none) and its permissions and access categories say what the person may do there.
 * - The company role (the membership on the company group, `isCompanyGroup`) reaches every device of the company
 *   when it holds a company-wide device right (DEVICE_WIDE_PERMISSIONS): the company path. A company role without one
 *   reaches nothing by itself; every member has a company role, so listing them all would answer nothing. When the
 *   device itself belongs to the company group, every current company membership reaches it.
 * - A person reached several ways has each path listed: company path first, then groups by name.
 */

/** Company-wide rights that show every device of the company (as MANAGE_GROUPS and MANAGE_ACCESS_REQUESTS do on the platform). */
export const DEVICE_WIDE_PERMISSIONS: readonly PermissionId[] = ['MANAGE_GROUPS', 'MANAGE_ACCESS_REQUESTS'];

/** The permissions of a role that bear on reaching a device, in the order the panel lists them. */
export const ACCESS_PERMISSIONS = [
  'MANAGE_GROUPS',
  'MANAGE_ACCESS_REQUESTS',
  'USE_ACCESS_REQUESTS',
] as const satisfies readonly PermissionId[];
export type AccessPermission = (typeof ACCESS_PERMISSIONS)[number];

/** The panel is for administrators: people who can invite users or manage roles. End users never load it. */
export const canSeeWhoCanReach = (permissions: PermissionSet): boolean =>
  canInvite(permissions) || canManage(permissions, 'roles');

/** A role as the rule reads it (Role of docs/API.md). */
export interface ReachRole {
  publicId: string;
  name: string;
  permissions: readonly { publicId: string }[];
  audiences: readonly { publicId: string; name?: string | null }[];
}

export interface ReachPath {
  kind: 'company' | 'group';
  membershipId: string;
  groupId: string;
  groupName: string;
  roleId: string | null;
  roleName: string | null;
  expiresOn: string | null;
  /** The role's permissions among ACCESS_PERMISSIONS. */
  accessPermissions: AccessPermission[];
  /** The role's access categories (audiences), by name. */
  accessCategories: string[];
}

export interface ReachingUser {
  userId: string;
  paths: ReachPath[];
}

export interface ReachInput {
  /** The device's groups (Agent.memberships[].group.publicId). */
  deviceGroupIds: readonly string[];
  /** The company group (`isCompanyGroup`), when known. */
  companyGroupId: string | null;
  /** Memberships on the device's groups and the company group (others are ignored). */
  memberships: readonly ReachMembership[];
  roles: readonly ReachRole[];
  groupNames: ReadonlyMap<string, string>;
  now: number;
}

/** Whether a membership holds now: no expiry, or one still ahead. */
export const isCurrentMembership = (membership: Pick<ReachMembership, 'expiresOn'>, now: number): boolean =>
  membership.expiresOn === null || membership.expiresOn === undefined || Date.parse(membership.expiresOn) > now;

const compareText = (a: string, b: string): number => a.localeCompare(b, undefined, { sensitivity: 'base' });

export function whoCanReach({
  deviceGroupIds,
  companyGroupId,
  memberships,
  roles,
  groupNames,
  now,
}: ReachInput): ReachingUser[] {
  const deviceGroups = new Set(deviceGroupIds);
  const rolesById = new Map(roles.map((role) => [role.publicId, role]));
  const byUser = new Map<string, ReachPath[]>();

  for (const membership of memberships) {
    const userId = membership.user?.publicId;
    if (!userId || !isCurrentMembership(membership, now)) continue;
    const groupId = membership.group.publicId;
    const role = membership.role ? rolesById.get(membership.role.publicId) : undefined;
    const permissionIds = new Set(role?.permissions.map((permission) => permission.publicId) ?? []);
    const isCompany = companyGroupId !== null && groupId === companyGroupId;
    const reaches = isCompany
      ? deviceGroups.has(groupId) || DEVICE_WIDE_PERMISSIONS.some((id) => permissionIds.has(id))
      : deviceGroups.has(groupId);
    if (!reaches) continue;
    const path: ReachPath = {
      kind: isCompany ? 'company' : 'group',
      membershipId: membership.publicId,
      groupId,
      groupName: groupNames.get(groupId) ?? groupId,
      roleId: membership.role?.publicId ?? null,
      roleName: role?.name ?? null,
      expiresOn: membership.expiresOn ?? null,
      accessPermissions: ACCESS_PERMISSIONS.filter((id) => permissionIds.has(id)),
      accessCategories: (role?.audiences ?? []).map((audience) => audience.name ?? audience.publicId),
    };
    byUser.set(userId, [...(byUser.get(userId) ?? []), path]);
  }

  return [...byUser].map(([userId, paths]) => ({
    userId,
    paths: paths.sort((a, b) =>
      a.kind === b.kind ? compareText(a.groupName, b.groupName) : a.kind === 'company' ? -1 : 1,
    ),
  }));
}

/** The users to name (UserList), each once, in a stable order. */
export const reachingUserIds = (reaching: readonly ReachingUser[]): string[] =>
  [...new Set(reaching.map((user) => user.userId))].sort();

export interface ReachRow extends ReachingUser {
  name: string;
  emailAddress: string | null;
}

/** Joins names (a user that could not be read keeps its id) and sorts by name. */
export function reachRows(reaching: readonly ReachingUser[], users: readonly ReachUser[]): ReachRow[] {
  const usersById = new Map(users.map((user) => [user.publicId, user]));
  return reaching
    .map((entry) => {
      const user = usersById.get(entry.userId);
      return {
        ...entry,
        name: user?.name || user?.emailAddress || entry.userId,
        emailAddress: user?.emailAddress ?? null,
      };
    })
    .sort((a, b) => compareText(a.name, b.name) || compareText(a.userId, b.userId));
}

/** The filter box: a row matches when every word is in its name, e-mail, a role, a group or an access category. */
export function filterReachRows(rows: readonly ReachRow[], text: string): readonly ReachRow[] {
  const words = text.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return rows;
  return rows.filter((row) => {
    const haystack = [
      row.name,
      row.emailAddress ?? '',
      ...row.paths.flatMap((path) => [path.groupName, path.roleName ?? '', ...path.accessCategories]),
    ]
      .join('\n')
      .toLocaleLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}
