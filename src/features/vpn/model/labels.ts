import type { ClientStatus } from './connector-types';
import { STATUS_COLOUR_ACTIVE, STATUS_COLOUR_INACTIVE } from './constants';

export type VpnLabel = 'available' | 'connecting' | 'connected' | 'notAvailable';

/**
 * The VPN label of an agent: idle is Available, connecting is Connecting…, connected is Connected. When the status
 * concerns another agent, or there is no request but the agent has an active session, Available; otherwise Not available.
 */
export function vpnLabel(
  client: Pick<ClientStatus, 'status' | 'agentId'>,
  agentId: string,
  agentHasSession: boolean,
): VpnLabel {
  if (!agentHasSession) return 'notAvailable';
  if (client.agentId === agentId) return client.status === 'idle' ? 'available' : client.status;
  return 'available';
}

export type BannerColour = 'green' | 'blue' | 'grey';

/** Green when the agent has an active session; blue when it is the active request (or any request without an agent); grey otherwise. */
export function bannerColour(
  client: Pick<ClientStatus, 'status' | 'agentId'>,
  agentId: string | null,
  agentHasSession: boolean,
): BannerColour {
  if (agentId !== null && agentHasSession) return 'green';
  const requestActive = client.status !== 'idle' && client.agentId !== null;
  if (requestActive && (agentId === null || client.agentId === agentId)) return 'blue';
  return 'grey';
}

export type StatusBarLabel = { key: 'connectedTo' | 'connectingTo'; name: string } | { key: 'disconnected' };

/** The status bar's label: Connected to {name}; Connecting to {name}…; otherwise Disconnected. */
export function statusBarLabel(status: ClientStatus['status'], name: string | undefined): StatusBarLabel {
  if (status === 'connected') return { key: 'connectedTo', name: name ?? '' };
  if (status === 'connecting') return { key: 'connectingTo', name: name ?? '' };
  return { key: 'disconnected' };
}

/** Blue while connecting or connected, grey otherwise. */
export function statusBarColour(status: ClientStatus['status']): string {
  return status === 'idle' ? STATUS_COLOUR_INACTIVE : STATUS_COLOUR_ACTIVE;
}

/** Whether this agent is the one the local client is connecting or connected to. */
export function isActiveRequestFor(client: Pick<ClientStatus, 'status' | 'agentId'>, agentId: string): boolean {
  return client.status !== 'idle' && client.agentId === agentId;
}
