import { PlannedPage } from '../../../ui/planned-page';

// Being built in this change: replaced by the real page.
export function IdentityPage() {
  return <PlannedPage titleKey="shell.menu.identity" sectionKey="shell.menu.COMPANY" />;
}
