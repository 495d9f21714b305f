import { addCatalogue } from '../../i18n';
import entries from '../../i18n/locales/en/shell.json';

// Imported for its effect by every module of the shell that shows these keys (package.json lists catalogue.ts files
// as having side effects), so the keys download with the code that shows them.
addCatalogue('shell', entries);
