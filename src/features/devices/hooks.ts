import { skipToken } from '@reduxjs/toolkit/query';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { useAppDispatch } from '@/store';
import {
  approvalState,
  minuteStart,
  myRequestWindows,
  requestAccessOpened,
  serviceRequiresApproval,
  skipsApproval,
  useCoveringRequestsQuery,
  useMyAccessRequestsQuery,
  VPN_SERVICE,
  type ApprovalState,
  type RequestPrefill,
  type RequestWindow,
} from '../access-requests';
import { canUse, useCurrentSession } from '../session';
import { hasActiveSession, isActiveRequestFor, useClientStatus, useVpnActions, vpnLabel } from '../vpn';
import { clockNow, subscribeClock } from './model/clock';
import type { Device } from './model/device';

/** The time now, moved on every `periodMs` (one shared timer per period). */
export function useNow(periodMs: number): number {
  const subscribe = useCallback((listener: () => void) => subscribeClock(periodMs, listener), [periodMs]);
  return useSyncExternalStore(subscribe, () => clockNow(periodMs));
}

/** The approval rule's answer, or `checking` while the user's requests are still being read. */
export type VpnApproval = ApprovalState | { kind: 'checking' };
const CHECKING: VpnApproval = { kind: 'checking' };

/** How often the devices list looks again whether an approved window has started or ended. */
const LIST_CLOCK_MS = 30_000;

/**
 * Whether the VPN of the device needs an approved access request (docs/RULES.md#access-approval), read from the user's requests
 * (MyUserAccessRequestList), or from `windows` when the caller read the device's own list.
 */
export function useVpnApproval(device: Device, windows?: readonly RequestWindow[]): VpnApproval {
  const { permissions, user } = useCurrentSession();
  const gated =
    canUse(permissions, 'accessRequests') &&
    !skipsApproval(device, permissions) &&
    serviceRequiresApproval(device, VPN_SERVICE);
  const mine = useMyAccessRequestsQuery(gated && windows === undefined ? undefined : skipToken);
  const now = useNow(LIST_CLOCK_MS);
  // Neither Connect nor Request access until the user's requests are known (a failed read counts as none: docs/RULES.md#access-approval).
  if (gated && windows === undefined && mine.data === undefined && !mine.isError) return CHECKING;
  return approvalState(
    device,
    VPN_SERVICE,
    permissions,
    windows ?? myRequestWindows(mine.data, device.publicId),
    user?.publicId,
    now,
  );
}

/** How often a running access is read again: which approved requests cover now. */
const COVERING_CLOCK_MS = 60_000;

/**
 * The user's approved requests for the device that cover now (docs/RULES.md#access-approval: the agent's access request list filtered on
 * the user, approved, start ≤ now ≤ end, vpn true), read again every minute, and only when the VPN needs approval.
 */
export function useCoveringRequests(device: Device | undefined) {
  const { permissions, user } = useCurrentSession();
  const minute = minuteStart(useNow(COVERING_CLOCK_MS));
  const gated = Boolean(
    device &&
    canUse(permissions, 'accessRequests') &&
    !skipsApproval(device, permissions) &&
    serviceRequiresApproval(device, VPN_SERVICE),
  );
  return useCoveringRequestsQuery(
    gated && device && user ? { agentId: device.publicId, userId: user.publicId, vpn: true, now: minute } : skipToken,
  );
}

/** Opens the request access dialog for the device, optionally prefilled ("request more time"). */
export function useRequestAccess(device: Pick<Device, 'publicId'>) {
  const dispatch = useAppDispatch();
  return useCallback(
    (prefill?: RequestPrefill) =>
      dispatch(requestAccessOpened({ agentId: device.publicId, ...(prefill ? { prefill } : {}) })),
    [dispatch, device.publicId],
  );
}

/** The VPN state of one device and its actions: Connect (or Request access when approval is needed), Disconnect, details. */
export function useDeviceVpn(device: Device, approval: VpnApproval) {
  const client = useClientStatus();
  const { connect, disconnect, openInfo } = useVpnActions();
  const requestAccess = useRequestAccess(device);
  const active = isActiveRequestFor(client, device.publicId);
  const label = vpnLabel(client, device.publicId, hasActiveSession(device));

  const connectDevice = useCallback(() => {
    // Step 1 of the connect flow (docs/RULES.md#vpn): a device whose VPN needs approval asks for it instead of connecting.
    if (approval.kind === 'checking') return;
    if (approval.kind === 'needed') {
      requestAccess();
      return;
    }
    connect({ publicId: device.publicId, name: device.name, activeVpnSession: device.activeVpnSession });
  }, [approval.kind, connect, device, requestAccess]);

  return {
    label,
    active,
    approval,
    connect: connectDevice,
    requestAccess,
    disconnect,
    openInfo: () => openInfo(device.publicId),
  };
}

/** The value after it has stopped changing for `delayMs` (the search box). */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timeout = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timeout);
  }, [value, delayMs]);
  return settled;
}
