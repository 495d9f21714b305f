import { createAction, type Dispatch, type Middleware } from '@reduxjs/toolkit';
import { SNACKBAR_DURATION, snackbarDismissed, snackbarRequested } from './model/slice';

export const VERSION_CHECK_INTERVAL_MS = 900_000;
export const OFFLINE_SNACKBAR_ID = 'offline';
export const NEW_VERSION_SNACKBAR_ID = 'new-version';

export const reloadRequested = createAction('app/reloadRequested');

/**
 * The browser's side effects for the notices. These run from the first screen on, sign-in page included, so they are
 * plain listeners and one interval rather than epics: the stream library loads only after sign-in.
 */
export interface NoticesDependencies {
  /** Calls back with true on `online` and false on `offline`; returns the unsubscribe. */
  watchOnline: (listener: (online: boolean) => void) => () => void;
  fetchDeployedVersion: () => Promise<string>;
  reload: () => void;
}

export function browserOnlineWatcher(listener: (online: boolean) => void): () => void {
  const online = () => listener(true);
  const offline = () => listener(false);
  window.addEventListener('online', online);
  window.addEventListener('offline', offline);
  return () => {
    window.removeEventListener('online', online);
    window.removeEventListener('offline', offline);
  };
}

/** 'No connection' while offline, dismissed on reconnect. */
function watchConnectivity(dispatch: Dispatch, { watchOnline }: NoticesDependencies): () => void {
  return watchOnline((online) =>
    dispatch(
      online
        ? snackbarDismissed(OFFLINE_SNACKBAR_ID)
        : snackbarRequested({
            id: OFFLINE_SNACKBAR_ID,
            messageKey: 'notices.noConnection',
            duration: SNACKBAR_DURATION.persistent,
            severity: 'warning',
          }),
    ),
  );
}

/** Every 15 minutes the deployed version is compared with the running one; a difference offers Reload now. */
function watchVersion(dispatch: Dispatch, { fetchDeployedVersion }: NoticesDependencies): () => void {
  let running: string | undefined;
  // A slow answer is not stacked with the next tick's: a tick while a check is in flight is skipped.
  let checking = false;
  let stopped = false;
  const check = () => {
    if (checking) return;
    checking = true;
    fetchDeployedVersion()
      .then((version) => {
        if (stopped) return;
        if (running === undefined) {
          running = version;
        } else if (version !== running) {
          dispatch(
            snackbarRequested({
              id: NEW_VERSION_SNACKBAR_ID,
              messageKey: 'notices.newVersion',
              duration: SNACKBAR_DURATION.persistent,
              severity: 'info',
              action: { labelKey: 'notices.reloadNow', event: reloadRequested() },
            }),
          );
        }
      })
      .catch(() => undefined)
      .finally(() => {
        checking = false;
      });
  };
  check();
  const timer = setInterval(check, VERSION_CHECK_INTERVAL_MS);
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}

/** Starts the connectivity and version notices; returns the stop. */
export function startNoticeWatchers(dispatch: Dispatch, dependencies: NoticesDependencies): () => void {
  const stops = [watchConnectivity(dispatch, dependencies), watchVersion(dispatch, dependencies)];
  return () => stops.forEach((stop) => stop());
}

/** Reload now reloads the page. */
export const reloadMiddleware =
  ({ reload }: Pick<NoticesDependencies, 'reload'>): Middleware =>
  () =>
  (next) =>
  (action) => {
    const result = next(action);
    if (reloadRequested.match(action)) reload();
    return result;
  };
