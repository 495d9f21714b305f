import { addCatalogue } from '@/i18n';

// Imported for its effect by the policy pages, so their keys download with them only.
addCatalogue('legal', import.meta.glob('@/i18n/locales/*/legal-pages.json', { import: 'default' }));
