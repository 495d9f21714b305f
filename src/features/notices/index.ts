export {
  noticesReducer,
  snackbarRequested,
  snackbarDismissed,
  navigated,
  apiRecovered,
  selectApiUnavailable,
  SNACKBAR_DURATION,
  type Snackbar,
  type NoticesState,
} from './model/slice';
export { SnackbarHost } from './components/snackbar-host';
export {
  startNoticeWatchers,
  reloadMiddleware,
  reloadRequested,
  browserOnlineWatcher,
  VERSION_CHECK_INTERVAL_MS,
  type NoticesDependencies,
} from './watchers';
export { useFailureNotice } from './hooks/use-failure-notice';
export { useChangeNotice, type ChangeNotice } from './hooks/use-change-notice';
export { undoPressed } from './model/undo';
export { undoEpic } from './undo-epic';
