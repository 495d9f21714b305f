import { addCatalogue } from '@/i18n';

// Imported for its effect by every module of the page viewer (package.json lists catalogue.ts files as having side
// effects), so its keys, in the interface's language only, download with the viewer.
addCatalogue('pages', import.meta.glob('@/i18n/locales/*/pages-viewer.json', { import: 'default' }));
