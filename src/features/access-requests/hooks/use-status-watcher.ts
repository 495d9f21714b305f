import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '@/store';
import { SNACKBAR_DURATION, snackbarRequested } from '@/features/notices';
import { canUse, useCurrentSession } from '@/features/session';
import { useMyAccessRequestsQuery } from '../api';
import { statusChanges, statusesById } from '../model/status-changes';
import '../catalogue-status';

/**
 * Re-read every 30 s while the tab is in front, and at once when the person comes back to it: polling tells someone
 * watching the portal within half a minute, and the focus read tells someone returning from another tab or app
 * without waiting for the next tick. A tab in the background does not poll.
 */
export const STATUS_POLL_MS = 30_000;

/**
 * Tells the signed-in person in a 4-second snackbar when an approver approves, rejects or revokes one of their
 * requests (docs/RULES.md#access-requests): the statuses seen are compared with the ones read before, never on the first read. A failed
 * read is ignored (docs/RULES.md#access-requests): the last statuses stay and the next read compares with them.
 */
export function useAccessRequestStatusWatcher(): void {
  const dispatch = useAppDispatch();
  const { t } = useTranslation();
  const { permissions, user, companyId } = useCurrentSession();
  const watching = Boolean(user && companyId) && canUse(permissions, 'accessRequests');
  const { data } = useMyAccessRequestsQuery(watching ? undefined : skipToken, {
    pollingInterval: STATUS_POLL_MS,
    skipPollingIfUnfocused: true,
    refetchOnFocus: true,
  });
  // Statuses seen, per person and company: another account or company starts over without announcing anything.
  const seen = useRef<{ owner: string; statuses: Map<string, string> } | null>(null);
  const owner = `${user?.publicId ?? ''}/${companyId ?? ''}`;

  useEffect(() => {
    if (!watching || !data) return;
    const before = seen.current?.owner === owner ? seen.current.statuses : null;
    seen.current = { owner, statuses: statusesById(data) };
    if (!before) return;
    for (const change of statusChanges(before, data)) {
      dispatch(
        snackbarRequested({
          messageKey: `accessRequests.statusNotice.${change.status}`,
          // The device name is shown as text: the snackbar host does not read it as markup.
          messageValues: { device: change.device ?? t('accessRequests.statusNotice.unknownDevice') },
          duration: SNACKBAR_DURATION.medium,
          severity: change.status === 'approved' ? 'success' : 'info',
        }),
      );
    }
  }, [data, dispatch, owner, t, watching]);
}
