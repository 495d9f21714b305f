import { firstErrorMessage } from '@/api';
import { SNACKBAR_DURATION, snackbarRequested } from '@/features/notices';

/** A failed call: the server's first message, else the generic one. */
export function failureSnackbar(error: unknown) {
  const text = firstErrorMessage(error);
  return snackbarRequested(
    text
      ? { text, duration: SNACKBAR_DURATION.long, severity: 'error' }
      : { messageKey: 'errors.generic.text', duration: SNACKBAR_DURATION.long, severity: 'error' },
  );
}
