import { addCatalogue } from '@/i18n';

// Imported for its effect by the modules that show these keys, so they download with those pages only.
addCatalogue('signIn', import.meta.glob('@/i18n/locales/*/sign-in.json', { import: 'default' }));
