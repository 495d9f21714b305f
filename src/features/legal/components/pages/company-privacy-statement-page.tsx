import { PlannedPage } from '../../../../ui/planned-page';

/** Replaced by this page. */
export function CompanyPrivacyStatementPage() {
  return <PlannedPage titleKey="shell.pages.companyPrivacyStatement" standalone />;
}
