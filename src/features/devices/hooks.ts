import { useCallback, useEffect, useState } from 'react';
import { usePermissions } from '../session';
import { hasActiveSession, isActiveRequestFor, useClientStatus, useVpnActions, vpnLabel } from '../vpn';
import { accessBeforeConnect } from './model/access-gate';
import type { Device } from './model/device';

/** The VPN state of one device and its actions: Connect (through the access gate), Disconnect, details. */
export function useDeviceVpn(device: Device) {
  const client = useClientStatus();
  const permissions = usePermissions();
  const { connect, disconnect, openInfo } = useVpnActions();
  const active = isActiveRequestFor(client, device.publicId);
  const label = vpnLabel(client, device.publicId, hasActiveSession(device));

  const connectDevice = useCallback(() => {
    // A later issue opens the request-access dialog here when the gate says so.
    if (accessBeforeConnect(device, permissions, Date.now()) === 'requestAccess') return;
    connect({ publicId: device.publicId, name: device.name, activeVpnSession: device.activeVpnSession });
  }, [connect, device, permissions]);

  return { label, active, connect: connectDevice, disconnect, openInfo: () => openInfo(device.publicId) };
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
