import { addCatalogue } from '../../i18n';
import entries from '../../i18n/locales/en/vpn-dialogs.json';

// The keys of the VPN dialogs (client information, install, consent, mobile): imported for its effect by the dialogs,
// which download when one first opens, so the status bar and the connector's flows that every page carries do not.
addCatalogue('vpn', entries);
