import { addCatalogue } from '../../i18n';
import entries from '../../i18n/locales/en/access-requests-dialog.json';

// The request access dialog's keys: imported for its effect by the modules that show them, which download when the
// dialog first opens, so no page carries these texts.
addCatalogue('accessRequests', entries);
