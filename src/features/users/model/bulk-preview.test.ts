import { bulkOutcome, bulkPlan, type BulkAction } from './bulk-preview';
import type { Membership, User } from './schemas';

const m = (
  publicId: string,
  userId: string,
  group: string,
  role: string | null,
  expiresOn: string | null = null,
): Membership => ({
  publicId,
  user: { publicId: userId },
  invite: null,
  group: { publicId: group },
  role: role === null ? null : { publicId: role },
  expiresOn,
});
const user = (publicId: string, name: string, memberships: Membership[]): User => ({
  publicId,
  name,
  type: 'person',
  emailAddress: `${name.toLowerCase()}@acme.test`,
  support: false,
  registeredOn: null,
  lastSeenOn: null,
  memberships,
  otpauthRequired: false,
  custom: null,
});

const ada = user('u-ada', 'Ada', [m('m-a1', 'u-ada', 'g-acme', 'r-admin')]);
const bo = user('u-bo', 'Bo', [m('m-b1', 'u-bo', 'g-acme', 'r-op'), m('m-b2', 'u-bo', 'g-line2', 'r-viewer')]);
const cy = user('u-cy', 'Cy', [m('m-c1', 'u-cy', 'g-line2', 'r-op', '2027-01-01T00:00:00.000Z')]);
const USERS = [ada, bo, cy];
const give: BulkAction = { kind: 'giveRole', groupId: 'g-line2', roleId: 'r-op', expiresOn: null };

describe('bulkPlan: give a role in a group', () => {
  it('new for a user not in the group, a role change for one with another role, unchanged for one who has it', () => {
    const plan = bulkPlan(USERS, give);
    expect(plan.lines).toEqual([
      {
        userId: 'u-ada',
        name: 'Ada',
        changes: [{ kind: 'new', groupId: 'g-line2', roleId: 'r-op', expiresOn: null }],
        unchanged: false,
      },
      {
        userId: 'u-bo',
        name: 'Bo',
        changes: [
          {
            kind: 'roleChange',
            membershipId: 'm-b2',
            groupId: 'g-line2',
            fromRoleId: 'r-viewer',
            toRoleId: 'r-op',
            expiresOn: null,
          },
        ],
        unchanged: false,
      },
      {
        userId: 'u-cy',
        name: 'Cy',
        changes: [{ kind: 'alreadyHas', groupId: 'g-line2', roleId: 'r-op' }],
        unchanged: true,
      },
    ]);
  });

  it('one POST for the new memberships and one PATCH for the role changes, each item owned by its user', () => {
    const { requests } = bulkPlan(USERS, give);
    expect(requests).toEqual([
      {
        kind: 'create',
        body: [{ user: { publicId: 'u-ada' }, group: { publicId: 'g-line2' }, role: { publicId: 'r-op' } }],
        owners: ['u-ada'],
      },
      { kind: 'update', body: [{ publicId: 'm-b2', role: { publicId: 'r-op' } }], owners: ['u-bo'] },
    ]);
  });

  it('with an expiry, new and changed memberships get it, and one with the role but another expiry changes its expiry', () => {
    const until = '2027-06-30T21:59:59.000Z';
    const plan = bulkPlan(USERS, { ...give, expiresOn: until });
    expect(plan.lines[2]?.changes).toEqual([
      {
        kind: 'expiryChange',
        membershipId: 'm-c1',
        groupId: 'g-line2',
        roleId: 'r-op',
        from: '2027-01-01T00:00:00.000Z',
        to: until,
      },
    ]);
    expect(plan.requests).toEqual([
      {
        kind: 'create',
        body: [
          { user: { publicId: 'u-ada' }, group: { publicId: 'g-line2' }, role: { publicId: 'r-op' }, expiresOn: until },
        ],
        owners: ['u-ada'],
      },
      {
        kind: 'update',
        body: [
          { publicId: 'm-b2', role: { publicId: 'r-op' }, expiresOn: until },
          { publicId: 'm-c1', expiresOn: until },
        ],
        owners: ['u-bo', 'u-cy'],
      },
    ]);
  });

  it('without an expiry a membership that has the role keeps its own expiry: unchanged', () => {
    expect(bulkPlan([cy], give).requests).toEqual([]);
  });

  it('a user with several memberships of the group and one with the role is unchanged', () => {
    const both = user('u-d', 'Di', [m('m-d1', 'u-d', 'g-line2', 'r-viewer'), m('m-d2', 'u-d', 'g-line2', 'r-op')]);
    expect(bulkPlan([both], give)).toEqual({
      lines: [
        {
          userId: 'u-d',
          name: 'Di',
          changes: [{ kind: 'alreadyHas', groupId: 'g-line2', roleId: 'r-op' }],
          unchanged: true,
        },
      ],
      requests: [],
    });
  });
});

describe('bulkPlan: remove from a group', () => {
  it('lists every membership that goes, and users not in the group as unchanged; one DELETE', () => {
    const twice = user('u-d', 'Di', [m('m-d1', 'u-d', 'g-line2', 'r-viewer'), m('m-d2', 'u-d', 'g-line2', null)]);
    const plan = bulkPlan([ada, bo, twice], { kind: 'removeFromGroup', groupId: 'g-line2' });
    expect(plan.lines.map((line) => [line.name, line.changes, line.unchanged])).toEqual([
      ['Ada', [{ kind: 'notInGroup', groupId: 'g-line2' }], true],
      ['Bo', [{ kind: 'removal', membershipId: 'm-b2', groupId: 'g-line2', roleId: 'r-viewer' }], false],
      [
        'Di',
        [
          { kind: 'removal', membershipId: 'm-d1', groupId: 'g-line2', roleId: 'r-viewer' },
          { kind: 'removal', membershipId: 'm-d2', groupId: 'g-line2', roleId: null },
        ],
        false,
      ],
    ]);
    expect(plan.requests).toEqual([{ kind: 'remove', body: ['m-b2', 'm-d1', 'm-d2'], owners: ['u-bo', 'u-d', 'u-d'] }]);
  });
});

describe('bulkPlan: remove from the company', () => {
  it('every user leaves with all their memberships; one UserList DELETE', () => {
    const plan = bulkPlan(USERS, { kind: 'removeFromCompany' });
    expect(plan.lines.map((line) => line.changes)).toEqual([
      [{ kind: 'leaveCompany', memberships: 1 }],
      [{ kind: 'leaveCompany', memberships: 2 }],
      [{ kind: 'leaveCompany', memberships: 1 }],
    ]);
    expect(plan.requests).toEqual([
      { kind: 'removeUsers', body: ['u-ada', 'u-bo', 'u-cy'], owners: ['u-ada', 'u-bo', 'u-cy'] },
    ]);
  });
});

describe('bulkOutcome', () => {
  const plan = bulkPlan([...USERS, user('u-d', 'Di', [m('m-d1', 'u-d', 'g-line2', 'r-viewer')])], give);
  // create: Ada; update: Bo, Di; Cy unchanged.

  it('all calls succeed: done for the changed users, unchanged for the others', () => {
    const outcome = bulkOutcome(plan, [
      { kind: 'create', error: null },
      { kind: 'update', error: null },
    ]);
    expect(outcome.map((o) => [o.name, o.status])).toEqual([
      ['Ada', 'done'],
      ['Bo', 'done'],
      ['Cy', 'unchanged'],
      ['Di', 'done'],
    ]);
  });

  it('an error item’s listIndex names the user that failed; the rest of that call was not applied', () => {
    const error = { status: 400, data: [{ message: 'Membership not found', listIndex: 1 }] };
    const outcome = bulkOutcome(plan, [
      { kind: 'create', error: null },
      { kind: 'update', error },
    ]);
    expect(outcome).toEqual([
      { userId: 'u-ada', name: 'Ada', status: 'done' },
      { userId: 'u-bo', name: 'Bo', status: 'notApplied' },
      { userId: 'u-cy', name: 'Cy', status: 'unchanged' },
      { userId: 'u-d', name: 'Di', status: 'failed', message: 'Membership not found' },
    ]);
  });

  it('a failed call that names no item failed for all its users with its first message', () => {
    const error = { status: 409, data: [{ message: 'Conflict' }, { message: 'Second' }] };
    const outcome = bulkOutcome(plan, [
      { kind: 'create', error },
      { kind: 'update', error: null },
    ]);
    expect(outcome[0]).toEqual({ userId: 'u-ada', name: 'Ada', status: 'failed', message: 'Conflict' });
    expect(outcome[1]?.status).toBe('done');
  });

  it('a listIndex outside the body counts as naming no item; a call that was never made was not applied', () => {
    const error = { status: 400, data: [{ message: 'Odd', listIndex: 7 }] };
    expect(bulkOutcome(plan, [{ kind: 'create', error }])).toEqual([
      { userId: 'u-ada', name: 'Ada', status: 'failed', message: 'Odd' },
      { userId: 'u-bo', name: 'Bo', status: 'notApplied' },
      { userId: 'u-cy', name: 'Cy', status: 'unchanged' },
      { userId: 'u-d', name: 'Di', status: 'notApplied' },
    ]);
  });

  it('a failure without any message is still a failure', () => {
    expect(
      bulkOutcome(plan, [
        { kind: 'create', error: { status: 'FETCH_ERROR', data: [] } },
        { kind: 'update', error: null },
      ])[0],
    ).toEqual({
      userId: 'u-ada',
      name: 'Ada',
      status: 'failed',
    });
  });
});
