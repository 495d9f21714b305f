import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '@/store';
import { firstErrorMessage } from '@/api';
import { SNACKBAR_DURATION, snackbarRequested, useFailureNotice } from '@/features/notices';
import { useApprovalInboxQuery, useDecideAccessRequestMutation, type AccessRequestDecision } from '../api';
import { activeApprovals, decidedRequests, expiredPending, pendingByUrgency } from '../model/request-views';
import type { AccessRequest } from '../model/schemas';
import { useNow } from './use-now';

export type InboxView = 'pending' | 'expired' | 'active' | 'decided';

const DECIDED_NOTICE = {
  approve: 'accessRequests.inbox.approvedNotice',
  reject: 'accessRequests.inbox.rejectedNotice',
  revoke: 'accessRequests.inbox.revokedNotice',
} as const;

/**
 * The approver's inbox: pending requests by urgency, those whose window ended undecided (expired), the active approvals
 * and the record of decisions. A decision shows at once (the cache is patched before the server answers) and is
 * confirmed in a notice naming the person and the device, or undone on a refusal, told with the server's first message.
 */
export function useApprovalInbox() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const query = useApprovalInboxQuery();
  const [decide] = useDecideAccessRequestMutation();
  const notifyFailure = useFailureNotice();
  const now = useNow();
  const [view, setView] = useState<InboxView>('pending');
  const [revoking, setRevoking] = useState<AccessRequest | null>(null);

  const pending = useMemo(() => pendingByUrgency(query.data, now), [query.data, now]);
  const expired = useMemo(() => expiredPending(query.data, now), [query.data, now]);
  const active = useMemo(() => activeApprovals(query.data, now), [query.data, now]);
  const decided = useMemo(() => decidedRequests(query.data), [query.data]);

  const run = useCallback(
    async (request: AccessRequest, decision: AccessRequestDecision) => {
      const agentId = request.agent?.publicId;
      if (!agentId) return;
      const result = await decide({ agentId, publicId: request.publicId, decision });
      if ('error' in result) {
        notifyFailure(result.error, 'accessRequests.inbox.decisionFailed');
        return;
      }
      const names = {
        user: request.user.name ?? request.user.publicId,
        device: request.agent?.name ?? t('accessRequests.inbox.unknownDevice'),
      };
      dispatch(
        snackbarRequested({
          messageKey: DECIDED_NOTICE[decision],
          messageValues: names,
          duration: SNACKBAR_DURATION.medium,
          severity: 'success',
        }),
      );
    },
    [decide, dispatch, notifyFailure, t],
  );
  // Stable, so the table's rows are not drawn again for nothing.
  const approve = useCallback((request: AccessRequest) => void run(request, 'approve'), [run]);
  const reject = useCallback((request: AccessRequest) => void run(request, 'reject'), [run]);

  const table = {
    isLoading: query.isLoading,
    error: query.isError ? firstErrorMessage(query.error) : undefined,
    onRetry: () => void query.refetch(),
  };

  return {
    now,
    view,
    setView,
    pending: { ...table, rows: query.data ? pending : undefined },
    expired: { ...table, rows: query.data ? expired : undefined },
    active: { ...table, rows: query.data ? active : undefined },
    decided: { ...table, rows: query.data ? decided : undefined },
    approve,
    reject,
    revoke: setRevoking,
    revoking: revoking
      ? {
          request: revoking,
          confirm: () => {
            setRevoking(null);
            void run(revoking, 'revoke');
          },
          cancel: () => setRevoking(null),
        }
      : null,
  };
}
