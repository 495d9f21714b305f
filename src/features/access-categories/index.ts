export { AccessCategoriesPage } from './components/access-categories-page';
export { useAudiencesQuery } from './api';
