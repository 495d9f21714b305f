export { remindersReducer, type RemindersState } from './model/slice';
export { remindersEpics } from './epics';
export { RemindersHost } from './components/reminders-host';
