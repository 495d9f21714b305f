import { addCatalogue } from '@/i18n';

// The notices' texts that only signed-in pages use (Undo), beside those the sign-in page needs (translation.json):
// imported for its effect by the modules that show them.
addCatalogue('notices', import.meta.glob('@/i18n/locales/*/notices.json', { import: 'default' }));
