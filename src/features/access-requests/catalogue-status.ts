import { addCatalogue } from '@/i18n';

// The few keys of the status snackbars, which any signed-in page may show: kept apart from the pages' texts so that
// every page carries only these.
addCatalogue('accessRequests', import.meta.glob('@/i18n/locales/*/access-requests-status.json', { import: 'default' }));
