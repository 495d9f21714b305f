/**
 * The interface languages a person may choose (profile, registration, the sign-in page). The platform publishes no list
 * of languages for a sector (MySector has none), so this one is chosen here.
 */
export const INTERFACE_LANGUAGES = ['en', 'de', 'fr', 'nl', 'es'] as const;
export type InterfaceLanguage = (typeof INTERFACE_LANGUAGES)[number];

/** Each language named in itself, as a language switch lists them. */
export const LANGUAGE_NAMES: Record<InterfaceLanguage, string> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  nl: 'Nederlands',
  es: 'Español',
};

export const FALLBACK_LANGUAGE: InterfaceLanguage = 'en';

export const isInterfaceLanguage = (value: unknown): value is InterfaceLanguage =>
  INTERFACE_LANGUAGES.some((language) => language === value);

/** The first of the browser's preferred languages ("de-AT", "fr") that the interface has, by its primary subtag. */
export function matchLanguage(preferred: readonly string[]): InterfaceLanguage | undefined {
  for (const tag of preferred) {
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (isInterfaceLanguage(primary)) return primary;
  }
  return undefined;
}

/** The language to start in: the last one used on this browser, else the browser's preferred ones, else English. */
export function startLanguage(remembered: string | null, preferred: readonly string[]): InterfaceLanguage {
  if (isInterfaceLanguage(remembered)) return remembered;
  return matchLanguage(preferred) ?? FALLBACK_LANGUAGE;
}
