import { PlannedPage } from '../../../../ui/planned-page';

/** Replaced by this page. */
export function CompanyTermsOfUsePage() {
  return <PlannedPage titleKey="shell.pages.companyTermsOfUse" standalone />;
}
