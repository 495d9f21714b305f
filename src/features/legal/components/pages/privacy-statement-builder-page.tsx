import { PlannedPage } from '../../../../ui/planned-page';

/** Replaced by this page. */
export function PrivacyStatementBuilderPage() {
  return <PlannedPage titleKey="shell.pages.privacyStatementBuilder" standalone />;
}
