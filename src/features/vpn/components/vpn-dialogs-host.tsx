import { withTexts } from '@/i18n';
import { lazy, Suspense } from 'react';
import { useAppSelector } from '@/store';
import { useReleaseInfo } from '../hooks';
import { selectLogoutConfirmation, selectVpnDialog } from '../model/slice';

// The dialogs are their own chunk: nobody downloads them before one opens.
const VpnDialogs = lazy(() =>
  import('./vpn-dialogs').then((module) => ({ default: module.VpnDialogs })).then(withTexts),
);

/**
 * Mounts the VPN dialogs while one is open, and keeps the release manifest in RTK Query's cache on every signed-in
 * page: the update promo's epic reads the latest release there (`selectLatestVersion`).
 */
export function VpnDialogsHost() {
  const dialog = useAppSelector(selectVpnDialog);
  const confirmation = useAppSelector(selectLogoutConfirmation);
  useReleaseInfo();

  if (!dialog && !confirmation) return null;
  return (
    <Suspense fallback={null}>
      <VpnDialogs />
    </Suspense>
  );
}
