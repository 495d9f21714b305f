import { mockConnectorCore } from './connector';
import { CONNECTOR_MODES, isConnectorMode, type ConnectorCall, type ConnectorMode } from './state';
import type { ClientStatusMessage } from '@/features/vpn/model/connector-types';
import { statusMessage } from './state';

/** The runtime control of the mock VPN client: `window.__mockConnector` in the browser, `mockConnector` in Vitest. */
export interface MockConnector {
  /** Switches the client's state; connecting / connected concern `agentId` (default ag-001). Open sockets are closed for missing, lost, blocked. */
  setMode(mode: ConnectorMode, agentId?: string): void;
  mode(): ConnectorMode;
  /** What the client would answer on GET Status now. */
  status(): ClientStatusMessage;
  /** How long connecting takes before connected (default 1500 ms). */
  setConnectDelay(ms: number): void;
  /** Every HTTP call the client received (method, path, connector headers, body), since the last reset. */
  calls(): ConnectorCall[];
  /** Status web sockets open now (1 once the app is talking to the client). */
  openSockets(): number;
  /** Back to `found`, idle, no calls. */
  reset(): void;
  modes: readonly ConnectorMode[];
}

declare global {
  interface Window {
    __mockConnector?: MockConnector;
  }
}

const MODE_KEY = 'mock-connector:mode';

function remember(mode: ConnectorMode): void {
  try {
    if (typeof sessionStorage !== 'undefined') sessionStorage.setItem(MODE_KEY, mode);
  } catch {
    /* storage may be unavailable */
  }
}

export const mockConnector: MockConnector = {
  setMode: (mode, agentId) => {
    if (!isConnectorMode(mode))
      throw new Error(`Unknown connector mode "${String(mode)}". Known: ${CONNECTOR_MODES.join(', ')}`);
    mockConnectorCore.setMode(mode, agentId);
  },
  mode: () => mockConnectorCore.state.mode,
  status: () => statusMessage(mockConnectorCore.state),
  setConnectDelay: (ms) => {
    mockConnectorCore.state.connectDelayMs = ms;
  },
  calls: () => [...mockConnectorCore.state.calls],
  openSockets: () => mockConnectorCore.socketCount(),
  reset: () => mockConnectorCore.reset(),
  modes: CONNECTOR_MODES,
};

/**
 * Browser start-up: the mode comes from `?mock-connector=MODE` (remembered in the tab), else the tab's last mode,
 * else found; `?mock-reset` starts from found. The mode is remembered whenever it changes.
 */
export function applyConnectorQuery(search: string): void {
  const params = new URLSearchParams(search);
  const wanted = params.get('mock-connector');
  let stored: string | null = null;
  try {
    stored = typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(MODE_KEY);
  } catch {
    stored = null;
  }
  const mode =
    wanted && isConnectorMode(wanted)
      ? wanted
      : params.has('mock-reset')
        ? 'found'
        : stored && isConnectorMode(stored)
          ? stored
          : 'found';
  if (wanted && !isConnectorMode(wanted))
    console.warn(`[mock connector] unknown mode "${wanted}"; known: ${CONNECTOR_MODES.join(', ')}`);
  mockConnectorCore.onModeChange(remember);
  mockConnectorCore.reset(mode);
}
