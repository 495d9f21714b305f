import { addCatalogue } from '../../i18n';
import entries from '../../i18n/locales/en/lockout.json';

addCatalogue('lockout', entries);
