import { safeRedirectPath } from '@/lib/safe-redirect';
import type { KeyValueStorage } from '@/lib/storage';

/** Where to go after signing in through the identity provider: kept in sessionStorage across the provider's pages. */
export const SSO_RETURN_KEY = 'portal.sso-return-to';

export function rememberSsoReturn(storage: KeyValueStorage, returnTo: string): void {
  storage.setItem(SSO_RETURN_KEY, returnTo);
}

/** The remembered place, checked again (it came back through storage), and forgotten. */
export function takeSsoReturn(storage: KeyValueStorage, origin: string): string {
  const stored = storage.getItem(SSO_RETURN_KEY);
  storage.removeItem(SSO_RETURN_KEY);
  return safeRedirectPath(stored, origin);
}

/** Only an http(s) address is followed to the identity provider (never javascript:, data: and the like). */
export function isWebAddress(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/** The tab's sessionStorage, or memory where it is unavailable. */
export function safeSessionStorage(): KeyValueStorage {
  try {
    return window.sessionStorage;
  } catch {
    const memory = new Map<string, string>();
    return {
      getItem: (key) => memory.get(key) ?? null,
      setItem: (key, value) => void memory.set(key, value),
      removeItem: (key) => void memory.delete(key),
    };
  }
}

/** Leaving the app for the identity provider (an object, so tests can watch it). */
export const leaveApp = { to: (url: string): void => window.location.assign(url) };
