import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { VpnAgent } from './agent';
import { IDLE_CLIENT_STATUS, type ClientStatus, type ConnectorLinks, type ConnectorStatus } from './connector-types';

/** What a connect request knows of the agent: its id, name and active VPN session. */
export type ConnectTarget = Pick<VpnAgent, 'publicId' | 'name' | 'activeVpnSession'>;

export type VpnDialog =
  | { kind: 'info'; agentId: string | null }
  | { kind: 'install'; agentId: string }
  | { kind: 'mobileInstall' }
  | { kind: 'mobileNotSupported' }
  | { kind: 'consent' }
  | { kind: 'sessionExpired' }
  | { kind: 'accessExpiring'; agentName: string };

export interface LogoutConfirmation {
  agentName: string;
  state: 'connecting' | 'connected';
  confirmed: boolean;
}

export interface VpnState {
  connector: { status: ConnectorStatus; links: ConnectorLinks | null };
  client: ClientStatus;
  statusBarVisible: boolean;
  dialog: VpnDialog | null;
  /** The connect waiting for a dialog (consent, install) to be answered. */
  pendingConnect: ConnectTarget | null;
  logoutConfirmation: LogoutConfirmation | null;
}

export const initialVpnState: VpnState = {
  connector: { status: 'unknown', links: null },
  client: IDLE_CLIENT_STATUS,
  statusBarVisible: false,
  dialog: null,
  pendingConnect: null,
  logoutConfirmation: null,
};

export const bootstrapRequested = createAction('vpn/bootstrapRequested');
export const connectorDiscovered = createAction<ConnectorLinks>('vpn/connectorDiscovered');
export const connectorFound = createAction('vpn/connectorFound');
export const connectorMissing = createAction('vpn/connectorMissing');
export const connectorLost = createAction('vpn/connectorLost');
export const connectorBlocked = createAction('vpn/connectorBlocked');
export const connectorResumed = createAction('vpn/connectorResumed');
export const clientStatusReceived = createAction<ClientStatus>('vpn/clientStatusReceived');
export const statusStreamFailed = createAction<{ message: string }>('vpn/statusStreamFailed');
export const connectRequested = createAction<ConnectTarget>('vpn/connectRequested');
export const connectStarted = createAction<{ agentId: string }>('vpn/connectStarted');
export const connectFailed = createAction<{ agentId: string; message: string }>('vpn/connectFailed');
export const disconnectRequested = createAction('vpn/disconnectRequested');
export const disconnectFailed = createAction<{ message: string }>('vpn/disconnectFailed');
export const consentAccepted = createAction('vpn/consentAccepted');
export const statusBarShown = createAction('vpn/statusBarShown');
export const statusBarHidden = createAction('vpn/statusBarHidden');
export const logoutConfirmationRequested = createAction<Omit<LogoutConfirmation, 'confirmed'>>(
  'vpn/logoutConfirmationRequested',
);
export const logoutConfirmed = createAction('vpn/logoutConfirmed');
export const logoutCancelled = createAction('vpn/logoutCancelled');
/** The guard ran the logout it was holding. */
export const logoutConfirmationSettled = createAction('vpn/logoutConfirmationSettled');
/** The session ended (sign-out, expiry, another tab): the feature forgets its client state. */
export const vpnSessionEnded = createAction('vpn/sessionEnded');

const vpnSlice = createSlice({
  name: 'vpn',
  initialState: initialVpnState,
  reducers: {
    dialogOpened(state, action: PayloadAction<VpnDialog>) {
      state.dialog = action.payload;
    },
    dialogClosed(state) {
      state.dialog = null;
      state.pendingConnect = null;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(connectorDiscovered, (state, { payload }) => {
        state.connector.links = payload;
      })
      .addCase(connectorFound, (state) => {
        state.connector.status = 'found';
      })
      .addCase(connectorMissing, (state) => {
        state.connector.status = 'missing';
        state.client = IDLE_CLIENT_STATUS;
      })
      .addCase(connectorLost, (state) => {
        state.connector.status = 'lost';
      })
      .addCase(connectorBlocked, (state) => {
        state.connector.status = 'blocked';
        state.client = IDLE_CLIENT_STATUS;
      })
      .addCase(clientStatusReceived, (state, { payload }) => {
        state.client = payload;
      })
      .addCase(connectRequested, (state, { payload }) => {
        state.pendingConnect = payload;
      })
      .addCase(connectStarted, (state) => {
        state.pendingConnect = null;
      })
      .addCase(consentAccepted, (state) => {
        state.dialog = null;
      })
      .addCase(statusBarShown, (state) => {
        state.statusBarVisible = true;
      })
      .addCase(statusBarHidden, (state) => {
        state.statusBarVisible = false;
      })
      .addCase(logoutConfirmationRequested, (state, { payload }) => {
        state.logoutConfirmation = { ...payload, confirmed: false };
      })
      .addCase(logoutConfirmed, (state) => {
        if (state.logoutConfirmation) state.logoutConfirmation.confirmed = true;
      })
      .addCase(logoutCancelled, (state) => {
        state.logoutConfirmation = null;
      })
      .addCase(logoutConfirmationSettled, (state) => {
        state.logoutConfirmation = null;
      })
      .addCase(vpnSessionEnded, (state) => ({
        ...initialVpnState,
        connector: state.connector,
      }));
  },
});

export const { dialogOpened, dialogClosed } = vpnSlice.actions;
export const vpnReducer = vpnSlice.reducer;

export interface WithVpn {
  vpn: VpnState;
}

declare module '@/store/app-state' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the slice's part of the state
  interface AppState extends WithVpn {}
}

export const selectConnectorStatus = (state: WithVpn) => state.vpn.connector.status;
export const selectClientStatus = (state: WithVpn) => state.vpn.client;
export const selectStatusBarVisible = (state: WithVpn) => state.vpn.statusBarVisible;
export const selectVpnDialog = (state: WithVpn) => state.vpn.dialog;
export const selectLogoutConfirmation = (state: WithVpn) => state.vpn.logoutConfirmation;
