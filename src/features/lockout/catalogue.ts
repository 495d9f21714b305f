import { addCatalogue } from '@/i18n';

addCatalogue('lockout', import.meta.glob('@/i18n/locales/*/lockout.json', { import: 'default' }));
