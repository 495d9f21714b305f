import type { PermissionSet } from '../../session';
import type { Device } from './device';

export type AccessDecision = 'connect' | 'requestAccess';

/**
 * Step 1 of the connect flow (the connect interceptors): whether the user must request access to the device before
 * connecting. The one place the access-request rules (spec §6 "Access approval") plug in; until that issue lands,
 * every connect goes ahead.
 */
export function accessBeforeConnect(_device: Device, _permissions: PermissionSet, _now: number): AccessDecision {
  return 'connect';
}
