export { usersApi, useCompanyGroupsQuery } from './api';

/** The users page is its own chunk: importers of this index do not download it. */
export const loadUsersPage = () => import('./components/users-page').then((module) => module.UsersPage);
