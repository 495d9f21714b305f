export { AccessCategoriesPage } from './components/access-categories-page';
export { useAudiencesQuery, accessCategoriesApi } from './api';
export type { Audience } from './model/schemas';
