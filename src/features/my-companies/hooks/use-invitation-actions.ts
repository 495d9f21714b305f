import { useState } from 'react';
import { useAppDispatch } from '@/store';
import { SNACKBAR_DURATION, snackbarRequested } from '@/features/notices';
import { useDeclineInviteMutation, useFinishInviteMutation } from '../api';
import { failureSnackbar } from './failure-snackbar';
import { finishBody, requiredTerms, type MyInvite } from '../model/invites';

/**
 * Accept and decline: an invitation from a company with its own terms opens the terms dialog first (accepting sends
 * the policy with InviteFinish); decline asks first. Failures show the server's first message.
 */
export function useInvitationActions() {
  const dispatch = useAppDispatch();
  const [finish, finishState] = useFinishInviteMutation();
  const [decline, declineState] = useDeclineInviteMutation();
  const [accepting, setAccepting] = useState<MyInvite | null>(null);
  const [declining, setDeclining] = useState<MyInvite | null>(null);

  const failed = (error: unknown) => dispatch(failureSnackbar(error));

  const accept = async (invite: MyInvite) => {
    try {
      await finish({ publicId: invite.publicId, body: finishBody(invite) }).unwrap();
      setAccepting(null);
      dispatch(
        snackbarRequested({
          messageKey: 'myCompanies.invites.accepted',
          messageValues: { name: invite.company.name },
          duration: SNACKBAR_DURATION.short,
          severity: 'success',
        }),
      );
    } catch (error) {
      failed(error);
    }
  };

  const confirmDecline = async () => {
    if (!declining) return;
    try {
      await decline(declining.publicId).unwrap();
      dispatch(
        snackbarRequested({
          messageKey: 'myCompanies.invites.declined',
          messageValues: { name: declining.company.name },
          duration: SNACKBAR_DURATION.short,
          severity: 'success',
        }),
      );
      setDeclining(null);
    } catch (error) {
      failed(error);
    }
  };

  return {
    /** Accept pressed: the terms dialog when the company has its own terms, else InviteFinish at once. */
    startAccept: (invite: MyInvite) => (requiredTerms(invite) ? setAccepting(invite) : void accept(invite)),
    accepting,
    confirmAccept: () => (accepting ? accept(accepting) : undefined),
    cancelAccept: () => setAccepting(null),
    startDecline: setDeclining,
    declining,
    confirmDecline,
    cancelDecline: () => setDeclining(null),
    pending: finishState.isLoading || declineState.isLoading,
  };
}
