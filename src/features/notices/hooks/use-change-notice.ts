import type { ParseKeys } from 'i18next';
import { useCallback } from 'react';
import { useAppDispatch } from '@/store';
import { SNACKBAR_DURATION, snackbarRequested } from '../model/slice';
import { registerUndo, undoPressed } from '../model/undo';
import '../catalogue';

export interface ChangeNotice {
  messageKey: ParseKeys;
  messageValues?: Record<string, string | number>;
  /** One call that reverses the change: the notice offers Undo, and stays 5 s instead of 3 to leave time for it. */
  undo?: () => void;
}

/** The one confirmation of a create, change or removal: a success snackbar in the page's words, with Undo when one step reverses it. */
export function useChangeNotice() {
  const dispatch = useAppDispatch();
  return useCallback(
    ({ messageKey, messageValues, undo }: ChangeNotice) => {
      dispatch(
        snackbarRequested({
          messageKey,
          messageValues,
          severity: 'success',
          duration: undo ? SNACKBAR_DURATION.long : SNACKBAR_DURATION.short,
          ...(undo && { action: { labelKey: 'notices.undo', event: undoPressed(registerUndo(undo)) } }),
        }),
      );
    },
    [dispatch],
  );
}
