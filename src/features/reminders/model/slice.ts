import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Reminder } from './reminder';

export interface RemindersState {
  /** What shows now, computed by the reminders epic. */
  visible: Reminder[];
}

/** Close on one reminder or on the list: hidden until each one's next remind time or expiry. */
export const remindersMuted = createAction<readonly string[]>('reminders/muted');

const initialState: RemindersState = { visible: [] };

const slice = createSlice({
  name: 'reminders',
  initialState,
  reducers: {
    visibleChanged: (_state, action: PayloadAction<Reminder[]>) => ({ visible: action.payload }),
  },
});

export const { visibleChanged } = slice.actions;
export const remindersReducer = slice.reducer;

export interface WithReminders {
  reminders: RemindersState;
}

declare module '@/store/app-state' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the slice's part of the state
  interface AppState extends WithReminders {}
}

const NONE: Reminder[] = [];
/** Read before the signed-in runtime injects the slice too (the state then has none). */
export const selectVisibleReminders = (state: Partial<WithReminders>): Reminder[] => state.reminders?.visible ?? NONE;
