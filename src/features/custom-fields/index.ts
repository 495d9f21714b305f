/** The page is its own chunk, downloaded when its route is entered. */
export const loadCustomFieldsPage = () => import('./components/custom-fields-page').then((module) => module.CustomFieldsPage);
