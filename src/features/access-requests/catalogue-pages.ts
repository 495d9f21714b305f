import { addCatalogue } from '@/i18n';

// The keys of the approver inbox and my requests pages: imported for its effect by the modules of those pages, which
// are their own chunks, so other pages do not carry these texts.
addCatalogue('accessRequests', import.meta.glob('@/i18n/locales/*/access-requests-pages.json', { import: 'default' }));
