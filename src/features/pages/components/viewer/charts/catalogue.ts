import { addCatalogue } from '@/i18n';

// Imported for its effect by the chart modules (package.json lists catalogue.ts files as having side effects), so the
// chart texts, in the interface's language only, download with the lazy chart chunk that shows them.
addCatalogue('pages', import.meta.glob('@/i18n/locales/*/pages-viewer-charts.json', { import: 'default' }));
