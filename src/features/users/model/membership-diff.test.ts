import {
  dateOfExpiry,
  draftsOf,
  expiryFromDate,
  membershipDiff,
  replaceBody,
  sameExpiry,
  type MembershipDraft,
} from './membership-diff';
import type { Membership } from './schemas';

const NOW = Date.parse('2026-11-20T08:00:00Z');
const membership = (
  publicId: string,
  group: string,
  role: string | null,
  expiresOn: string | null = null,
): Membership => ({
  publicId,
  user: { publicId: 'u1' },
  invite: null,
  group: { publicId: group },
  role: role === null ? null : { publicId: role },
  expiresOn,
});
const ORIGINAL = [
  membership('m1', 'g-company', 'r-admin'),
  membership('m2', 'g-line2', 'r-viewer', '2027-01-31T22:59:59.000Z'),
  membership('m3', 'g-kiln', null),
];
const newRow = (fields: Partial<MembershipDraft> = {}): MembershipDraft => ({
  key: 'new-1',
  publicId: null,
  groupId: 'g-new',
  roleId: 'r-op',
  expiresOn: null,
  ...fields,
});
const edit = (index: number, fields: Partial<MembershipDraft>) =>
  draftsOf(ORIGINAL).map((draft, i) => (i === index ? { ...draft, ...fields } : draft));

describe('membershipDiff', () => {
  it('the memberships as they are change nothing, so there is nothing to save', () => {
    const diff = membershipDiff(ORIGINAL, draftsOf(ORIGINAL), NOW);
    expect(diff).toMatchObject({ added: [], removed: [], changed: [], hasChanges: false, valid: true, canSave: false });
  });

  it('a new row is an addition', () => {
    const diff = membershipDiff(ORIGINAL, [...draftsOf(ORIGINAL), newRow()], NOW);
    expect(diff.added).toEqual([newRow()]);
    expect(diff).toMatchObject({ removed: [], changed: [], hasChanges: true, canSave: true });
  });

  it('a row left out is a removal', () => {
    const diff = membershipDiff(ORIGINAL, draftsOf(ORIGINAL).slice(1), NOW);
    expect(diff.removed).toEqual([ORIGINAL[0]]);
    expect(diff.canSave).toBe(true);
  });

  it('names each changed field: group, role, expiry', () => {
    const diff = membershipDiff(ORIGINAL, edit(1, { groupId: 'g-line1', roleId: 'r-op', expiresOn: null }), NOW);
    expect(diff.changed).toHaveLength(1);
    expect(diff.changed[0]).toMatchObject({ before: ORIGINAL[1], fields: ['group', 'role', 'expiresOn'] });
    expect(membershipDiff(ORIGINAL, edit(0, { roleId: 'r-op' }), NOW).changed[0]?.fields).toEqual(['role']);
  });

  it('a change undone is no change; the same expiry written another way is the same', () => {
    const there = edit(0, { roleId: 'r-op' });
    const back = there.map((draft, i) => (i === 0 ? { ...draft, roleId: 'r-admin' } : draft));
    expect(membershipDiff(ORIGINAL, back, NOW).hasChanges).toBe(false);
    expect(membershipDiff(ORIGINAL, edit(1, { expiresOn: '2027-01-31T23:59:59+01:00' }), NOW).hasChanges).toBe(false);
  });

  it('a new row needs a group and a role', () => {
    const diff = membershipDiff(ORIGINAL, [...draftsOf(ORIGINAL), newRow({ groupId: '', roleId: null })], NOW);
    expect(diff.problems).toEqual({ 'new-1': ['GROUP_REQUIRED', 'ROLE_REQUIRED'] });
    expect(diff).toMatchObject({ hasChanges: true, valid: false, canSave: false });
  });

  it('a membership without a role may stay so, but one that had a role cannot lose it', () => {
    expect(membershipDiff(ORIGINAL, edit(2, { expiresOn: '2027-06-30T21:59:59.000Z' }), NOW).problems).toEqual({});
    expect(membershipDiff(ORIGINAL, edit(0, { roleId: null }), NOW).problems).toEqual({ m1: ['ROLE_REQUIRED'] });
  });

  it('a group may be listed once: the later row is flagged', () => {
    const diff = membershipDiff(ORIGINAL, [...draftsOf(ORIGINAL), newRow({ groupId: 'g-line2' })], NOW);
    expect(diff.problems).toEqual({ 'new-1': ['DUPLICATE_GROUP'] });
    expect(diff.canSave).toBe(false);
  });

  it('a new or changed expiry must lie ahead and be a date; an old one left as it is stays valid', () => {
    const past = '2026-11-19T22:59:59.000Z';
    expect(membershipDiff(ORIGINAL, [...draftsOf(ORIGINAL), newRow({ expiresOn: past })], NOW).problems).toEqual({
      'new-1': ['EXPIRY_PAST'],
    });
    expect(membershipDiff(ORIGINAL, edit(0, { expiresOn: past }), NOW).problems).toEqual({ m1: ['EXPIRY_PAST'] });
    expect(membershipDiff(ORIGINAL, edit(0, { expiresOn: 'soon' }), NOW).problems).toEqual({ m1: ['EXPIRY_INVALID'] });
    const expired = [membership('m9', 'g-x', 'r-op', past)];
    const diff = membershipDiff(expired, [...draftsOf(expired), newRow()], NOW);
    expect(diff.problems).toEqual({});
    expect(diff.canSave).toBe(true);
  });

  it('an empty list cannot be saved: leaving the company is its own confirmed action', () => {
    const diff = membershipDiff(ORIGINAL, [], NOW);
    expect(diff.removed).toHaveLength(3);
    expect(diff).toMatchObject({ empty: true, hasChanges: true, valid: false, canSave: false });
  });
});

describe('replaceBody', () => {
  it('is the whole edited list, kept and new rows alike, with null for no role and no expiry', () => {
    const drafts = [...edit(1, { roleId: 'r-op' }), newRow({ expiresOn: '2027-03-01T00:00:00.000Z' })];
    expect(replaceBody(drafts)).toEqual([
      { group: { publicId: 'g-company' }, role: { publicId: 'r-admin' }, expiresOn: null },
      { group: { publicId: 'g-line2' }, role: { publicId: 'r-op' }, expiresOn: '2027-01-31T22:59:59.000Z' },
      { group: { publicId: 'g-kiln' }, role: null, expiresOn: null },
      { group: { publicId: 'g-new' }, role: { publicId: 'r-op' }, expiresOn: '2027-03-01T00:00:00.000Z' },
    ]);
  });
});

describe('expiry dates', () => {
  it('a date means the end of that local day, and shows as that day again', () => {
    const expiry = expiryFromDate('2027-01-31');
    expect(expiry).toBe(new Date(2027, 0, 31, 23, 59, 59).toISOString());
    expect(dateOfExpiry(expiry)).toBe('2027-01-31');
  });

  it('blank is no expiry; anything else unreadable stays as typed so it is flagged', () => {
    expect(expiryFromDate('')).toBeNull();
    expect(expiryFromDate('31/01')).toBe('31/01');
    expect(dateOfExpiry(null)).toBe('');
    expect(dateOfExpiry('nonsense')).toBe('');
  });

  it('compares instants', () => {
    expect(sameExpiry(null, undefined)).toBe(true);
    expect(sameExpiry(null, '2027-01-01T00:00:00Z')).toBe(false);
    expect(sameExpiry('2027-01-01T00:00:00Z', '2027-01-01T01:00:00+01:00')).toBe(true);
  });
});
