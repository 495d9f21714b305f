export { useRolesQuery } from './api';
export type { Role } from './model/schemas';
/** The /roles page is its own chunk: the users feature reads roles through this index without downloading it. */
export const loadRolesPage = () => import('./components/roles-page').then((module) => module.RolesPage);
