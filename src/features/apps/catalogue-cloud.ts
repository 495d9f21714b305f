import { addCatalogue } from '../../i18n';
import entries from '../../i18n/locales/en/cloud-functions.json';

// Imported for its effect by the cloud functions' modules, so their keys download with the code that shows them.
addCatalogue('cloudFunctions', entries);
