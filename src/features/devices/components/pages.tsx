import { PlannedPage } from '../../../ui/planned-page';

export function DevicesPage() {
  return <PlannedPage titleKey="shell.pages.devices" />;
}

export function DevicePage() {
  return <PlannedPage titleKey="shell.pages.devices" />;
}
