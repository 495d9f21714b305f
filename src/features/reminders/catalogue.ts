import { addCatalogue } from '../../i18n';
import entries from '../../i18n/locales/en/reminders.json';

// The reminders' texts: imported for its effect by the reminders view, which downloads only when a reminder shows.
addCatalogue('reminders', entries);
