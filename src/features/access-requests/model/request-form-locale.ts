import type { Locale } from 'date-fns';
import { de, enAU, enCA, enGB, enIE, enIN, enNZ, enUS, es, fr, it, nl } from 'date-fns/locale';

/** The date-fns locales the From picker knows, by language tag; the UI language picks one, the browser its region. */
const LOCALES: Record<string, Locale> = {
  'en-US': enUS,
  'en-GB': enGB,
  'en-AU': enAU,
  'en-CA': enCA,
  'en-IE': enIE,
  'en-IN': enIN,
  'en-NZ': enNZ,
  nl,
  de,
  fr,
  es,
  it,
};
const DEFAULT_BY_LANGUAGE: Record<string, Locale> = { en: enUS };

/**
 * The date-fns locale of the UI language (it decides the picker's 12- or 24-hour clock, docs/RULES.md#access-requests): the browser's
 * preferred region of that language when known ('en' with 'en-GB' preferred → 24 h), else the language's own.
 */
export function pickerLocale(uiLanguage: string, preferred: readonly string[]): Locale {
  const language = uiLanguage.toLowerCase().split('-')[0] ?? 'en';
  const candidates = [uiLanguage, ...preferred.filter((tag) => tag.toLowerCase().split('-')[0] === language)];
  for (const tag of candidates) {
    const [lang = '', region] = tag.split('-');
    const exact = region ? LOCALES[`${lang.toLowerCase()}-${region.toUpperCase()}`] : undefined;
    if (exact) return exact;
  }
  return LOCALES[language] ?? DEFAULT_BY_LANGUAGE[language] ?? enUS;
}
