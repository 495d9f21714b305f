import { roleFormSchema } from './role-form';
import { duplicateName, membersPerRole, movePlan, moveTargets, roleBody } from './role-rules';

const copyName = (name: string, number: number) => (number === 1 ? `${name} (copy)` : `${name} (copy ${number})`);

describe('the name of a duplicate', () => {
  it('is "<name> (copy)", then the first free numbered copy, compared like the server (trimmed, any case)', () => {
    expect(duplicateName('Operator', ['Operator'], copyName)).toBe('Operator (copy)');
    expect(duplicateName('Operator', ['Operator', 'operator (COPY)'], copyName)).toBe('Operator (copy 2)');
    expect(duplicateName('Operator', ['Operator', 'Operator (copy)', ' Operator (copy 2) '], copyName)).toBe(
      'Operator (copy 3)',
    );
  });

  it('stays within 255 characters by shortening the original name', () => {
    const long = 'x'.repeat(255);
    const name = duplicateName(long, [long], copyName);
    expect(name).toHaveLength(255);
    expect(name.endsWith('x (copy)')).toBe(true);
    const next = duplicateName(long, [long, name], copyName);
    expect(next).toHaveLength(255);
    expect(next.endsWith('x (copy 2)')).toBe(true);
  });
});

describe('moving a role’s memberships before it is deleted', () => {
  const memberships = [
    { publicId: 'm1', user: { publicId: 'u1' }, invite: null },
    { publicId: 'm2', user: { publicId: 'u1' }, invite: null },
    { publicId: 'm3', user: { publicId: 'u2' }, invite: null },
    { publicId: 'm4', user: null, invite: { publicId: 'i1' } },
  ];

  it('changes the role of each membership and nothing else, in one PATCH body', () => {
    expect(movePlan(memberships, 'r-9').changes).toEqual([
      { publicId: 'm1', role: { publicId: 'r-9' } },
      { publicId: 'm2', role: { publicId: 'r-9' } },
      { publicId: 'm3', role: { publicId: 'r-9' } },
      { publicId: 'm4', role: { publicId: 'r-9' } },
    ]);
  });

  it('counts each person and invitation once', () => {
    expect(movePlan(memberships, 'r-9')).toMatchObject({ people: 2, invitations: 1 });
    expect(movePlan([], 'r-9')).toEqual({ changes: [], people: 0, invitations: 0 });
  });

  it('offers every role but the one being deleted', () => {
    expect(moveTargets([{ publicId: 'a' }, { publicId: 'b' }, { publicId: 'c' }], 'b')).toEqual([
      { publicId: 'a' },
      { publicId: 'c' },
    ]);
  });

  it('counts the holders of each role once, however many groups give it', () => {
    const rows = [
      { publicId: 'm1', user: { publicId: 'u1' }, role: { publicId: 'r1' } },
      { publicId: 'm2', user: { publicId: 'u1' }, role: { publicId: 'r1' } },
      { publicId: 'm3', invite: { publicId: 'i1' }, role: { publicId: 'r1' } },
      { publicId: 'm4', user: { publicId: 'u1' }, role: { publicId: 'r2' } },
      { publicId: 'm5', user: { publicId: 'u2' }, role: null },
    ];
    expect(membersPerRole(rows)).toEqual({ r1: 2, r2: 1 });
  });
});

describe('the role form', () => {
  const schema = roleFormSchema(['Operator', 'Approver']);
  const values = { name: 'Planner', description: '', enforce2fa: false, enforceSso: false };
  const messages = (name: string) =>
    (schema.safeParse({ ...values, name }).error?.issues ?? []).map((issue) => issue.message);

  it('needs a name of at most 255 characters that no other role has', () => {
    expect(messages('Planner')).toEqual([]);
    expect(messages('   ')).toEqual(['roles.validation.REQUIRED']);
    expect(messages('y'.repeat(256))).toEqual(['roles.validation.MAX_LENGTH']);
    expect(messages('y'.repeat(255))).toEqual([]);
    expect(messages(' operator ')).toEqual(['roles.validation.NAME_ALREADY_IN_USE']);
  });

  it('sends a trimmed name and no description when it is blank', () => {
    expect(roleBody({ name: ' Planner ', description: '  ', enforce2fa: true, enforceSso: false })).toEqual({
      name: 'Planner',
      description: null,
      enforce2fa: true,
      enforceSso: false,
    });
    expect(roleBody({ ...values, description: ' Plans work ' }).description).toBe('Plans work');
  });
});
