import { CompanyPolicyPage } from '../company-policy-page';

/** The page of the selected company's privacy statement (its own chunk). */
export function CompanyPrivacyStatementPage() {
  return <CompanyPolicyPage kind="privacyStatement" />;
}
