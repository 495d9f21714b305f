/** The page is its own chunk, downloaded when its route is entered. */
export const loadIdentityPage = () => import('./components/identity-page').then((module) => module.IdentityPage);
