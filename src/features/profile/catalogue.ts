import { addCatalogue } from '@/i18n';

// Imported for its effect by the modules that show these keys, so they download with those pages only.
addCatalogue('profile', import.meta.glob('@/i18n/locales/*/profile.json', { import: 'default' }));
