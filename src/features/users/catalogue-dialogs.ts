import { addCatalogue } from '../../i18n';
import entries from '../../i18n/locales/en/users-dialogs.json';

// The keys of the users page's dialogs (invite, user detail, memberships, bulk preview): imported for its effect by the
// modules that show them, which download when a dialog first opens, so the page itself does not carry these texts.
addCatalogue('users', entries);
