import type { ClientStatusMessage, ConnectorStep } from '@/features/vpn/model/connector-types';

/** The states of the mock VPN client, switchable from the URL (`?mock-connector=`) and from Playwright. */
export const CONNECTOR_MODES = [
  'missing',
  'found',
  'lost',
  'blocked',
  'connecting',
  'connected',
  'step-error',
  'outdated',
  'newer',
] as const;
export type ConnectorMode = (typeof CONNECTOR_MODES)[number];

export const isConnectorMode = (value: string): value is ConnectorMode =>
  (CONNECTOR_MODES as readonly string[]).includes(value);

export const LATEST_VERSION = '1.9.2';
export const OUTDATED_VERSION = '1.8.0';
export const NEWER_VERSION = '2.0.0-rc1';
/** The agent of the preset connecting / connected states: Bottling PLC Rotterdam 01, which has an active session. */
export const DEFAULT_ACTIVE_AGENT = 'ag-001';
export const DEFAULT_CONNECT_DELAY_MS = 1_500;

export interface ConnectorCall {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
}

export interface ConnectorState {
  mode: ConnectorMode;
  status: ClientStatusMessage['status'];
  agentId: string | null;
  version: string;
  steps: ConnectorStep[];
  connectDelayMs: number;
  calls: ConnectorCall[];
}

const versionFor = (mode: ConnectorMode): string =>
  mode === 'outdated' ? OUTDATED_VERSION : mode === 'newer' ? NEWER_VERSION : LATEST_VERSION;

export const PENDING_STEPS: ConnectorStep[] = [
  { name: 'ixapi.openvpn_configuration', status: '002' },
  { name: 'openvpn.connection', status: '002' },
];
export const CONNECTED_STEPS: ConnectorStep[] = [
  { name: 'ixapi.openvpn_configuration', status: '003' },
  { name: 'openvpn.connection', status: '004' },
];
export const FAILED_STEPS: ConnectorStep[] = [
  { name: 'ixapi.openvpn_configuration', status: '003' },
  { name: 'openvpn.connection', status: { message: 'TLS handshake failed', code: 210 } },
];

export function initialConnectorState(mode: ConnectorMode = 'found'): ConnectorState {
  const active = mode === 'connecting' || mode === 'connected';
  return {
    mode,
    status: active ? mode : 'idle',
    agentId: active ? DEFAULT_ACTIVE_AGENT : null,
    version: versionFor(mode),
    steps: mode === 'connected' ? CONNECTED_STEPS : mode === 'connecting' ? PENDING_STEPS : [],
    connectDelayMs: DEFAULT_CONNECT_DELAY_MS,
    calls: [],
  };
}

/** Answers at its base and over the socket in these modes. */
export const answersHttp = (mode: ConnectorMode): boolean => mode !== 'missing' && mode !== 'blocked';
export const acceptsSocket = (mode: ConnectorMode): boolean => answersHttp(mode) && mode !== 'lost';

export function statusMessage(state: ConnectorState): ClientStatusMessage {
  return {
    status: state.status,
    activeRequest: state.agentId ? { agentId: state.agentId } : '',
    version: state.version,
    steps: state.steps,
  };
}
