import { PlannedPage } from '../../../ui/planned-page';

export function GroupsPage() {
  return <PlannedPage titleKey="shell.menu.groups" sectionKey="shell.menu.USER_MANAGEMENT" />;
}

export function GroupTypePage() {
  return <PlannedPage titleKey="shell.menu.groups" sectionKey="shell.menu.USER_MANAGEMENT" />;
}
