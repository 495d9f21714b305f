import { STORAGE_KEYS, type KeyValueStorage } from '@/lib/storage';
import type { ForcedProtocol } from './connector-types';

/** The permanent browser-id, used as the connector's controller id (shared with the trusted devices of sign-in). */
export { readOrCreateBrowserId } from '@/lib/browser-id';

export function hasVpnConsent(storage: KeyValueStorage): boolean {
  return storage.getItem(STORAGE_KEYS.vpnConsent) === 'true';
}

export function storeVpnConsent(storage: KeyValueStorage): void {
  storage.setItem(STORAGE_KEYS.vpnConsent, 'true');
}

/** The stored forced protocol; the default `tcp` means unset. */
export function readForcedProtocol(storage: KeyValueStorage): ForcedProtocol | null {
  const value = storage.getItem(STORAGE_KEYS.forcedProtocol);
  return value === 'tcp4' || value === 'tcp6' ? value : null;
}

export type ProtocolChoice = 'tcp' | ForcedProtocol;

export function storeForcedProtocol(storage: KeyValueStorage, choice: ProtocolChoice): void {
  if (choice === 'tcp') storage.removeItem(STORAGE_KEYS.forcedProtocol);
  else storage.setItem(STORAGE_KEYS.forcedProtocol, choice);
}
