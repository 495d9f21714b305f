import { canManageAccessRequestsFor, cannotUse, type PermissionSet } from '@/features/session';

/** What the rule reads of a device (Agent): its locks, its approval flags and its services. */
export interface ApprovalDevice {
  publicId: string;
  vpnLocked?: boolean | null;
  webAccessLocked?: boolean | null;
  vpnRequireAccessApproval?: boolean | null;
  servers?:
    readonly { publicId: string; serviceGroup?: string | null; requireAccessApproval?: boolean | null }[] | null;
  /** Device-scoped rights, e.g. MANAGE_ACCESS_REQUESTS. */
  permissions?: readonly string[] | null;
}

/** The VPN, or one web service (an agent server) of the device. */
export type AccessService = { kind: 'vpn' } | { kind: 'server'; serverId: string };
export const VPN_SERVICE: AccessService = { kind: 'vpn' };

/** What the rule reads of an access request: whose, which status, which window and which services. */
export interface RequestWindow {
  userId: string | null | undefined;
  status: string;
  start: string;
  end: string;
  vpn?: boolean | null;
  serverIds: readonly string[];
}

export type ApprovalState =
  /** No approval step for this user and service: connect at once. */
  | { kind: 'notNeeded' }
  /** Approval is needed and no approved request covers now: request access. */
  | { kind: 'needed' }
  /** An approved request covers now: connect, until `until` (the latest end among the covering requests). */
  | { kind: 'approved'; until: string };

const MINUTE_MS = 60_000;
/** Windows are compared at the start of the current minute, in UTC (docs/RULES.md#access-approval). */
export const minuteStart = (now: number): number => Math.floor(now / MINUTE_MS) * MINUTE_MS;

/** docs/RULES.md#access-approval: people who manage access requests for the device, or cannot use access requests, skip approval. */
export function skipsApproval(device: ApprovalDevice, permissions: PermissionSet): boolean {
  return canManageAccessRequestsFor(permissions, device.permissions ?? []) || cannotUse(permissions, 'accessRequests');
}

/** Whether the service asks for approval: the device or the server requires it, or the device locks that kind of access. */
export function serviceRequiresApproval(device: ApprovalDevice, service: AccessService): boolean {
  const servers = device.servers ?? [];
  if (service.kind === 'vpn') {
    return Boolean(
      device.vpnLocked ||
      device.vpnRequireAccessApproval ||
      servers.some((server) => server.serviceGroup === 'vpn' && server.requireAccessApproval),
    );
  }
  const server = servers.find((candidate) => candidate.publicId === service.serverId);
  return Boolean(device.webAccessLocked || server?.requireAccessApproval);
}

/** Whether an approved request of this user covers now (at the minute start) for the service. */
function covers(request: RequestWindow, userId: string, service: AccessService, at: number): boolean {
  if (request.status !== 'approved' || request.userId !== userId) return false;
  const start = Date.parse(request.start);
  const end = Date.parse(request.end);
  if (Number.isNaN(start) || Number.isNaN(end) || start > at || end < at) return false;
  return service.kind === 'vpn' ? request.vpn === true : request.serverIds.includes(service.serverId);
}

/**
 * The approval rule of docs/RULES.md#access-approval, one service of one device at a time: skip, needed, or satisfied by an approved request
 * of the current user whose window covers now.
 */
export function approvalState(
  device: ApprovalDevice,
  service: AccessService,
  permissions: PermissionSet,
  requests: readonly RequestWindow[],
  userId: string | null | undefined,
  now: number,
): ApprovalState {
  if (skipsApproval(device, permissions) || !serviceRequiresApproval(device, service)) return { kind: 'notNeeded' };
  if (!userId) return { kind: 'needed' };
  const at = minuteStart(now);
  let until: number | null = null;
  for (const request of requests) {
    if (!covers(request, userId, service, at)) continue;
    const end = Date.parse(request.end);
    if (until === null || end > until) until = end;
  }
  return until === null ? { kind: 'needed' } : { kind: 'approved', until: new Date(until).toISOString() };
}
