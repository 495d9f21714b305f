import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ParseKeys } from 'i18next';
import { apiUnavailable, gatewayTimedOut } from '@/api';

/** Snackbar durations (docs/RULES.md#errors-and-notices); null stays until dismissed. */
export const SNACKBAR_DURATION = { short: 3000, medium: 4000, long: 5000, persistent: null } as const;
export type SnackbarDuration = (typeof SNACKBAR_DURATION)[keyof typeof SNACKBAR_DURATION];

export interface SnackbarAction {
  /** i18n key of the button label. */
  labelKey: ParseKeys;
  /** The event dispatched when the button is pressed. */
  event: { type: string; payload?: unknown };
}

export interface Snackbar {
  id: string;
  /** i18n key; `text` is shown as is when given instead (server messages). */
  messageKey?: ParseKeys;
  messageValues?: Record<string, string | number>;
  text?: string;
  duration: SnackbarDuration;
  severity: 'info' | 'success' | 'warning' | 'error';
  action?: SnackbarAction;
}

export interface NoticesState {
  queue: Snackbar[];
  /** The api-unavailable page is showing for the current navigation. */
  apiUnavailable: boolean;
  /** It was already shown since the last navigation, so further failures do not show it again. */
  apiUnavailableShown: boolean;
}

const initialState: NoticesState = { queue: [], apiUnavailable: false, apiUnavailableShown: false };

let sequence = 0;

const noticesSlice = createSlice({
  name: 'notices',
  initialState,
  reducers: {
    snackbarRequested: {
      reducer(state, action: PayloadAction<Snackbar>) {
        // The same persistent notice is never stacked twice.
        if (state.queue.some((item) => item.id === action.payload.id)) return;
        state.queue.push(action.payload);
      },
      prepare(
        snackbar: Omit<Snackbar, 'id' | 'severity' | 'duration'> &
          Partial<Pick<Snackbar, 'id' | 'severity' | 'duration'>>,
      ) {
        sequence += 1;
        return {
          payload: {
            severity: 'info' as const,
            duration: SNACKBAR_DURATION.short,
            ...snackbar,
            id: snackbar.id ?? `snackbar-${sequence}`,
          },
        };
      },
    },
    snackbarDismissed(state, action: PayloadAction<string>) {
      state.queue = state.queue.filter((item) => item.id !== action.payload);
    },
    navigated(state) {
      state.apiUnavailable = false;
      state.apiUnavailableShown = false;
    },
    /** Try again found the server answering: the page comes back (the page is still not shown twice before the next navigation). */
    apiRecovered(state) {
      state.apiUnavailable = false;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(gatewayTimedOut, (state) => {
        if (state.queue.some((item) => item.id === 'gateway-timeout')) return;
        state.queue.push({
          id: 'gateway-timeout',
          messageKey: 'notices.gatewayTimeout',
          duration: SNACKBAR_DURATION.medium,
          severity: 'error',
        });
      })
      .addCase(apiUnavailable, (state) => {
        if (state.apiUnavailableShown) return;
        state.apiUnavailable = true;
        state.apiUnavailableShown = true;
      });
  },
});

export const { snackbarRequested, snackbarDismissed, navigated, apiRecovered } = noticesSlice.actions;
export const noticesReducer = noticesSlice.reducer;

export interface WithNotices {
  notices: NoticesState;
}

declare module '@/store/app-state' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the slice's part of the state
  interface AppState extends WithNotices {}
}
export const selectCurrentSnackbar = (state: WithNotices): Snackbar | undefined => state.notices.queue[0];
export const selectApiUnavailable = (state: WithNotices): boolean => state.notices.apiUnavailable;
