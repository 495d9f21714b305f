import { addCatalogue } from '@/i18n';

// Imported for its effect by the modules that show these keys, so they download with those pages only.
addCatalogue('account', import.meta.glob('@/i18n/locales/*/account.json', { import: 'default' }));
