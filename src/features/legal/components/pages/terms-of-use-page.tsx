import { SectorPolicyPage } from '../sector-policy-page';

/** The page of the sector's terms of use (its own chunk). */
export function TermsOfUsePage() {
  return <SectorPolicyPage kind="termsOfUse" />;
}
