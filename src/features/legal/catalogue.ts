import { addCatalogue } from '@/i18n';

// Imported for its effect by the terms dialog (package.json lists catalogue.ts files as having side effects), so the
// keys download with the dialog, never with the signed-in pages that only decide whether to show it.
addCatalogue('legal', import.meta.glob('@/i18n/locales/*/legal.json', { import: 'default' }));
