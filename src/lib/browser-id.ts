import { STORAGE_KEYS, type KeyValueStorage } from './storage';

/**
 * The permanent browser-id (docs/RULES.md#sign-in): generated once and kept. The VPN connector's controller id, and
 * the `Api-Device-Identifier` of trusted devices.
 */
export function readOrCreateBrowserId(
  storage: KeyValueStorage,
  generate: () => string = () => crypto.randomUUID(),
): string {
  const existing = storage.getItem(STORAGE_KEYS.browserId);
  if (existing && existing.trim() !== '') return existing;
  const id = generate();
  storage.setItem(STORAGE_KEYS.browserId, id);
  return id;
}

/** The browser-id when one was generated already (never creates one). */
export function readBrowserId(storage: KeyValueStorage): string | undefined {
  const existing = storage.getItem(STORAGE_KEYS.browserId);
  return existing && existing.trim() !== '' ? existing : undefined;
}
