import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './resources';

export const defaultNS = 'translation';
export const resources = { en: { translation: en } } as const;

/** Initialises the one i18next instance; safe to call more than once (tests). */
export async function initI18n(language = 'en'): Promise<i18n> {
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      resources,
      lng: language,
      fallbackLng: 'en',
      defaultNS,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  }
  return i18next;
}

export { i18next };
