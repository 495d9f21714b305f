import { withTexts } from '@/i18n';
import { lazy, Suspense, useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/store';
import { useReleaseInfo } from '../hooks';
import { releaseInfoLoaded, selectLogoutConfirmation, selectVpnDialog } from '../model/slice';

// The dialogs are their own chunk: nobody downloads them before one opens.
const VpnDialogs = lazy(() =>
  import('./vpn-dialogs').then((module) => ({ default: module.VpnDialogs })).then(withTexts),
);

/** Mounts the VPN dialogs while one is open, and feeds the latest release to the update promo. */
export function VpnDialogsHost() {
  const dispatch = useAppDispatch();
  const dialog = useAppSelector(selectVpnDialog);
  const confirmation = useAppSelector(selectLogoutConfirmation);
  const { release } = useReleaseInfo();
  const latestVersion = release?.latestVersion ?? null;

  useEffect(() => {
    dispatch(releaseInfoLoaded({ latestVersion }));
  }, [dispatch, latestVersion]);

  if (!dialog && !confirmation) return null;
  return (
    <Suspense fallback={null}>
      <VpnDialogs />
    </Suspense>
  );
}
