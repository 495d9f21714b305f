import { PlannedPage } from '../../../ui/planned-page';

/** Replaced by this page. */
export function RegisterPage() {
  return <PlannedPage titleKey="shell.pages.register" standalone />;
}
