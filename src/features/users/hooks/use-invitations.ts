import { useState } from 'react';
import { useAppDispatch } from '@/store';
import { firstErrorMessage } from '@/api';
import { SNACKBAR_DURATION, snackbarRequested, useFailureNotice } from '@/features/notices';
import { useInvitesQuery, useResendInviteMutation, useRevokeInviteMutation } from '../api';
import type { Invite } from '../model/schemas';

/** The pending invitations: resend one (success snackbar), revoke one after a confirmation. */
export function useInvitations() {
  const dispatch = useAppDispatch();
  const notifyFailure = useFailureNotice();
  const query = useInvitesQuery();
  const [resend, resending] = useResendInviteMutation();
  const [revoke, revoking] = useRevokeInviteMutation();
  const [revokingInvite, setRevokingInvite] = useState<Invite | null>(null);

  const succeeded = (messageKey: 'users.invitations.resent' | 'users.invitations.revoked', invite: Invite) =>
    dispatch(
      snackbarRequested({
        messageKey,
        messageValues: { email: invite.emailAddress },
        duration: SNACKBAR_DURATION.short,
        severity: 'success',
      }),
    );

  const resendInvite = async (invite: Invite) => {
    const result = await resend(invite.publicId);
    if ('error' in result) notifyFailure(result.error, 'users.invitations.resendFailed');
    else succeeded('users.invitations.resent', invite);
  };

  const confirmRevoke = async () => {
    if (!revokingInvite) return;
    const result = await revoke(revokingInvite.publicId);
    if ('error' in result) notifyFailure(result.error, 'users.invitations.revokeFailed');
    else succeeded('users.invitations.revoked', revokingInvite);
    setRevokingInvite(null);
  };

  return {
    invites: query.data,
    isLoading: query.isLoading,
    error: query.isError ? firstErrorMessage(query.error) : undefined,
    retry: () => void query.refetch(),
    resend: (invite: Invite) => void resendInvite(invite),
    resendingId: resending.isLoading ? resending.originalArgs : undefined,
    askRevoke: setRevokingInvite,
    revokingInvite,
    revokePending: revoking.isLoading,
    confirmRevoke: () => void confirmRevoke(),
    cancelRevoke: () => setRevokingInvite(null),
  };
}
