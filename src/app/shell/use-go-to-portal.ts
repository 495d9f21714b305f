import { useCallback, useState } from 'react';
import { getRuntimeConfig } from '@/api';
import { useFailureNotice } from '@/features/notices';
import { portalAvailable, useCreatePortalUrl } from '@/features/session';
import './catalogue';

/** Leaving the app for the portal: the same tab on the web (docs/RULES.md#shell). An object, so tests can watch it. */
export const portalNavigation = {
  open: (url: string): void => window.location.assign(url),
};

/**
 * Go to portal (the not-allowed page, the apps menu): offered only in production with a web root URL; the click builds the
 * jump-start URL, with its 60-second token, and opens it. A failure is a snackbar.
 */
export function useGoToPortal() {
  const available = portalAvailable(getRuntimeConfig());
  const createPortalUrl = useCreatePortalUrl();
  const notifyFailure = useFailureNotice();
  const [pending, setPending] = useState(false);
  const go = useCallback(() => {
    setPending(true);
    createPortalUrl()
      .then((url) => portalNavigation.open(url))
      .catch((error: unknown) => notifyFailure(error, 'errors.portalFailed'))
      .finally(() => setPending(false));
  }, [createPortalUrl, notifyFailure]);
  return { available, pending, go };
}
