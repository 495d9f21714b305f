export {
  noticesReducer,
  snackbarRequested,
  snackbarDismissed,
  navigated,
  selectApiUnavailable,
  SNACKBAR_DURATION,
  type Snackbar,
} from './model/slice';
export { SnackbarHost } from './components/snackbar-host';
export {
  startNoticeWatchers,
  reloadMiddleware,
  reloadRequested,
  browserOnlineWatcher,
  type NoticesDependencies,
} from './watchers';
export { useFailureNotice } from './hooks/use-failure-notice';
export { useChangeNotice } from './hooks/use-change-notice';
export { undoEpic } from './undo-epic';
