import { SectorPolicyPage } from '../sector-policy-page';

/** The page of the sector's privacy statement (its own chunk). */
export function PrivacyStatementPage() {
  return <SectorPolicyPage kind="privacyStatement" />;
}
