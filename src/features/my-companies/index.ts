/** /my-companies is its own chunk: the admin pages do not carry it. */
export const loadMyCompaniesPage = () =>
  import('./components/my-companies-page').then((module) => module.MyCompaniesPage);
