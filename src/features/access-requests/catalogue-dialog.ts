import { addCatalogue } from '@/i18n';

// The request access dialog's keys: imported for its effect by the modules that show them, which download when the
// dialog first opens, so no page carries these texts.
addCatalogue('accessRequests', import.meta.glob('@/i18n/locales/*/access-requests-dialog.json', { import: 'default' }));
