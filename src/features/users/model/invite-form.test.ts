import {
  endOfLocalDay,
  inviteFormSchema,
  localDate,
  placeInviteErrors,
  toInviteInputs,
  type InviteFormValues,
} from './invite-form';

const TODAY = '2026-11-20';
const valid: InviteFormValues = {
  emails: 'ann@example.test',
  groupRoles: [{ groupId: 'g-acme', roleId: 'r-1', until: '' }],
  message: '',
};
const issues = (values: InviteFormValues) => {
  const result = inviteFormSchema(TODAY).safeParse(values);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('the invite form rules', () => {
  it('accepts addresses with one group and role', () => {
    expect(issues(valid)).toEqual([]);
    expect(
      issues({ ...valid, groupRoles: [{ groupId: 'g-acme', roleId: 'r-1', until: TODAY }], message: 'm'.repeat(1024) }),
    ).toEqual([]);
  });

  it('needs at least one address, and every address valid', () => {
    expect(issues({ ...valid, emails: ' ,\n ' })).toEqual([['emails', 'users.invite.validation.EMAILS_REQUIRED']]);
    expect(issues({ ...valid, emails: 'ann@example.test, nope' })).toEqual([
      ['emails', 'users.invite.validation.EMAILS_INVALID'],
    ]);
    expect(issues({ ...valid, emails: 'ann@example.test ANN@example.test' })).toEqual([
      ['emails', 'users.invite.validation.EMAILS_INVALID'],
    ]);
  });

  it('needs a group and a role on each row, each group once, and an expiry of today or later', () => {
    expect(
      issues({
        ...valid,
        groupRoles: [
          { groupId: '', roleId: '', until: '' },
          { groupId: 'g-1', roleId: 'r-1', until: '2026-11-19' },
          { groupId: 'g-1', roleId: 'r-2', until: '2026-13-45' },
        ],
      }),
    ).toEqual([
      ['groupRoles.0.groupId', 'users.invite.validation.GROUP_REQUIRED'],
      ['groupRoles.0.roleId', 'users.invite.validation.ROLE_REQUIRED'],
      ['groupRoles.1.until', 'users.invite.validation.UNTIL_PAST'],
      ['groupRoles.2.until', 'users.invite.validation.UNTIL_INVALID'],
      ['groupRoles.2.groupId', 'users.invite.validation.GROUP_TWICE'],
    ]);
  });

  it('holds the message to 1024 characters', () => {
    expect(issues({ ...valid, message: 'm'.repeat(1025) })).toEqual([
      ['message', 'users.invite.validation.MESSAGE_TOO_LONG'],
    ]);
  });
});

describe('toInviteInputs', () => {
  it('makes one invitation per address with the same groups, roles, expiry and trimmed message', () => {
    const inputs = toInviteInputs({
      emails: 'ann@example.test,\nbob@example.test',
      groupRoles: [
        { groupId: 'g-acme', roleId: 'r-1', until: '' },
        { groupId: 'g-2', roleId: 'r-2', until: '2026-12-31' },
      ],
      message: '  Welcome  ',
    });
    const groupRoles = [
      { group: { publicId: 'g-acme' }, role: { publicId: 'r-1' }, expiresOn: null },
      { group: { publicId: 'g-2' }, role: { publicId: 'r-2' }, expiresOn: endOfLocalDay('2026-12-31') },
    ];
    expect(inputs).toEqual([
      { emailAddress: 'ann@example.test', groupRoles, message: 'Welcome' },
      { emailAddress: 'bob@example.test', groupRoles, message: 'Welcome' },
    ]);
    expect(toInviteInputs({ ...valid, message: '   ' })[0]).not.toHaveProperty('message');
  });

  it('access until a day lasts to the end of that local day', () => {
    const end = new Date(endOfLocalDay('2026-12-31'));
    expect([end.getFullYear(), end.getMonth(), end.getDate(), end.getHours(), end.getMinutes()]).toEqual([
      2026, 11, 31, 23, 59,
    ]);
    expect(localDate(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});

describe('placeInviteErrors', () => {
  it('puts each item on the address of its listIndex, naming a property other than the address; the rest are general', () => {
    const placed = placeInviteErrors(
      [
        { message: 'Invalid email address', propertyName: 'emailAddress', listIndex: 1 },
        { message: 'Invalid value', propertyName: 'groupRoles.role', listIndex: 1 },
        { message: 'Forbidden' },
        { message: 'Out of range', listIndex: 7 },
      ],
      ['a@b.test', 'bad@x', 'c@d.test'],
    );
    expect([...placed.byAddress]).toEqual([[1, ['Invalid email address', 'Invalid value (groupRoles.role)']]]);
    expect(placed.general).toEqual(['Forbidden', 'Out of range']);
  });
});
