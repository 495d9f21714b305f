import { PlannedPage } from '../../../ui/planned-page';

/** Replaced by this page. */
export function MyProfilePage() {
  return <PlannedPage titleKey="shell.pages.myProfile" standalone />;
}
