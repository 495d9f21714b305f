import { useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { navigated, selectApiUnavailable, SnackbarHost } from '@/features/notices';
import { useAppDispatch, useAppSelector } from '../hooks';
import { ApiUnavailablePage } from '../shell/error-pages';
import { ShellPresenceProvider } from '../shell/shell-presence';

/**
 * Every route: the snackbar host, and the api-unavailable page in place of the route until the next navigation (or until
 * Try again finds the server answering). Inside the signed-in shell, the shell shows that page in its main area.
 */
export function RootLayout() {
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  const unavailable = useAppSelector(selectApiUnavailable);
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    dispatch(navigated());
  }, [dispatch, pathname]);

  return (
    <>
      <ShellPresenceProvider>
        {(shellPresent) => (unavailable && !shellPresent ? <ApiUnavailablePage /> : <Outlet />)}
      </ShellPresenceProvider>
      <SnackbarHost />
      {/* Each page's scroll position is kept per path and restored on return. */}
      <ScrollRestoration getKey={(location) => location.pathname} />
    </>
  );
}
