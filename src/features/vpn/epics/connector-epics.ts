import type { Action } from '@reduxjs/toolkit';
import {
  catchError,
  concat,
  concatMap,
  debounceTime,
  defer,
  distinctUntilChanged,
  EMPTY,
  exhaustMap,
  filter,
  from,
  ignoreElements,
  map,
  merge,
  mergeMap,
  of,
  pairwise,
  retry,
  scan,
  switchMap,
  take,
  takeWhile,
  tap,
  throwError,
  timer,
  type Observable,
} from 'rxjs';
import { isVersionLower } from '@/lib/version-compare';
import { selectHostBranding } from '@/features/branding';
import { SNACKBAR_DURATION, snackbarDismissed, snackbarRequested } from '@/features/notices';
import { vpnApi } from '../api';
import { clientStatusSchema, toClientStatus, type ConnectorLinks } from '../model/connector-types';
import {
  CONNECTED_FAVICON,
  CONNECTED_FAVICON_ID,
  CONNECTED_FAVICON_PRIORITY,
  CONNECTOR_POLL_ATTEMPTS,
  CONNECTOR_POLL_MS,
  SNACKBAR_IDS,
  SOCKET_RETRIES,
  SOCKET_RETRY_MS,
  STATUS_BAR_HIDE_DELAY_MS,
  STATUS_ERROR_DEBOUNCE_MS,
} from '../model/constants';
import {
  bootstrapRequested,
  clientStatusReceived,
  connectorBlocked,
  connectorDiscovered,
  connectorFound,
  connectorLost,
  connectorMissing,
  connectorResumed,
  dialogOpened,
  statusBarHidden,
  statusBarShown,
  statusStreamFailed,
  vpnSessionEnded,
} from '../model/slice';
import { firstStepError } from '../model/steps';
import { transitionEffects, type TransitionEffect } from '../model/transitions';
import type { Platform } from '../model/platform';
import { releaseFor, supportedDesktopPlatforms } from '../model/release';
import type { VpnDependencies, VpnEpic, VpnRootState } from './types';
import '../catalogue';

function statusMessageAction(data: unknown): Action {
  const parsed = clientStatusSchema.safeParse(data);
  return parsed.success
    ? clientStatusReceived(toClientStatus(parsed.data))
    : statusStreamFailed({ message: 'invalid status message' });
}

/** The status web socket: found when it opens; a drop is lost at once and retried up to 2 times 6 s apart, then missing. */
export function statusStream(links: ConnectorLinks, deps: VpnDependencies): Observable<Action> {
  return defer(() => {
    let failures = 0;
    const connection$ = defer(() => deps.openSocket(links.statusWebSocket)).pipe(
      map((event) => {
        if (event.type === 'open') {
          failures = 0;
          return connectorFound();
        }
        return statusMessageAction(event.data);
      }),
      // The drop is reported before the retry waits.
      catchError((error: unknown) =>
        concat(
          of(connectorLost()),
          throwError(() => error),
        ),
      ),
    );
    return connection$.pipe(
      retry({
        delay: (error: unknown) => {
          failures += 1;
          return failures > SOCKET_RETRIES ? throwError(() => error) : timer(SOCKET_RETRY_MS);
        },
      }),
      catchError(() => concat(of(connectorMissing()), discoverConnector(deps, CONNECTOR_POLL_MS))),
    );
  });
}

/** Discovery at the connector's base, retried every 2.5 s up to 1440 attempts while it does not answer; then the status stream. */
export function discoverConnector(deps: VpnDependencies, firstDelay = 0): Observable<Action> {
  return defer(() => {
    const base = deps.connectorBase();
    const attempt$ = defer(() => deps.connector.discover(base)).pipe(
      map((links): ConnectorLinks | null => links),
      catchError(() => of(null)),
    );
    return timer(firstDelay, CONNECTOR_POLL_MS).pipe(
      take(CONNECTOR_POLL_ATTEMPTS),
      // exhaustMap: a slow answer is never overtaken by the next tick.
      exhaustMap(() => attempt$),
      takeWhile((links) => links === null, true),
      // concatMap: the first miss is reported once, and the stream starts only after discovery.
      concatMap((links, index) => {
        if (links === null) return index === 0 ? of(connectorMissing()) : EMPTY;
        return concat(of(connectorDiscovered(links)), statusStream(links, deps));
      }),
    );
  });
}

/** While signed in: blocked when the browser denies access, else bootstrap (at start, on a prompt state, on Retry). */
export const connectorEpic: VpnEpic = (action$, state$, deps) =>
  state$.pipe(
    map((state) => state.session.auth !== null),
    distinctUntilChanged(),
    // switchMap: signing out closes the socket and stops the polling.
    switchMap((signedIn) => {
      if (!signedIn) return EMPTY;
      const triggers$ = merge(
        deps.connectorPermission().pipe(
          distinctUntilChanged(),
          map((permission) => (permission === 'denied' ? 'blocked' : 'bootstrap')),
        ),
        action$.pipe(
          filter(bootstrapRequested.match),
          map(() => 'bootstrap' as const),
        ),
      );
      // switchMap: a new bootstrap replaces the discovery or socket in progress.
      return triggers$.pipe(
        switchMap((trigger) => (trigger === 'blocked' ? of(connectorBlocked()) : discoverConnector(deps))),
      );
    }),
  );

function effectActions(effect: TransitionEffect): Action[] {
  switch (effect) {
    case 'installationFound':
      return [
        snackbarRequested({
          id: SNACKBAR_IDS.installationFound,
          messageKey: 'vpn.notices.installationFound',
          duration: SNACKBAR_DURATION.short,
          severity: 'success',
        }),
      ];
    case 'communicationLost':
      return [
        snackbarRequested({
          id: SNACKBAR_IDS.connectorLost,
          messageKey: 'vpn.notices.communicationLost',
          duration: SNACKBAR_DURATION.persistent,
          severity: 'warning',
          action: { labelKey: 'vpn.actions.retry', event: bootstrapRequested() },
        }),
      ];
    case 'resume':
      return [connectorResumed()];
    case 'dismissLost':
      return [snackbarDismissed(SNACKBAR_IDS.connectorLost)];
  }
}

/** Notices and resume on connector status changes. */
export const connectorTransitionsEpic: VpnEpic = (_action$, state$) =>
  state$.pipe(
    map((state) => state.vpn.connector.status),
    distinctUntilChanged(),
    pairwise(),
    mergeMap(([previous, next]) => from(transitionEffects(previous, next).flatMap(effectActions))),
  );

/** Resuming after a lost stream reads the status once. */
export const resumeEpic: VpnEpic = (action$, state$, { connector }) =>
  action$.pipe(
    filter(connectorResumed.match),
    // switchMap: only the latest resume's answer matters.
    switchMap(() => {
      const links = state$.value.vpn.connector.links;
      if (!links) return EMPTY;
      return connector.status(links).pipe(
        map((status) => clientStatusReceived(status)),
        catchError(() => EMPTY),
      );
    }),
  );

/** Status-stream errors (failed steps, unreadable messages) in a 5-second snackbar after a 500 ms debounce. */
export const statusErrorsEpic: VpnEpic = (action$) =>
  merge(
    action$.pipe(
      filter(clientStatusReceived.match),
      map(({ payload }) => firstStepError(payload.steps)),
    ),
    action$.pipe(
      filter(statusStreamFailed.match),
      map(({ payload }) => payload.message),
    ),
  ).pipe(
    distinctUntilChanged(),
    debounceTime(STATUS_ERROR_DEBOUNCE_MS),
    filter((error): error is string => error !== null),
    map((error) =>
      snackbarRequested({
        id: SNACKBAR_IDS.statusError,
        messageKey: 'vpn.notices.statusError',
        messageValues: { error },
        duration: SNACKBAR_DURATION.long,
        severity: 'error',
      }),
    ),
  );

/** With the connector found, the favicon shows the connected state while connected and is restored otherwise. */
export const faviconEpic: VpnEpic = (_action$, state$, { favicon }) =>
  state$.pipe(
    map((state) => state.vpn.connector.status === 'found' && state.vpn.client.status === 'connected'),
    distinctUntilChanged(),
    tap((connected) => {
      if (connected)
        favicon.set({ id: CONNECTED_FAVICON_ID, href: CONNECTED_FAVICON, priority: CONNECTED_FAVICON_PRIORITY });
      else favicon.clear(CONNECTED_FAVICON_ID);
    }),
    ignoreElements(),
  );

/** The status bar shows while the status is not idle and hides 1 s after it becomes idle. */
export const statusBarEpic: VpnEpic = (_action$, state$) =>
  state$.pipe(
    map((state) => state.vpn.client.status !== 'idle'),
    distinctUntilChanged(),
    // switchMap: becoming active again cancels a pending hide.
    switchMap((active) =>
      active
        ? of(statusBarShown())
        : timer(STATUS_BAR_HIDE_DELAY_MS).pipe(
            filter(() => state$.value.vpn.statusBarVisible),
            map(() => statusBarHidden()),
          ),
    ),
  );

/**
 * The latest release for the page's platform, read from RTK Query's cache, the one copy: the release manifest the VPN
 * dialogs host asks for (the first cached one with an answer), for the platforms the host's branding supports.
 */
export function selectLatestVersion(state: VpnRootState, platform: Platform): string | null {
  const manifest = vpnApi.util
    .selectCachedArgsForQuery(state, 'releaseManifest')
    .map((url) => vpnApi.endpoints.releaseManifest.select(url)(state).data)
    .find((answer) => answer !== undefined);
  const supported = supportedDesktopPlatforms(selectHostBranding(state)?.custom?.glbSupportedPlatforms);
  return releaseFor(manifest, platform, supported)?.latestVersion ?? null;
}

interface PromoStep {
  /** The version the promo is posted for (null: none posted). */
  posted: string | null;
  /** What this action changed: a version to post, null to clear, undefined for nothing. */
  change?: string | null;
}

/**
 * The update promo is posted while the installed client is below the latest release, and cleared otherwise. Each
 * action is read once its state is reduced; the end of the session forgets a posted promo without clearing it.
 */
export const updatePromoEpic: VpnEpic = (action$, state$, { platform }) =>
  action$.pipe(
    scan<Action, PromoStep>(
      ({ posted }, action) => {
        if (vpnSessionEnded.match(action)) return { posted: null };
        const { vpn } = state$.value;
        const installed = vpn.connector.status === 'found' ? vpn.client.version : null;
        const latest = selectLatestVersion(state$.value, platform());
        const wanted = installed && latest && isVersionLower(installed, latest) ? latest : null;
        return wanted === posted ? { posted } : { posted: wanted, change: wanted };
      },
      { posted: null },
    ),
    map((step) => step.change),
    filter((change) => change !== undefined),
    mergeMap((latest) =>
      latest
        ? of(
            snackbarRequested({
              id: SNACKBAR_IDS.updatePromo,
              messageKey: 'vpn.notices.updateAvailable',
              messageValues: { version: latest },
              duration: SNACKBAR_DURATION.long,
              severity: 'info',
              action: { labelKey: 'vpn.actions.details', event: dialogOpened({ kind: 'info', agentId: null }) },
            }),
          )
        : of(snackbarDismissed(SNACKBAR_IDS.updatePromo)),
    ),
  );

export const connectorEpics = [
  connectorEpic,
  connectorTransitionsEpic,
  resumeEpic,
  statusErrorsEpic,
  faviconEpic,
  statusBarEpic,
  updatePromoEpic,
];
