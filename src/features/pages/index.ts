/** The pages area: each page is its own chunk, downloaded when its route is entered. */
export const loadPagesPage = () => import('./components/pages-page').then((module) => module.PagesPage);
export const loadPageEditorPage = () => import('./components/page-editor-page').then((module) => module.PageEditorPage);
