import { CompanyPolicyPage } from '../company-policy-page';

/** The page of the selected company's terms of use (its own chunk). */
export function CompanyTermsOfUsePage() {
  return <CompanyPolicyPage kind="termsOfUse" />;
}
