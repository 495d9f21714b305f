import { PlannedPage } from '../../../../ui/planned-page';

/** Replaced by this page. */
export function TermsOfUsePage() {
  return <PlannedPage titleKey="shell.pages.termsOfUse" standalone />;
}
