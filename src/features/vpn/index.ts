export { vpnReducer, connectRequested, type VpnState } from './model/slice';
export { vpnEpics } from './epics/index';
export { vpnBrowserDependencies } from './dependencies';
export type { VpnDependencies } from './epics/types';
export { useVpnActions, useClientStatus, useVpnLogoutGuard } from './hooks';
export { vpnLabel, isActiveRequestFor, type VpnLabel } from './model/labels';
export { canReachOverVpn, hasActiveSession, vpnAgentSchema, VPN_AGENT_FIELDS } from './model/agent';
export { VpnStatusBar } from './components/vpn-status-bar';
export { VpnDialogsHost } from './components/vpn-dialogs-host';
