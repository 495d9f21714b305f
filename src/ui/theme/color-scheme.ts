import { useSyncExternalStore } from 'react';
import { safeLocalStorage, STORAGE_KEYS } from '@/lib/storage';
import { useMediaQueryMatches } from '../use-media-query';

/** What a person chooses: follow the system's setting, or always light, or always dark. */
export type ColorSchemeChoice = 'system' | 'light' | 'dark';
export type ColorScheme = 'light' | 'dark';

export const COLOR_SCHEME_CHOICES: readonly ColorSchemeChoice[] = ['system', 'light', 'dark'];

/**
 * The attribute on <html> that names the scheme in use. public/color-scheme.js sets it before the first paint (from
 * the same storage key), so index.html's boot styles paint the right background; the app keeps it in step.
 */
export const COLOR_SCHEME_ATTRIBUTE = 'data-color-scheme';

const listeners = new Set<() => void>();

export function readColorSchemeChoice(): ColorSchemeChoice {
  const stored = safeLocalStorage().getItem(STORAGE_KEYS.colorScheme);
  return stored === 'light' || stored === 'dark' ? stored : 'system';
}

/** Remembers the choice on this browser ("system" is remembered as no choice) and applies it at once. */
export function chooseColorScheme(choice: ColorSchemeChoice): void {
  const storage = safeLocalStorage();
  if (choice === 'system') storage.removeItem(STORAGE_KEYS.colorScheme);
  else storage.setItem(STORAGE_KEYS.colorScheme, choice);
  listeners.forEach((notify) => notify());
}

function subscribe(notify: () => void): () => void {
  listeners.add(notify);
  // A choice made in another tab applies here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === STORAGE_KEYS.colorScheme) notify();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(notify);
    window.removeEventListener('storage', onStorage);
  };
}

/** The choice as remembered on this browser, following changes made here or in another tab. */
export function useColorSchemeChoice(): ColorSchemeChoice {
  return useSyncExternalStore(subscribe, readColorSchemeChoice, () => 'system');
}

export function resolveColorScheme(choice: ColorSchemeChoice, systemPrefersDark: boolean): ColorScheme {
  if (choice === 'system') return systemPrefersDark ? 'dark' : 'light';
  return choice;
}

/** The scheme to draw: the choice, or the system's setting followed live when the choice is System. */
export function useColorScheme(): ColorScheme {
  const choice = useColorSchemeChoice();
  const systemPrefersDark = useMediaQueryMatches('(prefers-color-scheme: dark)');
  return resolveColorScheme(choice, systemPrefersDark);
}
