export { GroupsPage, GroupTypePage } from './components/pages';
