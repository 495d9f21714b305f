import { addCatalogue } from '../../i18n';
import entries from '../../i18n/locales/en/access-requests-pages.json';

// The keys of the approver inbox and my requests pages: imported for its effect by the modules of those pages, which
// are their own chunks, so other pages do not carry these texts.
addCatalogue('accessRequests', entries);
