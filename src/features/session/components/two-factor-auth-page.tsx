import { PlannedPage } from '../../../ui/planned-page';

/** Replaced by this page. */
export function TwoFactorAuthPage() {
  return <PlannedPage titleKey="shell.pages.twoFactorAuth" standalone />;
}
