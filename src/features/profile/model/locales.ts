import { INTERFACE_LANGUAGES } from '@/i18n/languages';

/**
 * The choices of the profile form. The platform publishes no list of localisations for a sector (MySector has none), so
 * these are chosen here: common locales. The languages are the interface's.
 */
export const LANGUAGES = INTERFACE_LANGUAGES;
export const LOCALISATIONS = [
  'en-GB',
  'en-US',
  'nl-NL',
  'nl-BE',
  'de-DE',
  'de-AT',
  'fr-FR',
  'fr-BE',
  'es-ES',
  'it-IT',
  'pl-PL',
  'sv-SE',
] as const;

/** Every IANA time zone the browser knows, with UTC, in order; a zone saved earlier and unknown here is kept too. */
export function timeZones(current?: string | null): string[] {
  const zones = new Set(typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []);
  zones.add('UTC');
  if (current) zones.add(current);
  return [...zones].sort((a, b) => a.localeCompare(b));
}

/** A code's own name in the page's language (e.g. `nl-BE` → "Dutch (Belgium)"); the code when the browser has none. */
export function displayName(code: string, uiLanguage: string, type: 'language' = 'language'): string {
  try {
    return new Intl.DisplayNames([uiLanguage], { type }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** Searching a time zone by any part: "amster", "new york" and "new_york" find theirs. */
export function matchesTimeZone(zone: string, query: string): boolean {
  const wanted = query
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, ' ');
  return wanted === '' || zone.toLowerCase().replace(/_/g, ' ').includes(wanted);
}

/** How a date looks in a localisation, so the choice shows what it changes. */
export function sampleDate(localisation: string, date = new Date(Date.UTC(2026, 11, 31, 16, 30))): string {
  try {
    return new Intl.DateTimeFormat(localisation, { dateStyle: 'short', timeStyle: 'short', timeZone: 'UTC' }).format(
      date,
    );
  } catch {
    return '';
  }
}
