import { PlannedPage } from '../../../../ui/planned-page';

/** Replaced by this page. */
export function PrivacyStatementPage() {
  return <PlannedPage titleKey="shell.pages.privacyStatement" standalone />;
}
