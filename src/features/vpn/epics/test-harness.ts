import { combineReducers, configureStore, type Action } from '@reduxjs/toolkit';
import { StateObservable } from 'redux-observable';
import { NEVER, of, share, Subject, tap, throwError, type Observable } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import { baseApi } from '@/api';
import type { KeyValueStorage } from '@/lib/storage';
import { initialSessionState, sessionApi, sessionReducer, type SessionState } from '@/features/session';
import type { ConnectorClient } from '../connector-client';
import type { ConnectorLinks } from '../model/connector-types';
import { vpnReducer, type VpnState } from '../model/slice';
import type { VpnDependencies, VpnRootState } from './types';

/** Test-only: a state for the VPN epics and a harness that runs every action through the reducers first, like redux-observable. */
export const LINKS: ConnectorLinks = {
  connect: 'https://localhost:9250/connect',
  disconnect: 'https://localhost:9250/disconnect',
  status: 'https://localhost:9250/status',
  statusWebSocket: 'wss://localhost:9250/',
};

const reducer = combineReducers({ [baseApi.reducerPath]: baseApi.reducer, session: sessionReducer, vpn: vpnReducer });

export const SIGNED_IN: SessionState = {
  ...initialSessionState,
  auth: { publicId: 'p-1', secretId: 'secret-1', expiresOn: '2099-01-01T00:00:00Z', userId: 'u-1' },
  companyId: 'c-1',
};

/** A root state with the given session and VPN state, and the sector in the API cache. */
export async function rootState(session: SessionState, vpn: Partial<VpnState> = {}): Promise<VpnRootState> {
  const store = configureStore({
    reducer,
    preloadedState: { session, vpn: { ...vpnReducer(undefined, { type: '@@init' }), ...vpn } },
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
  });
  await store.dispatch(sessionApi.util.upsertQueryData('mySector', undefined, { publicId: 's-1' }));
  return store.getState();
}

export function harness(initial: VpnRootState) {
  const states = new Subject<VpnRootState>();
  const state$ = new StateObservable<VpnRootState>(states, initial);
  const through = (source$: Observable<Action>): Observable<Action> =>
    source$.pipe(
      tap((action) => states.next(reducer(state$.value, action) as VpnRootState)),
      share(),
    );
  const push = (action: Action) => states.next(reducer(state$.value, action));
  /** The epic's own actions go through the reducers too, as they would in the store. */
  const withFeedback = (output$: Observable<Action>): Observable<Action> => output$.pipe(tap(push));
  return { state$, through, push, withFeedback };
}

export function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage {
  const map = new Map(Object.entries(initial));
  return {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  };
}

export function fakeConnector(overrides: Partial<ConnectorClient> = {}): ConnectorClient {
  return {
    discover: () => of(LINKS),
    status: () => throwError(() => new Error('no status')),
    connect: () => of(undefined),
    disconnect: () => of(undefined),
    ...overrides,
  };
}

export function dependencies(overrides: Partial<VpnDependencies> = {}): VpnDependencies {
  return {
    connector: fakeConnector(),
    openSocket: () => NEVER,
    connectorPermission: () => of('unsupported' as const),
    connectorBase: () => 'https://localhost:9250',
    favicon: { set: () => undefined, clear: () => undefined },
    platform: () => 'windows',
    storage: memoryStorage({ 'portal.browser-id': 'browser-1' }),
    now: () => Date.parse('2026-11-21T10:00:00Z'),
    ...overrides,
  };
}

export const createScheduler = () => new TestScheduler((actual, expected) => expect(actual).toEqual(expected));
