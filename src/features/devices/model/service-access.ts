import {
  approvalState,
  pendingRequestFor,
  serviceRequiresApproval,
  skipsApproval,
  type AccessService,
  type ApprovalDevice,
  type RequestWindow,
} from '@/features/access-requests';
import type { PermissionSet } from '@/features/session';

/** What the person can do with one service of a device now (docs/RULES.md#access-approval, per service). */
export type ServiceAccess =
  /** No approval step, or an approved request covers now (`until` its end): open or connect. */
  | { kind: 'open'; until?: string }
  /** Approval is needed and nothing covers now: request access. */
  | { kind: 'request' }
  /** Approval is needed and the person's request for it waits for an approver: its window instead of another request. */
  | { kind: 'pending'; request: RequestWindow }
  /** The person's requests are still being read. */
  | { kind: 'checking' };

/**
 * The approval rule of docs/RULES.md#access-approval for one service, with the person's pending request for it: `windows` are the person's
 * requests on the device (undefined while they load).
 */
export function serviceAccess(
  device: ApprovalDevice,
  service: AccessService,
  permissions: PermissionSet,
  windows: readonly RequestWindow[] | undefined,
  userId: string | null | undefined,
  now: number,
): ServiceAccess {
  if (skipsApproval(device, permissions) || !serviceRequiresApproval(device, service)) return { kind: 'open' };
  if (windows === undefined) return { kind: 'checking' };
  const approval = approvalState(device, service, permissions, windows, userId, now);
  if (approval.kind === 'approved') return { kind: 'open', until: approval.until };
  const pending = pendingRequestFor(windows, userId, service, now);
  return pending ? { kind: 'pending', request: pending } : { kind: 'request' };
}
