import { addCatalogue } from '@/i18n';

// The keys of the VPN dialogs (client information, install, consent, mobile): imported for its effect by the dialogs,
// which download when one first opens, so the status bar and the connector's flows that every page carries do not.
addCatalogue('vpn', import.meta.glob('@/i18n/locales/*/vpn-dialogs.json', { import: 'default' }));
