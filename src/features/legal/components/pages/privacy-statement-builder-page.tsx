import { PolicyBuilderPage } from '../builder/policy-builder-page';

/** /custom-privacy-statement-builder (its own chunk; the editor library is a further chunk of its own). */
export function PrivacyStatementBuilderPage() {
  return <PolicyBuilderPage kind="privacyStatement" />;
}
