import { useState } from 'react';
import { useAppDispatch } from '@/store';
import type { Company } from '@/features/session';
import { SNACKBAR_DURATION, snackbarRequested } from '@/features/notices';
import { useLeaveCompanyMutation } from '../api';
import { failureSnackbar } from './failure-snackbar';

/**
 * Leave a company after a confirmation naming it. The companies are read again; the session's gate then selects
 * another company when the current one was left, or shows that there is none.
 */
export function useLeaveCompany() {
  const dispatch = useAppDispatch();
  const [leave, state] = useLeaveCompanyMutation();
  const [leaving, setLeaving] = useState<Company | null>(null);
  const confirm = async () => {
    if (!leaving) return;
    try {
      await leave(leaving.publicId).unwrap();
      dispatch(
        snackbarRequested({
          messageKey: 'myCompanies.companies.left',
          messageValues: { name: leaving.name },
          duration: SNACKBAR_DURATION.short,
          severity: 'success',
        }),
      );
      setLeaving(null);
    } catch (error) {
      dispatch(failureSnackbar(error));
    }
  };
  return { leaving, start: setLeaving, cancel: () => setLeaving(null), confirm, pending: state.isLoading };
}
