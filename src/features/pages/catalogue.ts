import { addCatalogue } from '../../i18n';
import entries from '../../i18n/locales/en/pages.json';

// Imported for its effect by every module of this area that shows these keys (package.json lists catalogue.ts files
// as having side effects), so the keys download with the code that shows them.
addCatalogue('pages', entries);
