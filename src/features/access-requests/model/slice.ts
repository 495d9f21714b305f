import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** What the request dialog starts with: "request more time" repeats the services and approvers of the running access. */
export interface RequestPrefill {
  vpn?: boolean;
  serverIds?: readonly string[];
  approverIds?: readonly string[];
  /** ISO 8601: From starts here (the end of the running access), not now. */
  start?: string;
}

export interface RequestDialogState {
  agentId: string;
  prefill?: RequestPrefill;
}

export interface AccessRequestsState {
  /** The request access dialog, open for one device; null when closed. */
  requestDialog: RequestDialogState | null;
}

const initialState: AccessRequestsState = { requestDialog: null };

const slice = createSlice({
  name: 'accessRequests',
  initialState,
  reducers: {
    /** Connect on a device that needs approval, a Request access button, or "request more time". */
    requestAccessOpened: (_state, action: PayloadAction<RequestDialogState>) => ({ requestDialog: action.payload }),
    requestAccessClosed: (state) => {
      state.requestDialog = null;
    },
  },
});

export const { requestAccessOpened, requestAccessClosed } = slice.actions;
export const accessRequestsReducer = slice.reducer;

export interface WithAccessRequests {
  accessRequests: AccessRequestsState;
}

declare module '@/store/app-state' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the slice's part of the state
  interface AppState extends WithAccessRequests {}
}

/** Read before the signed-in runtime injects the slice too (the state then has none). */
export const selectRequestDialog = (state: Partial<WithAccessRequests>): RequestDialogState | null =>
  state.accessRequests?.requestDialog ?? null;
