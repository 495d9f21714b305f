export { GroupTypesRoute, GroupTypeRoute } from './components/group-types-routes';

/** A group's page is its own chunk (its pickers, tabs and the people calls): the groups list does not download it. */
export const loadGroupPage = () => import('./components/group-page/group-page').then((module) => module.GroupPage);
