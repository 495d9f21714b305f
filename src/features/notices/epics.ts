import type { Action } from '@reduxjs/toolkit';
import { createAction } from '@reduxjs/toolkit';
import type { Epic } from 'redux-observable';
import { catchError, defer, EMPTY, exhaustMap, filter, ignoreElements, interval, map, type Observable, startWith, tap } from 'rxjs';
import { SNACKBAR_DURATION, snackbarDismissed, snackbarRequested } from './model/slice';

export const VERSION_CHECK_INTERVAL_MS = 900_000;
export const OFFLINE_SNACKBAR_ID = 'offline';
export const NEW_VERSION_SNACKBAR_ID = 'new-version';

export const reloadRequested = createAction('app/reloadRequested');

export interface NoticesDependencies {
  /** true when the browser is online; emits on every change. */
  online$: Observable<boolean>;
  fetchDeployedVersion: () => Promise<string>;
  reload: () => void;
}

type NoticesEpic = Epic<Action, Action, unknown, NoticesDependencies>;

/** 'No connection' while offline, dismissed on reconnect. */
export const connectivityEpic: NoticesEpic = (_action$, _state$, { online$ }) =>
  online$.pipe(
    map((online) =>
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

/** Every 15 minutes the deployed version is compared with the running one; a difference offers Reload now. */
export const versionCheckEpic: NoticesEpic = (_action$, _state$, { fetchDeployedVersion }) => {
  let running: string | undefined;
  return interval(VERSION_CHECK_INTERVAL_MS).pipe(
    startWith(-1),
    // exhaustMap: a slow answer is not stacked with the next tick's.
    exhaustMap(() =>
      defer(() => fetchDeployedVersion()).pipe(
        catchError(() => EMPTY),
      ),
    ),
    filter((version) => {
      if (running === undefined) {
        running = version;
        return false;
      }
      return version !== running;
    }),
    map(() =>
      snackbarRequested({
        id: NEW_VERSION_SNACKBAR_ID,
        messageKey: 'notices.newVersion',
        duration: SNACKBAR_DURATION.persistent,
        severity: 'info',
        action: { labelKey: 'notices.reloadNow', event: reloadRequested() },
      }),
    ),
  );
};

export const reloadEpic: NoticesEpic = (action$, _state$, { reload }) =>
  action$.pipe(
    filter(reloadRequested.match),
    tap(() => reload()),
    ignoreElements(),
  );

export const noticesEpics = [connectivityEpic, versionCheckEpic, reloadEpic];
