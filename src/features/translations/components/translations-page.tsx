import { PlannedPage } from '../../../ui/planned-page';

// Being built in this change: replaced by the real page.
export function TranslationsPage() {
  return <PlannedPage titleKey="shell.menu.translations" sectionKey="shell.menu.COMPANY" />;
}
