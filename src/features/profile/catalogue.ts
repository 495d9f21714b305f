import { addCatalogue } from '../../i18n';
import entries from '../../i18n/locales/en/profile.json';

// Imported for its effect by the modules that show these keys, so they download with those pages only.
addCatalogue('profile', entries);
