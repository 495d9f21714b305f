/** The page is its own chunk, downloaded when its route is entered. */
export const loadUsagePage = () => import('./components/usage-page').then((module) => module.UsagePage);
