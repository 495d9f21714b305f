import { withTexts } from '@/i18n';
import { skipToken } from '@reduxjs/toolkit/query';
import { lazy, Suspense, useState } from 'react';
import { useAppSelector } from '@/store';
import { useMyAccessRequestsQuery } from '@/features/access-requests';
import { canUse, useCurrentSession } from '@/features/session';
import { useTemporaryAccessQuery } from '../api';
import { selectVisibleReminders } from '../model/slice';

/** The panel, the button and the sheet download only once there is a reminder to show. */
const RemindersView = lazy(() =>
  import('./reminders-view').then((module) => ({ default: module.RemindersView })).then(withTexts),
);

const QUIET = { refetchOnFocus: true } as const;

/**
 * Asks for the user's access requests and temporary memberships (again when the window regains focus), so RTK
 * Query's cache holds them: the reminders epic reads them there (`sources.ts`, under the same conditions). Load
 * failures are ignored (docs/RULES.md#errors-and-notices).
 */
function RemindersSources() {
  const { user, companyId, permissions } = useCurrentSession();
  useMyAccessRequestsQuery(companyId && canUse(permissions, 'accessRequests') ? undefined : skipToken, QUIET);
  useTemporaryAccessQuery(companyId && user ? user.publicId : skipToken, QUIET);
  return null;
}

/** On every signed-in page: the sources, and the reminders view once a reminder has shown (it keeps its live regions). */
export function RemindersHost() {
  const count = useAppSelector(selectVisibleReminders).length;
  const [shown, setShown] = useState(false);
  if (count > 0 && !shown) setShown(true);
  return (
    <>
      <RemindersSources />
      {shown && (
        <Suspense fallback={null}>
          <RemindersView />
        </Suspense>
      )}
    </>
  );
}
