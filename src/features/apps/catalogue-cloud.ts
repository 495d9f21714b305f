import { addCatalogue } from '@/i18n';

// Imported for its effect by the cloud functions' modules, so their keys download with the code that shows them.
addCatalogue('cloudFunctions', import.meta.glob('@/i18n/locales/*/cloud-functions.json', { import: 'default' }));
