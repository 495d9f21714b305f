import { addCatalogue } from '@/i18n';

// The reminders' texts: imported for its effect by the reminders view, which downloads only when a reminder shows.
addCatalogue('reminders', import.meta.glob('@/i18n/locales/*/reminders.json', { import: 'default' }));
