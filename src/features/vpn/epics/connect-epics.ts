import type { Action } from '@reduxjs/toolkit';
import {
  catchError,
  concat,
  concatMap,
  defer,
  distinctUntilChanged,
  EMPTY,
  filter,
  ignoreElements,
  map,
  merge,
  mergeMap,
  of,
  switchMap,
  tap,
} from 'rxjs';
import { sessionExpired } from '@/api';
import { SNACKBAR_DURATION, snackbarRequested } from '@/features/notices';
import { sessionApi, signedOut, signedOutElsewhere } from '@/features/session';
import { planConnect, type ConnectorCredentials } from '../model/connect-plan';
import { SNACKBAR_IDS } from '../model/constants';
import { hasVpnConsent, readForcedProtocol, readOrCreateBrowserId, storeVpnConsent } from '../model/settings';
import {
  connectFailed,
  connectRequested,
  connectStarted,
  consentAccepted,
  dialogOpened,
  disconnectFailed,
  disconnectRequested,
  logoutConfirmed,
  vpnSessionEnded,
  type ConnectTarget,
} from '../model/slice';
import type { VpnDependencies, VpnEpic, VpnRootState } from './types';
import '../catalogue';

const endsSession = (action: Action) =>
  signedOut.match(action) || sessionExpired.match(action) || signedOutElsewhere.match(action);

const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));

function sessionFacts(state: VpnRootState) {
  const user = sessionApi.endpoints.myUser.select()(state);
  const sector = sessionApi.endpoints.mySector.select()(state);
  return {
    auth: state.session.auth,
    userId: state.session.auth?.userId ?? user.data?.publicId,
    sectorId: sector.data?.publicId,
    companyId: state.session.companyId,
  };
}

function credentialsOf(state: VpnRootState, browserId: string): ConnectorCredentials | null {
  const { auth, sectorId } = sessionFacts(state);
  return auth && sectorId ? { accessToken: auth.secretId, sectorId, controllerId: browserId } : null;
}

function connect$(target: ConnectTarget, state: VpnRootState, deps: VpnDependencies) {
  const browserId = readOrCreateBrowserId(deps.storage);
  const facts = sessionFacts(state);
  const plan = planConnect({
    agent: target,
    now: deps.now(),
    auth: facts.auth,
    userId: facts.userId,
    companyId: facts.companyId,
    sectorId: facts.sectorId,
    platform: deps.platform(),
    consentGiven: hasVpnConsent(deps.storage),
    connectorStatus: state.vpn.connector.status,
    browserId,
    forcedProtocol: readForcedProtocol(deps.storage),
  });
  switch (plan.kind) {
    case 'sessionExpired':
      return of(dialogOpened({ kind: 'sessionExpired' }));
    case 'consent':
      return of(dialogOpened({ kind: 'consent' }));
    case 'install':
      return of(dialogOpened(plan.mobile ? { kind: 'mobileInstall' } : { kind: 'install', agentId: target.publicId }));
    case 'notSignedIn':
      return of(connectFailed({ agentId: target.publicId, message: 'not signed in' }));
    case 'deviceOffline':
      return of(
        snackbarRequested({
          id: SNACKBAR_IDS.deviceOffline,
          messageKey: 'vpn.notices.deviceOffline',
          duration: SNACKBAR_DURATION.long,
          severity: 'error',
        }),
      );
    case 'connect': {
      const links = state.vpn.connector.links;
      if (!links) return of(connectFailed({ agentId: target.publicId, message: 'VPN client not discovered' }));
      // Connecting while a session is active disconnects first.
      const disconnectFirst$ =
        state.vpn.client.status === 'idle' ? of(undefined) : deps.connector.disconnect(links, plan.request.credentials);
      return concat(
        of(connectStarted({ agentId: target.publicId })),
        disconnectFirst$.pipe(
          concatMap(() => deps.connector.connect(links, plan.request)),
          ignoreElements(),
          catchError((error: unknown) => of(connectFailed({ agentId: target.publicId, message: errorText(error) }))),
        ),
      );
    }
  }
}

/** The connect flow of docs/RULES.md#vpn, in order (see planConnect). */
export const connectEpic: VpnEpic = (action$, state$, deps) =>
  action$.pipe(
    filter(connectRequested.match),
    // switchMap: a new connect replaces the one in flight.
    switchMap(({ payload }) => connect$(payload, state$.value, deps)),
  );

/** A failed connect is told in a 5-second snackbar. */
export const connectFailedEpic: VpnEpic = (action$) =>
  action$.pipe(
    filter(connectFailed.match),
    map(({ payload }) =>
      snackbarRequested({
        id: SNACKBAR_IDS.connectFailed,
        messageKey: 'vpn.notices.connectFailed',
        messageValues: { message: payload.message },
        duration: SNACKBAR_DURATION.long,
        severity: 'error',
      }),
    ),
  );

/** Accepting the iOS consent stores it permanently and goes on with the connect that asked for it. */
export const consentEpic: VpnEpic = (action$, state$, { storage }) =>
  action$.pipe(
    filter(consentAccepted.match),
    tap(() => storeVpnConsent(storage)),
    mergeMap(() => {
      const pending = state$.value.vpn.pendingConnect;
      return pending ? of(connectRequested(pending)) : EMPTY;
    }),
  );

/** Disconnect on request, on a confirmed logout, and when the session ends (with the last credentials it had). */
export const disconnectEpic: VpnEpic = (action$, state$, deps) =>
  defer(() => {
    const browserId = readOrCreateBrowserId(deps.storage);
    let lastCredentials: ConnectorCredentials | null = null;
    const remember$ = state$.pipe(
      map((state) => credentialsOf(state, browserId)),
      distinctUntilChanged((a, b) => a?.accessToken === b?.accessToken && a?.sectorId === b?.sectorId),
      tap((credentials) => {
        if (credentials) lastCredentials = credentials;
      }),
      ignoreElements(),
    );
    const active = () => state$.value.vpn.client.status !== 'idle';
    const commands$ = merge(
      action$.pipe(filter(disconnectRequested.match)),
      action$.pipe(filter((action) => logoutConfirmed.match(action) && active())),
      action$.pipe(filter((action) => endsSession(action) && active())),
    );
    const ended$ = action$.pipe(
      filter(endsSession),
      map(() => vpnSessionEnded()),
    );
    const disconnect$ = commands$.pipe(
      // concatMap: connector commands go out in order.
      concatMap(() => {
        const links = state$.value.vpn.connector.links;
        if (!links || !lastCredentials) return EMPTY;
        return deps.connector.disconnect(links, lastCredentials).pipe(
          ignoreElements(),
          catchError((error: unknown) => of(disconnectFailed({ message: errorText(error) }))),
        );
      }),
    );
    return merge(remember$, disconnect$, ended$);
  });

/** The logout confirmation closes itself and confirms once the status becomes idle. */
export const logoutConfirmationEpic: VpnEpic = (_action$, state$) =>
  state$.pipe(
    map(
      (state) =>
        state.vpn.logoutConfirmation !== null &&
        !state.vpn.logoutConfirmation.confirmed &&
        state.vpn.client.status === 'idle',
    ),
    distinctUntilChanged(),
    filter(Boolean),
    map(() => logoutConfirmed()),
  );

export const connectEpics = [connectEpic, connectFailedEpic, consentEpic, disconnectEpic, logoutConfirmationEpic];
