import { useCallback } from 'react';
import { useFailureNotice } from '@/features/notices';
import { useCurrentSession } from '@/features/session';
import { lockoutApi } from '../api';
import { lockoutVerdict, type LockoutChange, type LockoutVerdict } from '../model/lockout';
import '../catalogue';

/**
 * Before a change to roles or memberships: reads who holds which role now and answers the self-lockout verdict.
 * Null when the facts could not be read (told in a notice): the change then waits, rather than risking a lockout.
 */
export function useLockoutCheck() {
  const me = useCurrentSession().user?.publicId ?? null;
  const [readWorld] = lockoutApi.useLazyLockoutWorldQuery();
  const notifyFailure = useFailureNotice();
  return useCallback(
    async (change: LockoutChange): Promise<LockoutVerdict | null> => {
      const world = await readWorld(undefined, false);
      if (world.error || !world.data) {
        notifyFailure(world.error, 'lockout.readFailed');
        return null;
      }
      // Without a known user id nothing can be taken from the signed-in person; the company-wide refusal still holds.
      const { roles, memberships, companyGroupIds } = world.data;
      return lockoutVerdict({ roles, memberships, companyGroupIds: new Set(companyGroupIds), me: me ?? '' }, change);
    },
    [me, notifyFailure, readWorld],
  );
}
