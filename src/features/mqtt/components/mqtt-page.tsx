import { PlannedPage } from '../../../ui/planned-page';

// Being built in this change: replaced by the real page.
export function MqttPage() {
  return <PlannedPage titleKey="shell.menu.mqtt" sectionKey="shell.menu.DEVICE_SETTINGS" />;
}
