import { addCatalogue } from '../../i18n';
import entries from '../../i18n/locales/en/notices.json';

// The notices' texts that only signed-in pages use (Undo), beside those the sign-in page needs (translation.json):
// imported for its effect by the modules that show them.
addCatalogue('notices', entries);
