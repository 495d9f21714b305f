import { useAccessRequestStatusWatcher } from '../hooks/use-status-watcher';

/** Rendered once on every signed-in page: the status snackbars of the person's access requests. */
export function AccessRequestStatusWatcher() {
  useAccessRequestStatusWatcher();
  return null;
}
