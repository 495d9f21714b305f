import { defer, from, map, Observable } from 'rxjs';
import { requestRaw, type RawResponse } from '@/api';
import type { ConnectorCredentials, ConnectRequest } from './model/connect-plan';
import {
  clientStatusSchema,
  connectorDiscoverySchema,
  toClientStatus,
  type ClientStatus,
  type ConnectorLinks,
} from './model/connector-types';
import { CONNECTOR_API_VERSION } from './model/constants';

/** The local VPN client's HTTP API; every call is cold and aborts when unsubscribed. */
export interface ConnectorClient {
  discover(base: string): Observable<ConnectorLinks>;
  status(links: ConnectorLinks): Observable<ClientStatus>;
  connect(links: ConnectorLinks, request: ConnectRequest): Observable<void>;
  disconnect(links: ConnectorLinks, credentials: ConnectorCredentials): Observable<void>;
}

export type SocketEvent = { type: 'open' } | { type: 'message'; data: unknown };
/** Opens the status web socket: emits open, then messages; a close or an error is an error (to retry). */
export type OpenSocket = (url: string) => Observable<SocketEvent>;

export class ConnectorError extends Error {
  override name = 'ConnectorError';
}

function call(request: Parameters<typeof requestRaw>[0]): Observable<RawResponse> {
  return defer(() => {
    const controller = new AbortController();
    return new Observable<RawResponse>((subscriber) => {
      from(requestRaw({ ...request, signal: controller.signal })).subscribe(subscriber);
      return () => controller.abort();
    });
  });
}

function errorMessage(response: RawResponse): string {
  const body = response.body;
  if (typeof body === 'object' && body !== null && 'data' in body && Array.isArray(body.data)) {
    const first: unknown = body.data[0];
    if (typeof first === 'object' && first !== null && 'message' in first && typeof first.message === 'string')
      return first.message;
  }
  return `HTTP ${response.status}`;
}

function ensureOk(response: RawResponse): RawResponse {
  if (!response.ok) throw new ConnectorError(errorMessage(response));
  return response;
}

export function connectorHeaders(credentials?: ConnectorCredentials): Record<string, string> {
  const headers: Record<string, string> = { 'Api-Version': CONNECTOR_API_VERSION };
  if (credentials) {
    headers['Api-Access-Token'] = credentials.accessToken;
    headers['Api-Sector'] = credentials.sectorId;
    headers['VPN-Client-Controller-Identifier'] = credentials.controllerId;
  }
  return headers;
}

function linksFrom(body: unknown, base: string): ConnectorLinks {
  const parsed = connectorDiscoverySchema.safeParse(body);
  if (!parsed.success) throw new ConnectorError('The VPN client sent an unexpected discovery document.');
  const href = (rel: string): string => {
    const link = parsed.data.data.find((item) => item.rel === rel);
    if (!link) throw new ConnectorError(`The VPN client does not offer ${rel}.`);
    return new URL(link.href, `${base}/`).href;
  };
  return {
    connect: href('Connect'),
    disconnect: href('Disconnect'),
    status: href('Status'),
    statusWebSocket: href('StatusWebSocket'),
  };
}

export function createConnectorClient(): ConnectorClient {
  return {
    discover: (base) =>
      call({ url: `${base}/`, headers: connectorHeaders() }).pipe(
        map((response) => linksFrom(ensureOk(response).body, base)),
      ),
    status: (links) =>
      call({ url: links.status, headers: connectorHeaders() }).pipe(
        map((response) => {
          const parsed = clientStatusSchema.safeParse(ensureOk(response).body);
          if (!parsed.success) throw new ConnectorError('The VPN client sent an unexpected status.');
          return toClientStatus(parsed.data);
        }),
      ),
    connect: (links, request) =>
      call({
        url: links.connect,
        method: 'POST',
        headers: connectorHeaders(request.credentials),
        body: request.body,
      }).pipe(map((response) => void ensureOk(response))),
    disconnect: (links, credentials) =>
      call({ url: links.disconnect, method: 'POST', headers: connectorHeaders(credentials) }).pipe(
        map((response) => void ensureOk(response)),
      ),
  };
}

/** The WebSocket class is looked up when a socket opens, so a mock installed after start-up is used. */
export function createSocketFactory(webSocketClass: () => typeof WebSocket = () => globalThis.WebSocket): OpenSocket {
  return (url) =>
    new Observable<SocketEvent>((subscriber) => {
      const WebSocketImpl = webSocketClass();
      const socket = new WebSocketImpl(url);
      socket.onopen = () => subscriber.next({ type: 'open' });
      socket.onmessage = (event: MessageEvent) => {
        let data: unknown = event.data;
        if (typeof event.data === 'string') {
          try {
            data = JSON.parse(event.data) as unknown;
          } catch {
            data = undefined;
          }
        }
        subscriber.next({ type: 'message', data });
      };
      socket.onerror = () => subscriber.error(new ConnectorError('The VPN client status stream failed.'));
      socket.onclose = () => subscriber.error(new ConnectorError('The VPN client closed the status stream.'));
      return () => {
        socket.onopen = socket.onmessage = socket.onerror = socket.onclose = null;
        if (socket.readyState === WebSocketImpl.CONNECTING || socket.readyState === WebSocketImpl.OPEN) socket.close();
      };
    });
}

export type PermissionValue = 'granted' | 'denied' | 'prompt' | 'unsupported';

/** The browser's local-network permission for the page, and its changes; 'unsupported' where the browser has none. */
export function localNetworkPermission(): Observable<PermissionValue> {
  return new Observable<PermissionValue>((subscriber) => {
    const permissions = typeof navigator === 'undefined' ? undefined : navigator.permissions;
    if (!permissions?.query) {
      subscriber.next('unsupported');
      return undefined;
    }
    let status: PermissionStatus | undefined;
    const onChange = () => status && subscriber.next(status.state);
    permissions
      .query({ name: 'local-network-access' as PermissionName })
      .then((result) => {
        status = result;
        subscriber.next(result.state);
        result.addEventListener('change', onChange);
      })
      .catch(() => subscriber.next('unsupported'));
    return () => status?.removeEventListener('change', onChange);
  });
}
