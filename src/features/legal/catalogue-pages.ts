import { addCatalogue } from '../../i18n';
import entries from '../../i18n/locales/en/legal-pages.json';

// Imported for its effect by the policy pages, so their keys download with them only.
addCatalogue('legal', entries);
