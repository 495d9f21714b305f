export {
  noticesReducer,
  snackbarRequested,
  snackbarDismissed,
  navigated,
  selectApiUnavailable,
  SNACKBAR_DURATION,
  type Snackbar,
  type NoticesState,
} from './model/slice';
export { SnackbarHost } from './components/snackbar-host';
