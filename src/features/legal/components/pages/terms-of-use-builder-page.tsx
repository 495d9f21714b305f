import { PolicyBuilderPage } from '../builder/policy-builder-page';

/** /custom-terms-of-use-builder (its own chunk; the editor library is a further chunk of its own). */
export function TermsOfUseBuilderPage() {
  return <PolicyBuilderPage kind="termsOfUse" />;
}
