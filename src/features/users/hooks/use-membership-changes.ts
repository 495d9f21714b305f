import { useCreateMembershipsMutation, useDeleteMembershipsMutation, useUpdateMembershipsMutation } from '../api';
import type { LockoutChange } from '@/features/lockout';
import { useChangeNotice, useFailureNotice } from '@/features/notices';
import type { Membership } from '../model/schemas';
import type { MembershipNames } from './use-membership-names';
import '../catalogue';
import '../catalogue-dialogs';

/**
 * One membership changed on its own through UserMembershipList (POST, PATCH, DELETE), live: each change is confirmed in
 * a notice naming the group and role, with Undo where one call reverses it (the role or expiry set back, a removed
 * membership given again); a failure is a 3 s snackbar (docs/RULES.md#users). A role change or removal that would take the
 * signed-in person's own rights away asks first (`allows`, the self-lockout check).
 */
export function useMembershipChanges(
  userId: string,
  names: MembershipNames,
  allows: (change: LockoutChange) => Promise<boolean> = () => Promise.resolve(true),
) {
  const notifyFailure = useFailureNotice();
  const notifyChange = useChangeNotice();
  const [create, creation] = useCreateMembershipsMutation();
  const [update, updating] = useUpdateMembershipsMutation();
  const [remove, removal] = useDeleteMembershipsMutation();

  /** Resolves true when the change was made. */
  const run = async (call: () => Promise<unknown>): Promise<boolean> => {
    try {
      await call();
      return true;
    } catch (error) {
      notifyFailure(error, 'users.memberships.updateFailed');
      return false;
    }
  };

  const add = (groupId: string, roleId: string, expiresOn: string | null) =>
    run(() =>
      create([
        {
          user: { publicId: userId },
          group: { publicId: groupId },
          role: { publicId: roleId },
          ...(expiresOn ? { expiresOn } : {}),
        },
      ]).unwrap(),
    );

  const changeRole = async (membership: Membership, roleId: string): Promise<boolean> => {
    if (!(await allows({ kind: 'memberships', changes: [{ membershipId: membership.publicId, roleId }] })))
      return false;
    const done = await run(() => update([{ publicId: membership.publicId, role: { publicId: roleId } }]).unwrap());
    const previous = membership.role?.publicId ?? null;
    if (done) {
      notifyChange({
        messageKey: 'users.memberships.roleChanged',
        messageValues: { group: names.groupName(membership.group.publicId), role: names.roleName(roleId) },
        ...(previous !== null && {
          undo: () =>
            void run(() => update([{ publicId: membership.publicId, role: { publicId: previous } }]).unwrap()),
        }),
      });
    }
    return done;
  };

  const changeExpiry = async (membership: Membership, expiresOn: string | null): Promise<boolean> => {
    const done = await run(() => update([{ publicId: membership.publicId, expiresOn }]).unwrap());
    if (done) {
      notifyChange({
        messageKey: 'users.memberships.expiryChanged',
        messageValues: { group: names.groupName(membership.group.publicId), date: names.date(expiresOn) },
        undo: () =>
          void run(() => update([{ publicId: membership.publicId, expiresOn: membership.expiresOn ?? null }]).unwrap()),
      });
    }
    return done;
  };

  const removeOne = async (membership: Membership): Promise<boolean> => {
    if (!(await allows({ kind: 'memberships', changes: [{ membershipId: membership.publicId }] }))) return false;
    const done = await run(() => remove([membership.publicId]).unwrap());
    const roleId = membership.role?.publicId ?? null;
    if (done) {
      notifyChange({
        messageKey: 'users.memberships.removed',
        messageValues: { group: names.groupName(membership.group.publicId), role: names.roleName(roleId) },
        // Given again as it was (a membership without a role cannot be created: no Undo then).
        ...(roleId !== null && {
          undo: () => void add(membership.group.publicId, roleId, membership.expiresOn ?? null),
        }),
      });
    }
    return done;
  };

  return {
    pending: creation.isLoading || updating.isLoading || removal.isLoading,
    changeRole,
    changeExpiry,
    remove: removeOne,
    add: async (groupId: string, roleId: string, expiresOn: string | null) => {
      const done = await add(groupId, roleId, expiresOn);
      if (done)
        notifyChange({
          messageKey: 'users.memberships.added',
          messageValues: { group: names.groupName(groupId), role: names.roleName(roleId) },
        });
      return done;
    },
  };
}

export type MembershipChangesModel = ReturnType<typeof useMembershipChanges>;
