import { describe, expect, it } from 'vitest';
import { lockoutChangeOf } from './use-bulk-action';

describe('what a bulk action would change, for the self-lockout check', () => {
  it('new roles of existing memberships, not expiry-only changes or new memberships', () => {
    expect(
      lockoutChangeOf({
        requests: [
          {
            kind: 'create',
            body: [{ user: { publicId: 'u-1' }, group: { publicId: 'g-1' }, role: { publicId: 'r-op' } }],
            owners: ['u-1'],
          },
          {
            kind: 'update',
            body: [
              { publicId: 'm-1', role: { publicId: 'r-op' } },
              { publicId: 'm-2', expiresOn: '2031-01-01T00:00:00Z' },
            ],
            owners: ['u-1', 'u-2'],
          },
        ],
      }),
    ).toEqual({ kind: 'memberships', changes: [{ membershipId: 'm-1', roleId: 'r-op' }] });
  });

  it('removed memberships', () => {
    expect(lockoutChangeOf({ requests: [{ kind: 'remove', body: ['m-1', 'm-2'], owners: ['u-1', 'u-2'] }] })).toEqual({
      kind: 'memberships',
      changes: [{ membershipId: 'm-1' }, { membershipId: 'm-2' }],
    });
  });

  it('people removed from the company', () => {
    expect(lockoutChangeOf({ requests: [{ kind: 'removeUsers', body: ['u-1'], owners: ['u-1'] }] })).toEqual({
      kind: 'removeUsers',
      userIds: ['u-1'],
    });
  });

  it('nothing to check for new memberships alone', () => {
    expect(
      lockoutChangeOf({
        requests: [
          {
            kind: 'create',
            body: [{ user: { publicId: 'u-1' }, group: { publicId: 'g-1' }, role: { publicId: 'r' } }],
            owners: ['u-1'],
          },
        ],
      }),
    ).toBeNull();
  });
});
