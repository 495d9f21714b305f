export { remindersReducer, selectVisibleReminders, type RemindersState } from './model/slice';
export { remindersEpics, type RemindersDependencies } from './epics';
export { RemindersHost } from './components/reminders-host';
export type { Reminder } from './model/reminder';
