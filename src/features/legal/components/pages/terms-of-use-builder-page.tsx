import { PlannedPage } from '../../../../ui/planned-page';

/** Replaced by this page. */
export function TermsOfUseBuilderPage() {
  return <PlannedPage titleKey="shell.pages.termsOfUseBuilder" standalone />;
}
