import { addCatalogue } from '@/i18n';

// The keys of the users page's dialogs (invite, user detail, memberships, bulk preview): imported for its effect by the
// modules that show them, which download when a dialog first opens, so the page itself does not carry these texts.
addCatalogue('users', import.meta.glob('@/i18n/locales/*/users-dialogs.json', { import: 'default' }));
