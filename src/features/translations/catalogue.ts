import { addCatalogue } from '@/i18n';

// Imported for its effect by every module of this area that shows these keys (package.json lists catalogue.ts files
// as having side effects), so the keys, in the interface's language only, download with the code that shows them.
addCatalogue('translations', import.meta.glob('@/i18n/locales/*/translations-page.json', { import: 'default' }));
