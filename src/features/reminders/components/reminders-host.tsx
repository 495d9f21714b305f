import { withTexts } from '@/i18n';
import { skipToken } from '@reduxjs/toolkit/query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector } from '@/store';
import { useMyAccessRequestsQuery } from '@/features/access-requests';
import { canUse, useCurrentSession } from '@/features/session';
import { useTemporaryAccessQuery } from '../api';
import { accessRequestsChanged, selectVisibleReminders, temporaryAccessChanged } from '../model/slice';

/** The panel, the button and the sheet download only once there is a reminder to show. */
const RemindersView = lazy(() =>
  import('./reminders-view').then((module) => ({ default: module.RemindersView })).then(withTexts),
);

const QUIET = { refetchOnFocus: true } as const;

/** Feeds the user's approved requests and temporary memberships to the reminders epic. Load failures are ignored (docs/RULES.md#errors-and-notices). */
function RemindersSources() {
  const dispatch = useAppDispatch();
  const { user, company, companyId, permissions } = useCurrentSession();
  const requests = useMyAccessRequestsQuery(
    companyId && canUse(permissions, 'accessRequests') ? undefined : skipToken,
    QUIET,
  );
  const memberships = useTemporaryAccessQuery(companyId && user ? user.publicId : skipToken, QUIET);
  const companyName = company?.name ?? null;
  useEffect(() => {
    dispatch(accessRequestsChanged(requests.data ?? []));
  }, [dispatch, requests.data]);
  useEffect(() => {
    dispatch(temporaryAccessChanged({ memberships: memberships.data ?? [], company: companyName }));
  }, [dispatch, memberships.data, companyName]);
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
