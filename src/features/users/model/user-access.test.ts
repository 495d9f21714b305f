import type { Membership } from './schemas';
import { summarizeAccess, type NameLookup } from './user-access';

const ROLES: Record<string, string> = { admin: 'Administrator', op: 'Operator', appr: 'Approver' };
const GROUPS: Record<string, { name: string; isCompanyGroup: boolean }> = {
  company: { name: 'Acme', isCompanyGroup: true },
  plant: { name: 'Rotterdam plant', isCompanyGroup: false },
  line: { name: 'Bottling line', isCompanyGroup: false },
};
const names: NameLookup = {
  roleName: (id) => ROLES[id],
  group: (id) => GROUPS[id],
  unknownRole: '?role',
  unknownGroup: '?group',
};

let next = 0;
const membership = (group: string, role: string | null, expiresOn: string | null = null): Membership => ({
  publicId: `m${(next += 1)}`,
  user: { publicId: 'u1' },
  invite: null,
  group: { publicId: group },
  role: role ? { publicId: role } : null,
  expiresOn,
});

describe('summarizeAccess', () => {
  it('puts the company-wide role (membership on the company group) first, other roles once by name, groups by name', () => {
    expect(
      summarizeAccess(
        [membership('plant', 'op'), membership('line', 'appr'), membership('company', 'op'), membership('line', 'op')],
        names,
      ),
    ).toEqual({
      companyRole: 'Operator',
      roles: ['Operator', 'Approver'],
      groups: ['Bottling line', 'Rotterdam plant'],
    });
  });

  it('has no company role without a membership on the company group', () => {
    expect(summarizeAccess([membership('plant', 'admin'), membership('line', 'appr')], names)).toEqual({
      companyRole: null,
      roles: ['Administrator', 'Approver'],
      groups: ['Bottling line', 'Rotterdam plant'],
    });
  });

  it('names unknown roles and groups, skips memberships without a role in the roles, and is empty without memberships', () => {
    expect(summarizeAccess([membership('gone', 'nope'), membership('company', null)], names)).toEqual({
      companyRole: null,
      roles: ['?role'],
      groups: ['?group'],
    });
    expect(summarizeAccess([], names)).toEqual({ companyRole: null, roles: [], groups: [] });
  });
});
