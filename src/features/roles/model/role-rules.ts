import { NAME_MAX_LENGTH, sameName } from '@/lib/names';

export interface RoleFormValues {
  name: string;
  description: string;
  enforce2fa: boolean;
  enforceSso: boolean;
}

/** The body of RoleList POST and Role PATCH from the form: a blank description is none. */
export function roleBody(values: RoleFormValues) {
  const description = values.description.trim();
  return {
    name: values.name.trim(),
    description: description === '' ? null : description,
    enforce2fa: values.enforce2fa,
    enforceSso: values.enforceSso,
  };
}

/** How a copy is named: `(n) => "<name> (copy)"` for n = 1, "<name> (copy n)" after; the feature passes its texts. */
export type CopyName = (name: string, number: number) => string;

/**
 * The name of a duplicate: "<name> (copy)", or the first numbered copy no role has yet, shortening the original so
 * the whole stays within 255 characters.
 */
export function duplicateName(name: string, existing: readonly string[], copyName: CopyName): string {
  for (let number = 1; ; number += 1) {
    const suffixLength = copyName('', number).length;
    const base = name
      .trim()
      .slice(0, Math.max(0, NAME_MAX_LENGTH - suffixLength))
      .trimEnd();
    const candidate = copyName(base, number);
    if (!existing.some((other) => sameName(other, candidate))) return candidate;
  }
}

/** A membership that gives a role (UserMembershipList, docs/API.md). */
export interface RoleMembership {
  publicId: string;
  user?: { publicId: string } | null;
  invite?: { publicId: string } | null;
}

export interface MovePlan {
  /** The UserMembershipList PATCH body: each membership with the new role, nothing else changed. */
  changes: { publicId: string; role: { publicId: string } }[];
  people: number;
  invitations: number;
}

/** What moving a role's memberships to another role changes: one PATCH item per membership, counted by person and invitation. */
export function movePlan(memberships: readonly RoleMembership[], targetRoleId: string): MovePlan {
  const people = new Set(memberships.flatMap((m) => (m.user ? [m.user.publicId] : [])));
  const invitations = new Set(memberships.flatMap((m) => (!m.user && m.invite ? [m.invite.publicId] : [])));
  return {
    changes: memberships.map((m) => ({ publicId: m.publicId, role: { publicId: targetRoleId } })),
    people: people.size,
    invitations: invitations.size,
  };
}

/** The roles memberships may move to: every role but the one being deleted. */
export const moveTargets = <R extends { publicId: string }>(roles: readonly R[], deleting: string): R[] =>
  roles.filter((role) => role.publicId !== deleting);

/** People and invitations holding each role, each counted once however many groups give it to them. */
export function membersPerRole(
  memberships: readonly (RoleMembership & { role?: { publicId: string } | null })[],
): Record<string, number> {
  const holders = new Map<string, Set<string>>();
  for (const m of memberships) {
    const holder = m.user ? `u:${m.user.publicId}` : m.invite ? `i:${m.invite.publicId}` : undefined;
    if (!m.role || !holder) continue;
    const set = holders.get(m.role.publicId) ?? new Set<string>();
    set.add(holder);
    holders.set(m.role.publicId, set);
  }
  return Object.fromEntries([...holders].map(([roleId, set]) => [roleId, set.size]));
}
