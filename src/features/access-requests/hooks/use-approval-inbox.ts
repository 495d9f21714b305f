import { useCallback, useMemo, useState } from 'react';
import { firstErrorMessage } from '../../../api';
import { useFailureNotice } from '../../notices';
import { useApprovalInboxQuery, useDecideAccessRequestMutation, type AccessRequestDecision } from '../api';
import { activeApprovals, pendingByUrgency } from '../model/request-views';
import type { AccessRequest } from '../model/schemas';
import { useNow } from './use-now';

export type InboxView = 'pending' | 'active';

/**
 * The approver's inbox: pending requests by urgency and the active approvals. A decision shows at once (the cache is
 * patched before the server answers) and is undone on a refusal, told in a snackbar with the server's first message.
 */
export function useApprovalInbox() {
  const query = useApprovalInboxQuery();
  const [decide] = useDecideAccessRequestMutation();
  const notifyFailure = useFailureNotice();
  const now = useNow();
  const [view, setView] = useState<InboxView>('pending');
  const [revoking, setRevoking] = useState<AccessRequest | null>(null);

  const pending = useMemo(() => pendingByUrgency(query.data), [query.data]);
  const active = useMemo(() => activeApprovals(query.data, now), [query.data, now]);

  const run = useCallback(
    async (request: AccessRequest, decision: AccessRequestDecision) => {
      const agentId = request.agent?.publicId;
      if (!agentId) return;
      const result = await decide({ agentId, publicId: request.publicId, decision });
      if ('error' in result) notifyFailure(result.error, 'accessRequests.inbox.decisionFailed');
    },
    [decide, notifyFailure],
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
    active: { ...table, rows: query.data ? active : undefined },
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
