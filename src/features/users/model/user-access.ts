import type { CompanyGroup, Membership } from './schemas';

/** What the user table shows of someone's memberships: roles (the company-wide one first) and groups, by name. */
export interface AccessSummary {
  /** The role of the membership on the company group (`isCompanyGroup`), if any. */
  companyRole: string | null;
  /** Every role name once, the company-wide one first, then by name. */
  roles: string[];
  /** The groups other than the company group, each once, by name. */
  groups: string[];
}

export interface NameLookup {
  roleName: (roleId: string) => string | undefined;
  group: (groupId: string) => Pick<CompanyGroup, 'name' | 'isCompanyGroup'> | undefined;
  /** Shown for an id the lists do not (yet) have. */
  unknownRole: string;
  unknownGroup: string;
}

const byName = (a: string, b: string): number => a.localeCompare(b);

export function summarizeAccess(memberships: readonly Membership[], names: NameLookup): AccessSummary {
  let companyRole: string | null = null;
  const roles = new Set<string>();
  const groups = new Set<string>();
  for (const membership of memberships) {
    const group = names.group(membership.group.publicId);
    const role = membership.role ? (names.roleName(membership.role.publicId) ?? names.unknownRole) : null;
    if (role) roles.add(role);
    if (group?.isCompanyGroup) companyRole = role ?? companyRole;
    else groups.add(group?.name ?? names.unknownGroup);
  }
  const others = [...roles].filter((role) => role !== companyRole).sort(byName);
  return { companyRole, roles: companyRole ? [companyRole, ...others] : others, groups: [...groups].sort(byName) };
}
