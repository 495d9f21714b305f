import { useCreateMembershipsMutation, useDeleteMembershipsMutation, useUpdateMembershipsMutation } from '../api';
import { useFailureNotice } from '../../notices';
import type { Membership } from '../model/schemas';
import '../catalogue';
import '../catalogue-dialogs';

/** One membership changed on its own through UserMembershipList (POST, PATCH, DELETE); a failure is a 3 s snackbar (spec §8). */
export function useMembershipChanges(userId: string) {
  const notifyFailure = useFailureNotice();
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

  return {
    pending: creation.isLoading || updating.isLoading || removal.isLoading,
    changeRole: (membership: Membership, roleId: string) => run(() => update([{ publicId: membership.publicId, role: { publicId: roleId } }]).unwrap()),
    changeExpiry: (membership: Membership, expiresOn: string | null) => run(() => update([{ publicId: membership.publicId, expiresOn }]).unwrap()),
    remove: (membership: Membership) => run(() => remove([membership.publicId]).unwrap()),
    add: (groupId: string, roleId: string, expiresOn: string | null) =>
      run(() => create([{ user: { publicId: userId }, group: { publicId: groupId }, role: { publicId: roleId }, ...(expiresOn ? { expiresOn } : {}) }]).unwrap()),
  };
}

export type MembershipChangesModel = ReturnType<typeof useMembershipChanges>;
