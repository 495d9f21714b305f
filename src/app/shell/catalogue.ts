import { addCatalogue } from '@/i18n';

// Imported for its effect by every module of the shell that shows these keys (package.json lists catalogue.ts files
// as having side effects), so the keys, in the interface's language only, download with the code that shows them.
addCatalogue('shell', import.meta.glob('@/i18n/locales/*/shell.json', { import: 'default' }));
// The error texts only signed-in pages show (not allowed, go to portal): with the shell, not on the sign-in page.
addCatalogue('errors', import.meta.glob('@/i18n/locales/*/shell-errors.json', { import: 'default' }));
