import type { Action } from '@reduxjs/toolkit';
import { NEVER, type Observable } from 'rxjs';
import { SNACKBAR_DURATION, snackbarDismissed, snackbarRequested } from '@/features/notices';
import { signedOut } from '@/features/session';
import type { SocketEvent } from '../connector-client';
import type { ClientStatus } from '../model/connector-types';
import { vpnApi } from '../api';
import { CONNECTOR_POLL_ATTEMPTS, CONNECTOR_POLL_MS, SNACKBAR_IDS } from '../model/constants';
import {
  bootstrapRequested,
  clientStatusReceived,
  connectorBlocked,
  connectorDiscovered,
  connectorFound,
  connectorLost,
  connectorMissing,
  connectorResumed,
  statusBarHidden,
  statusBarShown,
  statusStreamFailed,
  dialogOpened,
  vpnSessionEnded,
} from '../model/slice';
import {
  connectorEpic,
  connectorTransitionsEpic,
  discoverConnector,
  faviconEpic,
  statusBarEpic,
  statusErrorsEpic,
  statusStream,
  updatePromoEpic,
} from './connector-epics';
import { createScheduler, dependencies, fakeConnector, harness, LINKS, rootState, SIGNED_IN } from './test-harness';

const open: SocketEvent = { type: 'open' };
const status = (
  value: ClientStatus['status'],
  agentId: string | null = null,
  extra: Partial<ClientStatus> = {},
): ClientStatus => ({
  status: value,
  agentId,
  version: '1.9.2',
  steps: [],
  ...extra,
});
const missing = connectorMissing();
const lost = connectorLost();
const found = connectorFound();

describe('connector discovery polling', () => {
  it('retries every 2.5 s up to 1440 attempts while the connector does not answer, reporting missing once', () => {
    let calls = 0;
    createScheduler().run(({ cold, expectObservable, flush }) => {
      const deps = dependencies({
        connector: fakeConnector({
          discover: () => {
            calls += 1;
            return cold('#');
          },
        }),
      });
      const lastAttemptAt = (CONNECTOR_POLL_ATTEMPTS - 1) * CONNECTOR_POLL_MS;
      expectObservable(discoverConnector(deps)).toBe(`a ${lastAttemptAt - 1}ms |`, { a: missing });
      flush();
    });
    expect(calls).toBe(1440);
  });

  it('stops polling once found, then opens the status socket', () => {
    let calls = 0;
    createScheduler().run(({ cold, expectObservable }) => {
      const deps = dependencies({
        connector: fakeConnector({
          discover: () => {
            calls += 1;
            return calls < 3 ? cold('#') : cold('(l|)', { l: LINKS });
          },
        }),
        openSocket: () => cold<SocketEvent>('o', { o: open }),
      });
      expectObservable(discoverConnector(deps), '^ 20000ms !').toBe('a 4999ms (bc)', {
        a: missing,
        b: connectorDiscovered(LINKS),
        c: found,
      });
    });
    expect(calls).toBe(3);
  });

  it('never lets a slow answer be overtaken by the next tick', () => {
    let calls = 0;
    createScheduler().run(({ cold, expectObservable }) => {
      const deps = dependencies({
        connector: fakeConnector({
          discover: () => {
            calls += 1;
            return cold('4000ms #');
          },
        }),
      });
      expectObservable(discoverConnector(deps), '^ 9999ms !').toBe('4000ms a', { a: missing });
    });
    // Ticks at 0 and 5000 start attempts; the tick at 2500 falls while the first is still waiting, and 7500 during the second.
    expect(calls).toBe(2);
  });
});

describe('status web socket', () => {
  it('retries up to 2 times 6 s apart, then the connector is missing', () => {
    let opened = 0;
    createScheduler().run(({ cold, expectObservable }) => {
      const deps = dependencies({
        openSocket: () => {
          opened += 1;
          return cold<SocketEvent>('#');
        },
        connector: fakeConnector({ discover: () => NEVER }),
      });
      expectObservable(statusStream(LINKS, deps), '^ 20000ms !').toBe('l 5999ms l 5999ms (lm)', {
        l: lost,
        m: missing,
      });
    });
    expect(opened).toBe(3);
  });

  it('counts retries anew after a successful open, and maps messages to status events', () => {
    const sockets: Observable<SocketEvent>[] = [];
    createScheduler().run(({ cold, expectObservable }) => {
      sockets.push(
        cold<SocketEvent>('o 9ms m 89ms #', {
          o: open,
          m: {
            type: 'message',
            data: { status: 'connected', activeRequest: { agentId: 'a1' }, version: '1.9.2', steps: [] },
          },
        }),
        cold<SocketEvent>('o 9ms x 89ms #', { o: open, x: { type: 'message', data: { nonsense: true } } }),
        cold<SocketEvent>('#'),
        cold<SocketEvent>('#'),
      );
      const deps = dependencies({
        openSocket: () => sockets.shift() ?? NEVER,
        connector: fakeConnector({ discover: () => NEVER }),
      });
      expectObservable(statusStream(LINKS, deps), '^ 20000ms !').toBe(
        'o 9ms m 89ms l 5999ms o 9ms x 89ms l 5999ms l 5999ms (lz)',
        {
          o: found,
          m: clientStatusReceived(status('connected', 'a1')),
          x: statusStreamFailed({ message: 'invalid status message' }),
          l: lost,
          z: missing,
        },
      );
    });
  });
});

describe('connectorEpic', () => {
  it('bootstraps while signed in, is blocked when the browser denies access, and Retry bootstraps again', async () => {
    const initial = await rootState(SIGNED_IN);
    let discoveries = 0;
    createScheduler().run(({ cold, hot, expectObservable }) => {
      const { state$, through } = harness(initial);
      const action$ = through(hot<Action>('-- 10ms r', { r: bootstrapRequested() }));
      const deps = dependencies({
        connectorPermission: () => cold('a 4ms d', { a: 'granted' as const, d: 'denied' as const }),
        connector: fakeConnector({
          discover: () => {
            discoveries += 1;
            return cold('#');
          },
        }),
      });
      expectObservable(connectorEpic(action$, state$, deps), '^ 100ms !').toBe('m 4ms b 6ms m', {
        m: missing,
        b: connectorBlocked(),
      });
    });
    expect(discoveries).toBe(2);
  });

  it('stops when the session ends', async () => {
    const initial = await rootState(SIGNED_IN);
    createScheduler().run(({ cold, hot, expectObservable }) => {
      const { state$, through } = harness(initial);
      const action$ = through(hot<Action>('-- 3000ms s', { s: signedOut() }));
      const deps = dependencies({ connector: fakeConnector({ discover: () => cold('#') }) });
      expectObservable(connectorEpic(action$, state$, deps), '^ 10000ms !').toBe('m', { m: missing });
    });
  });
});

describe('connector status transitions', () => {
  it('announces the installation found (3 s), the persistent lost notice with Retry, and resumes', async () => {
    const initial = await rootState(SIGNED_IN);
    createScheduler().run(({ hot, expectObservable }) => {
      const { state$, through } = harness(initial);
      through(
        hot<Action>('a 9ms b 9ms c 9ms d 9ms e', { a: missing, b: found, c: missing, d: lost, e: found }),
      ).subscribe();
      expectObservable(connectorTransitionsEpic(NEVER, state$, dependencies())).toBe('10ms (fx) 16ms l 9ms (rx)', {
        f: snackbarRequested({
          id: SNACKBAR_IDS.installationFound,
          messageKey: 'vpn.notices.installationFound',
          duration: SNACKBAR_DURATION.short,
          severity: 'success',
        }),
        x: snackbarDismissed(SNACKBAR_IDS.connectorLost),
        l: snackbarRequested({
          id: SNACKBAR_IDS.connectorLost,
          messageKey: 'vpn.notices.communicationLost',
          duration: SNACKBAR_DURATION.persistent,
          severity: 'warning',
          action: { labelKey: 'vpn.actions.retry', event: bootstrapRequested() },
        }),
        r: connectorResumed(),
      });
    });
  });
});

describe('status-stream errors', () => {
  const failed = (message: string) =>
    clientStatusReceived(
      status('connecting', 'a1', { steps: [{ name: 'openvpn.connection', status: { message, code: 210 } }] }),
    );
  const snackbar = (error: string) =>
    snackbarRequested({
      id: SNACKBAR_IDS.statusError,
      messageKey: 'vpn.notices.statusError',
      messageValues: { error },
      duration: SNACKBAR_DURATION.long,
      severity: 'error',
    });

  it('shows the latest error in a 5-second snackbar after a 500 ms debounce', () => {
    createScheduler().run(({ hot, expectObservable }) => {
      const action$ = hot<Action>('a 199ms b 299ms - 1000ms c', {
        a: failed('TLS handshake failed'),
        b: failed('Server unreachable'),
        c: statusStreamFailed({ message: 'invalid status message' }),
      });
      expectObservable(statusErrorsEpic(action$, NEVER as never, dependencies())).toBe('700ms x 1300ms y', {
        x: snackbar('Server unreachable (210)'),
        y: snackbar('invalid status message'),
      });
    });
  });

  it('ignores status messages without failed steps, and repeats of the same error', () => {
    createScheduler().run(({ hot, expectObservable }) => {
      const action$ = hot<Action>('a 100ms a 100ms b', {
        a: failed('TLS handshake failed'),
        b: clientStatusReceived(status('connected', 'a1')),
      });
      expectObservable(statusErrorsEpic(action$, NEVER as never, dependencies())).toBe('');
    });
  });
});

describe('status bar', () => {
  it('shows while not idle and hides 1 s after idle; becoming active again cancels the hide', async () => {
    const initial = await rootState(SIGNED_IN);
    createScheduler().run(({ hot, expectObservable }) => {
      const { state$, through, withFeedback } = harness(initial);
      through(
        hot<Action>('a 99ms b 499ms c 1999ms d', {
          a: clientStatusReceived(status('connecting', 'a1')),
          b: clientStatusReceived(status('idle')),
          c: clientStatusReceived(status('connected', 'a1')),
          d: clientStatusReceived(status('idle')),
        }),
      ).subscribe();
      expectObservable(withFeedback(statusBarEpic(NEVER, state$, dependencies()))).toBe('s 599ms s 2999ms h', {
        s: statusBarShown(),
        h: statusBarHidden(),
      });
    });
  });
});

describe('favicon', () => {
  it('is replaced while connected with the connector found, and restored otherwise', async () => {
    const initial = await rootState(SIGNED_IN);
    const calls: string[] = [];
    createScheduler().run(({ hot, expectObservable }) => {
      const { state$, through } = harness(initial);
      through(
        hot<Action>('a b c d', {
          a: found,
          b: clientStatusReceived(status('connected', 'a1')),
          c: clientStatusReceived(status('connected', 'a1')),
          d: missing,
        }),
      ).subscribe();
      const favicon = {
        set: (request: { id: string }) => void calls.push(`set ${request.id}`),
        clear: (id: string) => void calls.push(`clear ${id}`),
      };
      expectObservable(faviconEpic(NEVER, state$, dependencies({ favicon }))).toBe('');
    });
    expect(calls).toEqual(['clear vpn-connected', 'set vpn-connected', 'clear vpn-connected']);
  });
});

/** The release manifest as RTK Query answers it: the epic reads the latest release from the cache. */
const manifestAnswered = (latestVersion: string) =>
  vpnApi.util.upsertQueryEntries([
    {
      endpointName: 'releaseManifest',
      arg: 'https://releases.test/vpn.json?t=1',
      value: {
        releases: [{ os: 'windows', latestVersion, downloadUrl: 'https://d.test/vpn-{version}.exe' }],
        releaseNotes: [],
      },
    },
  ]);

describe('update promo', () => {
  it('is posted when the installed version is below the latest, and cleared otherwise', async () => {
    const initial = await rootState(SIGNED_IN);
    createScheduler().run(({ hot, expectObservable }) => {
      const { state$, through, withFeedback } = harness(initial);
      const action$ = through(
        hot<Action>('a b c 9ms d', {
          a: found,
          b: clientStatusReceived(status('idle', null, { version: '1.8.0' })),
          c: manifestAnswered('1.9.2'),
          d: clientStatusReceived(status('idle', null, { version: '1.9.2' })),
        }),
      );
      action$.subscribe();
      expectObservable(withFeedback(updatePromoEpic(action$, state$, dependencies()))).toBe('-- n 9ms x', {
        n: snackbarRequested({
          id: SNACKBAR_IDS.updatePromo,
          messageKey: 'vpn.notices.updateAvailable',
          messageValues: { version: '1.9.2' },
          duration: SNACKBAR_DURATION.long,
          severity: 'info',
          action: { labelKey: 'vpn.actions.details', event: dialogOpened({ kind: 'info', agentId: null }) },
        }),
        x: snackbarDismissed(SNACKBAR_IDS.updatePromo),
      });
    });
  });

  it('is forgotten, not cleared, when the session ends, and posted again for the next one', async () => {
    const initial = await rootState(SIGNED_IN);
    createScheduler().run(({ hot, expectObservable }) => {
      const { state$, through } = harness(initial);
      const action$ = through(
        hot<Action>('a b c d e', {
          a: found,
          b: clientStatusReceived(status('idle', null, { version: '1.8.0' })),
          c: manifestAnswered('1.9.2'),
          d: vpnSessionEnded(),
          e: clientStatusReceived(status('idle', null, { version: '1.8.0' })),
        }),
      );
      action$.subscribe();
      const posted = snackbarRequested({
        id: SNACKBAR_IDS.updatePromo,
        messageKey: 'vpn.notices.updateAvailable',
        messageValues: { version: '1.9.2' },
        duration: SNACKBAR_DURATION.long,
        severity: 'info',
        action: { labelKey: 'vpn.actions.details', event: dialogOpened({ kind: 'info', agentId: null }) },
      });
      expectObservable(updatePromoEpic(action$, state$, dependencies())).toBe('-- n - n', { n: posted });
    });
  });
});
