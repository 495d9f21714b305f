import { membershipChange, memberFormSchema, refusalOf } from './group-forms';
import {
  dateOfExpiry,
  expiryFromDate,
  expiryProblem,
  groupPath,
  joinMembers,
  joinThings,
  sectionOf,
  thingPath,
} from './group-page';

describe('joinMembers', () => {
  it('names each membership by its person, invitations last by address; a membership of neither is left out', () => {
    const members = joinMembers(
      [
        { publicId: 'm1', user: { publicId: 'u-zoe' }, role: { publicId: 'r1' }, expiresOn: null },
        { publicId: 'm2', invite: { publicId: 'inv-1' }, role: { publicId: 'r2' }, expiresOn: '2030-01-01T00:00:00Z' },
        { publicId: 'm3', user: { publicId: 'u-ann' }, role: null },
        { publicId: 'm4', user: { publicId: 'u-gone' }, role: { publicId: 'r1' } },
        { publicId: 'm5' },
      ],
      [
        { publicId: 'u-zoe', name: 'Zoë', emailAddress: 'zoe@x.test' },
        { publicId: 'u-ann', name: 'ann', emailAddress: null },
      ],
      [{ publicId: 'inv-1', emailAddress: 'new@x.test' }],
    );
    expect(members.map((m) => [m.membershipId, m.kind, m.name, m.emailAddress, m.roleId, m.expiresOn])).toEqual([
      ['m3', 'user', 'ann', null, null, null],
      // A person whose name could not be read is listed by id, after the named ones (it sorts by what it shows).
      ['m4', 'user', '', null, 'r1', null],
      ['m1', 'user', 'Zoë', 'zoe@x.test', 'r1', null],
      ['m2', 'invite', '', 'new@x.test', 'r2', '2030-01-01T00:00:00Z'],
    ]);
  });
});

describe('joinThings', () => {
  it('names devices and assets by their list, by name, the unreadable ones last, each once; an asset keeps its type', () => {
    const things = joinThings(
      [
        { membershipId: 'am-2', publicId: 'as-2' },
        { membershipId: 'am-1', publicId: 'as-1' },
        { membershipId: 'am-3', publicId: 'as-hidden' },
        // The platform keeps one membership per asset and group: a second one for the same asset is not listed again.
        { membershipId: 'am-4', publicId: 'as-1' },
      ],
      [
        { publicId: 'as-1', name: 'Boiler', resourceVariant: { publicId: 'at-1', name: 'Pump' } },
        { publicId: 'as-2', name: 'Axle', resourceVariant: null },
      ],
    );
    expect(things).toEqual([
      { membershipId: 'am-2', publicId: 'as-2', name: 'Axle', typeId: null, typeName: null },
      { membershipId: 'am-1', publicId: 'as-1', name: 'Boiler', typeId: 'at-1', typeName: 'Pump' },
      { membershipId: 'am-3', publicId: 'as-hidden', name: null, typeId: null, typeName: null },
    ]);
  });
});

describe('addresses', () => {
  it('a group page opens at the section its address names, the members by default', () => {
    expect(sectionOf(null)).toBe('members');
    expect(sectionOf('devices')).toBe('devices');
    expect(sectionOf('assets')).toBe('assets');
    expect(sectionOf('history')).toBe('members');
    expect(groupPath('g-1')).toBe('/groups/g-1');
    expect(groupPath('g 1', 'devices')).toBe('/groups/g%201?tab=devices');
  });

  it('a device links to its page, an asset to its page under its type, an asset without a type nowhere', () => {
    expect(thingPath('devices', { publicId: 'ag-1', typeId: null })).toBe('/devices/ag-1');
    expect(thingPath('assets', { publicId: 'as-1', typeId: 'at-2' })).toBe('/assets/at-2/as-1');
    expect(thingPath('assets', { publicId: 'as-1', typeId: null })).toBeNull();
  });
});

describe('the end of access', () => {
  const now = new Date(2026, 10, 20, 12).getTime();

  it('a day is the end of that local day, and reads back as the same day', () => {
    const iso = expiryFromDate('2026-12-31');
    expect(iso).toBe(new Date(2026, 11, 31, 23, 59, 59).toISOString());
    expect(dateOfExpiry(iso)).toBe('2026-12-31');
    expect(expiryFromDate('')).toBeNull();
    expect(dateOfExpiry(null)).toBe('');
  });

  it('must be a date that lies ahead; today still counts, as access ends at its end', () => {
    expect(expiryProblem('', now)).toBeNull();
    expect(expiryProblem('2026-11-20', now)).toBeNull();
    expect(expiryProblem('2026-11-19', now)).toBe('EXPIRY_PAST');
    expect(expiryProblem('tomorrow', now)).toBe('EXPIRY_INVALID');
  });

  it('the member form holds the same rules, and asks for a person and a role', () => {
    const schema = memberFormSchema(() => now);
    const person = { publicId: 'u-1', name: 'Ann', detail: null };
    expect(schema.safeParse({ person, roleId: 'r-1', expiresOn: '' }).success).toBe(true);
    const refused = schema.safeParse({ person: null, roleId: '', expiresOn: '2020-01-01' });
    expect(refused.success ? [] : refused.error.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['person', 'groupTypes.page.validation.PERSON_REQUIRED'],
      ['roleId', 'groupTypes.page.validation.ROLE_REQUIRED'],
      ['expiresOn', 'groupTypes.page.validation.EXPIRY_PAST'],
    ]);
  });
});

describe('membershipChange', () => {
  const membership = { membershipId: 'm-1', roleId: 'r-1', expiresOn: expiryFromDate('2030-05-01') };

  it('sends only what changed, the end of access by its day', () => {
    expect(membershipChange(membership, { roleId: 'r-1', expiresOn: '2030-05-01' })).toEqual({ publicId: 'm-1' });
    expect(membershipChange(membership, { roleId: 'r-2', expiresOn: '2030-05-01' })).toEqual({
      publicId: 'm-1',
      role: { publicId: 'r-2' },
    });
    expect(membershipChange(membership, { roleId: 'r-1', expiresOn: '' })).toEqual({
      publicId: 'm-1',
      expiresOn: null,
    });
    expect(
      membershipChange({ ...membership, roleId: null, expiresOn: null }, { roleId: 'r-1', expiresOn: '2031-01-02' }),
    ).toEqual({
      publicId: 'm-1',
      role: { publicId: 'r-1' },
      expiresOn: expiryFromDate('2031-01-02'),
    });
  });
});

describe('refusalOf', () => {
  it('puts the server’s properties on the form’s fields and keeps its first message', () => {
    const error = {
      status: 400,
      data: [
        { message: 'Required property', propertyName: 'role' },
        { message: 'Invalid value', propertyName: 'group' },
      ],
    };
    expect(refusalOf(error, { role: 'roleId' })).toEqual({
      ok: false,
      fieldErrors: { roleId: 'Required property', group: 'Invalid value' },
      message: 'Required property',
    });
    expect(refusalOf(new Error('boom'), {})).toEqual({ ok: false, fieldErrors: {}, message: undefined });
  });
});
