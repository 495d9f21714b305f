import { addCatalogue } from '../../i18n';
import entries from '../../i18n/locales/en/shell.json';
import errors from '../../i18n/locales/en/shell-errors.json';

// Imported for its effect by every module of the shell that shows these keys (package.json lists catalogue.ts files
// as having side effects), so the keys download with the code that shows them.
addCatalogue('shell', entries);
// The error texts only signed-in pages show (not allowed, go to portal): with the shell, not on the sign-in page.
addCatalogue('errors', errors);
