import { minuteStart, type AccessService, type RequestWindow } from './approval-rule';

/**
 * The person's requests that still hold a place: pending, or approved, and whose window has not ended at `now`. They
 * are what "Request pending" shows and what a new request may repeat.
 */
export function openRequests(
  windows: readonly RequestWindow[],
  userId: string | null | undefined,
  now: number,
): RequestWindow[] {
  if (!userId) return [];
  return windows.filter(
    (window) =>
      window.userId === userId &&
      (window.status === 'pending' || window.status === 'approved') &&
      Date.parse(window.end) > now,
  );
}

const namesService = (window: RequestWindow, service: AccessService): boolean =>
  service.kind === 'vpn' ? window.vpn === true : window.serverIds.includes(service.serverId);

/**
 * The person's pending request for one service of a device whose window has not ended, the soonest first: the device
 * shows "Request pending" with its window instead of offering another Request access.
 */
export function pendingRequestFor(
  windows: readonly RequestWindow[],
  userId: string | null | undefined,
  service: AccessService,
  now: number,
): RequestWindow | undefined {
  return openRequests(windows, userId, now)
    .filter((window) => window.status === 'pending' && namesService(window, service))
    .sort((a, b) => Date.parse(a.start) - Date.parse(b.start))[0];
}

/** A request about to be sent: the services (the VPN as `vpn`, web services and VPN servers by id) and its window. */
export interface ChosenRequest {
  vpn: boolean;
  serverIds: readonly string[];
  /** Milliseconds since the epoch. */
  start: number;
  end: number;
}

/**
 * How a new request meets the person's open requests on the device, the strongest first:
 * - `duplicate`: the same services and the same window (to the minute): refused, it would only ask again;
 * - `covered`: one already asks for all of these services over the whole window: warned;
 * - `overlap`: one asks for some of these services over part of the window: warned.
 */
export type RequestClash = { kind: 'duplicate' | 'covered' | 'overlap'; request: RequestWindow };

const serviceKeys = (vpn: boolean | null | undefined, serverIds: readonly string[]): Set<string> =>
  new Set([...serverIds, ...(vpn ? ['vpn'] : [])]);

export function requestClash(
  windows: readonly RequestWindow[],
  userId: string | null | undefined,
  chosen: ChosenRequest,
  now: number,
): RequestClash | null {
  const wanted = serviceKeys(chosen.vpn, chosen.serverIds);
  if (wanted.size === 0) return null;
  const start = minuteStart(chosen.start);
  const end = minuteStart(chosen.end);
  let found: RequestClash | null = null;
  const rank = { overlap: 1, covered: 2, duplicate: 3 } as const;
  for (const request of openRequests(windows, userId, now)) {
    const held = serviceKeys(request.vpn, request.serverIds);
    const from = minuteStart(Date.parse(request.start));
    const until = minuteStart(Date.parse(request.end));
    const shared = [...wanted].filter((key) => held.has(key));
    if (shared.length === 0 || !(from < end && start < until)) continue;
    const kind =
      shared.length === wanted.size && held.size === wanted.size && from === start && until === end
        ? 'duplicate'
        : shared.length === wanted.size && from <= start && until >= end
          ? 'covered'
          : 'overlap';
    if (!found || rank[kind] > rank[found.kind]) found = { kind, request };
  }
  return found;
}
