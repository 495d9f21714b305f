import type { Db, PermissionId, UserMembership } from './types';

/**
 * Who may do what, derived from the platform's memberships (user + group + role): the role of a person's membership
 * on a company's group (`isCompanyGroup`) gives their permissions in that company; memberships of other groups decide
 * which devices they see. An expired membership (`expiresOn` in the past) counts for nothing.
 */

type AccessDb = Pick<Db, 'memberships' | 'roles' | 'groups'>;

export const isCurrent = (membership: UserMembership, now = Date.now()): boolean =>
  membership.expiresOn === null || Date.parse(membership.expiresOn) > now;

const isCompanyGroup = (db: AccessDb, groupId: string): boolean =>
  db.groups.some((g) => g.publicId === groupId && g.isCompanyGroup);

/** The person's current memberships on company groups, one company after the other in the order they were given. */
export function companyMemberships(db: AccessDb, userId: string, now = Date.now()): UserMembership[] {
  return db.memberships.filter(
    (m) => m.user?.publicId === userId && isCurrent(m, now) && isCompanyGroup(db, m.group.publicId),
  );
}

/** The companies of a person, first membership first. */
export function companyIdsOf(db: AccessDb, userId: string, now = Date.now()): string[] {
  return [...new Set(companyMemberships(db, userId, now).map((m) => m._companyId))];
}

/** The person's permissions in a company: the union of their company-wide roles (or a test's override). */
export function permissionsIn(db: AccessDb, userId: string, companyId: string, now = Date.now()): PermissionId[] {
  const ids = companyMemberships(db, userId, now)
    .filter((m) => m._companyId === companyId)
    .flatMap(
      (m) =>
        m._permissions ??
        db.roles.find((r) => r.publicId === m.role?.publicId)?.permissions.map((p) => p.publicId) ??
        [],
    );
  return [...new Set(ids)];
}

/** The groups a person belongs to in a company (company group included). */
export function groupIdsOf(db: AccessDb, userId: string, companyId: string, now = Date.now()): Set<string> {
  return new Set(
    db.memberships
      .filter((m) => m.user?.publicId === userId && m._companyId === companyId && isCurrent(m, now))
      .map((m) => m.group.publicId),
  );
}
