import { STORAGE_KEYS, type KeyValueStorage } from '../../../lib/storage';

/**
 * The browser's permanent id (spec §3 "browser-id"), sent as `Api-Device-Identifier` so the platform can tell which
 * trusted device is this one. The same stored key as the VPN connector's controller id: whichever runs first creates it.
 */
export function deviceIdentifier(storage: KeyValueStorage, generate: () => string = () => crypto.randomUUID()): string {
  const existing = storage.getItem(STORAGE_KEYS.browserId);
  if (existing && existing.trim() !== '') return existing;
  const id = generate();
  storage.setItem(STORAGE_KEYS.browserId, id);
  return id;
}
