import {
  matchesStateFilter,
  requestState,
  stateOrder,
  type Decision,
  type RequestState,
  type RequestStateFilter,
} from './request-state';
import type { AccessRequest, MyAccessRequest } from './schemas';

const MINUTE_MS = 60_000;

/**
 * The inbox's pending requests still to decide at `now` (their window has not ended), the most urgent first: the
 * soonest start, then the longest wait.
 */
export function pendingByUrgency(requests: readonly AccessRequest[] | undefined, now: number): AccessRequest[] {
  return (requests ?? [])
    .filter((request) => request.status === 'pending' && Date.parse(request.end) > now)
    .sort(
      (a, b) =>
        Date.parse(a.start) - Date.parse(b.start) ||
        Date.parse(a.createdOn ?? a.start) - Date.parse(b.createdOn ?? b.start),
    );
}

/** Pending requests whose window ended before anyone decided: nothing is left to approve, the latest end first. */
export function expiredPending(requests: readonly AccessRequest[] | undefined, now: number): AccessRequest[] {
  return (requests ?? [])
    .filter((request) => request.status === 'pending' && Date.parse(request.end) <= now)
    .sort((a, b) => Date.parse(b.end) - Date.parse(a.end));
}

/** Approved requests that have not ended at `now`: the ones an approver may still revoke, the soonest end first. */
export function activeApprovals(requests: readonly AccessRequest[] | undefined, now: number): AccessRequest[] {
  return (requests ?? [])
    .filter((request) => request.status === 'approved' && Date.parse(request.end) > now)
    .sort((a, b) => Date.parse(a.end) - Date.parse(b.end));
}

/** When a decision was made: the request's last change (the decision is its last one), else its creation. */
export const decidedOn = (request: AccessRequest): string | null => request.updatedOn ?? request.createdOn ?? null;

/** The record of decisions: approved, rejected or revoked, the latest decision first. */
export function decidedRequests(requests: readonly AccessRequest[] | undefined): AccessRequest[] {
  const time = (request: AccessRequest) => Date.parse(decidedOn(request) ?? request.start);
  return (requests ?? []).filter((request) => request.status !== 'pending').sort((a, b) => time(b) - time(a));
}

/** A request's window as hours and minutes (the dialog offers 30, 60, 90 minutes and 2 to 8 hours). */
export function durationParts(start: string, end: string): { hours: number; minutes: number } {
  const total = Math.max(0, Math.round((Date.parse(end) - Date.parse(start)) / MINUTE_MS));
  return { hours: Math.floor(total / 60), minutes: total % 60 };
}

export interface MyRequestView {
  item: MyAccessRequest;
  state: RequestState;
}

/**
 * My requests in the state the filter asks for, each with its state at `now` (rejected and revoked ones with who decided
 * and when, once read): running and waiting requests first, then the record, each the latest start first.
 */
export function myRequestViews(
  items: readonly MyAccessRequest[] | undefined,
  filter: RequestStateFilter,
  now: number,
  decisions: ReadonlyMap<string, Decision> = new Map(),
): MyRequestView[] {
  return (items ?? [])
    .map((item) => ({ item, state: requestState(item.request, now, decisions.get(item.request.publicId)) }))
    .filter((view) => matchesStateFilter(view.state, filter))
    .sort(
      (a, b) =>
        stateOrder(a.state) - stateOrder(b.state) ||
        Date.parse(b.item.request.start) - Date.parse(a.item.request.start),
    );
}

/** What the page knows of a device: its current name, and whether it could be read. */
export interface DeviceLookup {
  /** The agents that could be read, by publicId; undefined while loading or when the read failed. */
  agents?: ReadonlyMap<string, string>;
  /** Assets by publicId with their linked agent; undefined while loading or when the read failed. */
  assets?: ReadonlyMap<string, { name: string; agent: { publicId: string; name?: string | null } | null }>;
}

export interface RequestDevice {
  /** The device or asset name to show. */
  name: string | null;
  /** The agent to link to (`/devices/{agentId}`), when one is known. */
  agentId: string | null;
}

/**
 * The device of one of my requests, under its current name when the agent could be read.
 * A request made for an asset links to the asset's agent; and when the agent could not be read (the read failed or
 * passed its wait limit, or the agent is gone) the asset's linked agent is the fallback (docs/RULES.md#access-requests).
 */
export function requestDevice({ agent, asset }: MyAccessRequest, lookup: DeviceLookup): RequestDevice {
  const linked = asset ? lookup.assets?.get(asset.publicId) : undefined;
  const assetName = linked?.name ?? asset?.name ?? null;
  if (agent) {
    const current = lookup.agents?.get(agent.publicId);
    if (current !== undefined) return { name: asset ? assetName : current, agentId: agent.publicId };
    if (linked?.agent)
      return { name: asset ? assetName : (linked.agent.name ?? agent.name ?? null), agentId: linked.agent.publicId };
    // Unread (still loading, failed, or no asset to fall back to): the request's own reference.
    return { name: assetName ?? agent.name ?? null, agentId: agent.publicId };
  }
  return { name: assetName, agentId: linked?.agent?.publicId ?? null };
}

/**
 * The services of a request as names: its servers (the VPN server among them when the VPN was asked for); the VPN by
 * its label when the request names the VPN but no server called so (servers may be [] for the VPN only).
 */
export function serviceNames(
  vpn: boolean | null | undefined,
  servers: readonly { publicId: string; name?: string | null }[],
  vpnLabel: string,
): string[] {
  const names = [...new Set(servers.map((server) => server.name ?? server.publicId))];
  if (vpn && !names.some((name) => name.toLowerCase() === vpnLabel.toLowerCase())) names.unshift(vpnLabel);
  return names;
}
