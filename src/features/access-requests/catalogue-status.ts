import { addCatalogue } from '../../i18n';
import entries from '../../i18n/locales/en/access-requests-status.json';

// The few keys of the status snackbars, which any signed-in page may show: kept apart from the pages' texts so that
// every page carries only these.
addCatalogue('accessRequests', entries);
