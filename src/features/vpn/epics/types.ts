import type { Action } from '@reduxjs/toolkit';
import type { Epic } from 'redux-observable';
import type { Observable } from 'rxjs';
import type { baseApi } from '@/api';
import type { FaviconRequest } from '@/runtime/favicon';
import type { KeyValueStorage } from '@/lib/storage';
import type { SessionState } from '@/features/session';
import type { ConnectorClient, OpenSocket, PermissionValue } from '../connector-client';
import type { Platform } from '../model/platform';
import type { WithVpn } from '../model/slice';

/** The side effects of the VPN epics, injected so that marble tests drive them. */
export interface VpnDependencies {
  connector: ConnectorClient;
  openSocket: OpenSocket;
  /** The browser's permission for the page to reach the local client, and its changes. */
  connectorPermission: () => Observable<PermissionValue>;
  /** The connector's base address (config connectorUrl, else the default by page port). */
  connectorBase: () => string;
  favicon: { set(request: FaviconRequest): void; clear(id: string): void };
  platform: () => Platform;
  storage: KeyValueStorage;
  now: () => number;
}

export type VpnRootState = WithVpn & { session: SessionState } & {
  [baseApi.reducerPath]: ReturnType<typeof baseApi.reducer>;
};

export type VpnEpic = Epic<Action, Action, VpnRootState, VpnDependencies>;
