import type { Action } from '@reduxjs/toolkit';
import { NEVER, of, throwError } from 'rxjs';
import { sessionExpired } from '@/api';
import { SNACKBAR_DURATION, snackbarRequested } from '@/features/notices';
import { signedOut } from '@/features/session';
import type { ConnectRequest, ConnectorCredentials } from '../model/connect-plan';
import { IDLE_CLIENT_STATUS } from '../model/connector-types';
import { SNACKBAR_IDS } from '../model/constants';
import {
  clientStatusReceived,
  connectFailed,
  connectRequested,
  connectStarted,
  consentAccepted,
  dialogOpened,
  disconnectRequested,
  logoutConfirmationRequested,
  logoutConfirmed,
  vpnSessionEnded,
  type ConnectTarget,
} from '../model/slice';
import { connectEpic, consentEpic, disconnectEpic, logoutConfirmationEpic } from './connect-epics';
import {
  createScheduler,
  dependencies,
  fakeConnector,
  harness,
  LINKS,
  memoryStorage,
  rootState,
  SIGNED_IN,
} from './test-harness';

const online: ConnectTarget = {
  publicId: 'ag-1',
  name: 'PLC 1',
  activeVpnSession: { vpnAddress: '10.8.0.1', rscServer: { publicId: 'r', name: 'rsc' } },
};
const offline: ConnectTarget = { publicId: 'ag-2', name: 'PLC 2', activeVpnSession: null };
const found = { connector: { status: 'found' as const, links: LINKS } };
const credentials: ConnectorCredentials = { accessToken: 'secret-1', sectorId: 's-1', controllerId: 'browser-1' };

describe('connectEpic', () => {
  it('connects with company, agent and the connector credentials', async () => {
    const requests: ConnectRequest[] = [];
    const initial = await rootState(SIGNED_IN, found);
    createScheduler().run(({ hot, expectObservable }) => {
      const { state$, through } = harness(initial);
      const action$ = through(hot<Action>('a', { a: connectRequested(online) }));
      const deps = dependencies({
        connector: fakeConnector({ connect: (_links, request) => (requests.push(request), of(undefined)) }),
      });
      expectObservable(connectEpic(action$, state$, deps)).toBe('s', { s: connectStarted({ agentId: 'ag-1' }) });
    });
    expect(requests).toEqual([{ body: { companyId: 'c-1', agentId: 'ag-1' }, credentials }]);
  });

  it('disconnects first while a session is active', async () => {
    const calls: string[] = [];
    const initial = await rootState(SIGNED_IN, {
      ...found,
      client: { ...IDLE_CLIENT_STATUS, status: 'connected', agentId: 'ag-9' },
    });
    createScheduler().run(({ hot, cold, expectObservable }) => {
      const { state$, through } = harness(initial);
      const action$ = through(hot<Action>('a', { a: connectRequested(online) }));
      const deps = dependencies({
        connector: fakeConnector({
          disconnect: () => (calls.push('disconnect'), cold('5ms (x|)', { x: undefined })),
          connect: () => (calls.push('connect'), of(undefined)),
        }),
      });
      expectObservable(connectEpic(action$, state$, deps)).toBe('s', { s: connectStarted({ agentId: 'ag-1' }) });
    });
    expect(calls).toEqual(['disconnect', 'connect']);
  });

  it('dispatches a failure event when the connector refuses', async () => {
    const initial = await rootState(SIGNED_IN, found);
    createScheduler().run(({ hot, expectObservable }) => {
      const { state$, through } = harness(initial);
      const action$ = through(hot<Action>('a', { a: connectRequested(online) }));
      const deps = dependencies({
        connector: fakeConnector({ connect: () => throwError(() => new Error('Access token not accepted')) }),
      });
      expectObservable(connectEpic(action$, state$, deps)).toBe('(sf)', {
        s: connectStarted({ agentId: 'ag-1' }),
        f: connectFailed({ agentId: 'ag-1', message: 'Access token not accepted' }),
      });
    });
  });

  it('stops with the 5-second device offline message without a session', async () => {
    const initial = await rootState(SIGNED_IN, found);
    createScheduler().run(({ hot, expectObservable }) => {
      const { state$, through } = harness(initial);
      const action$ = through(hot<Action>('a', { a: connectRequested(offline) }));
      expectObservable(connectEpic(action$, state$, dependencies())).toBe('o', {
        o: snackbarRequested({
          id: SNACKBAR_IDS.deviceOffline,
          messageKey: 'vpn.notices.deviceOffline',
          duration: SNACKBAR_DURATION.long,
          severity: 'error',
        }),
      });
    });
  });

  it('opens the right dialog: session expired, iOS consent, desktop or mobile install', async () => {
    const expiredSession = { ...SIGNED_IN, auth: { ...SIGNED_IN.auth!, expiresOn: '2026-11-21T09:00:00Z' } };
    const cases = [
      {
        state: await rootState(expiredSession, found),
        platform: 'windows' as const,
        dialog: { kind: 'sessionExpired' as const },
      },
      { state: await rootState(SIGNED_IN, found), platform: 'ios' as const, dialog: { kind: 'consent' as const } },
      {
        state: await rootState(SIGNED_IN),
        platform: 'mac' as const,
        dialog: { kind: 'install' as const, agentId: 'ag-1' },
      },
      { state: await rootState(SIGNED_IN), platform: 'android' as const, dialog: { kind: 'mobileInstall' as const } },
    ];
    for (const { state, platform, dialog } of cases) {
      createScheduler().run(({ hot, expectObservable }) => {
        const { state$, through } = harness(state);
        const action$ = through(hot<Action>('a', { a: connectRequested(online) }));
        expectObservable(connectEpic(action$, state$, dependencies({ platform: () => platform }))).toBe('d', {
          d: dialogOpened(dialog),
        });
      });
    }
  });
});

describe('consentEpic', () => {
  it('stores the consent for good and goes on with the pending connect', async () => {
    const storage = memoryStorage();
    const initial = await rootState(SIGNED_IN, { pendingConnect: online });
    createScheduler().run(({ hot, expectObservable }) => {
      const { state$, through } = harness(initial);
      const action$ = through(hot<Action>('a', { a: consentAccepted() }));
      expectObservable(consentEpic(action$, state$, dependencies({ storage }))).toBe('c', {
        c: connectRequested(online),
      });
    });
    expect(storage.getItem('portal.vpn-consent')).toBe('true');
  });
});

describe('disconnectEpic', () => {
  it('disconnects on request, and on sign-out with the credentials the session had', async () => {
    const sent: ConnectorCredentials[] = [];
    const initial = await rootState(SIGNED_IN, {
      ...found,
      client: { ...IDLE_CLIENT_STATUS, status: 'connected', agentId: 'ag-1' },
    });
    createScheduler().run(({ hot, expectObservable }) => {
      const { state$, through } = harness(initial);
      const action$ = through(hot<Action>('a b', { a: disconnectRequested(), b: signedOut() }));
      const deps = dependencies({
        connector: fakeConnector({ disconnect: (_links, c) => (sent.push(c), of(undefined)) }),
      });
      expectObservable(disconnectEpic(action$, state$, deps)).toBe('-e', { e: vpnSessionEnded() });
    });
    expect(sent).toEqual([credentials, credentials]);
  });

  it('does not disconnect on session end when idle, and disconnects on a confirmed logout only when active', async () => {
    const sent: string[] = [];
    const initial = await rootState(SIGNED_IN, found);
    createScheduler().run(({ hot, expectObservable }) => {
      const { state$, through } = harness(initial);
      const action$ = through(hot<Action>('a b', { a: logoutConfirmed(), b: sessionExpired() }));
      const deps = dependencies({ connector: fakeConnector({ disconnect: () => (sent.push('x'), of(undefined)) }) });
      expectObservable(disconnectEpic(action$, state$, deps)).toBe('-e', { e: vpnSessionEnded() });
    });
    expect(sent).toEqual([]);
  });
});

describe('logoutConfirmationEpic', () => {
  it('confirms by itself once the status becomes idle', async () => {
    const initial = await rootState(SIGNED_IN, {
      ...found,
      client: { ...IDLE_CLIENT_STATUS, status: 'connected', agentId: 'ag-1' },
    });
    createScheduler().run(({ hot, expectObservable }) => {
      const { state$, through } = harness(initial);
      through(
        hot<Action>('a 9ms b', {
          a: logoutConfirmationRequested({ agentName: 'PLC 1', state: 'connected' }),
          b: clientStatusReceived(IDLE_CLIENT_STATUS),
        }),
      ).subscribe();
      expectObservable(logoutConfirmationEpic(NEVER, state$, dependencies())).toBe('10ms c', { c: logoutConfirmed() });
    });
  });
});
