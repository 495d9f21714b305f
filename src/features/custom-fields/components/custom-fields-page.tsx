import { PlannedPage } from '../../../ui/planned-page';

// Being built in this change: replaced by the real page.
export function CustomFieldsPage() {
  return <PlannedPage titleKey="shell.menu.customFields" sectionKey="shell.menu.DEVICE_SETTINGS" />;
}
