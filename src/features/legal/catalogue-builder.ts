import { addCatalogue } from '@/i18n';

// Imported for its effect by the policy builders, so their keys download with them only.
addCatalogue('legal', import.meta.glob('@/i18n/locales/*/legal-builder.json', { import: 'default' }));
