/** The page is its own chunk, downloaded when its route is entered. */
export const loadTranslationsPage = () =>
  import('./components/translations-page').then((module) => module.TranslationsPage);
