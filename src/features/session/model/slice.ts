import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionExpired } from '@/api';
import type { AuthRecord } from './auth-record';

export interface SessionState {
  auth: AuthRecord | null;
  companyId: string | null;
  /** Set when the session ended by expiry (401), so the login page can say so. */
  endedBy: 'expiry' | 'elsewhere' | null;
}

export const initialSessionState: SessionState = { auth: null, companyId: null, endedBy: null };

export const signedIn = createAction<{ auth: AuthRecord; companyId?: string }>('session/signedIn');
export const signedOut = createAction('session/signedOut');
export const signedOutElsewhere = createAction('session/signedOutElsewhere');

const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    companySelected(state, action: PayloadAction<string>) {
      state.companyId = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(signedIn, (state, action) => {
        state.auth = action.payload.auth;
        state.companyId = action.payload.companyId ?? state.companyId;
        state.endedBy = null;
      })
      .addCase(signedOut, () => initialSessionState)
      .addCase(signedOutElsewhere, () => ({ ...initialSessionState, endedBy: 'elsewhere' as const }))
      .addCase(sessionExpired, (state) =>
        state.auth ? { ...initialSessionState, endedBy: 'expiry' as const } : state,
      );
  },
});

export const { companySelected } = sessionSlice.actions;
export const sessionReducer = sessionSlice.reducer;

export interface WithSession {
  session: SessionState;
}

declare module '@/store/app-state' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the slice's part of the state
  interface AppState extends WithSession {}
}

export const selectAuth = (state: WithSession) => state.session.auth;
export const selectIsSignedIn = (state: WithSession) => state.session.auth !== null;
export const selectCompanyId = (state: WithSession) => state.session.companyId;
export const selectSessionEndedBy = (state: WithSession) => state.session.endedBy;
