export {
  approvalState,
  serviceRequiresApproval,
  skipsApproval,
  minuteStart,
  VPN_SERVICE,
  type AccessService,
  type ApprovalDevice,
  type ApprovalState,
  type RequestWindow,
} from './model/approval-rule';
export type { AccessRequest, MyAccessRequest } from './model/schemas';
export { selectMyAccessRequests, useMyAccessRequestsQuery } from './api';
export {
  accessRequestsReducer,
  requestAccessOpened,
  type AccessRequestsState,
  type RequestPrefill,
} from './model/slice';
export { myRequestWindows, requestWindows } from './model/windows';
export { pendingRequestFor } from './model/open-requests';
export { formatWindow } from './model/format';
export { useCoveringRequestsQuery } from './api';
export { AccessRequestStatusWatcher } from './components/status-watcher';
/** The approver inbox and my requests are their own chunks: importers of this index do not download them. */
export const loadApprovalInboxPage = () => import('./components/inbox-page').then((module) => module.InboxPage);
export const loadMyRequestsPage = () => import('./components/my-requests-page').then((module) => module.MyRequestsPage);
export { loadRequestAccessDialog, RequestAccessHost } from './components/request-access-host';
