/** The page is its own chunk, downloaded when its route is entered. */
export const loadLicencesPage = () => import('./components/licences-page').then((module) => module.LicencesPage);
