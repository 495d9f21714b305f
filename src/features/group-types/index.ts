export { GroupsPage, GroupTypePage } from './components/pages';
export { GroupPage } from './components/group-page/group-page';
