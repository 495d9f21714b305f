import { DAY, iso } from './prng';
import { companyGroupId } from './seed-people';
import type { CompanyInvite, UserMembership } from './types';

/** How long an invitation stays valid after it is sent (or sent again). */
export const INVITE_VALID_DAYS = 14;

/**
 * Pending invitations of Acme (InviteList) and their memberships (UserMembership rows with `invite` set). Expiry
 * follows `now`, so they stay pending whenever the data is seeded.
 */
export function seedCompanyInvites(now: number): { invites: CompanyInvite[]; memberships: UserMembership[] } {
  const invites: CompanyInvite[] = [];
  const memberships: UserMembership[] = [];
  const acmeGroup = companyGroupId('c-acme');
  const add = (
    index: number,
    emailAddress: string,
    daysLeft: number,
    groupRoles: [string, string, number | null][],
  ): void => {
    const publicId = `inv-c${String(index).padStart(3, '0')}`;
    invites.push({
      publicId,
      _companyId: 'c-acme',
      emailAddress,
      expiresOn: iso(now + daysLeft * DAY),
      message: null,
      language: 'en',
      _sent: 1,
    });
    groupRoles.forEach(([groupId, roleId, accessDays], position) => {
      memberships.push({
        publicId: `${publicId}-m${position + 1}`,
        _companyId: 'c-acme',
        user: null,
        invite: { publicId },
        group: { publicId: groupId },
        role: { publicId: roleId },
        expiresOn: accessDays === null ? null : iso(now + accessDays * DAY),
      });
    });
  };
  add(1, 'dana.kowalski@partner.test', 12, [[acmeGroup, 'r-acme-4', null]]);
  add(2, 'service@contractor.test', 3, [
    [acmeGroup, 'r-acme-4', 30],
    ['g-011', 'r-acme-2', 30],
  ]);
  add(3, 'e.garcia@acme.test', 9, [[acmeGroup, 'r-acme-3', null]]);
  return { invites, memberships };
}
