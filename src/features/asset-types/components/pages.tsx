import { PlannedPage } from '../../../ui/planned-page';

export function AssetsPage() {
  return <PlannedPage titleKey="shell.menu.assets" sectionKey="shell.menu.DEVICE_SETTINGS" />;
}

export function AssetTypePage() {
  return <PlannedPage titleKey="shell.menu.assets" sectionKey="shell.menu.DEVICE_SETTINGS" />;
}
