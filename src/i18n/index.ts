import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { humanizeKey } from './humanize';
import { coreCatalogue, type CatalogueBranches } from './resources';

export const defaultNS = 'translation';

/** Part of a branch: an area may load its keys in several files (a page's, then its dialogs'). */
type DeepPartial<T> = { [Key in keyof T]?: T[Key] extends object ? DeepPartial<T[Key]> : T[Key] };

/** Keys registered before i18next was initialised, in order: they join the first resources. */
const pendingBranches: { branch: keyof CatalogueBranches; entries: object }[] = [];

/**
 * Adds one area's keys (its `locales/en/<area>.json`) under their branch. Called when the area's code is evaluated,
 * so a catalogue downloads with the code that shows it.
 */
export function addCatalogue<Branch extends keyof CatalogueBranches>(branch: Branch, entries: DeepPartial<CatalogueBranches[Branch]>): void {
  if (i18next.isInitialized) {
    i18next.addResourceBundle('en', defaultNS, { [branch]: entries }, true, true);
  } else {
    pendingBranches.push({ branch, entries });
  }
}

/** Initialises the one i18next instance; safe to call more than once (tests). */
export async function initI18n(language = 'en'): Promise<i18n> {
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      resources: { en: { [defaultNS]: { ...coreCatalogue } } },
      lng: language,
      fallbackLng: 'en',
      defaultNS,
      interpolation: { escapeValue: false },
      returnNull: false,
      // A key built from a value the server sent (an enum value the platform added later) that the catalogue lacks: the
      // value itself turned into words ("PURGE" → "Purge"), never a key path.
      parseMissingKeyHandler: humanizeKey,
    });
    // Deep-merged, as later branches are: `shell` adds to the core's own `shell` keys.
    for (const { branch, entries } of pendingBranches) {
      i18next.addResourceBundle('en', defaultNS, { [branch]: entries }, true, true);
    }
  }
  return i18next;
}

export { i18next };

/**
 * The text of a key computed at run time (`messages.texts.${code}`). The typed `t` compares such a key against every key
 * of the catalogue, which TypeScript gives up on once the catalogue is large; the caller knows the key exists (a fixed
 * set, or `i18n.exists`).
 */
export function translateComputedKey(t: (...args: never[]) => unknown, key: string, options?: Record<string, unknown>): string {
  return String((t as unknown as (key: string, options?: Record<string, unknown>) => unknown)(key, options));
}
export { INTERFACE_LANGUAGES } from './languages';
export { humanize, humanizeKey } from './humanize';
