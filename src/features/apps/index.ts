/** The page is its own chunk, downloaded when its route is entered. */
export const loadAppsPage = () => import('./components/apps-page').then((module) => module.AppsPage);
