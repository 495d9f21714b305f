import { canReachOverVpn, type VpnAgent } from './agent';
import type { ConnectorStatus, ForcedProtocol } from './connector-types';
import { isMobilePlatform, type Platform } from './platform';

export interface ConnectInput {
  agent: Pick<VpnAgent, 'publicId' | 'activeVpnSession'>;
  now: number;
  auth: { secretId: string; expiresOn: string } | null;
  userId: string | undefined;
  companyId: string | null;
  sectorId: string | undefined;
  platform: Platform;
  consentGiven: boolean;
  connectorStatus: ConnectorStatus;
  browserId: string;
  forcedProtocol: ForcedProtocol | null;
}

export interface ConnectRequest {
  body: { companyId: string; agentId: string; protocol?: ForcedProtocol };
  credentials: ConnectorCredentials;
}

export interface ConnectorCredentials {
  accessToken: string;
  sectorId: string;
  controllerId: string;
}

export type ConnectPlan =
  | { kind: 'sessionExpired' }
  | { kind: 'consent' }
  | { kind: 'install'; mobile: boolean }
  | { kind: 'deviceOffline' }
  | { kind: 'notSignedIn' }
  | { kind: 'connect'; request: ConnectRequest };

/**
 * Steps 2–5 of the connect flow, in the order of docs/RULES.md#vpn (step 1, the connect interceptors, runs before the request is made:
 * see the devices feature's access gate): expired auth → session-expired dialog; iOS without consent → consent dialog;
 * connector not found → install prompt; no session or no VPN address → device offline; else the connect request.
 */
export function planConnect(input: ConnectInput): ConnectPlan {
  if (input.auth && Date.parse(input.auth.expiresOn) <= input.now) return { kind: 'sessionExpired' };
  if (input.platform === 'ios' && !input.consentGiven) return { kind: 'consent' };
  if (input.connectorStatus !== 'found') return { kind: 'install', mobile: isMobilePlatform(input.platform) };
  if (!input.auth || !input.userId || !input.companyId || !input.sectorId) return { kind: 'notSignedIn' };
  if (!canReachOverVpn(input.agent)) return { kind: 'deviceOffline' };
  const body: ConnectRequest['body'] = { companyId: input.companyId, agentId: input.agent.publicId };
  if (input.forcedProtocol) body.protocol = input.forcedProtocol;
  return {
    kind: 'connect',
    request: {
      body,
      credentials: { accessToken: input.auth.secretId, sectorId: input.sectorId, controllerId: input.browserId },
    },
  };
}
