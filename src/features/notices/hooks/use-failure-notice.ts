import type { ParseKeys } from 'i18next';
import { useCallback } from 'react';
import { useAppDispatch } from '@/store';
import { firstErrorMessage } from '@/api';
import { SNACKBAR_DURATION, snackbarRequested } from '../model/slice';

/** docs/RULES.md#errors-and-notices: a failure as a 3-second snackbar with the first error message (a fixed text when there is none). */
export function useFailureNotice() {
  const dispatch = useAppDispatch();
  return useCallback(
    (error: unknown, fallbackKey: ParseKeys) => {
      const text = firstErrorMessage(error);
      dispatch(
        snackbarRequested({
          ...(text ? { text } : { messageKey: fallbackKey }),
          duration: SNACKBAR_DURATION.short,
          severity: 'error',
        }),
      );
    },
    [dispatch],
  );
}
