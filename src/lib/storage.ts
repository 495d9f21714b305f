/** The subset of Web Storage the app uses, so tests and epics can inject their own. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export const STORAGE_KEYS = {
  auth: 'portal.auth',
  company: 'portal.company',
  browserId: 'portal.browser-id',
  drawer: 'portal.drawer-open',
  rightDrawerMenu: 'portal.right-drawer-menu',
  vpnConsent: 'portal.vpn-consent',
  forcedProtocol: 'portal.forced-protocol',
  mutedReminders: 'portal.muted-reminders',
  /** The interface language last used on this browser (the sign-in page starts in it). */
  language: 'portal.language',
  /** The colour scheme chosen on this browser: light, dark, or absent to follow the system (public/color-scheme.js reads it too). */
  colorScheme: 'portal.color-scheme',
} as const;

export function readJson(storage: KeyValueStorage, key: string): unknown {
  const raw = storage.getItem(key);
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

export function safeLocalStorage(): KeyValueStorage {
  try {
    return window.localStorage;
  } catch {
    const memory = new Map<string, string>();
    return {
      getItem: (key) => memory.get(key) ?? null,
      setItem: (key, value) => void memory.set(key, value),
      removeItem: (key) => void memory.delete(key),
    };
  }
}
