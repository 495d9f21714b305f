import { withTexts } from '@/i18n';
import { Box, useTheme } from '@mui/material';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigation } from 'react-router-dom';
import { loadStatusBarAccess } from '@/features/devices';
import { loadMessagesPage } from '@/features/messages';
import { canInvite, usePermissions } from '@/features/session';
import { loadInBackground } from '@/runtime/background-loads';
import { readJson, safeLocalStorage, STORAGE_KEYS } from '@/lib/storage';
import { PageSkeleton } from '@/ui/states';
import { useMediaQueryMatches } from '@/ui/use-media-query';
import { useAppStoreBanner } from './app-store-banner-state';
import { MainDrawer } from './main-drawer';
import { LazyRightDrawer, useRightMenu } from './right-drawer';
import { visibleMenu } from './menu';
import { ToolbarSpacer } from './toolbar-spacer';
import { TopBar } from './top-bar';
import { ApiUnavailablePage } from './error-pages';
import { useAnnounceShell } from './shell-presence';
import { UnshownEntriesNotice } from './unshown-entries-notice';
import { selectApiUnavailable } from '@/features/notices';
import { useAppSelector } from '../hooks';
import { VpnStatusBar } from '@/features/vpn';
import './catalogue';

/** Drawer open state is remembered locally and defaults to open. */
export function readDrawerOpen(): boolean {
  return readJson(safeLocalStorage(), STORAGE_KEYS.drawer) !== false;
}

export const PRELOAD_DELAY_MS = 5000;

const StatusBarAccess = lazy(() => loadStatusBarAccess().then(withTexts));
const AppStoreBanner = lazy(() =>
  import('./app-store-banner').then((module) => ({ default: module.AppStoreBanner })).then(withTexts),
);
/** The running access of the connected device, in the VPN status bar. */
const statusBarAccess = (agentId: string) => (
  <Suspense fallback={null}>
    <StatusBarAccess agentId={agentId} />
  </Suspense>
);

/** Pages people open next (messages, users) are fetched quietly a few seconds after the shell is up. */
function usePreloadAfterDelay(mayInvite: boolean) {
  // Read when the delay ends: the permissions may arrive after the shell, and they must not restart the delay.
  const mayInviteNow = useRef(mayInvite);
  useEffect(() => {
    mayInviteNow.current = mayInvite;
  }, [mayInvite]);
  useEffect(() => {
    const timer = window.setTimeout(() => {
      loadInBackground(loadMessagesPage);
      // The users page only for those who may open it (invite user); its feature code comes with it.
      if (mayInviteNow.current)
        loadInBackground(() => import('@/features/users').then((users) => users.loadUsersPage()));
    }, PRELOAD_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);
}

export function AdminLayout() {
  const theme = useTheme();
  const wide = useMediaQueryMatches(theme.breakpoints.up('md'));
  const [open, setOpen] = useState(readDrawerOpen);
  const { t } = useTranslation();
  const [mobileOpen, setMobileOpen] = useState(false);
  const banner = useAppStoreBanner();
  const rightMenu = useRightMenu();
  const permissions = usePermissions();
  const unavailable = useAppSelector(selectApiUnavailable);
  useAnnounceShell();
  usePreloadAfterDelay(canInvite(permissions));
  // Without a single menu item there is no drawer and no button for it; whoever can see devices has one (the Devices entry).
  const hasMenu = visibleMenu(permissions).length > 0;
  const drawerOpen = hasMenu && (wide ? open : mobileOpen);
  // Another page whose code is still downloading: its frame at once, with placeholders, rather than the last page.
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const switching = navigation.state === 'loading' && navigation.location.pathname !== pathname;

  const toggle = () => {
    if (wide) {
      safeLocalStorage().setItem(STORAGE_KEYS.drawer, JSON.stringify(!open));
      setOpen(!open);
    } else {
      setMobileOpen(!mobileOpen);
    }
  };

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', pt: `${banner.height}px` }}>
      {banner.height > 0 && (
        <Suspense fallback={null}>
          <AppStoreBanner
            height={banner.height}
            storeLink={banner.storeLink}
            appleAppStoreLink={banner.appleAppStoreLink}
            onClose={banner.close}
          />
        </Suspense>
      )}
      <TopBar drawerOpen={drawerOpen} onToggleDrawer={hasMenu ? toggle : undefined} offsetTop={banner.height} />
      {hasMenu && <MainDrawer open={drawerOpen} temporary={!wide} onClose={() => setMobileOpen(false)} />}
      <Box component="main" sx={{ flexGrow: 1, minWidth: 0, bgcolor: 'background.default' }}>
        <ToolbarSpacer />
        <VpnStatusBar offsetTop={banner.height} agentExtra={statusBarAccess} />
        <Box sx={{ p: { xs: 2, md: 3 } }}>
          {unavailable ? (
            <ApiUnavailablePage />
          ) : (
            <>
              <UnshownEntriesNotice />
              {switching ? <PageSkeleton label={t('shell.loadingPage')} /> : <Outlet />}
            </>
          )}
        </Box>
      </Box>
      {rightMenu.length > 0 && (
        <Suspense fallback={null}>
          <LazyRightDrawer entries={rightMenu} />
        </Suspense>
      )}
    </Box>
  );
}
