import type { PermissionId } from '@/features/session';

export type PermissionGroupId = 'people' | 'company' | 'devices' | 'other';

/** The permissions the portal describes, in the groups and order the editor shows them. */
export const PERMISSION_GROUPS = [
  {
    id: 'people',
    permissions: ['INVITE_USER', 'MANAGE_ROLES', 'MANAGE_GROUPS', 'MANAGE_GROUP_TYPES', 'MANAGE_SUBGROUPS'],
  },
  {
    id: 'company',
    permissions: [
      'MANAGE_BRANDING',
      'MANAGE_TRANSLATIONS',
      'USE_DATA_USAGE',
      'USE_AUDIT_LOGS',
      'MANAGE_LICENCES',
      'MANAGE_APPS',
      'MANAGE_PAGES',
      'MANAGE_CUSTOM_PRIVACY_STATEMENT',
      'MANAGE_CUSTOM_TERMS_OF_USE',
      'USE_HELP_CENTER',
    ],
  },
  {
    id: 'devices',
    permissions: [
      'MANAGE_ASSET_TYPES',
      'MANAGE_CUSTOM_FIELDS',
      'MANAGE_MQTT_BROKERS',
      'MANAGE_ACCESS_REQUESTS',
      'USE_ACCESS_REQUESTS',
    ],
  },
] as const satisfies readonly { id: Exclude<PermissionGroupId, 'other'>; permissions: readonly PermissionId[] }[];

export type DescribedPermission = (typeof PERMISSION_GROUPS)[number]['permissions'][number];

const DESCRIBED: ReadonlySet<string> = new Set(PERMISSION_GROUPS.flatMap((group) => group.permissions));

export const isDescribed = (id: string): id is DescribedPermission => DESCRIBED.has(id);

export interface PermissionGroup {
  id: PermissionGroupId;
  permissions: string[];
}

/**
 * The editor's groups for a catalogue (PermissionList) and the role's own permissions: described ids in their group
 * and order, every other id (unknown to the portal, or missing from the catalogue but held by the role) in "other",
 * by id, so none is dropped when the set is saved. Empty groups are left out.
 */
export function groupPermissions(catalogue: readonly string[], held: readonly string[] = []): PermissionGroup[] {
  const offered = new Set([...catalogue, ...held]);
  const groups: PermissionGroup[] = PERMISSION_GROUPS.map((group) => ({
    id: group.id,
    permissions: group.permissions.filter((id) => offered.has(id)),
  }));
  const other = [...offered].filter((id) => !isDescribed(id)).sort();
  groups.push({ id: 'other', permissions: other });
  return groups.filter((group) => group.permissions.length > 0);
}

export interface GroupSelection {
  checked: number;
  total: number;
  /** Every permission of the group is chosen. */
  all: boolean;
  /** Some but not all: the group toggle is indeterminate. */
  some: boolean;
}

export function groupSelection(group: PermissionGroup, chosen: ReadonlySet<string>): GroupSelection {
  const checked = group.permissions.filter((id) => chosen.has(id)).length;
  const total = group.permissions.length;
  return { checked, total, all: total > 0 && checked === total, some: checked > 0 && checked < total };
}

/** The group toggle: chooses every permission of the group unless all are chosen, then none of them. */
export function toggleGroup(chosen: ReadonlySet<string>, group: PermissionGroup): Set<string> {
  const next = new Set(chosen);
  const choose = !groupSelection(group, chosen).all;
  for (const id of group.permissions) {
    if (choose) next.add(id);
    else next.delete(id);
  }
  return next;
}

export function togglePermission(chosen: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(chosen);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/** Whether two permission sets hold the same ids. */
export const samePermissions = (a: ReadonlySet<string>, b: ReadonlySet<string>): boolean =>
  a.size === b.size && [...a].every((id) => b.has(id));
