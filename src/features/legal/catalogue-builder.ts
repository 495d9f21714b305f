import { addCatalogue } from '../../i18n';
import entries from '../../i18n/locales/en/legal-builder.json';

// Imported for its effect by the policy builders, so their keys download with them only.
addCatalogue('legal', entries);
