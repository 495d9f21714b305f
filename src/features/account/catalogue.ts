import { addCatalogue } from '../../i18n';
import entries from '../../i18n/locales/en/account.json';

// Imported for its effect by the modules that show these keys, so they download with those pages only.
addCatalogue('account', entries);
