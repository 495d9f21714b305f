import { PlannedPage } from '../../../ui/planned-page';

/** Replaced by this page. */
export function TwoFactorRequiredPage() {
  return <PlannedPage titleKey="shell.pages.twoFactorAuthRequired" standalone />;
}
