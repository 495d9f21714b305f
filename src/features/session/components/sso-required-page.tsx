import { PlannedPage } from '../../../ui/planned-page';

/** Replaced by this page. */
export function SsoRequiredPage() {
  return <PlannedPage titleKey="shell.pages.ssoAuthRequired" standalone />;
}
